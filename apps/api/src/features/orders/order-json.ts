import { createHmac } from 'node:crypto';
import type { Order } from '@oxstrength/shared/contracts/orders';
import { toRupees } from '@oxstrength/shared/money';
import { refundStatus } from '@oxstrength/shared/status';
import type { PaymentsConfig } from '../../config/env';
import { iso } from '../../lib/reply';
import { lineJson } from '../cart/cart-lines';
import type { OrderRow } from './orders.repository';

/** An order as its buyer reads it (its shape: Order in packages/shared/src/contracts/orders.ts). */
export type OrderJson = Order;

/** The Fonepay keys an order's JSON is signed with. */
export type FonepayKeys = Pick<PaymentsConfig['fonepay'], 'merchantCode' | 'secretKey'>;

/**
 * HMAC-SHA512 hex of `order,<identifier>,<merchantCode>` with a key derived from the Fonepay secret. Buyers see
 * it, so it is never a value Fonepay itself would accept as a signature (no request of theirs is signed with
 * the derived key or starts with `order,`).
 */
export const fonepayHash = (identifier: string, fonepay: FonepayKeys) => {
  const key = createHmac('sha512', fonepay.secretKey).update('oxstrength:order-hash').digest();
  return createHmac('sha512', key).update(`order,${identifier},${fonepay.merchantCode}`).digest('hex');
};

export function toOrderJson(o: OrderRow, fonepay: FonepayKeys): OrderJson {
  return {
    _id: o.id,
    user: { _id: o.user.id, email: o.user.email, name: o.user.name },
    status: o.status,
    carts: o.lines.map((l) => lineJson(l)),
    sub_total: toRupees(o.subTotal),
    coupon_code: o.couponCode,
    coupon_discount_percentage: o.couponDiscountPercentage,
    coupon_discount_amount: toRupees(o.couponDiscountAmount),
    total_amount: toRupees(o.totalAmount),
    only_templates: o.onlyTemplates,
    express: o.lines.some((l) => l.snapshot.express === true),
    delivery_address: o.deliveryAddress ?? null,
    identifier: o.identifier,
    remarks: o.remarks,
    createdAt: iso(o.createdAt)!,
    expires_at: iso(o.expiresAt)!,
    fonepay_hash: fonepayHash(o.identifier, fonepay),
    refund: refundJson(o),
    cancel_reason: o.status === 'Cancelled' ? o.cancelReason : null,
    delivered_at: o.status === 'Delivered' ? iso(lastDelivery(o)) : null,
  };
}

/** The refund the order owes or had (decision 019): Required while flagged, then Refunded. */
function refundJson(o: OrderRow): Order['refund'] {
  const status = refundStatus({
    refundRequired: o.refundRequired,
    refunds: o.refunds.length,
    returned: o.refunds.filter((r) => r.kind === 'return').reduce((sum, r) => sum + r.amount, 0),
    kept: o.totalAmount,
  });
  if (!status) return null;
  const latest = o.refunds.at(-1);
  const made = status !== 'Required';
  return {
    status,
    amount: made ? toRupees(o.refunds.reduce((sum, r) => sum + r.amount, 0)) : null,
    provider_ref: made ? latest?.providerRef || null : null,
    refunded_at: made ? iso(latest?.createdAt) : null,
    payments: o.unkeptPayments.map((p) => ({
      reference: p.reference,
      amount: toRupees(p.amount),
      reason: p.refundReason,
      refund_by: p.refundDueBy,
    })),
  };
}

/** When the last product line was delivered (the order's updated_at for an order without one). */
function lastDelivery(o: OrderRow): Date {
  const times = o.lines.map((l) => l.deliveredAt?.getTime() ?? 0).filter((t) => t > 0);
  return times.length > 0 ? new Date(Math.max(...times)) : o.updatedAt;
}
