import type { FastifyInstance } from 'fastify';
import { toRupees } from '@oxstrength/shared/money';
import { isPayable, PAYMENT_MACHINE, type OrderStatus, type PaymentStatus } from '@oxstrength/shared/status';
import type { Tx } from '../../db/client';
import { transitionIfStill } from '../../lib/transition';
import { updatePaymentIfStill } from './payment-moves.repository';
import { countPayments, insertPayment } from './payments.repository';
import type { OrderRecord, PaymentRow, ProviderId } from './providers/provider';

/*
 * What the payment workflows (workflows/start-payment.ts, settle-payment.ts, pay-order.ts, recover-payments.ts)
 * read and write of the payments area, and of the orders and buyers payments are for.
 */
export {
  findBuyer,
  findPaymentByReference,
  latestPayment,
  storeProviderRef,
  type Buyer,
} from './payments.repository';
export { findUnsettledPayments, findUserOrder, lockUserOrder, orderOfPayment } from './payment-orders';
export {
  findPayment,
  hasOtherStartedPayment,
  setRefundDue,
  touchStartedPayment,
} from './payment-moves.repository';

/**
 * The provider-independent side of payments: a payment's start and moves, where the browser goes next and how a
 * return that does not verify is logged. The payment workflows run these for every provider; queries are in
 * payments.repository.ts and payment-moves.repository.ts.
 */

export const ORDER_NOT_FOUND = 'Order not found';
export const ORDER_ALREADY_PAID = 'This order has already been paid';
export const ORDER_NOT_PAYABLE = 'This order can no longer be paid';

/** A new Started payment of `order` for its whole total, referenced `<order identifier>-<n>` (n counts its attempts). */
export async function addPayment(
  tx: Tx,
  order: Pick<OrderRecord, 'id' | 'identifier' | 'totalAmount'>,
  userId: string,
  provider: ProviderId,
): Promise<PaymentRow> {
  const attempts = await countPayments(tx, order.id);
  return insertPayment(tx, {
    orderId: order.id,
    userId,
    provider,
    status: 'Started',
    reference: `${order.identifier}-${attempts + 1}`,
    amount: order.totalAmount,
  });
}

/**
 * The one write of payments.status after a payment was started: `payment`, still in the status it was read in
 * (under its order's row lock), becomes `to` with the other columns in `set`, through `transitionIfStill`
 * (lib/transition.ts) with PAYMENT_MACHINE (a move it does not allow throws: a bug). The payment as written, or
 * undefined when its status had changed.
 */
export async function movePayment(
  tx: Tx,
  payment: Pick<PaymentRow, 'id' | 'status'>,
  to: PaymentStatus,
  set: Partial<Omit<PaymentRow, 'id' | 'status'>>,
): Promise<PaymentRow | undefined> {
  // A provider's report is the system's move and leaves no audit entry (none was ever written for it).
  return transitionIfStill(tx, {
    machine: PAYMENT_MACHINE,
    row: `payment ${payment.id}`,
    from: payment.status,
    to,
    by: 'system',
    write: () => updatePaymentIfStill(tx, payment.id, payment.status, to, set),
    audit: null,
  });
}

/**
 * The order after a settlement (workflows/settle-payment.ts); `notKept` when this payment completed but is due for
 * refund (issue 36).
 */
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
 * Where the browser goes once a payment of `order` has been settled (`result`, settlePayment's answer,
 * workflows/settle-payment.ts):
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
