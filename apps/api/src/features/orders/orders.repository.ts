import { and, asc, count, desc, eq, inArray, lt, notExists, or, sql } from 'drizzle-orm';
import type { OrderStatus } from '@oxstrength/shared/status';
import type { Db, Tx } from '../../db/client';
import { orderRefunds } from '../../db/schema/order-refunds';
import { orderLines, orders } from '../../db/schema/orders';
import { cartLineOwners } from '../cart/cart.views';
import { paymentAttempts, unkeptPayments, type UnkeptPaymentReason } from '../payments/payments.views';
import { userContacts } from '../users/users.views';
import { preparedByShape } from '../../db/prepared-by-shape';

type Conn = Db | Tx;

export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderRecord = typeof orders.$inferSelect;
/** What a status change needs to know of an order it moves (read under the order's row lock). */
export type OrderState = Pick<OrderRecord, 'id' | 'status' | 'stockReleased'>;
/** A refund recorded on an order (issue 19), as its buyer reads it. */
export type OrderRefundSummary = Pick<
  typeof orderRefunds.$inferSelect,
  'amount' | 'providerRef' | 'createdAt' | 'kind'
>;
/** A completed payment the order could not keep (issue 36; the payments area writes it), as the buyer reads it. */
export type UnkeptPaymentSummary = {
  reference: string;
  amount: number;
  refundReason: UnkeptPaymentReason;
  refundDueBy: string;
};
export type OrderRow = typeof orders.$inferSelect & {
  user: { id: string; email: string; name: string };
  lines: OrderLineRow[];
  /** Oldest first. */
  refunds: OrderRefundSummary[];
  /** Oldest first. */
  unkeptPayments: UnkeptPaymentSummary[];
};

const orderColumns = {
  order: orders,
  user: { id: userContacts.id, email: userContacts.email, name: userContacts.name },
};

/** True when an order already carries this identifier (the payment reference must be unique). */
export async function identifierTaken(db: Conn, identifier: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.identifier, identifier))
    .limit(1);
  return row !== undefined;
}

export async function insertOrder(tx: Tx, values: typeof orders.$inferInsert): Promise<string> {
  const [row] = await tx.insert(orders).values(values).returning({ id: orders.id });
  return row.id;
}

/** Which of the user's cart lines with these ids are the express (Buy Now) line. */
export async function findExpressCartIds(db: Conn, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: cartLineOwners.id })
    .from(cartLineOwners)
    .where(
      and(
        eq(cartLineOwners.userId, userId),
        eq(cartLineOwners.express, true),
        inArray(cartLineOwners.id, ids),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export async function insertOrderLines(tx: Tx, values: (typeof orderLines.$inferInsert)[]) {
  await tx.insert(orderLines).values(values);
}

async function withLines(
  db: Conn,
  rows: { order: typeof orders.$inferSelect; user: OrderRow['user'] }[],
): Promise<OrderRow[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.order.id);
  const [lines, refunds, unkept] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.position)),
    db
      .select({
        orderId: orderRefunds.orderId,
        amount: orderRefunds.amount,
        providerRef: orderRefunds.providerRef,
        createdAt: orderRefunds.createdAt,
        kind: orderRefunds.kind,
      })
      .from(orderRefunds)
      .where(inArray(orderRefunds.orderId, ids))
      .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id)),
    db
      .select({
        orderId: unkeptPayments.orderId,
        reference: unkeptPayments.reference,
        amount: unkeptPayments.amount,
        refundReason: unkeptPayments.refundReason,
        refundDueBy: unkeptPayments.refundDueBy,
      })
      .from(unkeptPayments)
      .where(inArray(unkeptPayments.orderId, ids))
      .orderBy(asc(unkeptPayments.completedAt), asc(unkeptPayments.id)),
  ]);
  return rows.map((r) => ({
    ...r.order,
    user: r.user,
    lines: lines.filter((l) => l.orderId === r.order.id),
    refunds: refunds.filter((f) => f.orderId === r.order.id),
    unkeptPayments: unkept
      .filter((p) => p.orderId === r.order.id)
      .map((p) => ({
        reference: p.reference,
        amount: p.amount,
        refundReason: p.refundReason ?? 'paid',
        refundDueBy: p.refundDueBy!,
      })),
  }));
}

/** The user's order with its lines, or undefined when there is no such order of theirs. */
export async function findUserOrder(
  db: Conn,
  userId: string,
  orderId: string,
): Promise<OrderRow | undefined> {
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .innerJoin(userContacts, eq(userContacts.id, orders.userId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  const [order] = await withLines(db, rows);
  return order;
}

/** A page of the user's orders, newest first, optionally only those with one of the statuses. */
export async function findUserOrderPage(
  db: Conn,
  f: { userId: string; statuses?: readonly OrderStatus[]; limit: number; offset: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = and(
    eq(orders.userId, f.userId),
    f.statuses ? inArray(orders.status, [...f.statuses]) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(orderColumns)
      .from(orders)
      .innerJoin(userContacts, eq(userContacts.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows: await withLines(db, rows), total };
}

/** How many of the user's orders have one of the statuses. */
const userOrderCountQuery = (db: Conn) =>
  db
    .select({ total: count() })
    .from(orders)
    .where(
      and(
        eq(orders.userId, sql.placeholder('userId')),
        // As text: PGlite learns the array types of enums only when it opens the database, so on a database
        // migrated after opening (npm start's first run) an order_status[] parameter would not be sent as an array.
        sql`${orders.status}::text = ANY(${sql.placeholder('statuses')}::text[])`,
      ),
    );
const userOrderCountStatements =
  preparedByShape<ReturnType<ReturnType<typeof userOrderCountQuery>['prepare']>>('user_order_count');

/** How many of the user's orders have one of the statuses (one prepared statement for every list of them). */
export async function countUserOrders(
  db: Conn,
  userId: string,
  statuses: readonly OrderStatus[],
): Promise<number> {
  const statement = userOrderCountStatements(db, '', (name) => userOrderCountQuery(db).prepare(name));
  const [{ total }] = await statement.execute({ userId, statuses: [...statuses] });
  return total;
}

/**
 * How long after its expires_at an order with a payment still in progress (Started) is left to the payment
 * recovery job, which asks the provider and settles it, before it may expire.
 */
export const PAYMENT_GRACE_MINUTES = 15;

/**
 * Locks up to `limit` unpaid orders that expired before `now` and have not given their stock back, skipping
 * orders another transaction holds (a payment settling it, or another server's sweep). An order with a Started
 * payment is left alone until PAYMENT_GRACE_MINUTES after its expiry (the payment recovery job settles it
 * first).
 */
export async function lockExpiredOrders(tx: Tx, now: Date, limit: number): Promise<OrderState[]> {
  const graceEnded = new Date(now.getTime() - PAYMENT_GRACE_MINUTES * 60_000);
  return tx
    .select({ id: orders.id, status: orders.status, stockReleased: orders.stockReleased })
    .from(orders)
    .where(
      and(
        inArray(orders.status, ['Initiated', 'Pending']),
        lt(orders.expiresAt, now),
        eq(orders.stockReleased, false),
        or(
          lt(orders.expiresAt, graceEnded),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(paymentAttempts)
              .where(and(eq(paymentAttempts.orderId, orders.id), eq(paymentAttempts.status, 'Started'))),
          ),
        ),
      ),
    )
    .orderBy(asc(orders.expiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The product units these orders hold, per size: a subquery for the products' putBackUnits. */
export const productUnitsOf = (tx: Tx, orderIds: string[]) =>
  tx
    .select({
      productSizeId: orderLines.productSizeId,
      units: sql<number>`sum(${orderLines.unit})`.as('units'),
    })
    .from(orderLines)
    .where(and(inArray(orderLines.orderId, orderIds), eq(orderLines.onModel, 'Product')))
    .groupBy(orderLines.productSizeId)
    .as('released');

/** First key of the advisory locks that serialise one buyer's order initiations (the second is the user's hash). */
const INITIATE_LOCK_CLASS = 9_001;

/**
 * Makes one buyer's order initiations take turns: a transaction-scoped advisory lock keyed by the user, released
 * when the transaction ends. The next initiation of that buyer waits here, then sees what the previous one
 * committed (under READ COMMITTED every later statement takes a fresh snapshot), so it replaces that order and
 * counts its holds against the caps. An advisory lock rather than a lock on the user's row: nothing else takes
 * it, so it cannot deadlock with payments that lock an order and then update the user (membership), or with cart
 * writes (lockCartOwner). Two users whose ids hash alike merely take turns.
 */
export async function lockBuyerInitiations(tx: Tx, userId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${INITIATE_LOCK_CLASS}::integer, hashtext(${userId}::text))`,
  );
}

export interface UnpaidHolds {
  /** Units held per product size id (only the sizes asked about). */
  units: Map<string, number>;
  /** What the orders come to (their totals, in paisa). */
  value: number;
}

/**
 * What the user's unpaid orders hold: those Initiated or Pending whose stock was not given back (an order past
 * its expiry still holds its stock until the expiry job releases it).
 */
export async function findUnpaidHolds(tx: Tx, userId: string, sizeIds: string[]): Promise<UnpaidHolds> {
  const unpaid = and(
    eq(orders.userId, userId),
    inArray(orders.status, ['Initiated', 'Pending']),
    eq(orders.stockReleased, false),
  );
  const [{ value }] = await tx
    .select({ value: sql<number>`coalesce(sum(${orders.totalAmount}), 0)`.mapWith(Number) })
    .from(orders)
    .where(unpaid);
  const units = new Map<string, number>();
  if (sizeIds.length > 0) {
    const rows = await tx
      .select({
        productSizeId: orderLines.productSizeId,
        units: sql<number>`sum(${orderLines.unit})`.mapWith(Number),
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(unpaid, eq(orderLines.onModel, 'Product'), inArray(orderLines.productSizeId, sizeIds)))
      .groupBy(orderLines.productSizeId);
    for (const r of rows) units.set(r.productSizeId!, r.units);
  }
  return { units, value };
}

/**
 * Locks the caller's unpaid orders (Initiated: no payment in progress, none started or every attempt cancelled)
 * that were placed from any of these cart lines: placing the order again supersedes them, so a buyer who goes back to change the address or coupon is
 * not blocked by the stock their own earlier order holds.
 */
export async function lockSupersededOrders(
  tx: Tx,
  userId: string,
  cartItemIds: string[],
): Promise<OrderState[]> {
  if (cartItemIds.length === 0) return [];
  return tx
    .select({ id: orders.id, status: orders.status, stockReleased: orders.stockReleased })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'Initiated'),
        eq(orders.stockReleased, false),
        inArray(
          orders.id,
          tx
            .select({ id: orderLines.orderId })
            .from(orderLines)
            .where(inArray(orderLines.cartItemId, cartItemIds)),
        ),
      ),
    )
    .for('update');
}

/**
 * The one write of orders.status after an order was inserted (orders.service.ts moveOrder checks the order
 * state machine first): these orders, still in one of the statuses `from` they were read in (under their row
 * locks), move to `to` with the other columns in `set`. The orders as written; fewer than asked only if an
 * order's status changed since it was read, which the row locks rule out (the caller throws).
 */
export async function setOrderStatus(
  tx: Tx,
  orderIds: string[],
  from: OrderStatus[],
  to: OrderStatus,
  set: { stockReleased?: boolean; paidAt?: Date; cancelReason?: string } = {},
): Promise<OrderRecord[]> {
  if (orderIds.length === 0) return [];
  return tx
    .update(orders)
    .set({ status: to, ...set })
    .where(and(inArray(orders.id, orderIds), inArray(orders.status, from)))
    .returning();
}

/** Flags a paid order for refund (a second payment, or one that came too late to deliver): staff refund it. */
export async function markRefundRequired(tx: Tx, orderId: string) {
  await tx.update(orders).set({ refundRequired: true }).where(eq(orders.id, orderId));
}

/** The order, its row locked until the transaction ends (payments settle one at a time per order). */
export async function lockOrder(tx: Tx, orderId: string): Promise<OrderRecord | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/** The user's order, its row locked until the transaction ends (a payment starting on it). */
export async function lockUserOrder(
  tx: Tx,
  userId: string,
  orderId: string,
): Promise<OrderRecord | undefined> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .for('update');
  return order;
}

/** The user's order as its record (read only); undefined for a missing order or another user's. */
export async function findUserOrderRecord(
  db: Conn,
  userId: string,
  orderId: string,
): Promise<OrderRecord | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return order;
}

/** These orders' records (read only), in no particular order; ids of missing orders are left out. */
export async function findOrderRecords(db: Conn, ids: string[]): Promise<OrderRecord[]> {
  if (ids.length === 0) return [];
  return db.select().from(orders).where(inArray(orders.id, ids));
}

/** The order's lines in their order. */
export async function findOrderLines(db: Conn, orderId: string): Promise<OrderLineRow[]> {
  return db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
}

/** The product lines of an order: the size each is of (null: the size was deleted since) and its units. */
export const findProductLineUnits = (tx: Tx, orderId: string) =>
  tx
    .select({ productSizeId: orderLines.productSizeId, unit: orderLines.unit })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.onModel, 'Product')));
