import type { ListSort } from '@oxstrength/shared/constants';
import { notFound } from '../../lib/errors';
import { prefixTerms } from '../../lib/full-text-search';
import type { PageQuery } from '../../lib/list-query';
import { isId } from '../../lib/path-id';

/** Paging and search shared by the catalogue's card lists (templates, products); each keeps its own filters. */

/**
 * What a list's page query asks of its repository: prefix search terms, the sort (the list's default without
 * one; relevance first when searching without one), and the page as limit and offset.
 */
export const pageRequest = (q: PageQuery & { q?: string }, defaultSort: ListSort) => ({
  terms: prefixTerms(q.q),
  sort: q.sort ?? defaultSort,
  byRelevance: !q.sort,
  limit: q.resultsPerPage,
  offset: (q.page - 1) * q.resultsPerPage,
});

/**
 * A page of the list filtered by one category or brand, 404 with `missing` when the id is not one (a malformed
 * id asks nothing of the database). The check and the page are asked together.
 */
export async function pageOfOne<T>(
  id: string,
  missing: string,
  exists: () => Promise<boolean>,
  page: () => Promise<T>,
): Promise<T> {
  if (!isId(id)) throw notFound(missing);
  const [found, result] = await Promise.all([exists(), page()]);
  if (!found) throw notFound(missing);
  return result;
}
