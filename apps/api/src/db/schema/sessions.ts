import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * One row per access token (its `sid` claim); the auth area owns it. A token opens routes only while its row
 * exists, is not revoked and is not retired, besides its own signature, expiry and the user's token version.
 */
export const sessions = pgTable(
  'sessions',
  {
    /** The token's `sid`. Set by the server (not defaulted): a sign-in's first token is also its family. */
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The sign-in this token descends from by refreshes (the id of its first token); sign-out ends them all. */
    familyId: uuid('family_id').notNull(),
    createdAt: createdAt(),
    /** The last moment the token can be refreshed (its expiry plus the refresh window); the row is dead after. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the token is refreshed: it keeps working until then (a short grace window), not after. */
    retiresAt: timestamp('retires_at', { withTimezone: true }),
    /** Set at sign-out. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_family_idx').on(t.familyId),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);
