import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { OrderStatus } from '@oxstrength/shared/status';
import type { Db, Tx } from '../../db/client';
import { orderLines, orders } from '../../db/schema/orders';
import { productRates } from '../../db/schema/products';
import { users } from '../../db/schema/users';

type Conn = Db | Tx;

export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderRow = typeof orders.$inferSelect & {
  user: { id: string; email: string; name: string };
  lines: OrderLineRow[];
};

const orderColumns = {
  order: orders,
  user: { id: users.id, email: users.email, name: users.name },
};

/**
 * Takes `unit` off a size's stock only if that much is left. The row lock it takes is held until the
 * transaction ends, so concurrent orders of one size queue here and each sees the stock the previous left.
 * False when there was not enough stock (nothing changed).
 */
export async function reserveStock(tx: Tx, productSizeId: string, unit: number): Promise<boolean> {
  const rows = await tx
    .update(productRates)
    .set({ stock: sql`${productRates.stock} - ${unit}` })
    .where(and(eq(productRates.id, productSizeId), sql`${productRates.stock} >= ${unit}`))
    .returning({ id: productRates.id });
  return rows.length === 1;
}

/** The size's stock now (0 when the size is gone). */
export async function findStock(db: Conn, productSizeId: string): Promise<number> {
  const [row] = await db
    .select({ stock: productRates.stock })
    .from(productRates)
    .where(eq(productRates.id, productSizeId));
  return row?.stock ?? 0;
}

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

export async function insertOrderLines(tx: Tx, values: (typeof orderLines.$inferInsert)[]) {
  await tx.insert(orderLines).values(values);
}

async function withLines(
  db: Conn,
  rows: { order: typeof orders.$inferSelect; user: OrderRow['user'] }[],
): Promise<OrderRow[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((r) => r.order.id),
      ),
    )
    .orderBy(asc(orderLines.position));
  return rows.map((r) => ({
    ...r.order,
    user: r.user,
    lines: lines.filter((l) => l.orderId === r.order.id),
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
    .innerJoin(users, eq(users.id, orders.userId))
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
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows: await withLines(db, rows), total };
}

/**
 * Locks up to `limit` unpaid orders that expired before `now` and have not given their stock back, skipping
 * orders another transaction holds (a payment settling it, or another server's sweep).
 */
export async function lockExpiredOrders(tx: Tx, now: Date, limit: number): Promise<string[]> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.status, ['Initiated', 'Pending']),
        lt(orders.expiresAt, now),
        eq(orders.stockReleased, false),
      ),
    )
    .orderBy(asc(orders.expiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((r) => r.id);
}

/** Gives the product units of these orders back to their sizes (sizes deleted since are skipped). */
export async function releaseStock(tx: Tx, orderIds: string[]) {
  if (orderIds.length === 0) return;
  const units = tx
    .select({
      productSizeId: orderLines.productSizeId,
      units: sql<number>`sum(${orderLines.unit})`.as('units'),
    })
    .from(orderLines)
    .where(and(inArray(orderLines.orderId, orderIds), eq(orderLines.onModel, 'Product')))
    .groupBy(orderLines.productSizeId)
    .as('released');
  await tx
    .update(productRates)
    .set({ stock: sql`${productRates.stock} + ${units.units}` })
    .from(units)
    .where(eq(productRates.id, units.productSizeId));
}

export async function cancelOrders(tx: Tx, orderIds: string[]) {
  if (orderIds.length === 0) return;
  await tx
    .update(orders)
    .set({ status: 'Cancelled', stockReleased: true })
    .where(inArray(orders.id, orderIds));
}
