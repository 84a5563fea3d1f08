import type { Tx } from '../db/client';
import { removeOrderedLines } from '../features/cart/cart.service';
import type { OrderLineRow, OrderRecord } from '../features/orders/orders.service';
import { countSold as countProductsSold } from '../features/products/products.service';
import { coachingKind, consultationKind } from '../features/programmes/programme-kinds';
import { countSold as countProgrammesSold } from '../features/programmes/programmes.service';
import { createGiftsForOrder, grantForOrder } from '../features/training/subscriptions.service';
import { countSold as countTemplatesSold } from '../features/templates/templates.service';
import { markActiveMember } from '../features/users/users.service';

/**
 * Gives the buyer what a paid order's lines bought, in the caller's transaction (settle-payment.ts, under the
 * order's row lock), each area writing its own tables: sold counts (products, templates, programmes), a
 * subscription per own template / coaching / consultation line and a gift per gift line (subscriptions), active
 * membership with an own training line (users), and the purchased lines out of the cart (cart). Returns the gift
 * lines (for their recipients' mails). The demo seed pays its demo order the same way.
 */
export async function fulfilOrder(
  tx: Tx,
  order: OrderRecord,
  lines: OrderLineRow[],
): Promise<OrderLineRow[]> {
  // Kinds in a fixed order, items in id order within each: concurrent fulfilments sharing items never deadlock.
  await countProductsSold(tx, soldUnits(lines, 'Product'));
  await countTemplatesSold(tx, soldUnits(lines, 'Template'));
  await countProgrammesSold(tx, coachingKind, soldUnits(lines, 'Coaching'));
  await countProgrammesSold(tx, consultationKind, soldUnits(lines, 'Consultation'));

  await grantForOrder(tx, order, lines);
  const gifted = await createGiftsForOrder(tx, order, lines);
  // Active membership comes with training bought for oneself (issue 21): products alone do not make a member.
  if (lines.some((l) => l.onModel !== 'Product' && l.selfOrder)) await markActiveMember(tx, order.userId);
  await removeOrderedLines(
    tx,
    order.userId,
    lines.map((l) => l.cartItemId).filter((id): id is string => id !== null),
  );
  return gifted;
}

/** The units of the lines of one kind, per item. */
function soldUnits(lines: OrderLineRow[], onModel: OrderLineRow['onModel']): { id: string; unit: number }[] {
  const units = new Map<string, number>();
  for (const l of lines)
    if (l.onModel === onModel) units.set(l.modelId, (units.get(l.modelId) ?? 0) + l.unit);
  return [...units].map(([id, unit]) => ({ id, unit }));
}
