import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';

/**
 * The rating a reviewable catalogue item keeps on its own row (templates, products, coachings, consultations):
 * each owning area builds its ItemRatings from its table and gives it to the reviews through its service, so
 * the reviews area never touches another area's table.
 */

/** A table of reviewable items: every one has these four columns. */
export interface RatedTable {
  table: PgTable;
  id: PgColumn;
  published: PgColumn;
  averageRating: PgColumn;
  ratingCount: PgColumn;
}

/** A recounted rating, as SQL the reviews build from their own table (evaluated in the item's update). */
export interface RatingRecount {
  average: SQL;
  count: SQL;
}

/** What the reviews read and write of an item's rating. */
export interface ItemRatings {
  /** The published item's rating, or undefined when there is no such published item. */
  find(db: Db | Tx, id: string): Promise<{ averageRating: number; ratingCount: number } | undefined>;
  /**
   * Locks the published item's row until the transaction ends, so that concurrent reviews of one item take
   * turns and each recount sees the reviews committed before it. False when there is no such published item.
   */
  lock(tx: Tx, id: string): Promise<boolean>;
  /** Stores the item's recounted rating. */
  store(tx: Tx, id: string, rating: RatingRecount): Promise<void>;
}

export const itemRatings = (t: RatedTable): ItemRatings => ({
  async find(db, id) {
    const [row] = await db
      .select({ averageRating: t.averageRating, ratingCount: t.ratingCount })
      .from(t.table)
      .where(and(eq(t.id, id), eq(t.published, true)));
    return row && { averageRating: Number(row.averageRating), ratingCount: Number(row.ratingCount) };
  },
  async lock(tx, id) {
    const [row] = await tx
      .select({ id: t.id })
      .from(t.table)
      .where(and(eq(t.id, id), eq(t.published, true)))
      .for('update');
    return row !== undefined;
  },
  async store(tx, id, rating) {
    await tx.execute(sql`
    update ${t.table}
    set average_rating = ${rating.average},
        rating_count = ${rating.count}
    where ${t.id} = ${id}`);
  },
});
