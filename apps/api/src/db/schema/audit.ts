import { index, jsonb, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, keyedTable, optionalRef } from './columns';
import { users } from './users';

/**
 * The staff audit log (issue 17): every staff action writes one entry in the transaction of the action, so the
 * two land together or not at all. `before` and `after` hold only the fields the action changed.
 */
export const auditEntries = keyedTable(
  'audit_entries',
  {
    /** Who acted: null for the server or the demo seed, or once the account is deleted. */
    userId: optionalRef('user_id', () => users.id, 'set null'),
    /** Their role when they acted: admin, trainer (or system). */
    role: text('role').notNull(),
    /** The policy action, e.g. subscription.activate. */
    action: text('action').notNull(),
    recordType: text('record_type').notNull(),
    recordId: uuid('record_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_entries_record_idx').on(t.recordType, t.recordId, t.createdAt.desc())],
);
