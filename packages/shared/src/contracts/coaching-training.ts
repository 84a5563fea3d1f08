import { z } from 'zod';
import {
  COACHING_CONSULTATION_STATUSES,
  COACHING_SUBSCRIPTION_STATUSES,
  PAID_CONSULTATION_STATUSES,
  SUBSCRIPTION_STATUSES,
} from '../status';
import { trainerSummaryJson } from './common';
import { paging, success } from './reply';
import { clientMobileField, staffClientContactJson } from './staff';
import { dayActivityJson, keptNewerMany, keptNewerOne, scheduleWeekJson, weekRequestJson } from './training';

/**
 * Replies of a client's coaching programmes and paid consultations (issue 16; spec part 2, sections 3 and 7):
 * GET /subscribed/coachings, /subscribed/coaching/detail/{id}, /subscribed/coaching/consultations, the coaching
 * progress, week completion and consultation calls; GET /subscribed/consultations and the paid consultation's
 * date; GET /subscribed/consultations/all (My Consultations: templates, coaching and paid together).
 */

const consultationDisplayJson = z
  .enum(['Previous', 'Upcoming', 'Pending'])
  .describe('How My Consultations shows it (spec part 2, section 4)');

/** The programme bought: what a card shows of it. */
const programmeJson = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  cover: z.string(),
});

/** One consultation of a coaching: the first before activation, or a check-in while Active. */
export const coachingConsultationJson = z.object({
  _id: z.string(),
  consultation_date: z.string().describe('YYYY-MM-DD'),
  status: z.enum(COACHING_CONSULTATION_STATUSES),
  approved: z.boolean().describe('Staff approved the date: the client can no longer change it'),
  proposed: z.boolean().describe('Staff proposed this date: the client may still change it'),
  proposal_reason: z
    .string()
    .nullable()
    .default(null)
    .describe('Why staff proposed the date (null unless the open date is one they proposed)'),
  completed: z.boolean().describe('Staff marked it held'),
  remarks: z.string().describe('What staff wrote when it was held'),
  createdAt: z.string(),
});
export type CoachingConsultation = z.infer<typeof coachingConsultationJson>;

export const subscribedCoachingJson = z.object({
  _id: z.string(),
  status: z.enum(COACHING_SUBSCRIPTION_STATUSES),
  coaching: programmeJson,
  coaching_trainer: trainerSummaryJson.nullable().describe('null when the trainer is gone'),
  coaching_plan: z.string().nullable().describe('w4, w12 or w24'),
  subscribed_weeks: z.number().int(),
  weeks_completed: z.number().int(),
  started_on: z.string().nullable().describe('YYYY-MM-DD: when it was activated'),
  week_completed_req: weekRequestJson.nullable(),
  first_consultation_completed: z.boolean(),
  latest_consultation: coachingConsultationJson.nullable(),
  consultation_display: consultationDisplayJson,
  createdAt: z.string(),
});
export type SubscribedCoaching = z.infer<typeof subscribedCoachingJson>;

/** A coaching week: as a template's, and published or not (an unpublished week's activities are not sent). */
export const coachingScheduleWeekJson = scheduleWeekJson.extend({
  published: z
    .boolean()
    .describe('false: "Trainer is estimating exercises for you..." and no activities are sent'),
});
export type CoachingScheduleWeek = z.infer<typeof coachingScheduleWeekJson>;

export const subscribedCoachingDetailJson = subscribedCoachingJson.extend({
  schedule: z.array(coachingScheduleWeekJson).describe('Weeks 1..subscribed_weeks; empty until activated'),
});
export type SubscribedCoachingDetail = z.infer<typeof subscribedCoachingDetailJson>;

export const subscribedCoachingsPageReply = success({
  subscriptions: z.array(subscribedCoachingJson),
  ...paging,
});
export type SubscribedCoachingsPageReply = z.infer<typeof subscribedCoachingsPageReply>;
export const subscribedCoachingReply = success({ subscription: subscribedCoachingJson });
export type SubscribedCoachingReply = z.infer<typeof subscribedCoachingReply>;
export const subscribedCoachingDetailReply = success({ subscription: subscribedCoachingDetailJson });
export type SubscribedCoachingDetailReply = z.infer<typeof subscribedCoachingDetailReply>;
export const coachingDayActivityReply = success({ activity: dayActivityJson, kept_newer: keptNewerOne });
export const coachingDayActivitiesReply = success({
  activities: z.array(dayActivityJson),
  kept_newer: keptNewerMany,
});

/** A paid consultation (the spec's user consultation). */
export const paidConsultationJson = z.object({
  _id: z.string(),
  status: z.enum(PAID_CONSULTATION_STATUSES),
  consultation: programmeJson,
  consultation_trainer: trainerSummaryJson.nullable().describe('null when the trainer is gone'),
  consultation_plan: z.string().nullable().describe('quarter_hour, half_hour or hour'),
  minutes: z.number().int().nullable(),
  consultation_date: z.string().nullable().describe('YYYY-MM-DD'),
  consultation_approved: z.boolean().describe('Staff approved the date: the client can no longer change it'),
  consultation_proposed: z.boolean().describe('Staff proposed this date: the client may still change it'),
  consultation_proposal_reason: z
    .string()
    .nullable()
    .default(null)
    .describe('Why staff proposed the date (null unless the open date is one they proposed)'),
  remarks: z.string().describe('What staff wrote when it was held'),
  completed: z.boolean().describe('Staff marked it held: Purchase Again'),
  consultation_display: consultationDisplayJson,
  createdAt: z.string(),
});
export type PaidConsultation = z.infer<typeof paidConsultationJson>;

export const paidConsultationsPageReply = success({
  consultations: z.array(paidConsultationJson),
  ...paging,
});
export type PaidConsultationsPageReply = z.infer<typeof paidConsultationsPageReply>;
export const paidConsultationReply = success({ subscription: paidConsultationJson });
export type PaidConsultationReply = z.infer<typeof paidConsultationReply>;

/** A row of My Consultations: the consultation of a template, a coaching or a paid consultation. */
export const myConsultationJson = z.object({
  _id: z.string().describe('The subscription'),
  on_model: z.enum(['Template', 'Coaching', 'Consultation']),
  status: z.enum(SUBSCRIPTION_STATUSES).describe('The subscription’s status'),
  model_id: z.string().describe('The template, coaching or consultation bought (Purchase Again)'),
  title: z.string(),
  slug: z.string(),
  cover: z.string(),
  trainer: trainerSummaryJson.nullable(),
  plan: z.string().nullable(),
  consultation: z
    .object({
      _id: z.string().nullable().describe('A coaching consultation’s id; null for templates and paid ones'),
      consultation_date: z.string().nullable(),
      approved: z.boolean(),
      proposed: z.boolean(),
      proposal_reason: z.string().nullable().default(null),
      completed: z.boolean(),
      remarks: z.string(),
    })
    .describe('The latest consultation (a coaching’s latest request; a template’s or paid one’s own)'),
  consultation_display: consultationDisplayJson,
  createdAt: z.string(),
});
export type MyConsultation = z.infer<typeof myConsultationJson>;

export const myConsultationsPageReply = success({ consultations: z.array(myConsultationJson), ...paging });
export type MyConsultationsPageReply = z.infer<typeof myConsultationsPageReply>;

/** Staff's lists (issue 16): each coaching or paid consultation with its client (null once the account is gone). */
const staffClientJson = z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable();

export const staffCoachingJson = subscribedCoachingJson.extend({ client: staffClientJson });
export type StaffCoaching = z.infer<typeof staffCoachingJson>;
export const staffCoachingsPageReply = success({ subscriptions: z.array(staffCoachingJson), ...paging });
export type StaffCoachingsPageReply = z.infer<typeof staffCoachingsPageReply>;

/**
 * A coaching client's staff page (GET /staff/coaching-subscriptions/{id}): every week, and its client as the
 * template subscription's staff page shows them (name, email and phone), with their slug and picture.
 */
export const staffCoachingClientJson = z
  .object({
    _id: z.string(),
    name: z.string(),
    slug: z.string(),
    profile_pic: z.string().nullable(),
    email: z.string(),
    mobile_num: clientMobileField(),
  })
  .nullable()
  .describe('null when the account is gone');
export type StaffCoachingClient = z.infer<typeof staffCoachingClientJson>;
export const staffCoachingDetailJson = subscribedCoachingDetailJson.extend({
  client: staffCoachingClientJson,
});
export type StaffCoachingDetail = z.infer<typeof staffCoachingDetailJson>;
export const staffCoachingDetailReply = success({ subscription: staffCoachingDetailJson });
export type StaffCoachingDetailReply = z.infer<typeof staffCoachingDetailReply>;

/** Paid consultations have no staff page of their own: their list carries the client's phone (issue 36). */
export const staffPaidConsultationJson = paidConsultationJson.extend({
  client: staffClientContactJson.nullable().describe('null when the account is gone'),
});
export type StaffPaidConsultation = z.infer<typeof staffPaidConsultationJson>;
export const staffPaidConsultationsPageReply = success({
  consultations: z.array(staffPaidConsultationJson),
  ...paging,
});
export type StaffPaidConsultationsPageReply = z.infer<typeof staffPaidConsultationsPageReply>;
