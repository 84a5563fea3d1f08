import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgEnum, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES } from '@oxstrength/shared/status';
import type { OrderDeliveryAddress } from './addresses';
import { onModelEnum } from './cart';
import { createdAt, keyedTable, moment, optionalRef, requiredRef, updatedAt } from './columns';
import { productRates } from './products';
import { users } from './users';

export type { OrderDeliveryAddress };

/** Stored exactly as the cart and orders issue names them. */
export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);

/**
 * Orders. Money in integer paisa. Stock for product lines is taken off product_rates when the order is
 * initiated (a reservation); `stockReleased` records that an expired or cancelled order gave it back.
 */
export const orders = keyedTable(
  'orders',
  {
    userId: requiredRef('user_id', () => users.id, 'restrict'),
    status: orderStatusEnum('status').notNull().default('Initiated'),
    subTotal: integer('sub_total').notNull(),
    couponCode: text('coupon_code'),
    couponDiscountPercentage: integer('coupon_discount_percentage').notNull().default(0),
    couponDiscountAmount: integer('coupon_discount_amount').notNull().default(0),
    totalAmount: integer('total_amount').notNull(),
    onlyTemplates: boolean('only_templates').notNull(),
    deliveryAddress: jsonb('delivery_address').$type<OrderDeliveryAddress>(),
    /** The payment reference sent to providers (Fonepay PRN, eSewa transaction_uuid prefix). Unique. */
    identifier: text('identifier').notNull(),
    remarks: text('remarks').notNull(),
    /** Unpaid orders are cancelled and their stock released after this moment. */
    expiresAt: moment('expires_at').notNull(),
    stockReleased: boolean('stock_released').notNull().default(false),
    /** Paid after it could no longer be delivered (expired and the stock gone): staff must refund it. */
    refundRequired: boolean('refund_required').notNull().default(false),
    /**
     * Why an admin cancelled it (issue 36), shown to the buyer; null when it was not cancelled by an admin. An
     * order an admin cancelled stays cancelled: a payment landing later is refunded, never delivered.
     */
    cancelReason: text('cancel_reason'),
    paidAt: moment('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_identifier_key').on(t.identifier),
    index('orders_user_idx').on(t.userId, t.createdAt.desc()),
    /** The admins' orders list: by status, newest first (issue 19). */
    index('orders_status_created_idx').on(t.status, t.createdAt.desc()),
    /** The inbox's count of refunds to record. */
    index('orders_refund_required_idx')
      .on(t.createdAt)
      .where(sql`${t.refundRequired}`),
    index('orders_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} in ('Initiated', 'Pending')`),
    check(
      'orders_amounts_check',
      sql`${t.subTotal} >= 0 and ${t.totalAmount} >= 0 and ${t.couponDiscountAmount} >= 0`,
    ),
  ],
);

/** What a line showed when ordered: enough to render the order detail if the catalogue changes later. */
export interface OrderLineSnapshot {
  title: string;
  slug: string | null;
  cover: string | null;
  images: string[];
  product_brand: { _id: string; name: string } | null;
  product_category: { _id: string; name: string } | null;
  training_category: { _id: string; name: string } | null;
  trainer: { _id: string; name: string } | null;
  size: { _id: string; size: string; servings: string | null } | null;
  weeks: number | null;
  /** Ordered through Buy Now (the express checkout line), not from the main cart. Absent on older orders. */
  express?: boolean;
}

/** One priced line of an order. Unit prices in paisa as charged (price = before item discount). */
export const orderLines = keyedTable(
  'order_lines',
  {
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    /** The cart line it came from, removed from the cart once the order is paid. */
    cartItemId: uuid('cart_item_id'),
    onModel: onModelEnum('on_model').notNull(),
    modelId: uuid('model_id').notNull(),
    unit: integer('unit').notNull(),
    productSizeId: optionalRef('product_size_id', () => productRates.id, 'set null'),
    plan: text('plan'),
    trainerId: optionalRef('trainer_id', () => users.id, 'set null'),
    selfOrder: boolean('self_order').notNull(),
    recipientName: text('recipient_name'),
    recipientEmail: text('recipient_email'),
    recipientMobile: text('recipient_mobile'),
    relation: text('relation'),
    price: integer('price').notNull(),
    discountedPrice: integer('discounted_price').notNull(),
    snapshot: jsonb('snapshot').$type<OrderLineSnapshot>().notNull(),
    position: integer('position').notNull().default(0),
    /**
     * A product line: when an admin marked it delivered (issue 19). Other lines are delivered when the order is
     * paid (their subscriptions and gifts) and keep this null.
     */
    deliveredAt: moment('delivered_at'),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId, t.position),
    check('order_lines_unit_check', sql`${t.unit} >= 1`),
  ],
);
