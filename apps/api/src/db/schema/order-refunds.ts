import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, text } from 'drizzle-orm/pg-core';
import { createdAt, keyedTable, optionalRef, requiredRef } from './columns';
import { orders } from './orders';
import { payments } from './payments';
import { users } from './users';

/**
 * Refunds recorded by admins (issue 19, decision 019): the money was returned at the provider; this is the
 * record of it (amount in paisa, the provider's reference, a note, who and when). The orders area owns it: an
 * order owing a refund (refund_required) is Refunded once one is recorded.
 */
export const orderRefunds = keyedTable(
  'order_refunds',
  {
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    /** The payment given back, when the admin named it. */
    paymentId: optionalRef('payment_id', () => payments.id, 'set null'),
    amount: integer('amount').notNull(),
    /** The provider's reference of the refund; '' for a refund of a return recorded without one. */
    providerRef: text('provider_ref').notNull().default(''),
    /** The note of a flagged refund, or the reason of a refund for a return (issue 36). */
    note: text('note').notNull().default(''),
    /**
     * A refund for a return (issue 36): the lines and units given back (null for a whole-order refund or a
     * flagged payment's refund).
     */
    lines: jsonb('lines').$type<{ line: string; units: number }[]>(),
    /** A refund for a return whose units were put back in stock. */
    restocked: boolean('restocked').notNull().default(false),
    /** payment: a payment the order could not keep (flagged); return: goods or an order given back. */
    kind: text('kind').$type<'payment' | 'return'>().notNull().default('payment'),
    /** Who recorded it: null once the account is gone. */
    userId: optionalRef('user_id', () => users.id, 'set null'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId, t.createdAt),
    check('order_refunds_amount_check', sql`${t.amount} > 0`),
  ],
);
