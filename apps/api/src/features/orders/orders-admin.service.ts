import type {
  StaffOrder,
  StaffOrderDetail,
  StaffOrderLine,
  StaffRefund,
} from '@oxstrength/shared/contracts/staff-orders';
import { formatRs, toPaisa, toRupees } from '@oxstrength/shared/money';
import type { StaffOrderState } from '@oxstrength/shared/schemas/staff-orders';
import {
  canMove,
  isPaid,
  ORDER_FILTERS,
  REFUND_MACHINE,
  refundStatus,
  type OrderFilter,
} from '@oxstrength/shared/status';
import type { Db, Tx } from '../../db/client';
import { conflict, invalidField, notFound } from '../../lib/errors';
import { iso, pageInfo } from '../../lib/reply';
import { lineJson } from '../cart/cart-lines';
import { isId } from '../categories/catalogue-query';
import { orderPayments } from '../payments/order-payments';
import { recordAudit, type AuditActor } from '../staff/audit.service';
import { userContact } from '../users/users.service';
import {
  clearRefundRequired,
  countAdminInbox,
  findAdminOrder,
  findAdminOrderPage,
  findOrderRefunds,
  insertOrderRefund,
  markLinesDelivered,
  type AdminOrderFilter,
  type AdminOrderListRow,
} from './orders-admin.repository';
import { findOrderLines, lockOrder, type OrderLineRow, type OrderRecord } from './orders.repository';
import { moveOrder } from './orders.service';

/**
 * The admins' side of orders (issue 19; the staff area gives these routes under /staff and checks the policy):
 * finding orders, delivering their product lines, cancelling an unpaid one, and recording a refund. Every
 * write locks the order's row first (so it takes turns with payments settling and the expiry job), moves the
 * order only through moveOrder (the ORDER_MACHINE of status.ts) and writes its audit entry in the same
 * transaction. Mails go out from the staff area once the transaction committed.
 */

export const ORDER_ADMIN_MESSAGES = {
  notFound: 'Order not found',
  delivered: 'Order marked as delivered',
  linesDelivered: (n: number) =>
    n === 1 ? '1 product line marked as delivered' : `${n} product lines marked as delivered`,
  notPaid: (status: string) => `Only a paid (Active) order can be delivered; this one is ${status}`,
  alreadyDelivered: 'This order is already delivered',
  lineDelivered: 'This product line is already delivered',
  noProducts: 'This order has no products to deliver: what it bought was delivered at payment',
  lineNotFound: 'Order line not found',
  cancelled: 'Order cancelled',
  cannotCancel: (status: string) => `This order is ${status}: only unpaid orders can be cancelled`,
  refundRecorded: 'Refund recorded',
  noRefundOwed: 'This order has no refund to record',
  amountTooHigh: (max: string) => `Amount cannot be more than the ${max} paid`,
  paymentNotCompleted: 'Choose a completed payment of this order',
} as const;
const M = ORDER_ADMIN_MESSAGES;

/** Who acts (the staff area's caller): recorded in the audit log. */
export type OrderStaff = AuditActor;

/** Nepal's offset from UTC: a day filter runs from midnight in Nepal. */
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const nepalMidnight = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - NEPAL_OFFSET_MS);

export interface AdminOrderQuery {
  status?: StaffOrderState;
  provider?: AdminOrderFilter['provider'];
  from?: string;
  to?: string;
  q?: string;
}

function filterOf(q: AdminOrderQuery): AdminOrderFilter {
  const status = q.status;
  return {
    statuses:
      status && status !== 'to_deliver' && status !== 'refund_required'
        ? ORDER_FILTERS[status as OrderFilter]
        : undefined,
    toDeliver: status === 'to_deliver',
    refundRequired: status === 'refund_required',
    provider: q.provider,
    from: q.from ? nepalMidnight(q.from) : undefined,
    before: q.to ? new Date(nepalMidnight(q.to).getTime() + DAY_MS) : undefined,
    q: q.q || undefined,
  };
}

/** The inbox lists show what waits longest first; the other lists newest first. */
const oldestFirst = (q: AdminOrderQuery) => q.status === 'to_deliver' || q.status === 'refund_required';

function toStaffOrder(r: AdminOrderListRow): StaffOrder {
  const o = r.order;
  return {
    _id: o.id,
    identifier: o.identifier,
    status: o.status,
    buyer: { _id: r.buyer.id, name: r.buyer.name, email: r.buyer.email },
    total_amount: toRupees(o.totalAmount),
    lines: r.lines,
    to_deliver: o.status === 'Active' ? r.toDeliver : 0,
    providers: (r.providers ? r.providers.split(',') : []) as StaffOrder['providers'],
    refund_status: refundStatus({ refundRequired: o.refundRequired, refunds: r.refunds }),
    createdAt: iso(o.createdAt)!,
    paid_at: iso(o.paidAt),
  };
}

/** GET /staff/orders: a page of every buyer's orders matching the filters. */
export async function listAdminOrders(db: Db, q: AdminOrderQuery & { page: number; resultsPerPage: number }) {
  const { rows, total } = await findAdminOrderPage(db, filterOf(q), {
    limit: q.resultsPerPage,
    offset: (q.page - 1) * q.resultsPerPage,
    oldestFirst: oldestFirst(q),
  });
  return { orders: rows.map(toStaffOrder), ...pageInfo(q.page, q.resultsPerPage, total) };
}

/** The most rows one CSV export holds (narrow the filters for more). */
export const ORDERS_EXPORT_MAX = 5000;

const CSV_HEADER = [
  'Order',
  'Placed at',
  'Status',
  'Buyer',
  'Email',
  'Total (Rs.)',
  'Lines',
  'To deliver',
  'Providers',
  'Refund',
  'Paid at',
];

/** One CSV field: quoted when needed, and a leading = + - @ made inert so a spreadsheet never runs it. */
const csvField = (value: string | number | null) => {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** GET /staff/orders/export: the filtered orders as CSV (at most ORDERS_EXPORT_MAX, in the list's order). */
export async function exportAdminOrdersCsv(db: Db, q: AdminOrderQuery): Promise<string> {
  const { rows } = await findAdminOrderPage(db, filterOf(q), {
    limit: ORDERS_EXPORT_MAX,
    offset: 0,
    oldestFirst: oldestFirst(q),
  });
  const lines = [CSV_HEADER.map(csvField).join(',')];
  for (const r of rows.map(toStaffOrder))
    lines.push(
      [
        r.identifier,
        r.createdAt,
        r.status,
        r.buyer.name,
        r.buyer.email,
        r.total_amount.toFixed(2),
        r.lines,
        r.to_deliver,
        r.providers.join(' '),
        r.refund_status,
        r.paid_at,
      ]
        .map(csvField)
        .join(','),
    );
  return `${lines.join('\r\n')}\r\n`;
}

/** The inbox's counts of orders waiting for an admin. */
export const countOrdersInbox = (db: Db) => countAdminInbox(db);

/** A line as admins read it: a product line when it was delivered, any other line when the order was paid. */
const staffLineJson = (line: OrderLineRow, order: OrderRecord): StaffOrderLine => ({
  ...lineJson(line),
  delivered_at:
    line.onModel === 'Product'
      ? iso(line.deliveredAt)
      : isPaid(order.status) && order.paidAt
        ? iso(order.paidAt)
        : null,
});

/** GET /staff/orders/{id}: 404 alike for a malformed and a missing id. */
export async function getAdminOrder(db: Db | Tx, orderId: string): Promise<StaffOrderDetail> {
  const row = isId(orderId) ? await findAdminOrder(db, orderId) : undefined;
  if (!row) throw notFound(M.notFound);
  const o = row.order;
  const [lines, paid, refunds] = await Promise.all([
    findOrderLines(db, o.id),
    orderPayments(db, o.id),
    findOrderRefunds(db, o.id),
  ]);
  const people = new Map<string, StaffRefund['user']>();
  for (const id of new Set(refunds.map((r) => r.userId).filter((id): id is string => id !== null))) {
    const user = await userContact(db, id);
    people.set(id, user ? { _id: user.id, name: user.name, email: user.email } : null);
  }
  return {
    ...toStaffOrder(row),
    carts: lines.map((l) => staffLineJson(l, o)),
    sub_total: toRupees(o.subTotal),
    coupon_code: o.couponCode,
    coupon_discount_amount: toRupees(o.couponDiscountAmount),
    delivery_address: o.deliveryAddress ?? null,
    remarks: o.remarks,
    expires_at: iso(o.expiresAt)!,
    stock_released: o.stockReleased,
    payments: paid.payments,
    refunds: refunds.map((r) => ({
      _id: r.id,
      amount: toRupees(r.amount),
      provider_ref: r.providerRef,
      note: r.note,
      payment: r.paymentId,
      user: r.userId ? (people.get(r.userId) ?? null) : null,
      createdAt: iso(r.createdAt)!,
    })),
  };
}

async function lockForStaff(tx: Tx, orderId: string): Promise<OrderRecord> {
  const order = isId(orderId) ? await lockOrder(tx, orderId) : undefined;
  if (!order) throw notFound(M.notFound);
  return order;
}

const auditOrder = (
  tx: Tx,
  staff: OrderStaff,
  action: string,
  orderId: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) =>
  recordAudit(tx, {
    userId: staff.userId,
    role: staff.actor,
    action,
    recordType: 'order',
    recordId: orderId,
    before,
    after,
  });

export interface Delivered {
  orderId: string;
  /** The order became Delivered (its last product line). */
  complete: boolean;
  /** The lines marked now. */
  lines: OrderLineRow[];
}

/**
 * Marks product lines of a paid (Active) order delivered: `lineIds`, or every one not delivered yet. Once none
 * is left the order becomes Delivered (admin, ORDER_MACHINE). 409 for an order not paid, already Delivered, or
 * without products (delivered at payment), or a line already delivered; 422 for a line not of this order.
 */
export async function deliverOrder(
  db: Db,
  orderId: string,
  staff: OrderStaff,
  lineIds?: string[],
  now = new Date(),
): Promise<Delivered> {
  return db.transaction(async (tx) => {
    const order = await lockForStaff(tx, orderId);
    if (order.status === 'Delivered') throw conflict(M.alreadyDelivered);
    if (order.status !== 'Active') throw conflict(M.notPaid(order.status));
    const products = (await findOrderLines(tx, order.id)).filter((l) => l.onModel === 'Product');
    if (products.length === 0) throw conflict(M.noProducts);
    const pending = products.filter((l) => l.deliveredAt === null);
    const chosen = lineIds ? [...new Set(lineIds.map((id) => id.trim()))] : pending.map((l) => l.id);
    if (lineIds && chosen.length === 0) throw invalidField('lines', M.lineNotFound);
    for (const id of chosen) {
      const line = products.find((l) => l.id === id);
      if (!line) throw invalidField('lines', M.lineNotFound);
      if (line.deliveredAt !== null) throw conflict(M.lineDelivered);
    }
    await markLinesDelivered(tx, order.id, chosen, now);
    const left = pending.length - chosen.length;
    const moved = left === 0 ? await moveOrder(tx, order, 'Delivered', 'admin') : order;
    await auditOrder(
      tx,
      staff,
      'order.deliver',
      order.id,
      { status: order.status, lines_to_deliver: pending.length, lines_delivered: [] },
      { status: moved.status, lines_to_deliver: left, lines_delivered: chosen },
    );
    return {
      orderId: order.id,
      complete: left === 0,
      lines: products.filter((l) => chosen.includes(l.id)),
    };
  });
}

/**
 * Cancels an unpaid order (Initiated or Pending) with a reason: Cancelled, its stock given back exactly once.
 * It takes turns with the expiry job on the order's row lock: the job skips an order locked here (SKIP LOCKED)
 * and never picks a Cancelled one; an order the job cancelled first answers 409 here. A paid, delivered,
 * failed or cancelled order answers 409.
 */
export async function cancelUnpaidOrder(
  db: Db,
  orderId: string,
  staff: OrderStaff,
  reason: string,
): Promise<{ orderId: string }> {
  return db.transaction(async (tx) => {
    const order = await lockForStaff(tx, orderId);
    if (order.status !== 'Initiated' && order.status !== 'Pending')
      throw conflict(M.cannotCancel(order.status));
    const moved = await moveOrder(tx, order, 'Cancelled', 'admin', { releaseStock: true });
    await auditOrder(
      tx,
      staff,
      'order.cancel',
      order.id,
      { status: order.status, stock_released: order.stockReleased, reason: null },
      { status: moved.status, stock_released: moved.stockReleased, reason: reason.trim() },
    );
    return { orderId: order.id };
  });
}

export interface RefundInput {
  /** Rupees. */
  amount: number;
  provider_ref: string;
  note: string;
  payment?: string;
}

/**
 * Records the refund an order owes (refund_required: Required, REFUND_MACHINE) as made at the provider: the
 * amount (rupees, at most what its completed payments took), the provider's reference, a note, who and when.
 * The order no longer owes it (Refunded, shown to the buyer). 409 when it owes none (already recorded too).
 */
export async function recordRefund(
  db: Db,
  orderId: string,
  staff: OrderStaff,
  input: RefundInput,
  /** Runs in the refund's transaction once it is recorded (the staff area writes the buyer's mail there). */
  within?: (tx: Tx, done: { orderId: string; amount: number }) => Promise<void>,
): Promise<{ orderId: string; amount: number }> {
  return db.transaction(async (tx) => {
    const order = await lockForStaff(tx, orderId);
    if (!order.refundRequired || !canMove(REFUND_MACHINE, 'Required', 'Refunded', staff.actor))
      throw conflict(M.noRefundOwed);
    const paid = await orderPayments(tx, order.id);
    const payment = input.payment?.trim();
    if (payment !== undefined && payment !== '' && !paid.completedIds.has(payment))
      throw invalidField('payment', M.paymentNotCompleted);
    const amount = toPaisa(input.amount);
    if (amount > paid.paidAmount)
      throw invalidField('amount', M.amountTooHigh(formatRs(toRupees(paid.paidAmount))));
    const refund = await insertOrderRefund(tx, {
      orderId: order.id,
      paymentId: payment || null,
      amount,
      providerRef: input.provider_ref.trim(),
      note: input.note.trim(),
      userId: staff.userId,
    });
    await clearRefundRequired(tx, order.id);
    await auditOrder(
      tx,
      staff,
      'order.refund',
      order.id,
      { refund_status: 'Required', refund: null },
      {
        refund_status: 'Refunded',
        refund: {
          _id: refund.id,
          amount: toRupees(amount),
          provider_ref: refund.providerRef,
          note: refund.note,
          payment: refund.paymentId,
        },
      },
    );
    await within?.(tx, { orderId: order.id, amount });
    return { orderId: order.id, amount };
  });
}

/** The buyer of an order (for the staff area's mails), or null once the account is gone. */
export async function orderBuyer(db: Db | Tx, orderId: string) {
  const row = await findAdminOrder(db, orderId);
  return row ? { ...row.buyer, identifier: row.order.identifier, orderId: row.order.id } : null;
}
