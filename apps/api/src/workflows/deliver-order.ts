import type { FastifyInstance } from 'fastify';
import type { AuditActor } from '../features/audit/audit.service';
import {
  deliverLines,
  getAdminOrder,
  ORDER_ADMIN_MESSAGES,
  orderBuyer,
} from '../features/orders/orders-admin.service';
import { orderPayments } from '../features/payments/order-payments';
import { lineTitle, shopDecisionMail } from '../features/shop-desk/shop-desk-mails';

/**
 * POST /staff/orders/{id}/deliver (issue 19): an admin marks product lines of a paid order delivered (orders:
 * the lines, the order Delivered with its last one, the audit entry) and the buyer's mail of it is written to the
 * outbox, in one transaction (decision 038). The reply: the message and the order as admins read it.
 */
export async function deliverOrder(app: FastifyInstance, staff: AuditActor, id: string, lines?: string[]) {
  const done = await app.db.transaction(async (tx) => {
    const delivered = await deliverLines(tx, id, staff, lines);
    const order = await orderBuyer(tx, delivered.orderId);
    const decision = {
      kind: 'delivered',
      complete: delivered.complete,
      lines: delivered.lines.map(lineTitle),
    } as const;
    if (order) await app.mailer.enqueue(tx, shopDecisionMail(app.config.APP_URL, order, decision));
    return delivered;
  });
  app.mailer.kick();
  return {
    message: done.complete
      ? ORDER_ADMIN_MESSAGES.delivered
      : ORDER_ADMIN_MESSAGES.linesDelivered(done.lines.length),
    order: await getAdminOrder(app.db, done.orderId, orderPayments),
  };
}
