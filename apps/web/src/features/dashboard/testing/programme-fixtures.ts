import type { Paged } from '@oxstrength/shared/contracts/reply';
import {
  myConsultationJson,
  myConsultationsPageReply,
  paidConsultationJson,
  paidConsultationReply,
  paidConsultationsPageReply,
  subscribedCoachingDetailJson,
  subscribedCoachingDetailReply,
  subscribedCoachingJson,
  subscribedCoachingReply,
  subscribedCoachingsPageReply,
  type CoachingScheduleWeek,
  type MyConsultation,
  type PaidConsultation,
  type SubscribedCoaching,
  type SubscribedCoachingDetail,
} from '@oxstrength/shared/contracts/coaching-training';
import type { SubscribedTemplate } from '@oxstrength/shared/contracts/training';
import { templateConsultationDisplay } from '@oxstrength/shared/training';
import { dayActivity } from './training-fixtures';
import { pageReply } from '../../../testing/page-reply';

/**
 * A client's coaching and paid consultations as the API sends them: every builder parses its output with the
 * reply contract (packages/shared/src/contracts/coaching-training.ts).
 */

const TRAINER = {
  _id: 'tr1',
  slug: 'bikash-gurung',
  name: 'Bikash Gurung',
  profile_pic: null,
  designation: 'Head Coach',
  training_category: null,
  is_verified: true,
};

/** Online Coaching n, 4 weeks, Active on week 1, its first consultation held. */
export const subscribedCoaching = (n = 1, overrides: Partial<SubscribedCoaching> = {}): SubscribedCoaching =>
  subscribedCoachingJson.parse({
    _id: `c${n}`,
    status: 'Active',
    coaching: { _id: `p${n}`, title: `Online Coaching ${n}`, slug: `online-coaching-${n}`, cover: '/c.svg' },
    coaching_trainer: TRAINER,
    coaching_plan: 'w4',
    subscribed_weeks: 4,
    weeks_completed: 0,
    started_on: '2025-03-10',
    week_completed_req: null,
    first_consultation_completed: true,
    latest_consultation: {
      _id: `cc${n}`,
      consultation_date: '2025-03-08',
      status: 'Completed',
      approved: true,
      proposed: false,
      completed: true,
      remarks: 'Good start',
      createdAt: '2025-03-05T09:00:00.000Z',
    },
    consultation_display: 'Previous',
    createdAt: '2025-03-01T09:00:00.000Z',
    ...overrides,
  });

/** A coaching week: In Progress with one day of two activities when published, else empty. */
export const coachingWeek = (
  week: number,
  status: CoachingScheduleWeek['status'],
  published = true,
): CoachingScheduleWeek => ({
  week,
  status,
  published,
  week_activities:
    published && status !== 'Locked'
      ? [
          {
            day: 1,
            day_activities: [
              dayActivity({ _id: `a${week}1`, movement: `Deadlift W${week}` }),
              dayActivity({ _id: `a${week}2`, movement: `Press W${week}` }),
            ],
          },
        ]
      : [],
});

export const subscribedCoachingDetail = (
  overrides: Partial<SubscribedCoachingDetail> = {},
): SubscribedCoachingDetail =>
  subscribedCoachingDetailJson.parse({
    ...subscribedCoaching(1),
    schedule: [
      coachingWeek(1, 'In Progress'),
      coachingWeek(2, 'Locked'),
      coachingWeek(3, 'Locked', false),
      coachingWeek(4, 'Locked', false),
    ],
    ...overrides,
  });

export const paidConsultation = (n = 1, overrides: Partial<PaidConsultation> = {}): PaidConsultation =>
  paidConsultationJson.parse({
    _id: `k${n}`,
    status: 'Pending',
    consultation: { _id: `q${n}`, title: `Form Check ${n}`, slug: `form-check-${n}`, cover: '/q.svg' },
    consultation_trainer: TRAINER,
    consultation_plan: 'half_hour',
    minutes: 30,
    consultation_date: null,
    consultation_approved: false,
    consultation_proposed: false,
    remarks: '',
    completed: false,
    consultation_display: 'Pending',
    createdAt: '2025-03-01T09:00:00.000Z',
    ...overrides,
  });

export const subscribedCoachingsPageOf = (subscriptions: SubscribedCoaching[], paged: Partial<Paged> = {}) =>
  subscribedCoachingsPageReply.parse({ subscriptions, ...pageReply(subscriptions.length, paged) });

export const paidConsultationsPageOf = (consultations: PaidConsultation[], paged: Partial<Paged> = {}) =>
  paidConsultationsPageReply.parse({ consultations, ...pageReply(consultations.length, paged) });

export const subscribedCoachingReplyOf = (subscription: SubscribedCoaching, message?: string) =>
  subscribedCoachingReply.parse({ status: 'success', ...(message && { message }), subscription });

export const subscribedCoachingDetailReplyOf = (subscription: SubscribedCoachingDetail) =>
  subscribedCoachingDetailReply.parse({ status: 'success', subscription });

export const paidConsultationReplyOf = (subscription: PaidConsultation, message?: string) =>
  paidConsultationReply.parse({ status: 'success', ...(message && { message }), subscription });

/** A row of My Consultations for a template subscription, as GET /subscribed/consultations/all sends it. */
export const myConsultationOfTemplate = (sub: SubscribedTemplate): MyConsultation =>
  myConsultationJson.parse({
    _id: sub._id,
    on_model: 'Template',
    status: sub.status,
    model_id: sub.template._id,
    title: sub.template.title,
    slug: sub.template.slug,
    cover: sub.template.cover,
    trainer: null,
    plan: null,
    consultation: {
      _id: null,
      consultation_date: sub.consultation_date,
      approved: sub.consultation_approved,
      proposed: sub.consultation_proposed,
      completed: false,
      remarks: '',
    },
    consultation_display: templateConsultationDisplay(sub.status, sub.consultation_date),
    createdAt: sub.createdAt,
  });

/** A row of My Consultations for a paid consultation. */
export const myConsultationOfPaid = (paid: PaidConsultation): MyConsultation =>
  myConsultationJson.parse({
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
      completed: paid.completed,
      remarks: paid.remarks,
    },
    consultation_display: paid.consultation_display,
    createdAt: paid.createdAt,
  });

/** A row of My Consultations for a coaching (its latest consultation). */
export const myConsultationOfCoaching = (sub: SubscribedCoaching): MyConsultation =>
  myConsultationJson.parse({
    _id: sub._id,
    on_model: 'Coaching',
    status: sub.status,
    model_id: sub.coaching._id,
    title: sub.coaching.title,
    slug: sub.coaching.slug,
    cover: sub.coaching.cover,
    trainer: sub.coaching_trainer,
    plan: sub.coaching_plan,
    consultation: {
      _id: sub.latest_consultation?._id ?? null,
      consultation_date: sub.latest_consultation?.consultation_date ?? null,
      approved: sub.latest_consultation?.approved ?? false,
      proposed: sub.latest_consultation?.proposed ?? false,
      completed: sub.latest_consultation?.completed ?? false,
      remarks: sub.latest_consultation?.remarks ?? '',
    },
    consultation_display: sub.consultation_display,
    createdAt: sub.createdAt,
  });

const FILTERED: Record<string, string | null> = {
  all: null,
  requested: 'Upcoming',
  completed: 'Previous',
  not_requested: 'Pending',
};

/** The reply of GET /subscribed/consultations/all for these rows, filtered and paged as the query asks. */
export function myConsultationsPageFor(rows: MyConsultation[], query: URLSearchParams) {
  const wanted = FILTERED[query.get('consultation_status') ?? 'all'] ?? null;
  const kept = rows.filter((r) => wanted === null || r.consultation_display === wanted);
  const page = Number(query.get('page') ?? 1);
  const size = Number(query.get('resultsPerPage') ?? 5);
  return myConsultationsPageReply.parse({
    status: 'success',
    consultations: kept.slice((page - 1) * size, page * size),
    currentPage: page,
    totalPage: Math.max(1, Math.ceil(kept.length / size)),
    totalDocuments: kept.length,
  });
}
