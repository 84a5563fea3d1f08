import type { FastifyInstance } from 'fastify';
import type { StaffAction } from '@oxstrength/shared/policy';
import type { CatalogueKind } from '@oxstrength/shared/schemas/staff-orders';
import {
  cancelUnpaidOrder,
  countOrdersInbox,
  deliverOrder,
  exportAdminOrdersCsv,
  getAdminOrder,
  listAdminOrders,
  ORDER_ADMIN_MESSAGES,
  orderBuyer,
  recordRefund,
  recordReturnRefund,
  type AdminOrderQuery,
  type RefundInput,
  type ReturnRefundInput,
} from '../orders/orders-admin.service';
import {
  countLowStock,
  listStaffProducts,
  listStaffSizes,
  priceSize,
  PRODUCT_ADMIN_MESSAGES,
  publishProduct,
  restockSize,
} from '../products/products-admin.service';
import { orderPayments } from '../payments/order-payments';
import { listStaffProgrammes, publishProgramme } from '../programmes/programmes-admin.service';
import { listStaffTemplates, publishTemplate } from '../templates/templates-admin.service';
import type { AuditActor } from '../audit/audit.service';
import { requireAction, type StaffCaller } from '../../lib/staff-caller';
import { shopDecisionMail } from './shop-staff-mails';

/**
 * The admins' shop workspace (issue 19): each step passes the one policy check (can(), admins only: a trainer
 * gets 403), runs the owning area's function (which writes its audit entry in its transaction) and, where the
 * buyer should know, writes their mail to the outbox in that same transaction.
 */

export const SHOP_STAFF_MESSAGES = {
  published: (title: string) => `${title} is published`,
  unpublished: (title: string) => `${title} is no longer published`,
} as const;

/** The caller, once the policy allows `action`, as the areas record who acted. */
function allowed(caller: StaffCaller, action: StaffAction): AuditActor {
  requireAction(caller, action);
  return { actor: caller.actor, userId: caller.id };
}

export function listOrders(
  app: FastifyInstance,
  caller: StaffCaller,
  q: AdminOrderQuery & { page: number; resultsPerPage: number },
) {
  allowed(caller, 'order.list');
  return listAdminOrders(app.db, q);
}

export function exportOrders(app: FastifyInstance, caller: StaffCaller, q: AdminOrderQuery) {
  allowed(caller, 'order.export');
  return exportAdminOrdersCsv(app.db, q);
}

export function readOrder(app: FastifyInstance, caller: StaffCaller, id: string) {
  allowed(caller, 'order.read');
  return getAdminOrder(app.db, id, orderPayments);
}

/** The inbox's counts for admins: orders to deliver, refunds to record, sizes low on stock. */
export async function shopCounts(app: FastifyInstance, caller: StaffCaller) {
  allowed(caller, 'order.list');
  const [orders, lowStock] = await Promise.all([countOrdersInbox(app.db), countLowStock(app.db)]);
  return { to_deliver: orders.toDeliver, refund_required: orders.refundRequired, low_stock: lowStock };
}

const lineTitle = (l: { unit: number; snapshot: { title: string; size: { size: string } | null } }) =>
  `${l.snapshot.title}${l.snapshot.size ? ` (${l.snapshot.size.size})` : ''} × ${l.unit}`;

export async function deliver(app: FastifyInstance, caller: StaffCaller, id: string, lines?: string[]) {
  const staff = allowed(caller, 'order.deliver');
  // The delivery and the buyer's mail of it commit together (decision 038).
  const done = await app.mailer.transaction(async (tx) => {
    const delivered = await deliverOrder(tx, id, staff, lines);
    const order = await orderBuyer(tx, delivered.orderId);
    const decision = {
      kind: 'delivered',
      complete: delivered.complete,
      lines: delivered.lines.map(lineTitle),
    } as const;
    if (order) await app.mailer.enqueue(tx, shopDecisionMail(app.config.APP_URL, order, decision));
    return delivered;
  });
  return {
    message: done.complete
      ? ORDER_ADMIN_MESSAGES.delivered
      : ORDER_ADMIN_MESSAGES.linesDelivered(done.lines.length),
    order: await getAdminOrder(app.db, done.orderId, orderPayments),
  };
}

export async function cancel(app: FastifyInstance, caller: StaffCaller, id: string, reason: string) {
  // The cancel mail is written to the outbox in the cancel's transaction (decision 025).
  const done = await cancelUnpaidOrder(app.db, id, allowed(caller, 'order.cancel'), reason, async (tx, d) => {
    const order = await orderBuyer(tx, d.orderId);
    if (!order) return;
    const decision = { kind: 'cancelled', reason: reason.trim(), paying: d.paying } as const;
    await app.mailer.enqueue(tx, shopDecisionMail(app.config.APP_URL, order, decision));
  });
  app.mailer.kick();
  return {
    message: ORDER_ADMIN_MESSAGES.cancelled,
    order: await getAdminOrder(app.db, done.orderId, orderPayments),
  };
}

/** The refund route's body: a flagged refund (provider_ref) or a refund for a return (reason; issue 36). */
export type RefundBody = Omit<RefundInput, 'provider_ref'> & {
  provider_ref?: string;
  reason?: string;
  lines?: ReturnRefundInput['lines'];
  restock: boolean;
};

export async function refund(app: FastifyInstance, caller: StaffCaller, id: string, body: RefundBody) {
  const staff = allowed(caller, 'order.refund');
  const { provider_ref: providerRef } = body;
  if (providerRef === undefined) return refundReturn(app, staff, id, { ...body, reason: body.reason ?? '' });
  const input = { ...body, provider_ref: providerRef };
  // The refund mail is written to the outbox in the refund's transaction, so it cannot be lost (decision 025).
  const done = await recordRefund(app.db, id, staff, input, orderPayments, async (tx, d) => {
    const order = await orderBuyer(tx, d.orderId);
    if (!order) return;
    const decision = { kind: 'refunded', amount: d.amount, providerRef: input.provider_ref.trim() } as const;
    await app.mailer.enqueue(tx, shopDecisionMail(app.config.APP_URL, order, decision));
  });
  app.mailer.kick();
  return {
    message: ORDER_ADMIN_MESSAGES.refundRecorded,
    order: await getAdminOrder(app.db, done.orderId, orderPayments),
  };
}

/** A refund for goods given back (issue 36): recorded, restocked if asked, mailed in its transaction. */
async function refundReturn(app: FastifyInstance, staff: AuditActor, id: string, input: ReturnRefundInput) {
  const done = await recordReturnRefund(app.db, id, staff, input, async (tx, d) => {
    const order = await orderBuyer(tx, d.orderId);
    if (!order) return;
    const decision = {
      kind: 'returned',
      amount: d.amount,
      reason: input.reason.trim(),
      whole: d.whole,
      lines: d.lines.map((l) => lineTitle({ ...l.line, unit: l.units })),
    } as const;
    await app.mailer.enqueue(tx, shopDecisionMail(app.config.APP_URL, order, decision));
  });
  app.mailer.kick();
  return {
    message: ORDER_ADMIN_MESSAGES.refundRecorded,
    order: await getAdminOrder(app.db, done.orderId, orderPayments),
  };
}

export function listSizes(
  app: FastifyInstance,
  caller: StaffCaller,
  q: { q?: string; low?: boolean; page: number; resultsPerPage: number },
) {
  allowed(caller, 'catalogue.read');
  return listStaffSizes(app.db, q);
}

export async function restock(app: FastifyInstance, caller: StaffCaller, sizeId: string, units: number) {
  const size = await restockSize(app.db, sizeId, allowed(caller, 'product.restock'), units);
  return { message: PRODUCT_ADMIN_MESSAGES.restocked(units, size), size };
}

export async function price(
  app: FastifyInstance,
  caller: StaffCaller,
  sizeId: string,
  prices: { price: number; discounted_price: number },
) {
  const size = await priceSize(app.db, sizeId, allowed(caller, 'product.price'), prices);
  return { message: PRODUCT_ADMIN_MESSAGES.priced(size), size };
}

export function listCatalogue(
  app: FastifyInstance,
  caller: StaffCaller,
  kind: CatalogueKind,
  q: { q?: string; page: number; resultsPerPage: number },
) {
  allowed(caller, 'catalogue.read');
  if (kind === 'product') return listStaffProducts(app.db, q);
  if (kind === 'template') return listStaffTemplates(app.db, q);
  return listStaffProgrammes(app.db, kind, q);
}

export async function publish(
  app: FastifyInstance,
  caller: StaffCaller,
  kind: CatalogueKind,
  id: string,
  published: boolean,
) {
  const staff = allowed(caller, 'catalogue.publish');
  const item =
    kind === 'product'
      ? await publishProduct(app.db, id, staff, published)
      : kind === 'template'
        ? await publishTemplate(app.db, id, staff, published)
        : await publishProgramme(app.db, kind, id, staff, published);
  return {
    message: item.published
      ? SHOP_STAFF_MESSAGES.published(item.title)
      : SHOP_STAFF_MESSAGES.unpublished(item.title),
    item,
  };
}
