import type { FastifyInstance } from 'fastify';
import { lockOrder, moveOrder } from '../features/orders/orders.service';
import { hasOtherStartedPayment, movePayment } from '../features/payments/payment-service';
import type { PaymentRow } from '../features/payments/providers/provider';

/**
 * The payment recovery job's last word on a payment the provider still calls pending long after its order
 * expired, in one transaction holding the order's row lock: the payment is Cancelled ('expired', payments) and,
 * when nothing else is paying it, the order expires (Cancelled, stock given back once; orders). A payment already
 * settled otherwise is left as it is. True when the payment was cancelled now.
 */
export async function expirePayment(
  app: FastifyInstance,
  payment: PaymentRow,
  now = new Date(),
): Promise<boolean> {
  return app.db.transaction(async (tx) => {
    const order = await lockOrder(tx, payment.orderId);
    if (!order) return false;
    // Only a payment still Started: one settled meanwhile is left as it ended.
    const cancelled = await movePayment(tx, { id: payment.id, status: 'Started' }, 'Cancelled', {
      failureReason: 'expired',
      lastCheckedAt: now,
    });
    if (!cancelled) return false;
    if (
      (order.status === 'Initiated' || order.status === 'Pending') &&
      order.expiresAt < now &&
      !(await hasOtherStartedPayment(tx, order.id, payment.id))
    )
      await moveOrder(tx, order, 'Cancelled', 'system', { releaseStock: true });
    return true;
  });
}
