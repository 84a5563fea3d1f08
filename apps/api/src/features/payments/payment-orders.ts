import type { Db, Tx } from '../../db/client';
import { isId } from '../../lib/path-id';
import {
  findOrderRecords,
  findUserOrderRecord,
  lockUserOrder as lockOrderOfUser,
} from '../orders/orders.service';
import { findStartedPaymentsBefore } from './payments.repository';
import type { OrderRecord, PaymentRow } from './providers/provider';

/** The orders payments are for, read (and locked) through the orders' service: the orders table is theirs. */

type Conn = Db | Tx;

/** The caller's order, its row locked until the transaction ends (a payment starting on it). */
export const lockUserOrder = (tx: Tx, userId: string, orderId: string): Promise<OrderRecord | undefined> =>
  lockOrderOfUser(tx, userId, orderId);

/** The user's order (read only); undefined for a malformed id, a missing order or another user's. */
export async function findUserOrder(
  db: Conn,
  userId: string,
  orderId: string,
): Promise<OrderRecord | undefined> {
  if (!isId(orderId)) return undefined;
  return findUserOrderRecord(db, userId, orderId);
}

/** The order a payment pays for (read only). */
export async function orderOfPayment(db: Conn, payment: PaymentRow): Promise<OrderRecord | undefined> {
  const [row] = await findOrderRecords(db, [payment.orderId]);
  return row;
}

/**
 * Started payments created before `createdBefore`, with their orders, least recently checked first (the
 * recovery job's batch): the payments, then their orders in one more query.
 */
export async function findUnsettledPayments(
  db: Conn,
  createdBefore: Date,
  limit: number,
): Promise<{ payment: PaymentRow; order: OrderRecord }[]> {
  const batch = await findStartedPaymentsBefore(db, createdBefore, limit);
  const orders = await findOrderRecords(db, [...new Set(batch.map((p) => p.orderId))]);
  const byId = new Map(orders.map((o) => [o.id, o]));
  return batch.flatMap((payment) => {
    const order = byId.get(payment.orderId);
    return order ? [{ payment, order }] : [];
  });
}
