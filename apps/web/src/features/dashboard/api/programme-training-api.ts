import {
  MY_CONSULTATIONS_PAGE_SIZE,
  MY_TRAINERS_PAGE_SIZE,
  type ConsultationFilter,
} from '@oxstrength/shared/training';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import type {
  PaidConsultation,
  PaidConsultationReply,
  PaidConsultationsPageReply,
  SubscribedCoaching,
  SubscribedCoachingDetail,
  SubscribedCoachingDetailReply,
  SubscribedCoachingReply,
  SubscribedCoachingsPageReply,
} from '@oxstrength/shared/contracts/coaching-training';
import { COACHING_KEYS, refreshTraining } from './training-api';

/**
 * The signed-in client's coaching and paid consultations (issue 16; spec part 2, sections 2 and 7): My Trainers,
 * one coaching with its weeks, the paid consultations, and setting or changing a consultation date. Progress
 * and week completion use training-api.ts's hooks with kind 'coaching'.
 */

export type { PaidConsultation, SubscribedCoaching, SubscribedCoachingDetail };
export type SubscribedCoachingsPage = Omit<SubscribedCoachingsPageReply, 'status' | 'message'>;
export type PaidConsultationsPage = Omit<PaidConsultationsPageReply, 'status' | 'message'>;

const retryUnlessClientError = (count: number, err: unknown) =>
  !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2;

/** GET /subscribed/coachings: one page of My Trainers, newest first. */
export const subscribedCoachingsQuery = (page: number) =>
  queryOptions({
    queryKey: [COACHING_KEYS.list, { page }],
    queryFn: ({ signal }) =>
      api<SubscribedCoachingsPage>('/subscribed/coachings', {
        query: { consultation_sort: 'latest', page, resultsPerPage: MY_TRAINERS_PAGE_SIZE },
        signal,
      }),
    retry: retryUnlessClientError,
    staleTime: 0,
  });

export const useSubscribedCoachings = (page: number) =>
  useQuery({ ...subscribedCoachingsQuery(page), placeholderData: keepPreviousData });

/** GET /subscribed/coaching/detail/{id}: one coaching with its weeks. */
export const subscribedCoachingQuery = (id: string) =>
  queryOptions({
    queryKey: [COACHING_KEYS.detail, id],
    queryFn: ({ signal }) =>
      api<SubscribedCoachingDetailReply>(`/subscribed/coaching/detail/${encodeURIComponent(id)}`, {
        signal,
      }).then((r) => r.subscription),
    enabled: Boolean(id),
    retry: retryUnlessClientError,
    staleTime: 0,
  });

export const useSubscribedCoaching = (id: string) => useQuery(subscribedCoachingQuery(id));

/** GET /subscribed/consultations: one page of the paid consultations, with the filter. */
export const paidConsultationsQuery = (page: number, filter: ConsultationFilter) =>
  queryOptions({
    queryKey: [COACHING_KEYS.consultations, { page, filter }],
    queryFn: ({ signal }) =>
      api<PaidConsultationsPage>('/subscribed/consultations', {
        query: {
          sort: 'latest',
          page,
          resultsPerPage: MY_CONSULTATIONS_PAGE_SIZE,
          consultation_status: filter,
        },
        signal,
      }),
    retry: retryUnlessClientError,
    staleTime: 0,
  });

export const usePaidConsultations = (page: number, filter: ConsultationFilter) =>
  useQuery({ ...paidConsultationsQuery(page, filter), placeholderData: keepPreviousData });

/** What a date is set on: a coaching (a new request, or a change of the open one) or a paid consultation. */
export type DateTarget =
  | { kind: 'coaching'; subscription: SubscribedCoaching; change: boolean }
  | { kind: 'paid'; subscription: PaidConsultation };

/** The title a date dialog shows for its target. */
export const targetTitle = (target: DateTarget) =>
  target.kind === 'coaching' ? target.subscription.coaching.title : target.subscription.consultation.title;

/** The date the target has now (a coaching's open request), if any. */
export const targetDate = (target: DateTarget) =>
  target.kind === 'coaching'
    ? target.change
      ? (target.subscription.latest_consultation?.consultation_date ?? null)
      : null
    : target.subscription.consultation_date;

/**
 * POST /subscribed/coaching/consultation/request, PUT /subscribed/coaching/consultation/{subscription} or POST
 * /subscribed/consultation/request; every list and count reloads after.
 */
export function useSetProgrammeDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      target,
      date,
    }: {
      target: DateTarget;
      date: string;
    }): Promise<PaidConsultationReply | SubscribedCoachingReply> => {
      const id = target.subscription._id;
      if (target.kind === 'paid')
        return api<PaidConsultationReply>('/subscribed/consultation/request', {
          method: 'POST',
          body: { subscription: id, consultation_date: date },
        });
      if (target.change)
        return api<SubscribedCoachingReply>(`/subscribed/coaching/consultation/${encodeURIComponent(id)}`, {
          method: 'PUT',
          body: { consultation_date: date },
        });
      return api<SubscribedCoachingReply>('/subscribed/coaching/consultation/request', {
        method: 'POST',
        body: { subscription: id, consultation_date: date },
      });
    },
    onSuccess: () => refreshTraining(queryClient),
  });
}

/** Express checkout of the same programme, plan and trainer (View Coaching, Purchase Again). */
export function checkoutAgainUrl(
  onModel: 'coaching' | 'consultation',
  modelId: string,
  plan: string | null,
  trainerId: string | null,
) {
  const query = new URLSearchParams({ model_id: modelId, on_model: onModel });
  if (trainerId) query.set('trainer', trainerId);
  if (plan) query.set('plan', plan);
  return `/express/checkout/cart?${query.toString()}`;
}
