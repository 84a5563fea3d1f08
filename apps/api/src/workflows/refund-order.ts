import type { FastifyInstance } from 'fastify';
import type { AuditActor } from '../features/audit/audit.service';
import {
  getAdminOrder,
  ORDER_ADMIN_MESSAGES,
  orderBuyer,
  recordRefund,
  recordReturnRefund,
  type RefundInput,
  type ReturnRefundInput,
} from '../features/orders/orders-admin.service';
import { orderPayments } from '../features/payments/order-payments';
import { lineTitle, shopDecisionMail, type ShopDecision } from '../features/shop-desk/shop-desk-mails';

/** The refund route's body: a flagged refund (provider_ref) or a refund for a return (reason; issue 36). */
export type RefundBody = Omit<RefundInput, 'provider_ref'> & {
  provider_ref?: string;
  reason?: string;
  lines?: ReturnRefundInput['lines'];
  restock: boolean;
};

/**
 * POST /staff/orders/{id}/refund: an admin records a refund, in one transaction with the buyer's mail of it
 * (decision 025). With provider_ref, the refund a flagged order owes (orders, bounded by what its completed
 * payments took: payments); without, a refund for goods given back (issue 36: recorded, restocked if asked).
 * The reply: the message and the order as admins read it.
 */
export async function refundOrder(app: FastifyInstance, staff: AuditActor, id: string, body: RefundBody) {
  const { provider_ref: providerRef } = body;
  const done = await app.db.transaction(async (tx) => {
    let decision: ShopDecision;
    let orderId: string;
    if (providerRef === undefined) {
      const reason = (body.reason ?? '').trim();
      const d = await recordReturnRefund(tx, id, staff, { ...body, reason: body.reason ?? '' });
      orderId = d.orderId;
      decision = {
        kind: 'returned',
        amount: d.amount,
        reason,
        whole: d.whole,
        lines: d.lines.map((l) => lineTitle({ ...l.line, unit: l.units })),
      };
    } else {
      const d = await recordRefund(tx, id, staff, { ...body, provider_ref: providerRef }, orderPayments);
      orderId = d.orderId;
      decision = { kind: 'refunded', amount: d.amount, providerRef: providerRef.trim() };
    }
    const order = await orderBuyer(tx, orderId);
    if (order) await app.mailer.enqueue(tx, shopDecisionMail(app.config.APP_URL, order, decision));
    return { orderId };
  });
  app.mailer.kick();
  return {
    message: ORDER_ADMIN_MESSAGES.refundRecorded,
    order: await getAdminOrder(app.db, done.orderId, orderPayments),
  };
}
