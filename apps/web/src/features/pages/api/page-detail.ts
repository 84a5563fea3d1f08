import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface PageDetail {
  _id: string;
  slug: string;
  title: string;
  /** HTML, sanitised by the server. */
  description: string;
  updatedAt: string;
}

/** GET /page/detail/{slug}: { page }; 404 { message: 'Page not found' }. */
export const pageDetailQuery = (slug: string) =>
  queryOptions({
    queryKey: ['page', slug],
    queryFn: () => api<{ page: PageDetail }>(`/page/detail/${encodeURIComponent(slug)}`).then((r) => r.page),
    staleTime: 10 * 60_000,
  });
