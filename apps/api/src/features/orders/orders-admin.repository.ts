import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { OrderStatus } from '@oxstrength/shared/status';
import type { Db, Tx } from '../../db/client';
import { orderRefunds } from '../../db/schema/order-refunds';
import { orderLines, orders } from '../../db/schema/orders';
import { paymentAttempts, type PaymentProviderName } from '../payments/payments.views';
import { userContacts } from '../users/users.views';
import { containing } from '../../lib/publishable-items';

/**
 * The admins' queries of the orders area (issue 19): orders found by status, provider, day and text, their
 * delivery per line, and refunds. The lock, the status write and the stock stay in orders.repository.ts.
 */

type Conn = Db | Tx;

export interface AdminOrderFilter {
  statuses?: readonly OrderStatus[];
  /** Active orders with a product line not delivered yet. */
  toDeliver?: boolean;
  /** Orders owing a refund. */
  refundRequired?: boolean;
  provider?: PaymentProviderName;
  /** created_at at or after this moment, and before `before`. */
  from?: Date;
  before?: Date;
  /** Part of the buyer's name or email, or of the order number. */
  q?: string;
}

/** A product line of the order that is not delivered yet. */
const undeliveredProductLine = (db: Conn) =>
  db
    .select({ one: sql`1` })
    .from(orderLines)
    .where(
      and(
        eq(orderLines.orderId, orders.id),
        eq(orderLines.onModel, 'Product'),
        isNull(orderLines.deliveredAt),
      ),
    );

function whereOf(db: Conn, f: AdminOrderFilter): SQL | undefined {
  const q = f.q?.trim();
  return and(
    f.statuses ? inArray(orders.status, [...f.statuses]) : undefined,
    f.toDeliver ? and(eq(orders.status, 'Active'), exists(undeliveredProductLine(db))) : undefined,
    f.refundRequired ? eq(orders.refundRequired, true) : undefined,
    f.provider
      ? exists(
          db
            .select({ one: sql`1` })
            .from(paymentAttempts)
            .where(and(eq(paymentAttempts.orderId, orders.id), eq(paymentAttempts.provider, f.provider))),
        )
      : undefined,
    f.from ? gte(orders.createdAt, f.from) : undefined,
    f.before ? lt(orders.createdAt, f.before) : undefined,
    q
      ? or(
          ilike(userContacts.name, containing(q)),
          ilike(userContacts.email, containing(q)),
          ilike(orders.identifier, containing(q)),
        )
      : undefined,
  );
}

const listColumns = {
  order: orders,
  buyer: {
    id: userContacts.id,
    name: userContacts.name,
    email: userContacts.email,
    mobileNum: userContacts.mobileNum,
  },
  lines: sql<number>`(select count(*) from ${orderLines} where ${orderLines.orderId} = ${orders.id})`.mapWith(
    Number,
  ),
  toDeliver:
    sql<number>`(select count(*) from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.onModel} = 'Product' and ${orderLines.deliveredAt} is null)`.mapWith(
      Number,
    ),
  providers: sql<
    string | null
  >`(select string_agg(distinct ${paymentAttempts.provider}::text, ',') from ${paymentAttempts} where ${paymentAttempts.orderId} = ${orders.id})`,
  refunds:
    sql<number>`(select count(*) from ${orderRefunds} where ${orderRefunds.orderId} = ${orders.id})`.mapWith(
      Number,
    ),
  /** Paisa refunded for goods given back (issue 36). */
  returned:
    sql<number>`(select coalesce(sum(${orderRefunds.amount}), 0) from ${orderRefunds} where ${orderRefunds.orderId} = ${orders.id} and ${orderRefunds.kind} = 'return')`.mapWith(
      Number,
    ),
};

export type AdminOrderListRow = {
  order: typeof orders.$inferSelect;
  buyer: { id: string; name: string; email: string; mobileNum: string | null };
  lines: number;
  toDeliver: number;
  providers: string | null;
  refunds: number;
  returned: number;
};

/**
 * A page of orders matching the filter: newest first, or oldest first for the inbox's lists (what waits
 * longest comes first). `limit` null: every match (the CSV export, which caps it itself).
 */
export async function findAdminOrderPage(
  db: Conn,
  f: AdminOrderFilter,
  page: { limit: number; offset: number; oldestFirst?: boolean },
): Promise<{ rows: AdminOrderListRow[]; total: number }> {
  const where = whereOf(db, f);
  const order = page.oldestFirst
    ? [asc(orders.createdAt), asc(orders.id)]
    : [desc(orders.createdAt), desc(orders.id)];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(listColumns)
      .from(orders)
      .innerJoin(userContacts, eq(userContacts.id, orders.userId))
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(orders)
      .innerJoin(userContacts, eq(userContacts.id, orders.userId))
      .where(where),
  ]);
  return { rows, total };
}

/** One order with its buyer, whatever its owner. */
export async function findAdminOrder(db: Conn, orderId: string): Promise<AdminOrderListRow | undefined> {
  const [row] = await db
    .select(listColumns)
    .from(orders)
    .innerJoin(userContacts, eq(userContacts.id, orders.userId))
    .where(eq(orders.id, orderId));
  return row;
}

/** How many orders wait for each inbox list. */
export async function countAdminInbox(db: Conn): Promise<{ toDeliver: number; refundRequired: number }> {
  const [[deliver], [refund]] = await Promise.all([
    db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.status, 'Active'), exists(undeliveredProductLine(db)))),
    db.select({ n: count() }).from(orders).where(eq(orders.refundRequired, true)),
  ]);
  return { toDeliver: deliver.n, refundRequired: refund.n };
}

/** The lines of these orders, each order's in their order (the CSV export). */
export function findLinesOfOrders(db: Conn, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
}

/** Marks these lines of the order delivered at `at` (only lines not delivered yet); the lines written. */
export async function markLinesDelivered(tx: Tx, orderId: string, lineIds: string[], at: Date) {
  if (lineIds.length === 0) return [];
  return tx
    .update(orderLines)
    .set({ deliveredAt: at })
    .where(
      and(eq(orderLines.orderId, orderId), inArray(orderLines.id, lineIds), isNull(orderLines.deliveredAt)),
    )
    .returning({ id: orderLines.id });
}

export type OrderRefundRow = typeof orderRefunds.$inferSelect;

/** The order's refunds, oldest first. */
export function findOrderRefunds(db: Conn, orderId: string): Promise<OrderRefundRow[]> {
  return db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
}

export async function insertOrderRefund(
  tx: Tx,
  values: Omit<typeof orderRefunds.$inferInsert, 'id' | 'createdAt'>,
): Promise<OrderRefundRow> {
  const [row] = await tx.insert(orderRefunds).values(values).returning();
  return row;
}

/** The order no longer owes a refund (one was recorded under its lock). */
export async function clearRefundRequired(tx: Tx, orderId: string) {
  await tx.update(orders).set({ refundRequired: false }).where(eq(orders.id, orderId));
}
