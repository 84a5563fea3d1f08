import { index, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, keyedTable, moment, optionalRef, requiredRef, updatedAt } from './columns';
import { paidLine } from './subscriptions';
import { users } from './users';

/** A paid gift line, waiting for its recipient (by email) to claim it. One per order line. */
export const gifts = keyedTable(
  'gifts',
  {
    senderId: requiredRef('sender_id', () => users.id, 'cascade'),
    ...paidLine(),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    recipientMobile: text('recipient_mobile').notNull(),
    relation: text('relation').notNull(),
    status: text('status').notNull().default('Pending'),
    claimedBy: optionalRef('claimed_by', () => users.id, 'set null'),
    claimedAt: moment('claimed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('gifts_order_line_key').on(t.orderLineId),
    index('gifts_recipient_idx').on(t.recipientEmail),
  ],
);
