import { toRupees } from '@oxstrength/shared/money';
import type { Db, Tx } from '../../db/client';
import { iso } from '../../lib/reply';
import type { OrderPayments } from '../orders/orders-admin.service';
import { findOrderPayments } from './payments.repository';

/**
 * What the payments area tells other areas about an order's payments (issue 19): every attempt as admins read
 * it (provider, status, our reference and the provider's, amount in rupees), and the amount the order was
 * really paid (its Completed payments, in paisa), which bounds a refund. The staff area hands it to the orders
 * area's admin functions (which cannot import payments: payments depends on orders).
 */

export async function orderPayments(db: Db | Tx, orderId: string): Promise<OrderPayments> {
  const rows = await findOrderPayments(db, orderId);
  const completed = rows.filter((p) => p.status === 'Completed');
  return {
    payments: rows.map((p) => ({
      _id: p.id,
      provider: p.provider,
      status: p.status,
      reference: p.reference,
      provider_ref: p.providerRef,
      amount: toRupees(p.amount),
      failure_reason: p.failureReason,
      createdAt: iso(p.createdAt)!,
      completed_at: iso(p.completedAt),
      refund_due_by: p.refundDueBy,
    })),
    paidAmount: completed.reduce((sum, p) => sum + p.amount, 0),
    completedIds: new Set(completed.map((p) => p.id)),
  };
}
