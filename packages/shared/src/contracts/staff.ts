import { z } from 'zod';
import { SUBSCRIPTION_STATUSES, WEEK_REQUEST_STATUSES } from '../status';
import { paging, success } from './reply';
import { scheduleWeekJson } from './training';

/**
 * Replies of the staff workspace (issue 17): template subscriptions as trainers and admins see them, their week
 * completion requests, and the audit log of a record.
 */

const personJson = z.object({ _id: z.string(), name: z.string(), email: z.string() });

/** How staff reach a client: their phone as stored (decision 016), shown 984-1234567 with a tel: link. */
export const clientMobileField = () =>
  z
    .string()
    .nullable()
    .describe(
      'The client’s phone as stored (+9779841234567), null when they gave none; only their trainer and admins see it',
    );

/** A client on a staff detail page: with their phone (issue 36), for their trainer and admins only. */
export const staffClientContactJson = personJson.extend({ mobile_num: clientMobileField() });
export type StaffClientContact = z.infer<typeof staffClientContactJson>;

/** The week completion request waiting for review (Open). */
export const staffOpenWeekRequestJson = z.object({
  _id: z.string(),
  week: z.number().int(),
  remarks: z.string(),
  skipped_activities: z
    .array(z.string())
    .default([])
    .describe('Day activities (ids) of the week with no log when asked'),
  skip_reason: z.string().nullable().default(null).describe('Why the client skipped them'),
  createdAt: z.string(),
});
export type StaffOpenWeekRequest = z.infer<typeof staffOpenWeekRequestJson>;

export const staffSubscriptionJson = z.object({
  _id: z.string(),
  client: personJson.nullable().describe('null when the account is gone'),
  template: z.object({ _id: z.string(), title: z.string() }),
  status: z.enum(SUBSCRIPTION_STATUSES),
  consultation_date: z.string().nullable().describe('YYYY-MM-DD'),
  consultation_approved: z.boolean().describe('Staff approved (or proposed) the date'),
  consultation_proposed: z
    .boolean()
    .describe('The date is one staff proposed: the client may still change it (a request again)'),
  consultation_proposal_reason: z
    .string()
    .nullable()
    .default(null)
    .describe('Why staff proposed the date (null unless the open date is one they proposed)'),
  remarks: z.string().describe('What staff wrote when the consultation was held'),
  weeks: z.number().int(),
  weeks_completed: z.number().int(),
  started_on: z.string().nullable().describe('YYYY-MM-DD: when it was activated'),
  status_reason: z
    .string()
    .nullable()
    .describe('Why staff last made it Inactive, active again, or activated it'),
  open_week_request: staffOpenWeekRequestJson.nullable(),
  createdAt: z.string(),
});
export type StaffSubscription = z.infer<typeof staffSubscriptionJson>;

export const staffWeekRequestJson = z.object({
  _id: z.string(),
  week: z.number().int(),
  remarks: z.string(),
  status: z.enum(WEEK_REQUEST_STATUSES),
  note: z.string().nullable().describe('Why staff returned it'),
  skipped_activities: z
    .array(z.string())
    .default([])
    .describe('Day activities (ids) of the week with no log when asked'),
  skip_reason: z.string().nullable().default(null).describe('Why the client skipped them'),
  decided_at: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffWeekRequest = z.infer<typeof staffWeekRequestJson>;

export const staffSubscriptionDetailJson = staffSubscriptionJson.extend({
  client: staffClientContactJson.nullable().describe('null when the account is gone'),
  schedule: z
    .array(scheduleWeekJson)
    .describe('Every week with its activities and what the client logged (staff see locked weeks too)'),
  week_requests: z.array(staffWeekRequestJson).describe('Newest first'),
});
export type StaffSubscriptionDetail = z.infer<typeof staffSubscriptionDetailJson>;

export const staffSubscriptionsPageReply = success({
  subscriptions: z.array(staffSubscriptionJson),
  ...paging,
});
export type StaffSubscriptionsPageReply = z.infer<typeof staffSubscriptionsPageReply>;

export const staffSubscriptionReply = success({ subscription: staffSubscriptionJson });
export type StaffSubscriptionReply = z.infer<typeof staffSubscriptionReply>;

export const staffSubscriptionDetailReply = success({ subscription: staffSubscriptionDetailJson });
export type StaffSubscriptionDetailReply = z.infer<typeof staffSubscriptionDetailReply>;

/** One audit entry: who did what to which record, and the fields it changed (before and after). */
export const auditEntryJson = z.object({
  _id: z.string(),
  user: personJson.nullable().describe('null: the server, the demo seed, or an account that is gone'),
  role: z.string(),
  action: z.string(),
  record_type: z.string(),
  record_id: z.string(),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntryJson>;

export const auditEntriesPageReply = success({ entries: z.array(auditEntryJson), ...paging });
export type AuditEntriesPageReply = z.infer<typeof auditEntriesPageReply>;
