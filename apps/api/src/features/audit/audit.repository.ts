import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { auditEntries } from '../../db/schema/audit';

/** The audit log's table: entries written in the actions' transactions, read per record. */

export type AuditEntryRow = typeof auditEntries.$inferSelect;
export type NewAuditEntry = Omit<typeof auditEntries.$inferInsert, 'id' | 'createdAt'>;

export async function insertAuditEntry(tx: Tx, values: NewAuditEntry) {
  // The moment of the insert, not the transaction's start: entries of one transaction keep their order.
  await tx.insert(auditEntries).values({ ...values, createdAt: sql`clock_timestamp()` });
}

/** A page of one record's entries, newest first. */
export async function findAuditPage(
  db: Db,
  r: { recordType: string; recordId: string; limit: number; offset: number },
) {
  const where = and(eq(auditEntries.recordType, r.recordType), eq(auditEntries.recordId, r.recordId));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auditEntries)
      .where(where)
      .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
      .limit(r.limit)
      .offset(r.offset),
    db.select({ total: count() }).from(auditEntries).where(where),
  ]);
  return { rows, total };
}
