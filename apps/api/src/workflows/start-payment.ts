import type { FastifyInstance } from 'fastify';
import { isPaid, isPayable } from '@oxstrength/shared/status';
import { conflict, notFound } from '../lib/errors';
import { isId } from '../lib/path-id';
import { moveOrder } from '../features/orders/orders.service';
import {
  addPayment,
  findBuyer,
  lockUserOrder,
  ORDER_ALREADY_PAID,
  ORDER_NOT_FOUND,
  ORDER_NOT_PAYABLE,
  type Buyer,
} from '../features/payments/payment-service';
import type { OrderRecord, PaymentRow, ProviderId } from '../features/payments/providers/provider';

/**
 * Starts one attempt to pay the caller's order with `provider` (an order whose earlier attempts were cancelled
 * is Initiated again and takes a new attempt with any provider), in one transaction holding the order's row lock:
 * a Started payment is inserted for its whole total, referenced `<order identifier>-<n>` (n counts the order's
 * attempts over every provider, so references are unique; payments), and the order becomes Pending (orders).
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

    const payment = await addPayment(tx, order, userId, provider);
    // The order's side of a payment starting: Pending.
    const pending = await moveOrder(tx, order, 'Pending', 'client');
    const user = await findBuyer(tx, userId);
    return { order: pending, payment, user };
  });
}
