import type { Gift, GiftClaimedReply, GiftKind, GiftsReply } from '@oxstrength/shared/contracts/gifts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshTraining } from '../../dashboard/api/training-api';

/** The caller's gifts (spec part 2 section 7, Gifts). */

export type { Gift, GiftKind };
export type GiftTab = 'received' | 'gifted';

export const GIFTS_KEY = 'gifts';

const PATHS: Record<GiftTab, string> = { received: '/received/gift', gifted: '/gifted' };
const ONE: Record<GiftKind, 'template' | 'coaching' | 'consultation'> = {
  templates: 'template',
  coachings: 'coaching',
  consultations: 'consultation',
};

export const giftsQuery = (tab: GiftTab, kind: GiftKind) =>
  queryOptions({
    queryKey: [GIFTS_KEY, tab, kind],
    queryFn: ({ signal }) => api<GiftsReply>(`${PATHS[tab]}/${kind}`, { signal }).then((r) => r.gifts),
    staleTime: 0,
  });

export const useGifts = (tab: GiftTab, kind: GiftKind) => useQuery(giftsQuery(tab, kind));

/** PATCH /claim/gift/{one}/{id}: then the received lists reload, and so do the claimer's subscriptions. */
export function useClaimGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: GiftKind; id: string }) =>
      api<GiftClaimedReply>(`/claim/gift/${ONE[kind]}/${id}`, { method: 'PATCH' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [GIFTS_KEY, 'received'] }),
        refreshTraining(queryClient),
      ]),
  });
}

/** The item a gift gives (its template, coaching or consultation). */
export const giftItem = (gift: Gift) => gift.template ?? gift.coaching ?? gift.consultation;
