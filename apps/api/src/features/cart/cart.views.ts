import { QueryBuilder } from 'drizzle-orm/pg-core';
import { cartItems } from '../../db/schema/cart';

/**
 * What other areas may read of the carts, as views to join in their own queries (docs/decisions/041): the
 * cart_items table stays private to this area.
 */
const qb = new QueryBuilder();

/** Whose cart each line is in, and whether it is that user's express (buy now) line. */
export const cartLineOwners = qb
  .select({ id: cartItems.id, userId: cartItems.userId, express: cartItems.express })
  .from(cartItems)
  .as('cart_line_owners');
