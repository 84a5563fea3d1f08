import { and, asc, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { isId } from '../../lib/path-id';
import { userContacts } from '../users/users.views';
import type { PaymentRow, ProviderId } from './providers/provider';

/**
 * Every query of the payments table, and the buyers payments are for (through the users' views); the orders
 * they are for are read through the orders' service (payment-orders.ts). The settlement's own writes are
 * fulfilment.ts's; nothing else in this area reads or writes a table.
 */

type Conn = Db | Tx;

export type Buyer = { id: string; name: string; email: string };

/** The buyer a payment is started for: what providers show or are told (name, email). */
export async function findBuyer(db: Conn, userId: string): Promise<Buyer> {
  const [user] = await db
    .select({ id: userContacts.id, name: userContacts.name, email: userContacts.email })
    .from(userContacts)
    .where(eq(userContacts.id, userId));
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
 * Started payments created before `createdBefore`, least recently checked first (the recovery job's batch;
 * payment-orders.ts adds their orders).
 */
export async function findStartedPaymentsBefore(
  db: Conn,
  createdBefore: Date,
  limit: number,
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
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
