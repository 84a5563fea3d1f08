import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { onModelEnum } from './cart';
import { createdAt, id, updatedAt } from './columns';
import { orderLines, orders } from './orders';
import { users } from './users';

/** A paid gift line, waiting for its recipient (by email) to claim it. One per order line. */
export const gifts = pgTable(
  'gifts',
  {
    id: id(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    onModel: onModelEnum('on_model').notNull(),
    modelId: uuid('model_id').notNull(),
    plan: text('plan'),
    trainerId: uuid('trainer_id').references(() => users.id, { onDelete: 'set null' }),
    weeks: integer('weeks'),
    minutes: integer('minutes'),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    recipientMobile: text('recipient_mobile').notNull(),
    relation: text('relation').notNull(),
    status: text('status').notNull().default('Pending'),
    claimedBy: uuid('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('gifts_order_line_key').on(t.orderLineId),
    index('gifts_recipient_idx').on(t.recipientEmail),
  ],
);
