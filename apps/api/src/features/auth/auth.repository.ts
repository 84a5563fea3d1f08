import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { authTokens } from '../../db/schema/sessions';

type Conn = Db | Tx;
export type TokenPurpose = (typeof authTokens.$inferSelect)['purpose'];

export interface TokenKey {
  userId: string;
  purpose: TokenPurpose;
  tokenHash: string;
}

/** Stores a new token and drops the user's unused ones of the same purpose: only the newest link works. */
export async function replaceAuthToken(db: Db, key: TokenKey, expiresAt: Date) {
  await db.transaction(async (tx) => {
    await deleteUnusedAuthTokens(tx, key.userId, key.purpose);
    await tx.insert(authTokens).values({ ...key, expiresAt });
  });
}

const usable = (key: TokenKey) =>
  and(
    eq(authTokens.tokenHash, key.tokenHash),
    eq(authTokens.userId, key.userId),
    eq(authTokens.purpose, key.purpose),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, new Date()),
  );

export async function findUsableAuthToken(db: Conn, key: TokenKey) {
  const [row] = await db.select({ id: authTokens.id }).from(authTokens).where(usable(key)).limit(1);
  return row;
}

/** Marks a usable token used. False when it is unknown, expired or already used (also by a concurrent call). */
export async function consumeAuthToken(db: Conn, key: TokenKey): Promise<boolean> {
  const rows = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(usable(key))
    .returning({ id: authTokens.id });
  return rows.length > 0;
}

export async function deleteUnusedAuthTokens(db: Conn, userId: string, purpose: TokenPurpose) {
  await db
    .delete(authTokens)
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
}
