/** Paging shared by every paged list: the accessible names of Mantine Pagination's buttons, and ?page= values. */

const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
};

/** Pagination's first, previous, next and last buttons, named for what they do. */
export const controlLabels = {
  getControlProps: (control: keyof typeof CONTROL_LABELS) => ({ 'aria-label': CONTROL_LABELS[control] }),
};

/** The controls' names and each page's ("Page 2"). */
export const pagingLabels = {
  ...controlLabels,
  getItemProps: (n: number) => ({ 'aria-label': `Page ${n}` }),
};

/** A page number from the URL's parameter `name` (from 1). */
export const pageParam = (params: URLSearchParams, name: string) => {
  const page = Number(params.get(name));
  return Number.isInteger(page) && page > 1 ? page : 1;
};
