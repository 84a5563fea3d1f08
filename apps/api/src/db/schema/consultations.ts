import { sql } from 'drizzle-orm';
import { boolean, date, index, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, keyedTable, moment, optionalRef, requiredRef, updatedAt } from './columns';
import { subscriptions } from './subscriptions';
import { users } from './users';

/**
 * The consultations of a coaching subscription (issue 16): the first, which staff hold before they activate it,
 * then check-ins while it is Active. COACHING_CONSULTATION_MACHINE (packages/shared/src/status.ts): Requested,
 * Approved, Completed; at most one open (Requested or Approved) per subscription.
 */
export const coachingConsultations = keyedTable(
  'coaching_consultations',
  {
    subscriptionId: requiredRef('subscription_id', () => subscriptions.id, 'cascade'),
    /** YYYY-MM-DD, a Nepal date. */
    consultationDate: date('consultation_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('Requested'),
    /** When staff approved (or proposed) the date. */
    approvedAt: moment('approved_at'),
    /** The date is one staff proposed: the client may still change it (a request again). */
    proposed: boolean('proposed').notNull().default(false),
    /** Why staff proposed the date (the client reads it); null unless proposed. */
    proposalReason: text('proposal_reason'),
    /** When staff marked it held; `remarks` is what they wrote. */
    heldAt: moment('held_at'),
    remarks: text('remarks').notNull().default(''),
    decidedBy: optionalRef('decided_by', () => users.id, 'set null'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coaching_consultations_open_key')
      .on(t.subscriptionId)
      .where(sql`status <> 'Completed'`),
    index('coaching_consultations_subscription_idx').on(t.subscriptionId, t.createdAt.desc()),
  ],
);
