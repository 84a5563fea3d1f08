import type { FastifyInstance } from 'fastify';
import type { AuditActor } from '../features/audit/audit.service';
import {
  cancelUnpaidOrder,
  getAdminOrder,
  ORDER_ADMIN_MESSAGES,
  orderBuyer,
} from '../features/orders/orders-admin.service';
import { orderPayments } from '../features/payments/order-payments';
import { shopDecisionMail } from '../features/shop-desk/shop-desk-mails';

/**
 * POST /staff/orders/{id}/cancel (issue 19): an admin cancels an unpaid order with a reason (orders: Cancelled,
 * its stock back once, the audit entry) and the buyer's mail of it is written to the outbox, in one transaction
 * (decision 025). The reply: the message and the order as admins read it.
 */
export async function cancelOrder(app: FastifyInstance, staff: AuditActor, id: string, reason: string) {
  const done = await app.db.transaction(async (tx) => {
    const cancelled = await cancelUnpaidOrder(tx, id, staff, reason);
    const order = await orderBuyer(tx, cancelled.orderId);
    const decision = { kind: 'cancelled', reason: reason.trim(), paying: cancelled.paying } as const;
    if (order) await app.mailer.enqueue(tx, shopDecisionMail(app.config.APP_URL, order, decision));
    return cancelled;
  });
  app.mailer.kick();
  return {
    message: ORDER_ADMIN_MESSAGES.cancelled,
    order: await getAdminOrder(app.db, done.orderId, orderPayments),
  };
}
