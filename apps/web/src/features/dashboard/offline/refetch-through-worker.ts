import type { QueryClient } from '@tanstack/react-query';
import { TRAINING_DETAIL_KEYS } from '../api/training-api';

/**
 * The first time the service worker takes over the page, the programme on screen is asked for again through it,
 * so the worker keeps it for the next visit with no signal. A first fetch still in flight went around the
 * worker, and a refetch would only join it (TanStack Query shares a fetch of a query that has no data yet):
 * cancel it, then ask again.
 */
export async function refetchThroughWorker(queryClient: QueryClient) {
  await Promise.all(
    TRAINING_DETAIL_KEYS.map(async (key) => {
      await queryClient.cancelQueries({ queryKey: [key] });
      await queryClient.invalidateQueries({ queryKey: [key] });
    }),
  );
}
