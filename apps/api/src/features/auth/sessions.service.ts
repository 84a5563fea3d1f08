import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client';
import { REFRESH_GRACE_SECONDS } from '@oxstrength/shared/constants';
import { unauthorized } from '../../lib/errors';
import { SESSION_EXPIRED } from '../../plugins/auth';
import { findUserById } from '../users/users.service';
import {
  deleteDeadSessionsOf,
  deleteExpiredSessions,
  findLiveSession,
  retireSession,
  revokeFamily,
  revokeUserSessions,
} from './sessions.repository';

/** How often (at most, per process) a sign-in also drops other users' expired rows, and how many at once. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;
const SWEEP_BATCH = 500;
let lastSweep = 0;

/** Starts a session for a user who just signed in; returns its token. */
export async function signInSession(app: FastifyInstance, user: { id: string; tokenVersion: number }) {
  const token = await app.startSession(user);
  await tidySessions(app, user.id);
  return token;
}

/**
 * A new token for a signed token that is current or expired less than REFRESH_GRACE_SECONDS ago, while its
 * session is live and the user's token version has not moved on (password reset). The old token is retired:
 * it keeps working for REFRESHED_TOKEN_GRACE_SECONDS (another tab may be refreshing it at the same moment),
 * then answers 401; refreshed again meanwhile it answers the same new token, never another session (decision
 * 014). The new token continues the same sign-in, so signing out ends both.
 */
export async function refreshSession(app: FastifyInstance, token: string): Promise<string> {
  const claims = app.readToken(token, { ignoreExpiration: true });
  const now = new Date();
  if (!claims || claims.exp + REFRESH_GRACE_SECONDS < now.getTime() / 1000)
    throw unauthorized(SESSION_EXPIRED);
  const user = await findUserById(app.db, claims.sub);
  if (!user || user.tokenVersion !== claims.tv) throw unauthorized(SESSION_EXPIRED);
  const retiresAt = new Date(now.getTime() + app.config.REFRESHED_TOKEN_GRACE_SECONDS * 1000);
  const fresh = await app.db.transaction(async (tx) => {
    const old = await retireSession(tx, claims.sid, claims.sub, now, retiresAt);
    return old ? app.successorSession(user, claims.sid, { conn: tx, familyId: old.familyId }) : undefined;
  });
  if (!fresh) throw unauthorized(SESSION_EXPIRED);
  await tidySessions(app, user.id);
  return fresh;
}

/**
 * Sign-out: revokes the token's session and every token refreshed from the same sign-in. An expired token
 * that could still be refreshed counts (it is still a key to the account); a token whose session already
 * ended answers 401 like on every other route.
 */
export async function endSession(app: FastifyInstance, token: string | undefined) {
  if (!token) throw unauthorized();
  const claims = app.readToken(token, { ignoreExpiration: true });
  if (!claims) throw unauthorized(SESSION_EXPIRED);
  const now = new Date();
  const ended = await app.db.transaction(async (tx) => {
    const session = await findLiveSession(tx, claims.sid, claims.sub, now);
    if (!session || session.tokenVersion !== claims.tv) return false;
    await revokeFamily(tx, session.familyId, now);
    return true;
  });
  if (!ended) throw unauthorized(SESSION_EXPIRED);
}

/**
 * Keeps the table small without a job: the user's dead rows go at each sign-in and refresh, and now and then
 * a batch of anyone's expired rows (users who never came back). A failure here never fails the sign-in.
 */
async function tidySessions(app: FastifyInstance, userId: string) {
  const now = new Date();
  try {
    await deleteDeadSessionsOf(app.db, userId, now);
    if (now.getTime() - lastSweep >= SWEEP_EVERY_MS) {
      lastSweep = now.getTime();
      await deleteExpiredSessions(app.db, now, SWEEP_BATCH);
    }
  } catch (err) {
    app.log.warn({ err }, 'session clean-up failed');
  }
}

/** Ends every session of the user at once (an admin disabled the account): each of its tokens answers 401. */
export async function endEverySession(tx: Tx, userId: string) {
  await revokeUserSessions(tx, userId, new Date());
}
