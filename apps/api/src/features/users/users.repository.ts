import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/users';

type Conn = Db | Tx;
export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type SocialProvider = 'google' | 'facebook';

export async function findUserById(db: Conn, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** `email` must already be lower-case (the shared schemas make it so). */
export async function findUserByEmail(db: Conn, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserBySlug(db: Conn, slug: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.slug, slug)).limit(1);
  return row;
}

export async function findUserByProviderId(db: Conn, provider: SocialProvider, providerId: string) {
  const column = provider === 'google' ? users.googleId : users.facebookId;
  const [row] = await db.select().from(users).where(eq(column, providerId)).limit(1);
  return row as UserRow | undefined;
}

export async function slugExists(db: Conn, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.slug, slug)).limit(1);
  return Boolean(row);
}

export type InsertUserResult =
  { ok: true; user: UserRow } | { ok: false; clash: 'email' | 'slug' | 'provider' };

/** Inserts a user; a unique-index clash (a concurrent insert) is returned, not thrown. */
export async function insertUser(db: Conn, values: NewUser): Promise<InsertUserResult> {
  try {
    const [user] = await db.insert(users).values(values).returning();
    return { ok: true, user };
  } catch (err) {
    const constraint = uniqueViolation(err);
    if (constraint === 'users_email_key') return { ok: false, clash: 'email' };
    if (constraint === 'users_slug_key') return { ok: false, clash: 'slug' };
    if (constraint === 'users_google_id_key' || constraint === 'users_facebook_id_key')
      return { ok: false, clash: 'provider' };
    throw err;
  }
}

export async function updateUser(db: Conn, id: string, patch: Partial<NewUser>): Promise<UserRow> {
  const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  return row;
}

/** The violated unique constraint's name, from pg or PGlite errors (Drizzle wraps them in `cause`). */
function uniqueViolation(err: unknown): string | undefined {
  for (
    let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') return e.constraint ?? '';
  }
  return undefined;
}

export async function markEmailVerified(db: Conn, id: string) {
  await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, id));
}

/**
 * Sets a new password hash and raises the token version, so every token issued before stops working.
 * The email counts as verified from now on if it was not already (the reset link came by mail).
 */
export async function replacePassword(db: Conn, id: string, passwordHash: string) {
  await db
    .update(users)
    .set({
      passwordHash,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
    })
    .where(eq(users.id, id));
}

/**
 * Links a provider id to an account and marks its email verified. An account whose email was never
 * verified loses its password and sessions: whoever registered it had not proven they own the address.
 */
export async function linkProvider(db: Conn, user: UserRow, provider: SocialProvider, providerId: string) {
  const link = provider === 'google' ? { googleId: providerId } : { facebookId: providerId };
  const claim = user.emailVerifiedAt
    ? {}
    : { emailVerifiedAt: new Date(), passwordHash: null, tokenVersion: sql`${users.tokenVersion} + 1` };
  const [row] = await db
    .update(users)
    .set({ ...link, ...claim })
    .where(eq(users.id, user.id))
    .returning();
  return row;
}

/** Name and email to write to the user (undefined when there is no such user). */
export async function findUserContact(
  db: Conn,
  id: string,
): Promise<{ id: string; name: string; email: string; mobileNum: string | null } | undefined> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, mobileNum: users.mobileNum })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/**
 * Locks the user's row until the transaction ends, so that one user's writes elsewhere (their addresses, their
 * cart) take turns. FOR NO KEY UPDATE does not block the key-share locks that inserting rows referencing the user
 * takes.
 */
export async function lockUserRow(tx: Tx, id: string, strength: 'update' | 'no key update') {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for(strength);
}

/** Makes the user an active member (a no-op when already one: the row is not written again). */
export async function markActiveMember(tx: Tx, id: string) {
  await tx
    .update(users)
    .set({ isActiveMember: true })
    .where(and(eq(users.id, id), eq(users.isActiveMember, false)));
}

/**
 * Replaces the password hash when it is still `expectedHash` (no concurrent change got there first) and raises
 * the token version, so every token issued before stops working. Returns the new token version, or undefined
 * when the hash had changed meanwhile.
 */
export async function swapPasswordHash(tx: Tx, id: string, expectedHash: string, passwordHash: string) {
  const [row] = await tx
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(and(eq(users.id, id), eq(users.passwordHash, expectedHash)))
    .returning({ tokenVersion: users.tokenVersion });
  return row?.tokenVersion;
}

/**
 * Sets the user's picture, locking the row so two uploads at once each see the picture they replace. Returns the
 * picture before and the row after (undefined when there is no such user).
 */
export async function replaceProfilePic(tx: Tx, id: string, profilePic: string) {
  const [before] = await tx
    .select({ profilePic: users.profilePic })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  if (!before) return undefined;
  const [row] = await tx.update(users).set({ profilePic }).where(eq(users.id, id)).returning();
  return { previous: before.profilePic, row };
}
