import { asc, count, eq, ilike } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';

/**
 * The queries an admin's publish switch needs (issue 19), for any catalogue table with id, slug, title and
 * published: a page of its items (published or not) by title, one locked, and the switch. Each area's
 * repository binds it to its own table; this knows no area.
 */

type Conn = Db | Tx;

export type PublishableTable = PgTable & {
  id: PgColumn;
  slug: PgColumn;
  title: PgColumn;
  published: PgColumn;
};

export interface PublishableRow {
  id: string;
  slug: string;
  title: string;
  published: boolean;
}

/** `%text%` for ILIKE, the pattern's own characters taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function publishableItems(table: PublishableTable) {
  const columns = { id: table.id, slug: table.slug, title: table.title, published: table.published };
  return {
    async page(db: Conn, r: { q?: string; limit: number; offset: number }) {
      const where = r.q ? ilike(table.title, containing(r.q)) : undefined;
      const [rows, [{ total }]] = await Promise.all([
        db
          .select(columns)
          .from(table)
          .where(where)
          .orderBy(asc(table.title), asc(table.id))
          .limit(r.limit)
          .offset(r.offset),
        db.select({ total: count() }).from(table).where(where),
      ]);
      return { rows: rows as PublishableRow[], total };
    },
    async lock(tx: Tx, id: string): Promise<PublishableRow | undefined> {
      const [row] = await tx.select(columns).from(table).where(eq(table.id, id)).for('update');
      return row as PublishableRow | undefined;
    },
    async setPublished(tx: Tx, id: string, published: boolean): Promise<PublishableRow> {
      const [row] = await tx
        .update(table)
        .set({ published } as never)
        .where(eq(table.id, id))
        .returning(columns);
      return row as PublishableRow;
    },
  };
}
