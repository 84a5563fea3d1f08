import { isNotNull } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { payments } from '../../db/schema/payments';

/**
 * What other areas may read of the payments, as views to join in their own queries (docs/decisions/041): the
 * payments table stays private to this area.
 */
const qb = new QueryBuilder();

/** The providers a payment can be made with. */
export type PaymentProviderName = (typeof payments.$inferSelect)['provider'];

/** Why a completed payment could not be kept. */
export type UnkeptPaymentReason = NonNullable<(typeof payments.$inferSelect)['refundReason']>;

/** Every payment attempt of an order: with which provider, and where it stands (an order's lists and filters). */
export const paymentAttempts = qb
  .select({
    id: payments.id,
    orderId: payments.orderId,
    provider: payments.provider,
    status: payments.status,
  })
  .from(payments)
  .as('payment_attempts');

/**
 * The completed payments an order could not keep (issue 36: a second payment, or one that came too late), each
 * with what is owed back and by when; the buyer's order shows them.
 */
export const unkeptPayments = qb
  .select({
    id: payments.id,
    orderId: payments.orderId,
    reference: payments.reference,
    amount: payments.amount,
    refundReason: payments.refundReason,
    refundDueBy: payments.refundDueBy,
    completedAt: payments.completedAt,
  })
  .from(payments)
  .where(isNotNull(payments.refundDueBy))
  .as('unkept_payments');
