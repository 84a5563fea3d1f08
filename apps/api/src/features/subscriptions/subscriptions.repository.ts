import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { gifts, subscriptions } from '../../db/schema/subscriptions';

type Conn = Db | Tx;

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type GiftRow = typeof gifts.$inferSelect;
export type NewGift = typeof gifts.$inferInsert;

/**
 * Inserts subscriptions, skipping any order line that already has one (the unique order_line_id): a payment
 * delivered again writes nothing twice.
 */
export async function insertSubscriptions(tx: Tx, values: NewSubscription[]) {
  if (values.length === 0) return;
  await tx.insert(subscriptions).values(values).onConflictDoNothing({ target: subscriptions.orderLineId });
}

/** Inserts gifts, skipping any order line that already has one (the unique order_line_id). */
export async function insertGifts(tx: Tx, values: NewGift[]) {
  if (values.length === 0) return;
  await tx.insert(gifts).values(values).onConflictDoNothing({ target: gifts.orderLineId });
}

/** The subscriptions an order gave, oldest first. */
export function findSubscriptionsOfOrder(db: Conn, orderId: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.orderId, orderId))
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));
}

/** The gifts an order gave, oldest first. */
export function findGiftsOfOrder(db: Conn, orderId: string): Promise<GiftRow[]> {
  return db
    .select()
    .from(gifts)
    .where(eq(gifts.orderId, orderId))
    .orderBy(asc(gifts.createdAt), asc(gifts.id));
}
