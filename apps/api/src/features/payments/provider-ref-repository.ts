import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import type { OrderRecord, PaymentRow } from './providers/provider';

/**
 * The one read and the one write provider routes (Khalti, Stripe, Fonepay web) need beyond payment-service.ts:
 * the provider's own id for a payment (Khalti pidx, Stripe PaymentIntent id) is only known after the provider
 * answered, so it is stored on the Started payment here. Everything else goes through payment-service.ts.
 */

/** Records the provider's id for a payment (Khalti pidx, Stripe PaymentIntent id); the updated row. */
export async function storeProviderRef(
  db: Db,
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

/** The order a payment pays for (read only). */
export async function orderOfPayment(db: Db, payment: PaymentRow): Promise<OrderRecord | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, payment.orderId));
  return row;
}
