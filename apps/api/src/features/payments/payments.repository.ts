import { and, asc, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import { isId } from '../../lib/path-id';
import type { OrderRecord, PaymentRow, ProviderId } from './providers/provider';

/**
 * Every query of the payments area: the payments table, and the orders (and buyers) payments are for. The
 * settlement's own writes are fulfilment.ts's; nothing else in this area reads or writes a table.
 */

type Conn = Db | Tx;

export type Buyer = { id: string; name: string; email: string };

/** The caller's order, its row locked until the transaction ends (a payment starting on it). */
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

/** The user's order (read only); undefined for a malformed id, a missing order or another user's. */
export async function findUserOrder(
  db: Conn,
  userId: string,
  orderId: string,
): Promise<OrderRecord | undefined> {
  if (!isId(orderId)) return undefined;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return order;
}

/** The order a payment pays for (read only). */
export async function orderOfPayment(db: Conn, payment: PaymentRow): Promise<OrderRecord | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, payment.orderId));
  return row;
}

/** The buyer a payment is started for: what providers show or are told (name, email). */
export async function findBuyer(db: Conn, userId: string): Promise<Buyer> {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

/** How many payments the order has had, with any provider and in any status. */
export async function countPayments(db: Conn, orderId: string): Promise<number> {
  const [{ attempts }] = await db
    .select({ attempts: count() })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  return attempts;
}

/** Writes a new payment; the row. */
export async function insertPayment(tx: Tx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [payment] = await tx.insert(payments).values(values).returning();
  return payment;
}

/** The payment we sent `provider` under `reference`, if any. */
export async function findPaymentByReference(
  db: Conn,
  provider: ProviderId,
  reference: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.reference, reference)));
  return row;
}

/** The order's most recent payment with `provider`, whatever its status. */
export async function latestPayment(
  db: Conn,
  orderId: string,
  provider: ProviderId,
): Promise<PaymentRow | undefined> {
  if (!isId(orderId)) return undefined;
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.provider, provider)))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row;
}

/**
 * Records the provider's own id for a payment, known only once the provider answered (Khalti pidx, Stripe
 * PaymentIntent id, Fonepay's trace id from its return); the updated row.
 */
export async function storeProviderRef(
  db: Conn,
  payment: PaymentRow,
  providerRef: string,
): Promise<PaymentRow> {
  const [row] = await db
    .update(payments)
    .set({ providerRef })
    .where(and(eq(payments.id, payment.id), eq(payments.provider, payment.provider)))
    .returning();
  return row ?? { ...payment, providerRef };
}

/**
 * Started payments created before `createdBefore`, with their orders, least recently checked first (the
 * recovery job's batch).
 */
export async function findUnsettledPayments(
  db: Conn,
  createdBefore: Date,
  limit: number,
): Promise<{ payment: PaymentRow; order: OrderRecord }[]> {
  return db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.status, 'Started'), lt(payments.createdAt, createdBefore)))
    .orderBy(sql`${payments.lastCheckedAt} asc nulls first`, asc(payments.createdAt))
    .limit(limit);
}

/** Every payment of the order, oldest first (the admins' order detail, issue 19). */
export async function findOrderPayments(db: Conn, orderId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}
