import { DEFAULT_LIST_SORT, PAGE_SIZES, type ListSort } from '@oxstrength/shared/constants';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Category } from '@oxstrength/shared/contracts/categories';
import type { Paged } from '@oxstrength/shared/contracts/reply';
import type { Template, TemplateCard } from '@oxstrength/shared/contracts/templates';

/** Template queries (GET /templates, /template/{slug}, /similar/templates/{id}, categories). */

export interface TemplateFilters {
  q?: string;
  template_category?: string;
  training_category?: string;
  trainer?: string;
  featured?: boolean;
  sort?: ListSort;
}

export type TemplatesPage = Paged & { templates: TemplateCard[] };

const CATEGORY_STALE_MS = 10 * 60_000;

const listQuery = (filters: TemplateFilters) => ({
  q: filters.q || undefined,
  template_category: filters.template_category || undefined,
  training_category: filters.training_category || undefined,
  trainer: filters.trainer || undefined,
  featured: filters.featured,
  sort: filters.sort ?? DEFAULT_LIST_SORT,
});

export const templateCategoriesQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'template', 'categories'],
    queryFn: ({ signal }) =>
      api<{ categories: Category[] }>('/template/categories', { signal }).then((r) => r.categories ?? []),
    staleTime: CATEGORY_STALE_MS,
  });

export const trainingCategoriesQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'training', 'categories'],
    queryFn: ({ signal }) =>
      api<{ categories: Category[] }>('/training/categories', { signal }).then((r) => r.categories ?? []),
    staleTime: CATEGORY_STALE_MS,
  });

/** One page of templates (home rows, trainer packages). */
export const templatesQuery = (
  filters: TemplateFilters,
  page = 1,
  resultsPerPage: number = PAGE_SIZES.templateSearch,
) =>
  queryOptions({
    queryKey: ['catalogue', 'template', 'list', listQuery(filters), page, resultsPerPage],
    queryFn: ({ signal }) =>
      api<TemplatesPage>('/templates', { query: { ...listQuery(filters), page, resultsPerPage }, signal }),
  });

/** The template search: pages of 8 appended by "Load More Templates". */
export const templatesInfiniteQuery = (
  filters: TemplateFilters,
  resultsPerPage: number = PAGE_SIZES.templateSearch,
) =>
  infiniteQueryOptions({
    queryKey: ['catalogue', 'template', 'search', listQuery(filters), resultsPerPage],
    queryFn: ({ pageParam, signal }) =>
      api<TemplatesPage>('/templates', {
        query: { ...listQuery(filters), page: pageParam, resultsPerPage },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.currentPage < last.totalPage ? last.currentPage + 1 : undefined),
  });

export const templateQuery = (slug: string) =>
  queryOptions({
    queryKey: ['catalogue', 'template', 'detail', slug],
    queryFn: ({ signal }) =>
      api<{ template: Template }>(`/template/${encodeURIComponent(slug)}`, { signal }).then(
        (r) => r.template,
      ),
  });

export const similarTemplatesQuery = (id: string) =>
  queryOptions({
    queryKey: ['catalogue', 'template', 'similar', id],
    queryFn: ({ signal }) =>
      api<{ templates: TemplateCard[] }>(`/similar/templates/${id}`, { signal }).then(
        (r) => r.templates ?? [],
      ),
    enabled: Boolean(id),
    // The spec gives similar lists no error state: a failure shows no carousel.
    retry: false,
  });
