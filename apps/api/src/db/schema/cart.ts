import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, keyedTable, optionalRef, requiredRef, updatedAt } from './columns';
import { productRates } from './products';
import { users } from './users';

/** What a cart or order line points at (spec part 1 section 3: onModel). */
export const onModelEnum = pgEnum('on_model', ['Template', 'Product', 'Coaching', 'Consultation']);

/**
 * Cart lines. Prices are never stored here: every read prices the line from the catalogue.
 * `express` lines come from Buy Now (POST /user/cart/buynow): one per user, kept apart from the main cart.
 * `mergeKey` (built by the cart service from the item and its options) makes "the same item with the same
 * options" one line: unique per user among main-cart lines.
 */
export const cartItems = keyedTable(
  'cart_items',
  {
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    onModel: onModelEnum('on_model').notNull(),
    modelId: uuid('model_id').notNull(),
    unit: integer('unit').notNull().default(1),
    productSizeId: optionalRef('product_size_id', () => productRates.id, 'cascade'),
    /** Coaching: w4 | w12 | w24; consultation: quarter_hour | half_hour | hour. */
    plan: text('plan'),
    trainerId: optionalRef('trainer_id', () => users.id, 'cascade'),
    selfOrder: boolean('self_order').notNull().default(true),
    /** Gift recipient (self_order false). */
    recipientName: text('recipient_name'),
    recipientEmail: text('recipient_email'),
    recipientMobile: text('recipient_mobile'),
    relation: text('relation'),
    express: boolean('express').notNull().default(false),
    mergeKey: text('merge_key').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cart_items_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('cart_items_merge_key')
      .on(t.userId, t.mergeKey)
      .where(sql`not ${t.express}`),
    check('cart_items_unit_check', sql`${t.unit} >= 1`),
  ],
);
