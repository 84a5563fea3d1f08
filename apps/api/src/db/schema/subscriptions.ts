import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { onModelEnum } from './cart';
import { createdAt, id, updatedAt } from './columns';
import { orderLines, orders } from './orders';
import { users } from './users';

/**
 * What a paid order line gives its buyer (own lines) or a recipient (gift lines, once claimed): a template,
 * coaching or consultation subscription. One per order line (the unique index makes delivery exactly once).
 * Status starts Pending; the training areas move it on.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
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
    /** Templates and coaching: the programme length. */
    weeks: integer('weeks'),
    /** Consultations: the booked length. */
    minutes: integer('minutes'),
    status: text('status').notNull().default('Pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_order_line_key').on(t.orderLineId),
    index('subscriptions_user_idx').on(t.userId, t.onModel),
  ],
);

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
