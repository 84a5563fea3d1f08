import { z } from 'zod';
import { CATALOGUE_KINDS } from '../schemas/staff-orders';
import { ORDER_STATUSES, PAYMENT_STATUSES, REFUND_STATUSES } from '../status';
import { orderAddressJson } from './addresses';
import { pricedLineJson } from './cart';
import { rupees } from './common';
import { PROVIDER_IDS } from './payments';
import { paging, success } from './reply';

/**
 * Replies of the admins' shop workspace (issue 19): orders as admins see them (buyer, payments, delivery of
 * each line, refunds), the inbox's counts, product sizes with their stock, and catalogue items to publish.
 * Money in rupees.
 */

const personJson = z.object({ _id: z.string(), name: z.string(), email: z.string() });

/** A row of the orders list. */
export const staffOrderJson = z.object({
  _id: z.string(),
  identifier: z.string().describe('The order number (the providers’ PRN)'),
  status: z.enum(ORDER_STATUSES),
  buyer: personJson,
  total_amount: rupees,
  lines: z.number().int().describe('How many lines'),
  to_deliver: z.number().int().describe('Product lines of a paid order not delivered yet'),
  providers: z.array(z.enum(PROVIDER_IDS)).describe('Providers of its payments, any status'),
  refund_status: z.enum(REFUND_STATUSES).nullable(),
  createdAt: z.string(),
  paid_at: z.string().nullable(),
});
export type StaffOrder = z.infer<typeof staffOrderJson>;

export const staffOrderLineJson = pricedLineJson.extend({
  delivered_at: z
    .string()
    .nullable()
    .describe('Products: when staff marked it delivered; other lines: when the order was paid'),
});
export type StaffOrderLine = z.infer<typeof staffOrderLineJson>;

export const staffPaymentJson = z.object({
  _id: z.string(),
  provider: z.enum(PROVIDER_IDS),
  status: z.enum(PAYMENT_STATUSES),
  reference: z.string().describe('What we sent the provider'),
  provider_ref: z.string().nullable().describe('What the provider gave back'),
  amount: rupees,
  failure_reason: z.string().nullable(),
  createdAt: z.string(),
  completed_at: z.string().nullable(),
  refund_due_by: z
    .string()
    .nullable()
    .describe(
      'A completed payment the order could not keep: the Nepal day the buyer was told it is refunded by',
    ),
});
export type StaffPayment = z.infer<typeof staffPaymentJson>;

export const staffRefundJson = z.object({
  _id: z.string(),
  amount: rupees,
  provider_ref: z.string(),
  note: z.string(),
  payment: z.string().nullable().describe('The payment refunded'),
  user: personJson.nullable().describe('Who recorded it (null once the account is gone)'),
  createdAt: z.string(),
  kind: z
    .enum(['payment', 'return'])
    .describe('payment: a payment the order could not keep (flagged); return: goods given back (issue 36)'),
  lines: z
    .array(z.object({ line: z.string(), units: z.number().int() }))
    .describe('A return: the lines and units given back (empty for a flagged refund)'),
  restocked: z.boolean().describe('A return whose units were put back in stock'),
});
export type StaffRefund = z.infer<typeof staffRefundJson>;

export const staffOrderDetailJson = staffOrderJson.extend({
  buyer: personJson.extend({
    mobile_num: z
      .string()
      .nullable()
      .describe('The buyer’s phone as stored (+9779841234567), null when they gave none'),
  }),
  carts: z.array(staffOrderLineJson),
  sub_total: rupees,
  coupon_code: z.string().nullable(),
  coupon_discount_amount: rupees,
  delivery_address: orderAddressJson.nullable(),
  remarks: z.string(),
  expires_at: z.string(),
  stock_released: z.boolean(),
  payments: z.array(staffPaymentJson).describe('Oldest first'),
  refunds: z.array(staffRefundJson).describe('Oldest first'),
});
export type StaffOrderDetail = z.infer<typeof staffOrderDetailJson>;

export const staffOrdersPageReply = success({ orders: z.array(staffOrderJson), ...paging });
export type StaffOrdersPageReply = z.infer<typeof staffOrdersPageReply>;

export const staffOrderDetailReply = success({ order: staffOrderDetailJson });
export type StaffOrderDetailReply = z.infer<typeof staffOrderDetailReply>;

/** The inbox's shop counts. */
export const staffOrderCountsReply = success({
  counts: z.object({
    to_deliver: z.number().int().describe('Paid orders with product lines to deliver'),
    refund_required: z.number().int().describe('Orders owing a refund'),
    low_stock: z.number().int().describe('Sizes at or below the low-stock threshold'),
  }),
});
export type StaffOrderCountsReply = z.infer<typeof staffOrderCountsReply>;

/** A product size with its stock and prices, and its product. */
export const staffSizeJson = z.object({
  _id: z.string(),
  size: z.string(),
  servings: z.string().nullable(),
  price: rupees,
  discounted_price: rupees,
  stock: z.number().int(),
  product: z.object({ _id: z.string(), slug: z.string(), title: z.string(), published: z.boolean() }),
});
export type StaffSize = z.infer<typeof staffSizeJson>;

export const staffSizesPageReply = success({ sizes: z.array(staffSizeJson), ...paging });
export type StaffSizesPageReply = z.infer<typeof staffSizesPageReply>;

export const staffSizeReply = success({ size: staffSizeJson });
export type StaffSizeReply = z.infer<typeof staffSizeReply>;

/** A template, product, coaching or consultation as the publish switch shows it. */
export const staffCatalogueItemJson = z.object({
  _id: z.string(),
  kind: z.enum(CATALOGUE_KINDS),
  slug: z.string(),
  title: z.string(),
  published: z.boolean(),
});
export type StaffCatalogueItem = z.infer<typeof staffCatalogueItemJson>;

export const staffCatalogueItemsPageReply = success({
  items: z.array(staffCatalogueItemJson),
  ...paging,
});
export type StaffCatalogueItemsPageReply = z.infer<typeof staffCatalogueItemsPageReply>;

export const staffCatalogueItemReply = success({ item: staffCatalogueItemJson });
export type StaffCatalogueItemReply = z.infer<typeof staffCatalogueItemReply>;
