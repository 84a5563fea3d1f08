import type {
  StaffOpenWeekRequest,
  StaffSubscription,
  StaffWeekRequest,
} from '@oxstrength/shared/contracts/staff';
import type {
  DayActivity,
  ScheduleWeek,
  SubscribedTemplate,
  SubscribedTemplateDetail,
} from '@oxstrength/shared/contracts/training';
import type { SubscriptionStatus, WeekRequestStatus } from '@oxstrength/shared/status';
import { weekState } from '@oxstrength/shared/training';
import { iso } from '../../lib/reply';
import type { TemplateSummary } from '../templates/templates.service';
import type { DayActivityView, SubscriptionRow, WeekRequestRow } from './template-training.repository';

/** Replies of a followed template (packages/shared/src/contracts/training.ts), built from its rows. */

/** The weeks the client follows: as bought, else the template's own. */
export const weeksOf = (sub: SubscriptionRow, template: TemplateSummary | undefined) =>
  sub.weeks ?? template?.weeks ?? 0;

/** A template that is gone shows what the subscription knows of it. */
const goneTemplate = (sub: SubscriptionRow): TemplateSummary => ({
  _id: sub.modelId,
  slug: '',
  title: 'Template no longer available',
  cover: '',
  weeks: sub.weeks ?? 0,
  training_category: null,
  detail: { difficulty: '', requirement: '' },
});

/**
 * A date staff proposed is shown as proposed (with their reason) only while it is still open: once the
 * consultation is held or the subscription activated, the old proposal is history (issue 36).
 */
export const openProposal = (sub: Pick<SubscriptionRow, 'status' | 'consultationProposed'>) =>
  sub.consultationProposed && sub.status === 'Consultation Requested';

export const proposalReason = (
  sub: Pick<SubscriptionRow, 'status' | 'consultationProposed' | 'consultationProposalReason'>,
) => (openProposal(sub) ? sub.consultationProposalReason : null);

/** The latest request, unless staff approved it (then nothing is waiting: null). */
export function weekRequestJson(
  request: WeekRequestRow | undefined,
): SubscribedTemplate['week_completed_req'] {
  if (!request || request.status === 'Approved') return null;
  return {
    _id: request.id,
    weeks_completed: String(request.week),
    remarks: request.remarks,
    status: request.status as WeekRequestStatus,
    note: request.note,
    skipped_activities: request.skippedActivities,
    skip_reason: request.skipReason,
    createdAt: iso(request.createdAt)!,
  };
}

export function toSubscribedTemplateJson(
  sub: SubscriptionRow,
  template: TemplateSummary | undefined,
  latestRequest: WeekRequestRow | undefined,
): SubscribedTemplate {
  const shown = template ?? goneTemplate(sub);
  return {
    _id: sub.id,
    template: { ...shown, weeks: weeksOf(sub, template) },
    status: sub.status as SubscriptionStatus,
    consultation_date: sub.consultationDate,
    consultation_approved: sub.consultationApprovedAt !== null && !sub.consultationProposed,
    consultation_proposed: openProposal(sub),
    consultation_proposal_reason: proposalReason(sub),
    remarks: sub.remarks,
    weeks_completed: sub.weeksCompleted,
    started_on: sub.startedOn,
    week_completed_req: weekRequestJson(latestRequest),
    createdAt: iso(sub.createdAt)!,
  };
}

export function toDayActivityJson(row: DayActivityView): DayActivity {
  return {
    _id: row.id,
    movement: row.movement,
    intensity: row.intensity,
    note: row.note,
    reps: row.reps,
    rest: row.rest,
    sets: row.sets,
    tempo: row.tempo,
    planned_load: row.plannedLoad,
    actual_rpe: row.actualRpe,
    weight_used: row.weightUsed,
    feedback: row.feedback,
  };
}

/**
 * Weeks 1..weeks, each with its state; a locked week's activities are not sent (unless `showLocked`). `activities` are the
 * subscription's own, in schedule order. Empty until the subscription is activated.
 */
export function toSchedule(
  sub: SubscriptionRow,
  weeks: number,
  activities: DayActivityView[],
  /** Staff see every week's activities, locked ones too. */
  showLocked = false,
): ScheduleWeek[] {
  if (sub.startedOn === null) return [];
  // One pass: week, then day, in the order read (the schedule's order).
  const byWeek = new Map<number, Map<number, DayActivity[]>>();
  for (const a of activities) {
    let days = byWeek.get(a.week);
    if (!days) byWeek.set(a.week, (days = new Map()));
    const day = days.get(a.day);
    if (day) day.push(toDayActivityJson(a));
    else days.set(a.day, [toDayActivityJson(a)]);
  }
  return Array.from({ length: weeks }, (_, i) => {
    const week = i + 1;
    const status = weekState(week, sub.weeksCompleted);
    const days = status !== 'Locked' || showLocked ? byWeek.get(week) : undefined;
    return {
      week,
      status,
      week_activities: days ? [...days].map(([day, day_activities]) => ({ day, day_activities })) : [],
    };
  });
}

export function toSubscribedTemplateDetailJson(
  sub: SubscriptionRow,
  template: TemplateSummary | undefined,
  latestRequest: WeekRequestRow | undefined,
  activities: DayActivityView[],
): SubscribedTemplateDetail {
  return {
    ...toSubscribedTemplateJson(sub, template, latestRequest),
    schedule: toSchedule(sub, weeksOf(sub, template), activities),
  };
}

/** A template subscription as staff see it (contracts/staff.ts): its client, template and waiting request. */
export function toStaffSubscriptionJson(
  sub: SubscriptionRow,
  template: TemplateSummary | undefined,
  client: StaffSubscription['client'],
  openRequest: WeekRequestRow | undefined,
): StaffSubscription {
  const open: StaffOpenWeekRequest | null =
    openRequest && openRequest.status === 'Open'
      ? {
          _id: openRequest.id,
          week: openRequest.week,
          remarks: openRequest.remarks,
          skipped_activities: openRequest.skippedActivities,
          skip_reason: openRequest.skipReason,
          createdAt: iso(openRequest.createdAt)!,
        }
      : null;
  return {
    _id: sub.id,
    client,
    template: { _id: sub.modelId, title: (template ?? goneTemplate(sub)).title },
    status: sub.status as SubscriptionStatus,
    consultation_date: sub.consultationDate,
    consultation_approved: sub.consultationApprovedAt !== null,
    consultation_proposed: openProposal(sub),
    consultation_proposal_reason: proposalReason(sub),
    remarks: sub.remarks,
    weeks: weeksOf(sub, template),
    weeks_completed: sub.weeksCompleted,
    started_on: sub.startedOn,
    status_reason: sub.statusReason,
    open_week_request: open,
    createdAt: iso(sub.createdAt)!,
  };
}

export const toStaffWeekRequestJson = (r: WeekRequestRow): StaffWeekRequest => ({
  _id: r.id,
  week: r.week,
  remarks: r.remarks,
  status: r.status as WeekRequestStatus,
  note: r.note,
  skipped_activities: r.skippedActivities,
  skip_reason: r.skipReason,
  decided_at: iso(r.decidedAt),
  createdAt: iso(r.createdAt)!,
});
