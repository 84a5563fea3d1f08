import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgEnum, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { PAYMENT_STATUSES } from '@oxstrength/shared/status';
import type { UnkeptReason } from '@oxstrength/shared/refunds';
import { createdAt, keyedTable, moment, requiredRef, updatedAt } from './columns';
import { orders } from './orders';
import { users } from './users';

export const paymentProviderEnum = pgEnum('payment_provider', [
  'esewa',
  'fonepay_qr',
  'fonepay_web',
  'khalti',
  'stripe',
]);
/** Started: the buyer was sent to the provider. Completed: verified paid. Failed/Cancelled: verified not paid. */
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);

/**
 * One attempt to pay an order with one provider. `reference` is what we send the provider as the transaction id
 * (eSewa transaction_uuid, Fonepay PRN, Khalti purchase_order_id, Stripe metadata); `providerRef` what the
 * provider gives back (eSewa ref_id, Fonepay UID, Khalti pidx, Stripe PaymentIntent id). Amounts in paisa.
 */
export const payments = keyedTable(
  'payments',
  {
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    provider: paymentProviderEnum('provider').notNull(),
    status: paymentStatusEnum('status').notNull().default('Started'),
    reference: text('reference').notNull(),
    providerRef: text('provider_ref'),
    amount: integer('amount').notNull(),
    /** Why it failed or was refused (a forged callback, another amount...). Never shown to buyers verbatim. */
    failureReason: text('failure_reason'),
    /** The provider's last verified answer, for support. */
    raw: jsonb('raw').$type<Record<string, unknown>>(),
    lastCheckedAt: moment('last_checked_at'),
    completedAt: moment('completed_at'),
    /**
     * A Completed payment its order could not keep (paid twice, paid after an admin cancelled it, or after its
     * stock was gone; issue 36): the Nepal day by which it is refunded in full, as told to the buyer.
     */
    refundDueBy: date('refund_due_by', { mode: 'string' }),
    /** Why it was not kept: paid (the order was already paid), cancelled (by an admin) or expired. */
    refundReason: text('refund_reason').$type<UnkeptReason>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_reference_key').on(t.provider, t.reference),
    index('payments_order_idx').on(t.orderId),
    index('payments_started_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'Started'`),
  ],
);

/**
 * The sandbox providers' own books (only used while no live credentials are configured): what a real provider
 * would hold on its side. `reference` is the provider-side key (eSewa transaction_uuid, Fonepay PRN, Khalti
 * pidx); `status` uses the provider's own words (PENDING, COMPLETE, CANCELED, success, failed, Completed,
 * User canceled...); `data` keeps the request (amounts, return URLs, product code...).
 */
export const sandboxTransactions = keyedTable(
  'sandbox_transactions',
  {
    provider: text('provider').notNull(),
    reference: text('reference').notNull(),
    amount: integer('amount').notNull(),
    status: text('status').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sandbox_transactions_provider_reference_key').on(t.provider, t.reference)],
);
