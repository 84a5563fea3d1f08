import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { orders } from './orders';
import { payments } from './payments';
import { users } from './users';

/**
 * Refunds recorded by admins (issue 19, decision 019): the money was returned at the provider; this is the
 * record of it (amount in paisa, the provider's reference, a note, who and when). The orders area owns it: an
 * order owing a refund (refund_required) is Refunded once one is recorded.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The payment given back, when the admin named it. */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    providerRef: text('provider_ref').notNull(),
    note: text('note').notNull().default(''),
    /** Who recorded it: null once the account is gone. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId, t.createdAt),
    check('order_refunds_amount_check', sql`${t.amount} > 0`),
  ],
);
