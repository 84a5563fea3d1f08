import { MY_TEMPLATES_PAGE_SIZE } from '@oxstrength/shared/training';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api, retryUnlessClientError } from '../../../lib/api-client';
import { shortDate } from '../../../lib/calendar-date';
import { useSession } from '../../../lib/session';
import { saveOrQueue } from '../offline/save-or-queue';
import type {
  DashboardCountsReply,
  DayActivity,
  SubscribedTemplate,
  SubscribedTemplateDetail,
  SubscribedTemplateDetailReply,
  SubscribedTemplateReply,
  SubscribedTemplatesPageReply,
} from '@oxstrength/shared/contracts/training';

/**
 * The signed-in client's templates (spec part 2, sections 2 and 7): the lists, one subscription with its
 * schedule, the progress calls, week completion, the consultation date, and the dashboard counts. Query keys:
 * ['subscribed-templates', params], ['subscribed-template', id], ['dashboard-counts'].
 */

export type { DayActivity, SubscribedTemplate, SubscribedTemplateDetail };
export type SubscribedTemplatesPage = Omit<SubscribedTemplatesPageReply, 'status' | 'message'>;
export type DashboardCounts = DashboardCountsReply['counts'];

const LIST_KEY = 'subscribed-templates';
const DETAIL_KEY = 'subscribed-template';
const COUNTS_KEY = 'dashboard-counts';
/** Coaching and paid consultations (issue 16): programme-training-api.ts reads them under these keys. */
export const COACHING_KEYS = {
  list: 'subscribed-coachings',
  detail: 'subscribed-coaching',
  consultations: 'subscribed-consultations',
} as const;
/** The queries of one followed programme (the ones the service worker keeps for use with no signal). */
export const TRAINING_DETAIL_KEYS = [DETAIL_KEY, COACHING_KEYS.detail] as const;

/** Templates and coaching log progress and ask for a week's completion alike, on their own calls. */
export type TrainingKind = 'template' | 'coaching';
const CALLS = {
  template: {
    one: (id: string) => ({
      path: `/user/template/progress/${encodeURIComponent(id)}`,
      method: 'POST' as const,
    }),
    bulk: '/user/template/progress/bulk',
    completion: '/subscribed/template/week/completion',
    detailKey: DETAIL_KEY,
  },
  coaching: {
    one: (id: string) => ({
      path: `/subscribed/coaching/user/progress/${encodeURIComponent(id)}`,
      method: 'PUT' as const,
    }),
    bulk: '/subscribed/coaching/user/progress/bulk',
    completion: '/subscribed/coaching/week/completion',
    detailKey: COACHING_KEYS.detail,
  },
} as const;

/** The call that logs one day activity of a template or a coaching. */
export const progressCall = (kind: TrainingKind, id: string) => CALLS[kind].one(id);

export interface SubscribedTemplatesParams {
  /** true: Previously Purchased (Completed, Inactive); false: the ones followed now. */
  expired: boolean;
  page: number;
  resultsPerPage?: number;
}

/** GET /subscribed/templates: one page, newest first. */
export const subscribedTemplatesQuery = ({
  expired,
  page,
  resultsPerPage = MY_TEMPLATES_PAGE_SIZE,
}: SubscribedTemplatesParams) =>
  queryOptions({
    queryKey: [LIST_KEY, { expired, page, resultsPerPage }],
    queryFn: ({ signal }) =>
      api<SubscribedTemplatesPage>('/subscribed/templates', {
        query: { sort: 'latest', page, resultsPerPage, expired },
        signal,
      }),
    retry: retryUnlessClientError,
    // Staff move subscriptions on (approval, activation): always show the latest.
    staleTime: 0,
  });

/** A page of subscriptions; the previous page stays on screen while the next loads. */
export const useSubscribedTemplates = (params: SubscribedTemplatesParams) =>
  useQuery({ ...subscribedTemplatesQuery(params), placeholderData: keepPreviousData });

/** GET /subscribed/template/{id}: one subscription with its schedule. */
export const subscribedTemplateQuery = (id: string) =>
  queryOptions({
    queryKey: [DETAIL_KEY, id],
    queryFn: ({ signal }) =>
      api<SubscribedTemplateDetailReply>(`/subscribed/template/${encodeURIComponent(id)}`, { signal }).then(
        (r) => r.subscription,
      ),
    enabled: Boolean(id),
    retry: retryUnlessClientError,
    staleTime: 0,
    // With no signal the call still goes out: the service worker answers with the programme as last loaded.
    networkMode: 'offlineFirst',
  });

export const useSubscribedTemplate = (id: string) => useQuery(subscribedTemplateQuery(id));

/** GET /analytics/profile/dashboard: the four tiles' counts. */
export const dashboardCountsQuery = queryOptions({
  queryKey: [COUNTS_KEY],
  queryFn: ({ signal }) =>
    api<DashboardCountsReply>('/analytics/profile/dashboard', { signal }).then((r) => r.counts),
  retry: retryUnlessClientError,
  staleTime: 0,
});

export const useDashboardCounts = () => useQuery(dashboardCountsQuery);

/** Reloads every list, subscription and count after a change. */
export const refreshTraining = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [LIST_KEY] }),
    queryClient.invalidateQueries({ queryKey: [DETAIL_KEY] }),
    queryClient.invalidateQueries({ queryKey: [COUNTS_KEY] }),
    ...Object.values(COACHING_KEYS).map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
  ]);

/** A consultation date as the client reads it: D MMM, YYYY (the spec's shown date format). */
export const shownDate = shortDate;

/** What the client logs on one day activity: RPE as a whole number (null clears it), weight as text. */
export interface ActivityProgress {
  actual_rpe?: number | null;
  weight_used?: string | null;
  feedback?: string | null;
}

/**
 * POST /user/template/progress/{dayActivityId} (coaching: PUT /subscribed/coaching/user/progress/{id}). With
 * no signal the edit is queued on the device instead (`queued: true`; decision 022).
 */
export function useSaveActivityProgress(kind: TrainingKind = 'template', subscription = '') {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: ({ id, progress }: { id: string; progress: ActivityProgress }) => {
      const { path, method } = CALLS[kind].one(id);
      return saveOrQueue(
        () => api<{ activity: DayActivity }>(path, { method, body: progress }),
        () =>
          user && subscription
            ? [{ userId: user._id, kind, subscription, activityId: id, progress, edited_at: nowIso() }]
            : null,
      );
    },
    // Queued or not, the page asks again: with no signal the service worker answers as last loaded.
    networkMode: 'always',
    onSuccess: (outcome) =>
      outcome.queued ? undefined : queryClient.invalidateQueries({ queryKey: [CALLS[kind].detailKey] }),
  });
}

/**
 * PUT /user/template/progress/bulk (or the coaching's): several activities, all saved or none. With no signal
 * each activity's edit is queued on the device, with the same edit time (decision 022).
 */
export function useSaveWeekProgress(kind: TrainingKind = 'template') {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (body: { subscription: string; week_progresses: ({ _id: string } & ActivityProgress)[] }) =>
      saveOrQueue(
        () => api<{ activities: DayActivity[] }>(CALLS[kind].bulk, { method: 'PUT', body }),
        () => {
          if (!user) return null;
          const edited_at = nowIso();
          return body.week_progresses.map(({ _id, ...progress }) => ({
            userId: user._id,
            kind,
            subscription: body.subscription,
            activityId: _id,
            progress,
            edited_at,
          }));
        },
      ),
    networkMode: 'always',
    onSuccess: (outcome) =>
      outcome.queued ? undefined : queryClient.invalidateQueries({ queryKey: [CALLS[kind].detailKey] }),
  });
}

const nowIso = () => new Date().toISOString();

/** POST /subscribed/template/week/completion: asks for week N (weeks_completed + 1) to be marked complete. */
export function useRequestWeekCompletion(kind: TrainingKind = 'template') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { subscription: string; weeks_completed: string; remarks: string }) =>
      api<SubscribedTemplateReply>(CALLS[kind].completion, { method: 'POST', body }),
    onSuccess: (reply, { subscription }) => {
      // The reply holds the open request: show "Completion Requested" at once, then reload the rest.
      queryClient.setQueryData<SubscribedTemplateDetail>([CALLS[kind].detailKey, subscription], (old) =>
        old ? { ...old, ...reply.subscription } : old,
      );
      return refreshTraining(queryClient);
    },
  });
}

/** The most a list call returns at once (the API's page limit for this list). */
const ALL_AT_ONCE = 50;

/** The templates the client follows now (up to 50): My Packages on the dashboard. */
export const useCurrentTemplates = () =>
  useQuery(subscribedTemplatesQuery({ expired: false, page: 1, resultsPerPage: ALL_AT_ONCE }));
