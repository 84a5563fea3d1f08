import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { uploads } from '../../db/schema/uploads';

type Conn = Db | Tx;
export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

export async function insertUpload(tx: Conn, values: NewUpload): Promise<void> {
  await tx.insert(uploads).values(values);
}

export async function findUploadByUrl(db: Conn, url: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.url, url));
  return row;
}

/** Marks the file used (by a record) or unused again (null). */
export async function markUpload(tx: Conn, url: string, usedAt: Date | null): Promise<void> {
  await tx.update(uploads).set({ usedAt }).where(eq(uploads.url, url));
}

/**
 * Takes unused uploads made before `before` out of the table, at most `limit`, skipping rows another sweep holds.
 * Returns their keys (the caller deletes the files once this commits).
 */
export async function takeUnusedUploads(tx: Tx, before: Date, limit: number): Promise<string[]> {
  const rows = await tx
    .select({ id: uploads.id, key: uploads.key })
    .from(uploads)
    .where(and(isNull(uploads.usedAt), lt(uploads.createdAt, before)))
    .orderBy(uploads.createdAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  if (rows.length === 0) return [];
  await tx.delete(uploads).where(
    inArray(
      uploads.id,
      rows.map((r) => r.id),
    ),
  );
  return rows.map((r) => r.key);
}

/** How many uploads the user made since `since` (tests and the staff may read it). */
export async function countUploadsSince(db: Conn, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), sql`${uploads.createdAt} >= ${since.toISOString()}`));
  return row?.n ?? 0;
}
