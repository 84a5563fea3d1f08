import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { gifts } from '../../db/schema/gifts';

export type GiftRow = typeof gifts.$inferSelect;
export type NewGift = typeof gifts.$inferInsert;

type Conn = Db | Tx;
type OnModel = GiftRow['onModel'];

/** The gifts a user sent of one kind, newest first. */
export function findGiftsSentBy(db: Conn, senderId: string, onModel: OnModel): Promise<GiftRow[]> {
  return db
    .select()
    .from(gifts)
    .where(and(eq(gifts.senderId, senderId), eq(gifts.onModel, onModel)))
    .orderBy(desc(gifts.createdAt), desc(gifts.id));
}

/** The gifts of one kind sent to an email (stored lower-case), newest first. */
export function findGiftsSentTo(db: Conn, email: string, onModel: OnModel): Promise<GiftRow[]> {
  return db
    .select()
    .from(gifts)
    .where(and(eq(gifts.recipientEmail, email), eq(gifts.onModel, onModel)))
    .orderBy(desc(gifts.createdAt), desc(gifts.id));
}

export async function findGift(db: Conn, id: string): Promise<GiftRow | undefined> {
  const [row] = await db.select().from(gifts).where(eq(gifts.id, id));
  return row;
}

/**
 * Claims the gift for the user when it is still Pending and sent to `email`, in one statement: of claims at the
 * same time exactly one finds it Pending (the row lock makes the others re-read it Claimed). Returns the claimed
 * row, or undefined when nothing was claimed.
 */
export async function claimPendingGift(
  tx: Tx,
  input: { id: string; onModel: OnModel; email: string; userId: string; now: Date },
): Promise<GiftRow | undefined> {
  const [row] = await tx
    .update(gifts)
    .set({ status: 'Claimed', claimedBy: input.userId, claimedAt: input.now })
    .where(
      and(
        eq(gifts.id, input.id),
        eq(gifts.onModel, input.onModel),
        eq(gifts.recipientEmail, input.email),
        eq(gifts.status, 'Pending'),
      ),
    )
    .returning();
  return row;
}

/** Inserts gifts, skipping any order line that already has one (the unique order_line_id). */
export async function insertGifts(tx: Tx, values: NewGift[]) {
  if (values.length === 0) return;
  await tx.insert(gifts).values(values).onConflictDoNothing({ target: gifts.orderLineId });
}

/** The gifts an order gave, oldest first. */
export function findGiftsOfOrder(db: Conn, orderId: string): Promise<GiftRow[]> {
  return db
    .select()
    .from(gifts)
    .where(eq(gifts.orderId, orderId))
    .orderBy(asc(gifts.createdAt), asc(gifts.id));
}
