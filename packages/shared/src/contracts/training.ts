import { z } from 'zod';
import { SUBSCRIPTION_STATUSES, WEEK_REQUEST_STATUSES } from '../status';
import { refJson } from './common';
import { paging, success } from './reply';

/**
 * Replies of a client's templates (spec part 2, sections 3 and 7): GET /subscribed/templates,
 * /subscribed/template/{id}, the progress calls, week completion, the consultation request, and the dashboard
 * counts (GET /analytics/profile/dashboard).
 */

/** One exercise of the subscription's own schedule, with what the client logged (null: nothing yet). */
export const dayActivityJson = z.object({
  _id: z.string(),
  movement: z.string(),
  intensity: z.string(),
  note: z.string(),
  reps: z.string(),
  rest: z.string(),
  sets: z.string(),
  tempo: z.string(),
  planned_load: z
    .string()
    .default('')
    .describe('The load the trainer planned (coaching weeks, e.g. "100 kg"); empty when none'),
  actual_rpe: z.number().nullable().describe('0 to 10 in steps of 0.5'),
  weight_used: z.string().nullable(),
  feedback: z.string().nullable(),
});
export type DayActivity = z.infer<typeof dayActivityJson>;

export const scheduleWeekJson = z.object({
  week: z.number().int(),
  status: z.enum(['Completed', 'In Progress', 'Locked']),
  week_activities: z
    .array(z.object({ day: z.number().int(), day_activities: z.array(dayActivityJson) }))
    .describe('Empty for a locked week: its activities are not sent'),
});
export type ScheduleWeek = z.infer<typeof scheduleWeekJson>;

/** The latest week completion request that staff have not approved: open, or returned with their note. */
export const weekRequestJson = z.object({
  _id: z.string(),
  weeks_completed: z.string().describe('The week asked for, as text'),
  remarks: z.string(),
  status: z.enum(WEEK_REQUEST_STATUSES),
  note: z.string().nullable().describe('Why staff returned it'),
  skipped_activities: z
    .array(z.string())
    .default([])
    .describe('The day activities (ids) of the week that had no log when the client asked'),
  skip_reason: z.string().nullable().default(null).describe('Why the client skipped them'),
  createdAt: z.string(),
});

export const subscribedTemplateJson = z.object({
  _id: z.string(),
  template: z.object({
    _id: z.string(),
    slug: z.string(),
    title: z.string(),
    cover: z.string(),
    weeks: z.number().int(),
    training_category: refJson.nullable(),
    detail: z.object({ difficulty: z.string(), requirement: z.string() }),
  }),
  status: z.enum(SUBSCRIPTION_STATUSES),
  consultation_date: z.string().nullable().describe('YYYY-MM-DD'),
  consultation_approved: z.boolean().describe('Staff approved the date: the client can no longer change it'),
  consultation_proposed: z
    .boolean()
    .describe('Staff proposed this date: the client may still change it (it is then a request again)'),
  consultation_proposal_reason: z
    .string()
    .nullable()
    .default(null)
    .describe('Why staff proposed the date (null unless the open date is one they proposed)'),
  remarks: z.string().describe('What staff wrote when the consultation was held'),
  weeks_completed: z.number().int(),
  started_on: z.string().nullable().describe('YYYY-MM-DD: when it was activated'),
  week_completed_req: weekRequestJson.nullable(),
  createdAt: z.string(),
});
export type SubscribedTemplate = z.infer<typeof subscribedTemplateJson>;

export const subscribedTemplateDetailJson = subscribedTemplateJson.extend({
  schedule: z.array(scheduleWeekJson).describe('Empty until it is activated'),
});
export type SubscribedTemplateDetail = z.infer<typeof subscribedTemplateDetailJson>;

export const subscribedTemplatesPageReply = success({
  subscriptions: z.array(subscribedTemplateJson),
  ...paging,
});
export type SubscribedTemplatesPageReply = z.infer<typeof subscribedTemplatesPageReply>;

export const subscribedTemplateReply = success({ subscription: subscribedTemplateJson });
export type SubscribedTemplateReply = z.infer<typeof subscribedTemplateReply>;

export const subscribedTemplateDetailReply = success({ subscription: subscribedTemplateDetailJson });
export type SubscribedTemplateDetailReply = z.infer<typeof subscribedTemplateDetailReply>;

/** Set when an edit sent with edited_at was older than the activity's last save (decision 022). */
export const keptNewerOne = z
  .literal(true)
  .optional()
  .describe('Present when this edit (edited_at) was older than the last save: the newer save was kept');
export const keptNewerMany = z
  .array(z.string())
  .optional()
  .describe('The day activities whose edit (edited_at) was older than their last save: not changed');
export const dayActivityReply = success({ activity: dayActivityJson, kept_newer: keptNewerOne });
export const dayActivitiesReply = success({
  activities: z.array(dayActivityJson),
  kept_newer: keptNewerMany,
});

export const dashboardCountsJson = z.object({
  subscribed_templates: z.number().int(),
  subscribed_coachings: z.number().int(),
  upcomming_consultations: z
    .number()
    .int()
    .describe('Consultations of every kind dated today or later (Nepal) and not yet held'),
  active_orders: z.number().int(),
});
export type DashboardCounts = z.infer<typeof dashboardCountsJson>;
export const dashboardCountsReply = success({ counts: dashboardCountsJson });
export type DashboardCountsReply = z.infer<typeof dashboardCountsReply>;
