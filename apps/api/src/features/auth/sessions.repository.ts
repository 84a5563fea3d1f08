import { and, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { sessions } from '../../db/schema/sessions';
import { sessionUsers } from '../users/users.views';
import { preparedByShape } from '../../db/prepared-by-shape';

type Conn = Db | Tx;
export type NewSession = typeof sessions.$inferInsert;

/** A row that still lets its token in at `now`: not revoked, not retired, not past its refresh window. */
const live = (now: Date) =>
  and(
    isNull(sessions.revokedAt),
    or(isNull(sessions.retiresAt), gt(sessions.retiresAt, now)),
    gt(sessions.expiresAt, now),
  );

/** A row whose token can never be used again. */
const dead = (now: Date) =>
  or(lte(sessions.expiresAt, now), lte(sessions.retiresAt, now), isNotNull(sessions.revokedAt));

/** Inserts a session; with `onConflict: 'keep'` a row of the same id is kept as it is. */
export async function insertSession(
  db: Conn,
  values: NewSession,
  { onConflict }: { onConflict?: 'keep' } = {},
) {
  const insert = db.insert(sessions).values(values);
  await (onConflict === 'keep' ? insert.onConflictDoNothing({ target: sessions.id }) : insert);
}

/** The last moment session `id` can be refreshed (its token's expiry plus the refresh window), or undefined. */
export async function findSessionExpiry(db: Conn, id: string): Promise<Date | undefined> {
  const [row] = await db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.id, id));
  return row?.expiresAt;
}

const liveSessionUserQuery = (db: Conn) =>
  db
    .select({
      id: sessionUsers.id,
      name: sessionUsers.name,
      email: sessionUsers.email,
      slug: sessionUsers.slug,
      userType: sessionUsers.userType,
      isActiveMember: sessionUsers.isActiveMember,
      tokenVersion: sessionUsers.tokenVersion,
    })
    .from(sessions)
    .innerJoin(sessionUsers, eq(sessionUsers.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        or(isNull(sessions.retiresAt), gt(sessions.retiresAt, sql.placeholder('now'))),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1);
const liveSessionUserStatements =
  preparedByShape<ReturnType<ReturnType<typeof liveSessionUserQuery>['prepare']>>('live_session_user');

/**
 * The caller of a token: its session, when live at `now` (as `live` reads it), with the user it belongs to. One
 * primary-key lookup (and the user by primary key); it runs on every authenticated request, so its SQL is
 * prepared once (placeholders, `now` too).
 */
export async function findLiveSessionUser(db: Conn, sessionId: string, userId: string, now: Date) {
  const statement = liveSessionUserStatements(db, '', (name) => liveSessionUserQuery(db).prepare(name));
  const [row] = await statement.execute({ sessionId, userId, now: now.toISOString() });
  return row;
}

/** A live session's family and its user's current token version, or undefined. */
export async function findLiveSession(db: Conn, sessionId: string, userId: string, now: Date) {
  const [row] = await db
    .select({ familyId: sessions.familyId, tokenVersion: sessionUsers.tokenVersion })
    .from(sessions)
    .innerJoin(sessionUsers, eq(sessionUsers.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), live(now)))
    .limit(1);
  return row;
}

/**
 * Marks a live session retired at `retiresAt` (a refresh), keeping an earlier retirement: a second refresh of
 * the same token within the grace window does not extend it. Returns the family, or undefined when the session
 * is not live. Row-locks the session until the transaction ends, so concurrent refreshes take turns.
 */
export async function retireSession(tx: Tx, sessionId: string, userId: string, now: Date, retiresAt: Date) {
  const [row] = await tx
    .update(sessions)
    .set({ retiresAt: sql`coalesce(${sessions.retiresAt}, ${retiresAt.toISOString()}::timestamptz)` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), live(now)))
    .returning({ familyId: sessions.familyId });
  return row;
}

/**
 * Revokes every token of a sign-in. Repeated until nothing changes: a refresh that committed while the first
 * pass waited on its row lock may have added a token that pass could not see.
 */
export async function revokeFamily(db: Conn, familyId: string, now: Date) {
  for (let pass = 0; pass < 5; pass++) {
    const rows = await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    if (rows.length === 0) return;
  }
}

/** Drops one user's rows that can never be used again (cheap: by the user index). */
export async function deleteDeadSessionsOf(db: Conn, userId: string, now: Date) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), dead(now)));
}

/** Drops up to `limit` rows past their refresh window, of any user (by the expiry index). */
export async function deleteExpiredSessions(db: Conn, now: Date, limit: number) {
  const batch = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(lte(sessions.expiresAt, now))
    .limit(limit);
  await db.delete(sessions).where(inArray(sessions.id, batch));
}

/** Revokes every session of a user that is not already revoked (a password change ends them all). */
export async function revokeUserSessions(tx: Tx, userId: string, now: Date) {
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
