import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Media } from '@oxstrength/shared/contracts/media';

export type MediaKind = Media['kind'];

/** GET /multimedias/trainer/{id}?kind=image|video */
export const trainerMediaQuery = (trainerId: string, kind: MediaKind) =>
  queryOptions({
    queryKey: ['catalogue', 'media', 'trainer', trainerId, kind],
    queryFn: ({ signal }) =>
      api<{ media?: Media[] }>(`/multimedias/trainer/${trainerId}`, { query: { kind }, signal }).then(
        (r) => r.media ?? [],
      ),
  });

/** GET /multimedias/app?kind=image|video: the app's own gallery and training videos. */
export const appMediaQuery = (kind: MediaKind) =>
  queryOptions({
    queryKey: ['catalogue', 'media', 'app', kind],
    queryFn: ({ signal }) =>
      api<{ media?: Media[] }>('/multimedias/app', { query: { kind }, signal }).then((r) => r.media ?? []),
    staleTime: 5 * 60_000,
  });
