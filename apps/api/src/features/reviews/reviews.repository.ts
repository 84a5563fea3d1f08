import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ReviewSort } from '@oxstrength/shared/constants';
import type { Db, Tx } from '../../db/client';
import type { RatingRecount } from '../../db/item-ratings';
import { reviews } from '../../db/schema/reviews';
import { publicUsers } from '../users/users.views';
import type { ReviewKind } from './review-kinds';
import { columns } from '../../db/views';

type Conn = Db | Tx;

const reviewColumns = {
  ...columns(reviews, 'id', 'stars', 'review', 'createdAt', 'updatedAt'),
  user: columns(publicUsers, 'id', 'name', 'profilePic'),
};

export interface ReviewRow {
  id: string;
  stars: number;
  review: string;
  createdAt: Date;
  updatedAt: Date;
  user: { id: string; name: string; profilePic: string | null };
}

export interface ReviewValues {
  userId: string;
  itemType: ReviewKind['itemType'];
  itemId: string;
  stars: number;
  review: string;
}

/** Inserts the user's review of the item, or replaces their earlier one. `created` tells which happened. */
export async function upsertReview(tx: Tx, v: ReviewValues): Promise<{ id: string; created: boolean }> {
  const [row] = await tx
    .insert(reviews)
    .values(v)
    .onConflictDoUpdate({
      target: [reviews.userId, reviews.itemType, reviews.itemId],
      set: { stars: v.stars, review: v.review, updatedAt: sql`now()` },
    })
    // A freshly inserted row has no deleting/updating transaction id yet.
    .returning({ id: reviews.id, created: sql<boolean>`(xmax = 0)` });
  return row;
}

/** The item's rating recounted from its reviews: the average to one decimal (0 with none) and the count. */
export function recountRating(kind: ReviewKind, itemId: string): RatingRecount {
  const ofItem = sql`${reviews.itemType} = ${kind.itemType} and ${reviews.itemId} = ${itemId}`;
  return {
    average: sql`coalesce((select round(avg(${reviews.stars})::numeric, 1) from ${reviews} where ${ofItem}), 0)`,
    count: sql`(select count(*) from ${reviews} where ${ofItem})`,
  };
}

export async function findReviewById(db: Conn, id: string): Promise<ReviewRow | undefined> {
  const [row] = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(publicUsers, eq(publicUsers.id, reviews.userId))
    .where(eq(reviews.id, id));
  return row;
}

const ORDER: Record<ReviewSort, SQL[]> = {
  popular: [desc(reviews.stars), desc(reviews.createdAt), desc(reviews.id)],
  unpopular: [asc(reviews.stars), desc(reviews.createdAt), desc(reviews.id)],
  latest: [desc(reviews.createdAt), desc(reviews.id)],
  oldest: [asc(reviews.createdAt), asc(reviews.id)],
};

export async function findReviewPage(
  db: Conn,
  f: { itemType: ReviewKind['itemType']; itemId: string; sort: ReviewSort; limit: number; offset: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  const where = and(eq(reviews.itemType, f.itemType), eq(reviews.itemId, f.itemId));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(publicUsers, eq(publicUsers.id, reviews.userId))
      .where(where)
      .orderBy(...ORDER[f.sort])
      .limit(f.limit)
      .offset(f.offset),
    db.select({ total: count() }).from(reviews).where(where),
  ]);
  return { rows, total };
}
