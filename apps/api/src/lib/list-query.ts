import { z } from 'zod';
import { LIST_SORT_VALUES, type ListSort } from '@oxstrength/shared/constants';
import { MAX_SEARCH_LENGTH } from './full-text-search';

/** Query fields shared by the lists (templates, products, programmes...). Messages are the API's 400 texts. */

/** Optional: without it the list uses its own default sort (or relevance when searching). */
export const sortField = z
  .enum(LIST_SORT_VALUES, { error: `sort must be one of ${LIST_SORT_VALUES.join(', ')}` })
  .optional();

/** Free search text; blank means no search. */
export const searchField = z
  .string({ error: 'q must be text' })
  .trim()
  .max(MAX_SEARCH_LENGTH, `q must be at most ${MAX_SEARCH_LENGTH} characters`)
  .optional();

/** A filter naming a record by its uuid. */
export const idFilter = (name: string) => z.guid({ error: `${name} must be a valid id` }).optional();

/** `true` or `false` in the query string. */
export const booleanFilter = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .transform((v) => v === 'true')
    .optional();

/** The paging and sort values every catalogue list takes. */
export interface PageQuery {
  page: number;
  resultsPerPage: number;
  sort?: ListSort;
}

/**
 * Route serializer for the catalogue's card lists: plain JSON.stringify. Their bodies are built field by field by
 * the services (typed by the route's response schema, which also documents them); a second pass through zod on
 * the way out cost about a tenth of a benchmarked list request.
 */
export const plainJson = () => (data: unknown) => JSON.stringify(data);
