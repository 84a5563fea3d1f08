import type {
  CoachingConsultation,
  CoachingScheduleWeek,
  MyConsultation,
  PaidConsultation,
  SubscribedCoaching,
  SubscribedCoachingDetail,
} from '@oxstrength/shared/contracts/coaching-training';
import type { TrainerSummary } from '@oxstrength/shared/contracts/common';
import type { DayActivity } from '@oxstrength/shared/contracts/training';
import type {
  CoachingConsultationStatus,
  CoachingSubscriptionStatus,
  SubscriptionStatus,
} from '@oxstrength/shared/status';
import {
  coachingConsultationDisplay,
  paidConsultationDisplay,
  templateConsultationDisplay,
  weekState,
} from '@oxstrength/shared/training';
import { iso } from '../../lib/reply';
import type { ProgrammeSummary } from '../programmes/programmes.service';
import type { CoachingConsultationRow } from './coaching-training.repository';
import { openProposal, proposalReason, toDayActivityJson, weekRequestJson } from './template-training-json';
import type { DayActivityRow, SubscriptionRow, WeekRequestRow } from './template-training.repository';

/** Replies of a followed coaching and of a paid consultation (contracts/coaching-training.ts), from their rows. */

/** A programme that is gone shows what the subscription knows of it. */
const goneProgramme = (sub: SubscriptionRow, what: string): ProgrammeSummary => ({
  _id: sub.modelId,
  title: `${what} no longer available`,
  slug: '',
  cover: '',
});

export function toCoachingConsultationJson(c: CoachingConsultationRow): CoachingConsultation {
  return {
    _id: c.id,
    consultation_date: c.consultationDate,
    status: c.status as CoachingConsultationStatus,
    approved: c.approvedAt !== null && !c.proposed,
    proposed: c.proposed && c.status === 'Approved',
    proposal_reason: c.proposed && c.status === 'Approved' ? c.proposalReason : null,
    completed: c.status === 'Completed',
    remarks: c.remarks,
    createdAt: iso(c.createdAt)!,
  };
}

/** What a coaching subscription's list entry reads besides its row. */
export interface CoachingContext {
  programme: ProgrammeSummary | undefined;
  trainer: TrainerSummary | undefined;
  /** Its consultations, newest first. */
  consultations: CoachingConsultationRow[];
  latestRequest: WeekRequestRow | undefined;
}

export function toSubscribedCoachingJson(sub: SubscriptionRow, c: CoachingContext): SubscribedCoaching {
  const latest = c.consultations[0] ? toCoachingConsultationJson(c.consultations[0]) : null;
  const firstCompleted = c.consultations.some((x) => x.status === 'Completed');
  return {
    _id: sub.id,
    status: sub.status as CoachingSubscriptionStatus,
    coaching: c.programme ?? goneProgramme(sub, 'Coaching'),
    coaching_trainer: c.trainer ?? null,
    coaching_plan: sub.plan,
    subscribed_weeks: sub.weeks ?? 0,
    weeks_completed: sub.weeksCompleted,
    started_on: sub.startedOn,
    week_completed_req: weekRequestJson(c.latestRequest),
    first_consultation_completed: firstCompleted,
    latest_consultation: latest,
    consultation_display: coachingConsultationDisplay(firstCompleted, latest),
    createdAt: iso(sub.createdAt)!,
  };
}

/**
 * Weeks 1..weeks, each with its state and whether the trainer published it. An unpublished or a locked week's
 * activities are not sent (staff, `showAll`, see every week's). Empty until the subscription is activated.
 */
export function toCoachingSchedule(
  sub: SubscriptionRow,
  activities: DayActivityRow[],
  published: ReadonlySet<number>,
  showAll = false,
): CoachingScheduleWeek[] {
  if (sub.startedOn === null && !showAll) return [];
  return Array.from({ length: sub.weeks ?? 0 }, (_, i) => {
    const week = i + 1;
    const status = weekState(week, sub.weeksCompleted);
    const isPublished = published.has(week);
    const days = new Map<number, DayActivity[]>();
    if (showAll || (isPublished && status !== 'Locked'))
      for (const a of activities)
        if (a.week === week) days.set(a.day, [...(days.get(a.day) ?? []), toDayActivityJson(a)]);
    return {
      week,
      status,
      published: isPublished,
      week_activities: [...days].map(([day, day_activities]) => ({ day, day_activities })),
    };
  });
}

export function toSubscribedCoachingDetailJson(
  sub: SubscriptionRow,
  c: CoachingContext,
  activities: DayActivityRow[],
  published: ReadonlySet<number>,
): SubscribedCoachingDetail {
  return { ...toSubscribedCoachingJson(sub, c), schedule: toCoachingSchedule(sub, activities, published) };
}

export function toPaidConsultationJson(
  sub: SubscriptionRow,
  programme: ProgrammeSummary | undefined,
  trainer: TrainerSummary | undefined,
): PaidConsultation {
  const completed = sub.consultationHeldAt !== null;
  return {
    _id: sub.id,
    status: sub.status as PaidConsultation['status'],
    consultation: programme ?? goneProgramme(sub, 'Consultation'),
    consultation_trainer: trainer ?? null,
    consultation_plan: sub.plan,
    minutes: sub.minutes,
    consultation_date: sub.consultationDate,
    consultation_approved: sub.consultationApprovedAt !== null && !sub.consultationProposed,
    consultation_proposed: openProposal(sub),
    consultation_proposal_reason: proposalReason(sub),
    remarks: sub.remarks,
    completed,
    consultation_display: paidConsultationDisplay(completed, sub.consultationDate),
    createdAt: iso(sub.createdAt)!,
  };
}

// My Consultations: one row per subscription, whatever its kind.

export function myConsultationOfTemplate(
  sub: SubscriptionRow,
  template: { title: string; slug: string; cover: string } | undefined,
  trainer: TrainerSummary | undefined,
): MyConsultation {
  const status = sub.status as SubscriptionStatus;
  return {
    _id: sub.id,
    on_model: 'Template',
    status,
    model_id: sub.modelId,
    title: template?.title ?? 'Template no longer available',
    slug: template?.slug ?? '',
    cover: template?.cover ?? '',
    trainer: trainer ?? null,
    plan: null,
    consultation: {
      _id: null,
      consultation_date: sub.consultationDate,
      approved: sub.consultationApprovedAt !== null && !sub.consultationProposed,
      proposed: openProposal(sub),
      proposal_reason: proposalReason(sub),
      completed: sub.consultationHeldAt !== null,
      remarks: sub.remarks,
    },
    consultation_display: templateConsultationDisplay(status, sub.consultationDate),
    createdAt: iso(sub.createdAt)!,
  };
}

export function myConsultationOfCoaching(sub: SubscriptionRow, c: CoachingContext): MyConsultation {
  const json = toSubscribedCoachingJson(sub, c);
  const latest = json.latest_consultation;
  return {
    _id: sub.id,
    on_model: 'Coaching',
    status: json.status,
    model_id: json.coaching._id,
    title: json.coaching.title,
    slug: json.coaching.slug,
    cover: json.coaching.cover,
    trainer: json.coaching_trainer,
    plan: json.coaching_plan,
    consultation: {
      _id: latest?._id ?? null,
      consultation_date: latest?.consultation_date ?? null,
      approved: latest?.approved ?? false,
      proposed: latest?.proposed ?? false,
      proposal_reason: latest?.proposal_reason ?? null,
      completed: latest?.completed ?? false,
      remarks: latest?.remarks ?? '',
    },
    consultation_display: json.consultation_display,
    createdAt: json.createdAt,
  };
}

export function myConsultationOfPaid(paid: PaidConsultation): MyConsultation {
  return {
    _id: paid._id,
    on_model: 'Consultation',
    status: paid.status,
    model_id: paid.consultation._id,
    title: paid.consultation.title,
    slug: paid.consultation.slug,
    cover: paid.consultation.cover,
    trainer: paid.consultation_trainer,
    plan: paid.consultation_plan,
    consultation: {
      _id: null,
      consultation_date: paid.consultation_date,
      approved: paid.consultation_approved,
      proposed: paid.consultation_proposed,
      proposal_reason: paid.consultation_proposal_reason,
      completed: paid.completed,
      remarks: paid.remarks,
    },
    consultation_display: paid.consultation_display,
    createdAt: paid.createdAt,
  };
}
