import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface Subscriber {
  _id: string;
  email: string;
  first_name: string;
  last_name: string;
  emailBlacklisted: boolean;
}

export const subscriberQuery = (id: string) =>
  queryOptions({
    queryKey: ['newsletter-subscriber', id],
    queryFn: () => api<{ subscriber: Subscriber }>(`/newsfeed/subscriber/${encodeURIComponent(id)}`).then((r) => r.subscriber),
  });

/** PATCH /newsfeed/unsubscribe/{id} or /newsfeed/resubscribe/{id}; the reply's subscriber replaces the cached one. */
export function useChangeSubscription(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'unsubscribe' | 'resubscribe') =>
      api<{ message: string; subscriber: Subscriber }>(`/newsfeed/${action}/${encodeURIComponent(id)}`, { method: 'PATCH' }),
    onSuccess: ({ subscriber }) => queryClient.setQueryData(subscriberQuery(id).queryKey, subscriber),
  });
}
