import {
  MY_CONSULTATIONS_PAGE_SIZE,
  MY_TRAINERS_PAGE_SIZE,
  type ConsultationFilter,
} from '@oxstrength/shared/training';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, retryUnlessClientError } from '../../../lib/api-client';
import type {
  MyConsultation,
  MyConsultationsPageReply,
  PaidConsultation,
  PaidConsultationReply,
  PaidConsultationsPageReply,
  SubscribedCoaching,
  SubscribedCoachingDetail,
  SubscribedCoachingDetailReply,
  SubscribedCoachingReply,
  SubscribedCoachingsPageReply,
} from '@oxstrength/shared/contracts/coaching-training';
import { COACHING_KEYS, refreshTraining, type SubscribedTemplate } from './training-api';

/**
 * The signed-in client's coaching and paid consultations (issue 16; spec part 2, sections 2 and 7): My Trainers,
 * one coaching with its weeks, the paid consultations, and setting or changing a consultation date. Progress
 * and week completion use training-api.ts's hooks with kind 'coaching'.
 */

export type { MyConsultation, PaidConsultation, SubscribedCoaching, SubscribedCoachingDetail };
export type MyConsultationsPage = Omit<MyConsultationsPageReply, 'status' | 'message'>;
export type SubscribedCoachingsPage = Omit<SubscribedCoachingsPageReply, 'status' | 'message'>;
export type PaidConsultationsPage = Omit<PaidConsultationsPageReply, 'status' | 'message'>;

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
    // With no signal the call still goes out: the service worker answers with the programme as last loaded.
    networkMode: 'offlineFirst',
  });

export const useSubscribedCoaching = (id: string) => useQuery(subscribedCoachingQuery(id));

/** One page of consultations, latest first, with the filter: the paid ones, or all of them (`all`). */
const consultationsQuery = <T>(
  path: string,
  key: readonly unknown[],
  page: number,
  filter: ConsultationFilter,
) =>
  queryOptions({
    queryKey: [...key, { page, filter }],
    queryFn: ({ signal }) =>
      api<T>(path, {
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

/** GET /subscribed/consultations: one page of the paid consultations, with the filter. */
export const paidConsultationsQuery = (page: number, filter: ConsultationFilter) =>
  consultationsQuery<PaidConsultationsPage>(
    '/subscribed/consultations',
    [COACHING_KEYS.consultations],
    page,
    filter,
  );

export const usePaidConsultations = (page: number, filter: ConsultationFilter) =>
  useQuery({ ...paidConsultationsQuery(page, filter), placeholderData: keepPreviousData });

/**
 * GET /subscribed/consultations/all: one page of My Consultations (the consultations of templates, coaching and
 * paid consultations together, latest first), with the filter.
 */
export const myConsultationsQuery = (page: number, filter: ConsultationFilter) =>
  consultationsQuery<MyConsultationsPage>(
    '/subscribed/consultations/all',
    [COACHING_KEYS.consultations, 'all'],
    page,
    filter,
  );

export const useMyConsultations = (page: number, filter: ConsultationFilter) =>
  useQuery({ ...myConsultationsQuery(page, filter), placeholderData: keepPreviousData });

/**
 * What a date is set on: a template (its one consultation), a coaching (a new request, or a change of the open
 * one), a paid consultation, or a row of My Consultations (a template's, a coaching's or a paid one's).
 */
export type DateTarget =
  | { kind: 'template'; subscription: SubscribedTemplate }
  | { kind: 'coaching'; subscription: SubscribedCoaching; change: boolean }
  | { kind: 'paid'; subscription: PaidConsultation }
  | { kind: 'row'; subscription: MyConsultation; change: boolean };

/** The title a date dialog shows for its target. */
export const targetTitle = (target: DateTarget) =>
  target.kind === 'template'
    ? target.subscription.template.title
    : target.kind === 'coaching'
      ? target.subscription.coaching.title
      : target.kind === 'paid'
        ? target.subscription.consultation.title
        : target.subscription.title;

/** The date the target has now (a template's, a coaching's open request), if any. */
export const targetDate = (target: DateTarget) =>
  target.kind === 'template'
    ? target.subscription.consultation_date
    : target.kind === 'coaching'
      ? target.change
        ? (target.subscription.latest_consultation?.consultation_date ?? null)
        : null
      : target.kind === 'paid'
        ? target.subscription.consultation_date
        : target.change || target.subscription.on_model !== 'Coaching'
          ? target.subscription.consultation.consultation_date
          : null;

type DateCall = { path: string; method: 'POST' | 'PUT'; body: Record<string, string> };

/** The call that sets (or changes) the target's date. */
function dateCall(target: DateTarget, date: string): DateCall {
  const id = target.subscription._id;
  const kind =
    target.kind === 'row'
      ? ({ Template: 'template', Coaching: 'coaching', Consultation: 'paid' } as const)[
          target.subscription.on_model
        ]
      : target.kind;
  const change = 'change' in target && target.change;
  if (kind === 'template')
    return {
      path: '/subscribed/template/consultation/request',
      method: 'POST',
      body: { subscription_id: id, consultation_date: date },
    };
  if (kind === 'paid')
    return {
      path: '/subscribed/consultation/request',
      method: 'POST',
      body: { subscription: id, consultation_date: date },
    };
  if (change)
    return {
      path: `/subscribed/coaching/consultation/${encodeURIComponent(id)}`,
      method: 'PUT',
      body: { consultation_date: date },
    };
  return {
    path: '/subscribed/coaching/consultation/request',
    method: 'POST',
    body: { subscription: id, consultation_date: date },
  };
}

/**
 * POST /subscribed/coaching/consultation/request, PUT /subscribed/coaching/consultation/{subscription}, POST
 * /subscribed/consultation/request or POST /subscribed/template/consultation/request; every list and count
 * reloads after.
 */
export function useSetProgrammeDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, date }: { target: DateTarget; date: string }) => {
      const { path, method, body } = dateCall(target, date);
      return api<PaidConsultationReply | SubscribedCoachingReply | { message?: string }>(path, {
        method,
        body,
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
