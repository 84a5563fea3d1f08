import type { Paged } from '@oxstrength/shared/contracts/reply';

/** A page reply's status and paging: one page holding all `count` rows, unless `paged` says otherwise. */
export const pageReply = (count: number, paged: Partial<Paged> = {}) => ({
  status: 'success',
  currentPage: 1,
  totalPage: 1,
  totalDocuments: count,
  ...paged,
});
