import type { CartItemType } from '@oxstrength/shared/constants';
import type { Db } from '../../db/client';
import { findCartedModelIds } from './cart.repository';

/**
 * Sets `added_to_cart` on catalogue items for the signed-in caller: true when a main-cart line of theirs has the
 * item (any size, plan or recipient). Anonymous callers (no user id) get the items back untouched, without a query.
 */
export async function markAddedToCart<T extends { _id: string; added_to_cart: boolean }>(
  db: Db,
  userId: string | undefined,
  onModel: CartItemType,
  items: T[],
): Promise<T[]> {
  if (!userId || items.length === 0) return items;
  const carted = await findCartedModelIds(
    db,
    userId,
    onModel,
    items.map((i) => i._id),
  );
  return items.map((i) => ({ ...i, added_to_cart: carted.has(i._id) }));
}
