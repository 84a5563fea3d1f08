import { index, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, keyedTable, moment, requiredRef } from './columns';
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
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    /** The sign-in this token descends from by refreshes (the id of its first token); sign-out ends them all. */
    familyId: uuid('family_id').notNull(),
    createdAt: createdAt(),
    /** The last moment the token can be refreshed (its expiry plus the refresh window); the row is dead after. */
    expiresAt: moment('expires_at').notNull(),
    /** Set when the token is refreshed: it keeps working until then (a short grace window), not after. */
    retiresAt: moment('retires_at'),
    /** Set at sign-out. */
    revokedAt: moment('revoked_at'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_family_idx').on(t.familyId),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

export const tokenPurposeEnum = pgEnum('token_purpose', ['email_verification', 'password_reset']);

/** Single-use, expiring secrets sent by mail. Only a SHA-256 of the secret is stored. */
export const authTokens = keyedTable(
  'auth_tokens',
  {
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    purpose: tokenPurposeEnum('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_key').on(t.tokenHash),
    index('auth_tokens_user_idx').on(t.userId, t.purpose),
  ],
);
