import { cartItems } from '../../db/schema/cart';
import { columns, view } from '../../db/views';

/**
 * What other areas may read of the carts, as views to join in their own queries (docs/decisions/041): the
 * cart_items table stays private to this area.
 */

/** Whose cart each line is in, and whether it is that user's express (buy now) line. */
export const cartLineOwners = view(
  'cart_line_owners',
  cartItems,
  columns(cartItems, 'id', 'userId', 'express'),
);
