import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { ADDRESS_LABELS } from '@oxstrength/shared/constants';
import { toRupees } from '@oxstrength/shared/money';
import { ORDER_STATUSES } from '@oxstrength/shared/status';
import type { PaymentsConfig } from '../../config/env';
import { iso } from '../../lib/reply';
import { lineJson, pricedLineJson } from '../cart/cart-lines';
import type { OrderRow } from './orders.repository';

const deliveryAddress = z.object({
  _id: z.string(),
  label: z.enum(ADDRESS_LABELS.map((l) => l.value) as ['home', 'office', 'other']),
  name: z.string(),
  email: z.string(),
  mobile_num: z.string(),
  address: z.object({
    country: z.string(),
    province: z.string(),
    district: z.string(),
    area: z.string(),
    address_line1: z.string(),
  }),
});

/** An order as its buyer reads it (Order in apps/web/src/lib/commerce-types.ts). Money in rupees. */
export const orderJson = z.object({
  _id: z.string(),
  user: z.object({ _id: z.string(), email: z.string(), name: z.string() }),
  status: z.enum(ORDER_STATUSES),
  carts: z.array(pricedLineJson).describe('The lines as ordered: prices as charged, items as they were'),
  sub_total: z.number().describe('Rupees: sum of the lines'),
  coupon_code: z.string().nullable(),
  coupon_discount_percentage: z.number(),
  coupon_discount_amount: z.number().describe('Rupees'),
  total_amount: z.number().describe('Rupees: sub_total - coupon_discount_amount'),
  only_templates: z.boolean(),
  express: z
    .boolean()
    .describe(
      'Placed through Buy Now (express checkout), not from the cart: checking out again starts at the item',
    ),
  delivery_address: deliveryAddress.nullable().describe('As it was when the order was placed'),
  identifier: z.string().describe('Payment reference (the providers’ PRN)'),
  remarks: z.string(),
  createdAt: z.string(),
  expires_at: z.string().describe('When the order is cancelled and its stock released unless paid'),
  fonepay_hash: z
    .string()
    .describe(
      'HMAC-SHA512 (hex) of `order,<identifier>,<merchant code>` with a key derived from the Fonepay secret: the order is payable by Fonepay',
    ),
});
export type OrderJson = z.infer<typeof orderJson>;

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
  };
}
