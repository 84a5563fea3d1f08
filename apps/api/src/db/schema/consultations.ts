import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { subscriptions } from './subscriptions';
import { users } from './users';

/**
 * The consultations of a coaching subscription (issue 16): the first, which staff hold before they activate it,
 * then check-ins while it is Active. COACHING_CONSULTATION_MACHINE (packages/shared/src/status.ts): Requested,
 * Approved, Completed; at most one open (Requested or Approved) per subscription.
 */
export const coachingConsultations = pgTable(
  'coaching_consultations',
  {
    id: id(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** YYYY-MM-DD, a Nepal date. */
    consultationDate: date('consultation_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('Requested'),
    /** When staff approved (or proposed) the date. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** The date is one staff proposed: the client may still change it (a request again). */
    proposed: boolean('proposed').notNull().default(false),
    /** Why staff proposed the date (the client reads it); null unless proposed. */
    proposalReason: text('proposal_reason'),
    /** When staff marked it held; `remarks` is what they wrote. */
    heldAt: timestamp('held_at', { withTimezone: true }),
    remarks: text('remarks').notNull().default(''),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
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
