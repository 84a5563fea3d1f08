import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api, retryUnlessClientError } from '../../../lib/api-client';
import type {
  AuditEntriesPageReply,
  AuditEntry,
  StaffSubscription,
  StaffSubscriptionDetail,
  StaffSubscriptionDetailReply,
  StaffSubscriptionReply,
  StaffSubscriptionsPageReply,
  StaffWeekRequest,
} from '@oxstrength/shared/contracts/staff';
import type { AuditRecordType, StaffInboxState } from '@oxstrength/shared/schemas/staff';

/**
 * The staff workspace (issue 17): the inbox's three lists, one template subscription with its schedule, logs and
 * week requests, each staff decision, and (admins) the record's audit entries. Query keys: ['staff-inbox', state],
 * ['staff-subscription', id], ['staff-audit', id].
 */

export type {
  AuditEntry,
  AuditRecordType,
  StaffInboxState,
  StaffSubscription,
  StaffSubscriptionDetail,
  StaffWeekRequest,
};
export type StaffInboxPage = Omit<StaffSubscriptionsPageReply, 'status' | 'message'>;

const INBOX_KEY = 'staff-inbox';
const DETAIL_KEY = 'staff-subscription';
/** The audit's query key (a shop decision reloads it too). */
export const AUDIT_KEY = 'staff-audit';

/** The inbox shows this many of each list. */
export const STAFF_INBOX_PAGE_SIZE = 50;

/** GET /staff/template-subscriptions?state=…: one list of the inbox (its totalDocuments is the count). */
export const staffInboxQuery = (state: StaffInboxState, page = 1) =>
  queryOptions({
    queryKey: [INBOX_KEY, state, page],
    queryFn: ({ signal }) =>
      api<StaffInboxPage>('/staff/template-subscriptions', {
        query: { state, page, resultsPerPage: STAFF_INBOX_PAGE_SIZE },
        signal,
      }),
    retry: retryUnlessClientError,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useStaffInbox = (state: StaffInboxState, page = 1) => useQuery(staffInboxQuery(state, page));

/** GET /staff/template-subscriptions/{id}: the subscription with every week and its requests. */
export const staffSubscriptionQuery = (id: string) =>
  queryOptions({
    queryKey: [DETAIL_KEY, id],
    queryFn: ({ signal }) =>
      api<StaffSubscriptionDetailReply>(`/staff/template-subscriptions/${encodeURIComponent(id)}`, {
        signal,
      }).then((r) => r.subscription),
    retry: retryUnlessClientError,
    staleTime: 0,
  });

export const useStaffSubscription = (id: string) => useQuery(staffSubscriptionQuery(id));

/** GET /staff/audit (admins only): the subscription's audit entries, newest first. */
export const staffAuditQuery = (id: string, recordType: AuditRecordType = 'subscription') =>
  queryOptions({
    queryKey: [AUDIT_KEY, id, recordType],
    queryFn: ({ signal }) =>
      api<AuditEntriesPageReply>('/staff/audit', {
        query: { record_type: recordType, record_id: id, page: 1, resultsPerPage: 100 },
        signal,
      }).then((r) => r.entries),
    retry: retryUnlessClientError,
    staleTime: 0,
  });

export const useStaffAudit = (id: string, enabled: boolean, recordType: AuditRecordType = 'subscription') =>
  useQuery({ ...staffAuditQuery(id, recordType), enabled });

/** Reloads what staff see after a decision. */
export const refreshStaff = (queryClient: QueryClient) =>
  // Every staff query (their keys start "staff-": the inbox, templates, coaching, the calendar, the audit).
  queryClient.invalidateQueries({
    predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('staff-'),
  });

/** A decision: POST to a path under /staff with an optional body; answers the subscription and a message. */
export interface StaffDecision {
  path: string;
  body?: Record<string, string>;
}

/** Every staff decision goes through here: it posts, then reloads everything staff see. */
export function useStaffDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: StaffDecision) =>
      api<StaffSubscriptionReply>(`/staff${path}`, { method: 'POST', body: body ?? {} }),
    onSuccess: () => refreshStaff(queryClient),
  });
}

const sub = (id: string) => `/template-subscriptions/${encodeURIComponent(id)}`;
const week = (id: string) => `/week-requests/${encodeURIComponent(id)}`;

/** The paths of each decision. */
export const decisions = {
  approveDate: (id: string): StaffDecision => ({ path: `${sub(id)}/consultation/approve` }),
  proposeDate: (id: string, consultation_date: string, reason: string): StaffDecision => ({
    path: `${sub(id)}/consultation/propose`,
    body: { consultation_date, reason },
  }),
  markHeld: (id: string, remarks: string): StaffDecision => ({
    path: `${sub(id)}/consultation/held`,
    body: { remarks },
  }),
  activate: (id: string, body: { start_on?: string; reason?: string }): StaffDecision => ({
    path: `${sub(id)}/activate`,
    body: Object.fromEntries(Object.entries(body).filter(([, v]) => v)) as Record<string, string>,
  }),
  makeInactive: (id: string, reason: string): StaffDecision => ({
    path: `${sub(id)}/inactive`,
    body: { reason },
  }),
  reactivate: (id: string, reason: string): StaffDecision => ({
    path: `${sub(id)}/reactivate`,
    body: { reason },
  }),
  approveWeek: (id: string): StaffDecision => ({ path: `${week(id)}/approve` }),
  returnWeek: (id: string, note: string): StaffDecision => ({ path: `${week(id)}/return`, body: { note } }),
};
