import type {
  StaffOrder,
  StaffOrderDetail,
  StaffOrderLine,
  StaffPayment,
  StaffRefund,
} from '@oxstrength/shared/contracts/staff-orders';
import { COACHING_PLANS, CONSULTATION_PLANS } from '@oxstrength/shared/constants';
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
import { transition } from '../../lib/transition';
import { lineJson } from '../cart/cart-lines';
import { isId } from '../../lib/path-id';
import { recordAudit, type AuditActor, type AuditWrite } from '../audit/audit.service';
import { putBackStock } from '../products/products.service';
import { userContact } from '../users/users.service';
import {
  clearRefundRequired,
  countAdminInbox,
  findAdminOrder,
  findAdminOrderPage,
  findLinesOfOrders,
  findOrderRefunds,
  insertOrderRefund,
  markLinesDelivered,
  type AdminOrderFilter,
  type AdminOrderListRow,
} from './orders-admin.repository';
import { findOrderLines, lockOrder, type OrderLineRow, type OrderRecord } from './orders.repository';
import { moveOrder } from './orders.service';

/**
 * The admins' side of orders (issue 19; the shop desk gives these routes under /staff and checks the policy):
 * finding orders, delivering their product lines, cancelling an unpaid one, and recording a refund. Every
 * write runs in the caller's transaction (a workflow's: workflows/deliver-order.ts, cancel-order.ts,
 * refund-order.ts, which write the buyer's mail in it), locks the order's row first (so it takes turns with
 * payments settling and the expiry job) and moves the order (moveOrder, ORDER_MACHINE) or its refund state
 * (REFUND_MACHINE) through `transition` (lib/transition.ts), which writes the audit entry in the same transaction.
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
  returnNotPaid: (status: string) =>
    `Only a paid or delivered order can be refunded for a return; this one is ${status}`,
  returnTooHigh: (max: string) => `Amount cannot be more than the ${max} left to refund`,
  nothingLeft: 'This order has been refunded in full',
  unitsTooMany: (left: number) =>
    left === 1
      ? 'Only 1 unit of this line is left to refund'
      : `Only ${left} units of this line are left to refund`,
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
    refund_status: refundStatus({
      refundRequired: o.refundRequired,
      refunds: r.refunds,
      returned: r.returned,
      kept: o.totalAmount,
    }),
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
  'Order lines',
  'Delivery address',
];

const PLAN_LABELS = new Map<string, string>(
  [...COACHING_PLANS, ...CONSULTATION_PLANS].map((p) => [p.value, p.label]),
);

/** An order line in the CSV: title (size or plan), units and what they cost, e.g. "Whey (2 kg) × 2 = 5000.00". */
const csvLine = (l: OrderLineRow) => {
  const detail = [
    l.snapshot.size?.size,
    l.plan ? (PLAN_LABELS.get(l.plan) ?? l.plan) : null,
    l.selfOrder ? null : `gift for ${l.recipientName ?? ''}`,
  ]
    .filter(Boolean)
    .join(', ');
  const title = detail ? `${l.snapshot.title} (${detail})` : l.snapshot.title;
  return `${title} × ${l.unit} = ${toRupees(l.discountedPrice * l.unit).toFixed(2)}`;
};

/** The delivery address in the CSV: name, phone, address line, area, district, province. */
const csvAddress = (a: OrderRecord['deliveryAddress']) =>
  a
    ? [a.name, a.mobile_num, a.address.address_line1, a.address.area, a.address.district, a.address.province]
        .filter(Boolean)
        .join(', ')
    : '';

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
  const orderLines = await findLinesOfOrders(
    db,
    rows.map((r) => r.order.id),
  );
  const linesOf = new Map<string, OrderLineRow[]>();
  for (const l of orderLines) linesOf.set(l.orderId, [...(linesOf.get(l.orderId) ?? []), l]);
  const lines = [CSV_HEADER.map(csvField).join(',')];
  for (const [i, r] of rows.map(toStaffOrder).entries())
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
        (linesOf.get(r._id) ?? []).map(csvLine).join('; '),
        csvAddress(rows[i].order.deliveryAddress),
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

/**
 * An order's payments as the payments area tells them (`orderPayments` in payments/order-payments.ts): every
 * attempt as admins read it, and what its Completed payments took, which bounds a refund. The caller passes the
 * reading in, because the payments area depends on this one.
 */
export interface OrderPayments {
  payments: StaffPayment[];
  /** Paisa taken by the order's Completed payments. */
  paidAmount: number;
  /** Ids of its Completed payments (the ones a refund may name). */
  completedIds: Set<string>;
}
export type PaymentsOfOrder = (db: Db | Tx, orderId: string) => Promise<OrderPayments>;

/** GET /staff/orders/{id}: 404 alike for a malformed and a missing id. */
export async function getAdminOrder(
  db: Db | Tx,
  orderId: string,
  orderPayments: PaymentsOfOrder,
): Promise<StaffOrderDetail> {
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
  const summary = toStaffOrder(row);
  return {
    ...summary,
    // Admins reach the buyer by phone (issue 36); the delivery address carries the recipient's.
    buyer: { ...summary.buyer, mobile_num: row.buyer.mobileNum },
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
      kind: r.kind,
      lines: r.lines ?? [],
      restocked: r.restocked,
    })),
  };
}

async function lockForStaff(tx: Tx, orderId: string): Promise<OrderRecord> {
  const order = isId(orderId) ? await lockOrder(tx, orderId) : undefined;
  if (!order) throw notFound(M.notFound);
  return order;
}

/** An order's audit entry, but for the fields after the action. */
const orderAudit = (action: string, orderId: string, before: Record<string, unknown>) => ({
  action,
  recordType: 'order' as const,
  recordId: orderId,
  before,
});

/** The entry of an action that moves no status (a delivery that leaves lines to deliver). */
const auditEntry = (
  staff: OrderStaff,
  audit: ReturnType<typeof orderAudit>,
  after: Record<string, unknown>,
): AuditWrite => ({ ...audit, userId: staff.userId, role: staff.actor, after });

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
export async function deliverLines(
  tx: Tx,
  orderId: string,
  staff: OrderStaff,
  lineIds?: string[],
  now = new Date(),
): Promise<Delivered> {
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
  const audit = orderAudit('order.deliver', order.id, {
    status: order.status,
    lines_to_deliver: pending.length,
    lines_delivered: [],
  });
  const after = (o: OrderRecord) => ({ status: o.status, lines_to_deliver: left, lines_delivered: chosen });
  // The last line moves the order to Delivered; an earlier one leaves it Active, with the same entry.
  if (left === 0) await moveOrder(tx, order, 'Delivered', staff, {}, { ...audit, after });
  else await recordAudit(tx, auditEntry(staff, audit, after(order)));
  return {
    orderId: order.id,
    complete: left === 0,
    lines: products.filter((l) => chosen.includes(l.id)),
  };
}

/**
 * Cancels an unpaid order (Initiated or Pending) with a reason: Cancelled, its stock given back exactly once;
 * `paying`: a payment was in progress.
 * It takes turns with the expiry job on the order's row lock: the job skips an order locked here (SKIP LOCKED)
 * and never picks a Cancelled one; an order the job cancelled first answers 409 here. A paid, delivered,
 * failed or cancelled order answers 409.
 */
export async function cancelUnpaidOrder(
  tx: Tx,
  orderId: string,
  staff: OrderStaff,
  reason: string,
): Promise<{ orderId: string; paying: boolean }> {
  const order = await lockForStaff(tx, orderId);
  if (order.status !== 'Initiated' && order.status !== 'Pending')
    throw conflict(M.cannotCancel(order.status));
  // The buyer reads why; a payment landing after this is refunded, never delivered (issue 36).
  await moveOrder(
    tx,
    order,
    'Cancelled',
    staff,
    { releaseStock: true, cancelReason: reason.trim() },
    {
      ...orderAudit('order.cancel', order.id, {
        status: order.status,
        stock_released: order.stockReleased,
        reason: null,
      }),
      after: (moved) => ({
        status: moved.status,
        stock_released: moved.stockReleased,
        reason: moved.cancelReason,
      }),
    },
  );
  return { orderId: order.id, paying: order.status === 'Pending' };
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
  tx: Tx,
  orderId: string,
  staff: OrderStaff,
  input: RefundInput,
  orderPayments: PaymentsOfOrder,
): Promise<{ orderId: string; amount: number }> {
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
  // The refund state lives in refund_required and the refund rows: recording one and clearing the flag is the move.
  await transition(tx, {
    machine: REFUND_MACHINE,
    row: `the refund of order ${order.id}`,
    from: 'Required',
    to: 'Refunded',
    by: staff,
    write: async () => {
      const refund = await insertOrderRefund(tx, {
        orderId: order.id,
        paymentId: payment || null,
        amount,
        providerRef: input.provider_ref.trim(),
        note: input.note.trim(),
        userId: staff.userId,
      });
      await clearRefundRequired(tx, order.id);
      return refund;
    },
    audit: {
      ...orderAudit('order.refund', order.id, { refund_status: 'Required', refund: null }),
      after: (refund) => ({
        refund_status: 'Refunded',
        refund: {
          _id: refund.id,
          amount: toRupees(amount),
          provider_ref: refund.providerRef,
          note: refund.note,
          payment: refund.paymentId,
        },
      }),
    },
  });
  return { orderId: order.id, amount };
}

export interface ReturnRefundInput {
  /** Rupees. */
  amount: number;
  reason: string;
  lines?: { line: string; units: number }[];
  restock: boolean;
}

export interface ReturnRefunded {
  orderId: string;
  /** Paisa. */
  amount: number;
  /** The lines given back, as the buyer's mail names them. */
  lines: { line: OrderLineRow; units: number }[];
  /** Whether the order is now refunded in full (Refunded) or in part. */
  whole: boolean;
}

/**
 * Records a refund for goods given back (issue 36): a paid (Active) or Delivered order, whole (no `lines`: every
 * line, every unit not refunded before) or some lines and units, with a reason; at most what the order kept less
 * what was refunded for returns before. With `restock` the returned product units go back on their sizes in the
 * same transaction. The order then reads Partly refunded, or Refunded once its returns reach what it kept; a flag
 * for a payment it could not keep is left as it is (that refund is recorded with provider_ref). Audited.
 * 409 for an order not paid or refunded in full already; 422 for a
 * line not of this order, more units than are left, or too much money.
 */
export async function recordReturnRefund(
  tx: Tx,
  orderId: string,
  staff: OrderStaff,
  input: ReturnRefundInput,
): Promise<ReturnRefunded> {
  const order = await lockForStaff(tx, orderId);
  if (!isPaid(order.status)) throw conflict(M.returnNotPaid(order.status));
  const earlier = (await findOrderRefunds(tx, order.id)).filter((r) => r.kind === 'return');
  const refundedBefore = earlier.reduce((sum, r) => sum + r.amount, 0);
  const left = order.totalAmount - refundedBefore;
  if (left <= 0) throw conflict(M.nothingLeft);
  const before = refundStatus({
    refundRequired: false,
    refunds: earlier.length,
    returned: refundedBefore,
    kept: order.totalAmount,
  });
  if (before && !canMove(REFUND_MACHINE, before, 'Refunded', staff.actor)) throw conflict(M.nothingLeft);

  // Units of each line given back before.
  const returnedUnits = new Map<string, number>();
  for (const r of earlier)
    for (const l of r.lines ?? []) returnedUnits.set(l.line, (returnedUnits.get(l.line) ?? 0) + l.units);
  const orderLines = await findOrderLines(tx, order.id);
  const unitsLeft = (l: OrderLineRow) => l.unit - (returnedUnits.get(l.id) ?? 0);
  const asked = input.lines
    ? input.lines.map((l, i) => ({ i, id: l.line.trim(), units: l.units }))
    : orderLines.filter((l) => unitsLeft(l) > 0).map((l, i) => ({ i, id: l.id, units: unitsLeft(l) }));
  const chosen: { line: OrderLineRow; units: number }[] = [];
  for (const a of asked) {
    const line = orderLines.find((l) => l.id === a.id);
    if (!line || chosen.some((c) => c.line.id === a.id))
      throw invalidField(`lines.${a.i}.line`, M.lineNotFound);
    if (a.units > unitsLeft(line)) throw invalidField(`lines.${a.i}.units`, M.unitsTooMany(unitsLeft(line)));
    chosen.push({ line, units: a.units });
  }

  const amount = toPaisa(input.amount);
  if (amount > left) throw invalidField('amount', M.returnTooHigh(formatRs(toRupees(left))));

  // Product units back on their sizes, sizes in id order (as stock is taken: concurrent writers never deadlock).
  const restocked = input.restock
    ? chosen
        .filter((c) => c.line.onModel === 'Product' && c.line.productSizeId !== null)
        .sort((a, b) => a.line.productSizeId!.localeCompare(b.line.productSizeId!))
    : [];
  for (const c of restocked) await putBackStock(tx, c.line.productSizeId!, c.units);

  const reason = input.reason.trim();
  const whole = refundedBefore + amount >= order.totalAmount;
  const to = whole ? 'Refunded' : 'Partly refunded';
  await transition(tx, {
    machine: REFUND_MACHINE,
    row: `the refund of order ${order.id}`,
    from: before,
    to,
    by: staff,
    write: () =>
      insertOrderRefund(tx, {
        orderId: order.id,
        paymentId: null,
        amount,
        providerRef: '',
        note: reason,
        userId: staff.userId,
        kind: 'return',
        lines: chosen.map((c) => ({ line: c.line.id, units: c.units })),
        restocked: restocked.length > 0,
      }),
    audit: {
      ...orderAudit('order.refund', order.id, { refund_status: before, refund: null }),
      after: (refund) => ({
        refund_status: to,
        refund: {
          _id: refund.id,
          kind: 'return',
          amount: toRupees(amount),
          reason,
          lines: refund.lines,
          restocked: refund.restocked,
        },
      }),
    },
  });
  return { orderId: order.id, amount, lines: chosen, whole };
}

/** The buyer of an order (for the shop desk's mails), or null once the account is gone. */
export async function orderBuyer(db: Db | Tx, orderId: string) {
  const row = await findAdminOrder(db, orderId);
  return row ? { ...row.buyer, identifier: row.order.identifier, orderId: row.order.id } : null;
}
