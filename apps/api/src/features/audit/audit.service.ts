import type { AuditEntry } from '@oxstrength/shared/contracts/staff';
import type { AuditRecordType } from '@oxstrength/shared/schemas/staff';
import type { Actor } from '@oxstrength/shared/status';
import type { Db, Tx } from '../../db/client';
import { iso, pageInfo } from '../../lib/reply';
import { userContact } from '../users/users.service';
import { findAuditPage, insertAuditEntry } from './audit.repository';

/**
 * The audit area owns the staff audit log (issue 17, `audit_entries`). Areas write an entry inside the transaction
 * of the action they audit (so the two commit together or not at all); admins read a record's entries.
 */

export interface AuditWrite {
  userId: string | null;
  role: Actor;
  action: string;
  recordType: AuditRecordType;
  recordId: string;
  /** The audited fields before and after the action: only those that changed are kept. */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** Who takes a staff action, as an area's staff function records it (issue 19). */
export interface AuditActor {
  actor: Actor;
  userId: string | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Writes one entry with the fields the action changed (an action that changed none still leaves its entry). */
export async function recordAudit(tx: Tx, entry: AuditWrite) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])) {
    if (same(entry.before[key], entry.after[key])) continue;
    before[key] = entry.before[key] ?? null;
    after[key] = entry.after[key] ?? null;
  }
  await insertAuditEntry(tx, {
    userId: entry.userId,
    role: entry.role,
    action: entry.action,
    recordType: entry.recordType,
    recordId: entry.recordId,
    before,
    after,
  });
}

/** GET /staff/audit: a record's entries, newest first, paged. */
export async function listAuditEntries(
  db: Db,
  q: { record_type: string; record_id: string; page: number; resultsPerPage: number },
) {
  const { rows, total } = await findAuditPage(db, {
    recordType: q.record_type,
    recordId: q.record_id,
    limit: q.resultsPerPage,
    offset: (q.page - 1) * q.resultsPerPage,
  });
  const people = new Map<string, AuditEntry['user']>();
  for (const id of new Set(rows.map((r) => r.userId).filter((id): id is string => id !== null))) {
    const user = await userContact(db, id);
    people.set(id, user ? { _id: user.id, name: user.name, email: user.email } : null);
  }
  const entries: AuditEntry[] = rows.map((r) => ({
    _id: r.id,
    user: r.userId ? (people.get(r.userId) ?? null) : null,
    role: r.role,
    action: r.action,
    record_type: r.recordType,
    record_id: r.recordId,
    before: r.before,
    after: r.after,
    createdAt: iso(r.createdAt)!,
  }));
  return { entries, ...pageInfo(q.page, q.resultsPerPage, total) };
}
