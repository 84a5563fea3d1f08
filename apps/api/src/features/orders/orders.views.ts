import type { OrderLineSnapshot, orderLines } from '../../db/schema/orders';

/**
 * What other areas may read of the orders (docs/decisions/041). The cart prices the lines an order is made of
 * and draws them again from what was stored, so it shares their types; the tables stay private to this area.
 */

/** What a line showed when ordered (stored with the line), as the cart builds it. */
export type { OrderLineSnapshot };

/** The fields of a stored order line the cart draws it from (lineJson). */
export type StoredOrderLine = Pick<
  typeof orderLines.$inferSelect,
  | 'id'
  | 'onModel'
  | 'modelId'
  | 'unit'
  | 'productSizeId'
  | 'plan'
  | 'trainerId'
  | 'selfOrder'
  | 'recipientName'
  | 'recipientEmail'
  | 'recipientMobile'
  | 'relation'
  | 'price'
  | 'discountedPrice'
  | 'snapshot'
>;
