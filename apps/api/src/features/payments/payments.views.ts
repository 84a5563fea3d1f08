import { isNotNull } from 'drizzle-orm';
import { payments } from '../../db/schema/payments';
import { columns, view } from '../../db/views';

/**
 * What other areas may read of the payments, as views to join in their own queries (docs/decisions/041): the
 * payments table stays private to this area.
 */

/** The providers a payment can be made with. */
export type PaymentProviderName = (typeof payments.$inferSelect)['provider'];

/** Why a completed payment could not be kept. */
export type UnkeptPaymentReason = NonNullable<(typeof payments.$inferSelect)['refundReason']>;

/** Every payment attempt of an order: with which provider, and where it stands (an order's lists and filters). */
export const paymentAttempts = view(
  'payment_attempts',
  payments,
  columns(payments, 'id', 'orderId', 'provider', 'status'),
);

/**
 * The completed payments an order could not keep (issue 36: a second payment, or one that came too late), each
 * with what is owed back and by when; the buyer's order shows them.
 */
export const unkeptPayments = view(
  'unkept_payments',
  payments,
  columns(payments, 'id', 'orderId', 'reference', 'amount', 'refundReason', 'refundDueBy', 'completedAt'),
  isNotNull(payments.refundDueBy),
);
