import type { FastifyInstance } from 'fastify';
import { toRupees } from '@oxstrength/shared/money';
import { isPaid, isPayable, type OrderStatus } from '@oxstrength/shared/status';
import { conflict, notFound } from '../../lib/errors';
import { isId } from '../../lib/path-id';
import { moveOrder } from '../orders/orders.service';
import { settleOutcome } from './fulfilment';
import { lockUserOrder } from './payment-orders';
import { countPayments, findBuyer, insertPayment, type Buyer } from './payments.repository';
import type { OrderRecord, PaymentRow, ProviderId, VerifiedOutcome } from './providers/provider';

/**
 * The provider-independent side of payments: starting a payment of an order, settling what a provider verified,
 * where the browser goes next and how a return that does not verify is logged. The payment flow
 * (payment-flow.ts) runs these for every provider; queries are in payments.repository.ts.
 */

export const ORDER_NOT_FOUND = 'Order not found';
export const ORDER_ALREADY_PAID = 'This order has already been paid';
export const ORDER_NOT_PAYABLE = 'This order can no longer be paid';

/**
 * Starts one attempt to pay the caller's order with `provider` (an order whose earlier attempts were cancelled
 * is Initiated again and takes a new attempt with any provider): the order (locked while this runs) becomes
 * Pending and a Started payment is inserted for its whole total, referenced `<order identifier>-<n>` (n counts
 * the order's attempts over every provider, so references are unique).
 * 404 for a missing, malformed or another user's order; 409 when it is already paid or can no longer be paid
 * (cancelled, failed or expired).
 */
export async function startPayment(
  app: FastifyInstance,
  userId: string,
  orderId: string,
  provider: ProviderId,
): Promise<{ order: OrderRecord; payment: PaymentRow; user: Buyer }> {
  if (!isId(orderId) || !isId(userId)) throw notFound(ORDER_NOT_FOUND);
  return app.db.transaction(async (tx) => {
    const order = await lockUserOrder(tx, userId, orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (isPaid(order.status)) throw conflict(ORDER_ALREADY_PAID);
    if (!isPayable(order.status, order.expiresAt)) throw conflict(ORDER_NOT_PAYABLE);

    const attempts = await countPayments(tx, order.id);
    const payment = await insertPayment(tx, {
      orderId: order.id,
      userId,
      provider,
      status: 'Started',
      reference: `${order.identifier}-${attempts + 1}`,
      amount: order.totalAmount,
    });
    // The order's side of a payment starting: Pending.
    const pending = await moveOrder(tx, order, 'Pending', 'client');
    const user = await findBuyer(tx, userId);
    return { order: pending, payment, user };
  });
}

/**
 * Applies what the provider verifiably said about `payment` (fulfilment.ts): idempotent and safe under
 * concurrency, as the order row is locked for the whole change.
 * - completed with the amount asked: the order is paid and delivered exactly once (a second payment completing
 *   for an order already paid is recorded and flagged for refund; an order that expired meanwhile takes its
 *   stock again, or is flagged for refund when it cannot);
 * - completed with another amount: nothing delivered, the payment Failed ('amount mismatch'), logged as forged;
 * - failed: the payment Failed; the order Failed and its stock released once (unless paid, or still being paid
 *   by another Started payment);
 * - cancelled (the buyer left the provider without paying): the payment Cancelled; the order Initiated again,
 *   stock still held, payable by any method until it expires (Cancelled and stock released once when it already
 *   expired; unchanged when paid or still being paid by another Started payment);
 * - pending: only last_checked_at.
 * A completed payment the order cannot keep (paid already, cancelled by an admin, or too late with the stock
 * gone) is due for refund by a day the buyer is told and mailed (issue 36): `notKept`.
 * `status` is the order's status afterwards; `delivered` is true when the order is paid and delivered (by this
 * call or an earlier one), so replays answer the same.
 */
export async function settlePayment(
  app: FastifyInstance,
  payment: PaymentRow,
  outcome: VerifiedOutcome,
): Promise<Settled> {
  const result = await settleOutcome(app, payment, outcome);
  if (result.forged) logForgery(app, payment.provider, result.forged);
  return {
    status: result.status,
    delivered: result.delivered,
    ...(result.notKept ? { notKept: true as const } : {}),
  };
}

/** The order after a settlement; `notKept` when this payment completed but is due for refund (issue 36). */
export interface Settled {
  status: OrderStatus;
  delivered: boolean;
  notKept?: true;
}

/** Where the browser goes after a verified, delivered payment. */
export function confirmedUrl(app: FastifyInstance, order: OrderRecord, payment: PaymentRow): string {
  const query = new URLSearchParams({
    PRN: payment.reference,
    AMT: String(toRupees(payment.amount)),
    order_id: order.id,
  });
  return `${app.config.APP_URL}/checkout/confirmed?${query.toString()}`;
}

/**
 * Where the browser goes after a failed or unverifiable payment: ORDER FAILED!!, told which order (when the
 * payment is known to be this buyer's), so its Go to Checkout can lead back to that order while it is payable.
 */
export function failedUrl(app: FastifyInstance, order?: Pick<OrderRecord, 'id'>): string {
  const query = order ? `?${new URLSearchParams({ order_id: order.id }).toString()}` : '';
  return `${app.config.APP_URL}/checkout/failed${query}`;
}

/** Where the browser goes after the buyer cancelled at the provider: the same order's payment page, calmly. */
export function cancelledUrl(app: FastifyInstance, order: Pick<OrderRecord, 'id'>): string {
  const query = new URLSearchParams({ order_id: order.id, payment: 'cancelled' });
  return `${app.config.APP_URL}/cart/checkout?${query.toString()}`;
}

/**
 * Where the browser goes once a payment of `order` has been settled (`result`, settlePayment's answer):
 * the confirmed page when delivered or when this payment was taken but not kept (that page says it will be
 * refunded, and by when: issue 36); back to the order's payment page when the buyer cancelled (`cancelled`) and the
 * order can still be paid; else ORDER FAILED!! for that order.
 */
export function resultUrl(
  app: FastifyInstance,
  order: OrderRecord,
  payment: PaymentRow,
  result: Settled,
  cancelled: boolean,
): string {
  if (result.delivered || result.notKept || payment.refundDueBy) return confirmedUrl(app, order, payment);
  if (cancelled && isPayable(result.status, order.expiresAt)) return cancelledUrl(app, order);
  return failedUrl(app, order);
}

const SECRET_KEY = /secret|password|token|authorization|key$/i;

/**
 * Logs a callback or status answer that did not verify (bad signature, a lookup that disagrees, another
 * amount) as a warning. Fields whose names look like secrets are left out.
 */
export function logForgery(
  app: FastifyInstance,
  provider: ProviderId,
  details: Record<string, unknown>,
): void {
  const safe = Object.fromEntries(Object.entries(details).filter(([k]) => !SECRET_KEY.test(k)));
  app.log.warn({ provider, ...safe }, 'payment not verified: possible forged callback, nothing delivered');
}
