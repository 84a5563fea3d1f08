import { queryOptions } from '@tanstack/react-query';
import type { Page } from '@oxstrength/shared/contracts/site';
import { api } from '../../../lib/api-client';

/** GET /page/detail/{slug}: { page }; 404 { message: 'Page not found' }. */
export const pageDetailQuery = (slug: string) =>
  queryOptions({
    queryKey: ['page', slug],
    queryFn: () => api<{ page: Page }>(`/page/detail/${encodeURIComponent(slug)}`).then((r) => r.page),
    staleTime: 10 * 60_000,
  });
