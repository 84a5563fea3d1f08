import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscriber } from '@oxstrength/shared/contracts/site';
import { api } from '../../../lib/api-client';

export const subscriberQuery = (id: string) =>
  queryOptions({
    queryKey: ['newsletter-subscriber', id],
    queryFn: () =>
      api<{ subscriber: Subscriber }>(`/newsfeed/subscriber/${encodeURIComponent(id)}`).then(
        (r) => r.subscriber,
      ),
  });

/** PATCH /newsfeed/unsubscribe/{id} or /newsfeed/resubscribe/{id}; the reply's subscriber replaces the cached one. */
export function useChangeSubscription(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'unsubscribe' | 'resubscribe') =>
      api<{ message: string; subscriber: Subscriber }>(`/newsfeed/${action}/${encodeURIComponent(id)}`, {
        method: 'PATCH',
      }),
    onSuccess: ({ subscriber }) => queryClient.setQueryData(subscriberQuery(id).queryKey, subscriber),
  });
}
