import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { SAME_PASSWORD, type changePasswordSchema } from '@oxstrength/shared/schemas/auth';
import { AppError, conflict, invalidField, unauthorized } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { SESSION_EXPIRED } from '../../plugins/auth';
import { findUserById, swapPasswordHash } from '../users/users.service';
import { findLiveSession, revokeUserSessions } from './sessions.repository';

export const ACCOUNT_MESSAGES = {
  passwordChanged: 'Your password has been changed',
  wrongPassword: 'Old password is incorrect',
  changedMeanwhile: 'Your password was changed meanwhile. Please try again.',
} as const;

/**
 * PUT /auth/update/password for the caller of a token (its user and session). The current password is checked
 * with argon2: a wrong one answers 403 with the message under old_password. Then, in one transaction: the new
 * hash replaces the old one only if nobody changed it meanwhile (409), the token version rises (every token
 * issued before stops working, the caller's too), every session of the user is revoked, and a new session
 * continues the caller's sign-in. Returns the new token: other devices are signed out, this one continues.
 */
export async function changePassword(
  app: FastifyInstance,
  caller: { userId: string; sessionId: string },
  input: z.output<typeof changePasswordSchema>,
): Promise<string> {
  const user = await findUserById(app.db, caller.userId);
  if (!user) throw unauthorized(SESSION_EXPIRED);
  // An account made by social sign-in has no password: no current password can be right.
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.old_password)))
    throw new AppError(403, ACCOUNT_MESSAGES.wrongPassword, {
      errors: { old_password: ACCOUNT_MESSAGES.wrongPassword },
    });
  if (await verifyPassword(user.passwordHash, input.password)) throw invalidField('password', SAME_PASSWORD);
  const expectedHash = user.passwordHash;
  const passwordHash = await hashPassword(input.password);

  return app.db.transaction(async (tx) => {
    const now = new Date();
    const session = await findLiveSession(tx, caller.sessionId, user.id, now);
    if (!session) throw unauthorized(SESSION_EXPIRED);
    const tokenVersion = await swapPasswordHash(tx, user.id, expectedHash, passwordHash);
    if (tokenVersion === undefined) throw conflict(ACCOUNT_MESSAGES.changedMeanwhile);
    await revokeUserSessions(tx, user.id, now);
    return app.startSession({ id: user.id, tokenVersion }, { conn: tx, familyId: session.familyId });
  });
}
