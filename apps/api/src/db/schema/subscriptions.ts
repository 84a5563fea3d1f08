import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { onModelEnum } from './cart';
import {
  createdAt,
  keyedTable,
  moment,
  optionalRef,
  requiredRef,
  scheduleActivity,
  updatedAt,
} from './columns';
import { orderLines, orders } from './orders';
import { users } from './users';

/** The paid order line a subscription or gift comes from, and what it bought. */
export const paidLine = () => ({
  orderId: requiredRef('order_id', () => orders.id, 'cascade'),
  orderLineId: requiredRef('order_line_id', () => orderLines.id, 'cascade'),
  onModel: onModelEnum('on_model').notNull(),
  modelId: uuid('model_id').notNull(),
  plan: text('plan'),
  trainerId: optionalRef('trainer_id', () => users.id, 'set null'),
  /** Templates and coaching: the programme length. */
  weeks: integer('weeks'),
  /** Consultations: the booked length. */
  minutes: integer('minutes'),
});

/**
 * What a paid order line gives its buyer (own lines) or a recipient (gift lines, once claimed): a template,
 * coaching or consultation subscription. One per order line (the unique index makes delivery exactly once).
 * Status starts Pending and moves as TEMPLATE_SUBSCRIPTION_MACHINE (packages/shared/src/status.ts) says.
 */
export const subscriptions = keyedTable(
  'subscriptions',
  {
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    ...paidLine(),
    status: text('status').notNull().default('Pending'),
    /** The consultation the client asked for (YYYY-MM-DD, a Nepal date). */
    consultationDate: date('consultation_date', { mode: 'string' }),
    /** When staff approved the date; null while the client may still change it. */
    consultationApprovedAt: moment('consultation_approved_at'),
    /** Staff proposed the date (approved as set): the client may still change it, which makes it a request again. */
    consultationProposed: boolean('consultation_proposed').notNull().default(false),
    /** Why staff proposed another date (the client reads it); null unless the date is one they proposed. */
    consultationProposalReason: text('consultation_proposal_reason'),
    /** When staff marked the consultation held; `remarks` is what they wrote. */
    consultationHeldAt: moment('consultation_held_at'),
    remarks: text('remarks').notNull().default(''),
    /** Weeks staff approved as completed: week weeks_completed + 1 is in progress. */
    weeksCompleted: integer('weeks_completed').notNull().default(0),
    /** The Nepal date it was activated (its schedule copied). */
    startedOn: date('started_on', { mode: 'string' }),
    /** Why staff last made it Inactive or active again. */
    statusReason: text('status_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_order_line_key').on(t.orderLineId),
    index('subscriptions_user_idx').on(t.userId, t.onModel, t.createdAt.desc()),
    check(
      'subscriptions_weeks_completed_check',
      sql`${t.weeksCompleted} >= 0 AND (${t.weeks} IS NULL OR ${t.weeksCompleted} <= ${t.weeks})`,
    ),
  ],
);

/**
 * A subscription's own copy of its template's schedule, made when it is activated (later edits of the template
 * do not change it), with what the client logged on each activity.
 */
export const subscriptionDayActivities = keyedTable(
  'subscription_day_activities',
  {
    subscriptionId: requiredRef('subscription_id', () => subscriptions.id, 'cascade'),
    ...scheduleActivity(),
    /** The load the trainer plans for a coaching week ("100 kg"; issue 18); empty when none. */
    plannedLoad: text('planned_load').notNull().default(''),
    /** 0 to 10 in steps of 0.5 (decision 036): a float holds the halves exactly. */
    actualRpe: doublePrecision('actual_rpe'),
    weightUsed: text('weight_used'),
    feedback: text('feedback'),
    loggedAt: moment('logged_at'),
  },
  (t) => [
    index('subscription_day_activities_schedule_idx').on(t.subscriptionId, t.week, t.day, t.position),
    check('subscription_day_activities_rpe_check', sql`${t.actualRpe} BETWEEN 0 AND 10`),
    check('subscription_day_activities_rpe_step_check', sql`${t.actualRpe} * 2 = floor(${t.actualRpe} * 2)`),
  ],
);

/** A client's request that staff mark week `week` completed; at most one Open per subscription. */
export const weekCompletionRequests = keyedTable(
  'week_completion_requests',
  {
    subscriptionId: requiredRef('subscription_id', () => subscriptions.id, 'cascade'),
    week: integer('week').notNull(),
    remarks: text('remarks').notNull(),
    /** The week's activities the client had not logged when asking (ids), and why (issue 36). */
    skippedActivities: jsonb('skipped_activities').$type<string[]>().notNull().default([]),
    skipReason: text('skip_reason'),
    /** WEEK_REQUEST_MACHINE: Open, Approved or Returned. */
    status: text('status').notNull().default('Open'),
    /** What staff wrote when they returned it (the client sees it). */
    note: text('note'),
    decidedBy: optionalRef('decided_by', () => users.id, 'set null'),
    decidedAt: moment('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('week_completion_requests_open_key')
      .on(t.subscriptionId)
      .where(sql`status = 'Open'`),
    index('week_completion_requests_subscription_idx').on(t.subscriptionId, t.createdAt.desc()),
  ],
);

/**
 * The weeks of a coaching subscription its trainer has written (their activities are the subscription's
 * subscription_day_activities of that week): a week is published or not; an unpublished week sends the client
 * no activities. A week with no row is not published.
 */
export const coachingWeeks = pgTable(
  'coaching_weeks',
  {
    subscriptionId: requiredRef('subscription_id', () => subscriptions.id, 'cascade'),
    week: integer('week').notNull(),
    published: boolean('published').notNull().default(false),
    publishedAt: moment('published_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.subscriptionId, t.week] }),
    check('coaching_weeks_week_check', sql`${t.week} >= 1`),
  ],
);
