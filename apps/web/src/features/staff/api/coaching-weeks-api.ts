import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  StaffCoachingDetail,
  StaffCoachingDetailReply,
  SubscribedCoachingDetail,
  SubscribedCoachingDetailReply,
  SubscribedCoachingReply,
} from '@oxstrength/shared/contracts/coaching-training';
import type {
  AcceptedLoadReply,
  CoachingWeeksToWritePageReply,
  CoachingWeekToWrite,
  WeekSourceTemplate,
  WeekSourcesReply,
} from '@oxstrength/shared/contracts/coaching-weeks';
import type { CoachingWeekInput } from '@oxstrength/shared/schemas/coaching-training';
import { api, retryUnlessClientError } from '../../../lib/api-client';

/**
 * The staff workspace's coaching (issue 18): one coaching client with every week, the templates a week may be
 * copied from, writing a week (draft or published), accepting a load suggestion, the client's week requests,
 * and the inbox's coaching whose next week is not published. Query keys: ['staff-coaching', id],
 * ['staff-coaching-sources', id], ['staff-coaching-to-write'].
 */

export type { CoachingWeekToWrite, StaffCoachingDetail, SubscribedCoachingDetail, WeekSourceTemplate };

const DETAIL_KEY = 'staff-coaching';
const SOURCES_KEY = 'staff-coaching-sources';
const TO_WRITE_KEY = 'staff-coaching-to-write';

const coachingPath = (id: string) => `/staff/coaching-subscriptions/${encodeURIComponent(id)}`;

/** GET /staff/coaching-subscriptions/{id}: every week (drafts too) with what the client logged, and the client. */
export const staffCoachingQuery = (id: string) =>
  queryOptions({
    queryKey: [DETAIL_KEY, id],
    queryFn: ({ signal }) =>
      api<StaffCoachingDetailReply>(coachingPath(id), { signal }).then((r) => r.subscription),
    retry: retryUnlessClientError,
    staleTime: 0,
  });
export const useStaffCoaching = (id: string) => useQuery(staffCoachingQuery(id));

/** GET /staff/coaching-subscriptions/{id}/week-sources: the trainer's templates to copy a week from. */
export const useWeekSources = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: [SOURCES_KEY, id],
    queryFn: ({ signal }) =>
      api<WeekSourcesReply>(`${coachingPath(id)}/week-sources`, { signal }).then((r) => r.templates),
    retry: retryUnlessClientError,
    enabled,
  });

/** How many coaching clients the inbox shows. */
export const WEEKS_TO_WRITE_PAGE_SIZE = 50;

/** GET /staff/coaching-weeks-to-write: coaching whose next week is not published. */
export const useCoachingWeeksToWrite = () =>
  useQuery({
    queryKey: [TO_WRITE_KEY],
    queryFn: ({ signal }) =>
      api<Omit<CoachingWeeksToWritePageReply, 'status'>>('/staff/coaching-weeks-to-write', {
        query: { page: 1, resultsPerPage: WEEKS_TO_WRITE_PAGE_SIZE },
        signal,
      }),
    retry: retryUnlessClientError,
    staleTime: 0,
  });

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [DETAIL_KEY] }),
      queryClient.invalidateQueries({ queryKey: [TO_WRITE_KEY] }),
      queryClient.invalidateQueries({ queryKey: ['staff-audit'] }),
    ]);
}

/** PUT /staff/coaching-subscriptions/{id}/weeks/{week}: save the week as a draft or publish it. */
export function useSaveCoachingWeek(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ week, body }: { week: number; body: CoachingWeekInput }) =>
      api<SubscribedCoachingDetailReply>(`${coachingPath(id)}/weeks/${week}`, { method: 'PUT', body }),
    onSuccess: refresh,
  });
}

/** POST .../activities/{activityId}/accept-load: the suggestion into the next week's planned load. */
export function useAcceptLoad(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (activityId: string) =>
      api<AcceptedLoadReply>(`${coachingPath(id)}/activities/${encodeURIComponent(activityId)}/accept-load`, {
        method: 'POST',
        body: {},
      }),
    onSuccess: refresh,
  });
}

/** POST /staff/coaching-week-requests/{id}/approve or /return (with the note the client reads). */
export function useCoachingWeekDecision() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ requestId, note }: { requestId: string; note?: string }) =>
      api<SubscribedCoachingReply>(
        `/staff/coaching-week-requests/${encodeURIComponent(requestId)}/${note === undefined ? 'approve' : 'return'}`,
        { method: 'POST', body: note === undefined ? {} : { note } },
      ),
    onSuccess: refresh,
  });
}
