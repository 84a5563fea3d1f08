import { z } from 'zod';
import { UNKEPT_REASONS } from '../refunds';
import { ORDER_STATUSES, REFUND_STATUSES } from '../status';
import { orderAddressJson } from './addresses';
import { pricedLineJson } from './cart';
import { paging, success } from './reply';

/** Order replies (POST /order/initiate, GET /user/orders, GET /user/order/{id}). Money in rupees. */

/** An order as its buyer reads it. */
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
  delivery_address: orderAddressJson.nullable().describe('As it was when the order was placed'),
  identifier: z.string().describe('Payment reference (the providers’ PRN)'),
  remarks: z.string(),
  createdAt: z.string(),
  expires_at: z.string().describe('When the order is cancelled and its stock released unless paid'),
  fonepay_hash: z
    .string()
    .describe(
      'HMAC-SHA512 (hex) of `order,<identifier>,<merchant code>` with a key derived from the Fonepay secret: the order is payable by Fonepay',
    ),
  refund: z
    .object({
      status: z.enum(REFUND_STATUSES),
      amount: z.number().nullable().describe('Rupees refunded (all refunds recorded); null while Required'),
      provider_ref: z.string().nullable().describe('The provider’s reference of the latest refund'),
      refunded_at: z.string().nullable(),
      payments: z
        .array(
          z.object({
            reference: z.string().describe('The payment’s reference (the PRN its result page shows)'),
            amount: z.number().describe('Rupees, refunded in full'),
            reason: z
              .enum(UNKEPT_REASONS)
              .describe(
                'paid: the order was already paid; cancelled: it reached us after an admin cancelled the order; ' +
                  'expired: after the reservation ended and the stock was gone',
              ),
            refund_by: z.string().describe('YYYY-MM-DD, a day in Nepal: 7 working days after it reached us'),
          }),
        )
        .describe('Payments the order could not keep, oldest first (issue 36)'),
    })
    .nullable()
    .describe(
      'A payment the order could not keep (paid twice, or too late): Required, then Refunded (decision 019); ' +
        'goods given back: Partly refunded or Refunded (issue 36)',
    ),
  cancel_reason: z
    .string()
    .nullable()
    .describe('Why an admin cancelled the order; null when it was not cancelled by an admin'),
  delivered_at: z.string().nullable().describe('When the order became Delivered (its last product line)'),
});
export type Order = z.infer<typeof orderJson>;

/** One order (POST /order/initiate, GET /user/order/{id}). */
export const orderReply = success({ order: orderJson });
export type OrderReply = z.infer<typeof orderReply>;

/** GET /user/orders: a page of orders. */
export const ordersPageReply = success({ orders: z.array(orderJson), ...paging });
export type OrdersPageReply = z.infer<typeof ordersPageReply>;
