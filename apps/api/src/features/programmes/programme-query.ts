import { z } from 'zod';
import { LIST_SORT_VALUES, PAGE_SIZES } from '@oxstrength/shared/constants';
import { pagingQuery } from '../../lib/reply';
import { searchField, sortField } from '../../lib/list-query';

/** The query of GET /coachings and GET /consultations (their replies: packages/shared/src/contracts/programmes.ts). */
export const programmeListQuery = z.object({
  q: searchField,
  sort: sortField,
  ...pagingQuery(PAGE_SIZES.programmeSearch),
});

export const programmeListDescription =
  `q: prefix search on every word of the title and description. sort: ${LIST_SORT_VALUES.join(', ')} ` +
  '(price sorts use the lowest offered rate; programmes with none come last); without it, by relevance when ' +
  'searching, else popular.';

export const slugParams = z.object({ slug: z.string().min(1).max(200) });
