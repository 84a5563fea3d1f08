import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, retryUnlessClientError } from '../../../lib/api-client';
import type {
  StaffCoaching,
  StaffCoachingsPageReply,
  StaffPaidConsultation,
  StaffPaidConsultationsPageReply,
} from '@oxstrength/shared/contracts/coaching-training';
import type {
  CalendarConsultation,
  CalendarDay,
  ConsultationCalendarReply,
  StaffTrainersReply,
  TrainerCapacityReply,
} from '@oxstrength/shared/contracts/staff-calendar';
import type { StaffInboxState } from '@oxstrength/shared/schemas/staff';
import { refreshStaff, STAFF_INBOX_PAGE_SIZE, type StaffDecision } from './staff-api';

/**
 * The staff workspace's coaching and paid consultations (issue 17): their inbox lists, the trainer's consultation calendar and daily capacity, and the decisions' paths. Query keys sit under
 * the template ones (['staff-inbox', …], ['staff-subscription', …]), so refreshStaff reloads them too.
 */

export type { CalendarConsultation, CalendarDay, StaffCoaching, StaffPaidConsultation };
export type CoachingInboxPage = Omit<StaffCoachingsPageReply, 'status' | 'message'>;
export type PaidInboxPage = Omit<StaffPaidConsultationsPageReply, 'status' | 'message'>;
export type ConsultationCalendar = Omit<ConsultationCalendarReply, 'status' | 'message'>;

const paging = (page: number) => ({ page, resultsPerPage: STAFF_INBOX_PAGE_SIZE });

/** GET /staff/coaching-subscriptions?state=…&page=…. */
export const coachingInboxQuery = (state: StaffInboxState, page = 1) =>
  queryOptions({
    queryKey: ['staff-inbox', 'coaching', state, page],
    queryFn: ({ signal }) =>
      api<CoachingInboxPage>('/staff/coaching-subscriptions', { query: { state, ...paging(page) }, signal }),
    retry: retryUnlessClientError,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
export const useCoachingInbox = (state: StaffInboxState, page = 1) =>
  useQuery(coachingInboxQuery(state, page));

/** GET /staff/consultation-subscriptions: paid consultations with a date to approve or hold. */
export const paidInboxQuery = (page = 1) =>
  queryOptions({
    queryKey: ['staff-inbox', 'paid', page],
    queryFn: ({ signal }) =>
      api<PaidInboxPage>('/staff/consultation-subscriptions', { query: paging(page), signal }),
    retry: retryUnlessClientError,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
export const usePaidInbox = (page = 1, enabled = true) => useQuery({ ...paidInboxQuery(page), enabled });

/** GET /staff/trainers: the trainers whose calendar the caller may read (a trainer: themselves). */
export const useStaffTrainers = () =>
  useQuery({
    queryKey: ['staff-trainers'],
    queryFn: ({ signal }) => api<StaffTrainersReply>('/staff/trainers', { signal }).then((r) => r.trainers),
    retry: retryUnlessClientError,
  });

/** GET /staff/trainers/{id}/consultations: the days from `from` with their consultations and capacity. */
export const consultationCalendarQuery = (trainerId: string, from: string, days = 7) =>
  queryOptions({
    queryKey: ['staff-inbox', 'calendar', trainerId, from, days],
    queryFn: ({ signal }) =>
      api<ConsultationCalendar>(`/staff/trainers/${encodeURIComponent(trainerId)}/consultations`, {
        query: { from, days },
        signal,
      }),
    retry: retryUnlessClientError,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
export const useConsultationCalendar = (trainerId: string | null, from: string) =>
  useQuery({ ...consultationCalendarQuery(trainerId ?? '', from), enabled: trainerId !== null });

/** PUT /staff/trainers/{id}/capacity. */
export function useSetCapacity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ trainerId, minutes }: { trainerId: string; minutes: number }) =>
      api<TrainerCapacityReply>(`/staff/trainers/${encodeURIComponent(trainerId)}/capacity`, {
        method: 'PUT',
        body: { daily_capacity_minutes: minutes },
      }),
    onSuccess: () => refreshStaff(queryClient),
  });
}

const enc = encodeURIComponent;

/** The paths of a coaching's decisions: its consultation's by the consultation's id, the rest by the subscription's. */
export const coachingDecisions = {
  approveDate: (consultationId: string): StaffDecision => ({
    path: `/coaching-consultations/${enc(consultationId)}/approve`,
  }),
  proposeDate: (consultationId: string, consultation_date: string, reason: string): StaffDecision => ({
    path: `/coaching-consultations/${enc(consultationId)}/propose`,
    body: { consultation_date, reason },
  }),
  markHeld: (consultationId: string, remarks: string): StaffDecision => ({
    path: `/coaching-consultations/${enc(consultationId)}/held`,
    body: { remarks },
  }),
  activate: (id: string, body: { start_on?: string; reason?: string }): StaffDecision => ({
    path: `/coaching-subscriptions/${enc(id)}/activate`,
    body: body.start_on ? { start_on: body.start_on } : {},
  }),
  makeInactive: (id: string, reason: string): StaffDecision => ({
    path: `/coaching-subscriptions/${enc(id)}/inactive`,
    body: { reason },
  }),
  reactivate: (id: string, reason: string): StaffDecision => ({
    path: `/coaching-subscriptions/${enc(id)}/reactivate`,
    body: { reason },
  }),
  approveWeek: (requestId: string): StaffDecision => ({
    path: `/coaching-week-requests/${enc(requestId)}/approve`,
  }),
  returnWeek: (requestId: string, note: string): StaffDecision => ({
    path: `/coaching-week-requests/${enc(requestId)}/return`,
    body: { note },
  }),
};

const paid = (id: string) => `/consultation-subscriptions/${enc(id)}/consultation`;

/** The paths of a paid consultation's decisions (by its subscription's id). */
export const paidDecisions = {
  approveDate: (id: string): StaffDecision => ({ path: `${paid(id)}/approve` }),
  proposeDate: (id: string, consultation_date: string, reason: string): StaffDecision => ({
    path: `${paid(id)}/propose`,
    body: { consultation_date, reason },
  }),
  markHeld: (id: string, remarks: string): StaffDecision => ({ path: `${paid(id)}/held`, body: { remarks } }),
};
