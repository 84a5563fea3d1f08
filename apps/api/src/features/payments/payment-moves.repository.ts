import { and, eq, ne } from 'drizzle-orm';
import type { PaymentStatus } from '@oxstrength/shared/status';
import type { Tx } from '../../db/client';
import { payments } from '../../db/schema/payments';
import type { PaymentRow } from './providers/provider';

/**
 * The payments table's writes while a payment settles (workflows/settle-payment.ts, under the order's row lock):
 * the payment as it stands, its move, the check time of a payment still pending, its refund due, and whether
 * another attempt is still paying the order.
 */

/** The payment as it stands (read under its order's lock: whatever settled it before has committed). */
export async function findPayment(tx: Tx, paymentId: string): Promise<PaymentRow> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId));
  return row;
}

/** A payment still Started was checked now (its provider says pending). */
export async function touchStartedPayment(tx: Tx, paymentId: string, now: Date): Promise<void> {
  await tx
    .update(payments)
    .set({ lastCheckedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'Started')));
}

/** The payment moved to `to` with `set`, only if still in `from`; the row as written, or undefined. */
export async function updatePaymentIfStill(
  tx: Tx,
  paymentId: string,
  from: PaymentStatus,
  to: PaymentStatus,
  set: Partial<Omit<PaymentRow, 'id' | 'status'>>,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .update(payments)
    .set({ ...set, status: to })
    .where(and(eq(payments.id, paymentId), eq(payments.status, from)))
    .returning();
  return row;
}

/** A completed payment its order could not keep is due for refund by `by` (issue 36). */
export async function setRefundDue(
  tx: Tx,
  paymentId: string,
  by: string,
  reason: PaymentRow['refundReason'],
): Promise<void> {
  await tx.update(payments).set({ refundDueBy: by, refundReason: reason }).where(eq(payments.id, paymentId));
}

/** Whether the order has a Started payment other than `exceptPaymentId`. */
export async function hasOtherStartedPayment(
  tx: Tx,
  orderId: string,
  exceptPaymentId: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(eq(payments.orderId, orderId), eq(payments.status, 'Started'), ne(payments.id, exceptPaymentId)),
    )
    .limit(1);
  return row !== undefined;
}
