import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client';
import { STAFF_USER_MESSAGES } from '@oxstrength/shared/schemas/staff-users';
import type { z } from 'zod';
import type {
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '@oxstrength/shared/schemas/auth';
import { badRequest, conflict, AppError, invalidField, unauthorized } from '../../lib/errors';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/password';
import { SESSION_EXPIRED } from '../../plugins/auth';
import { SANDBOX_MAILBOX_PATH } from '@oxstrength/shared/constants';
import { toProfileJson, toUserJson } from '../users/user-json';
import {
  createUser,
  EMAIL_TAKEN,
  findUserByEmail,
  findUserById,
  markEmailVerified,
  replacePassword,
  type UserRow,
} from '../users/users.service';
import { passwordResetMail, verificationMail } from './auth-mails';
import {
  consumeAuthToken,
  deleteUnusedAuthTokens,
  findUsableAuthToken,
  replaceAuthToken,
  type TokenKey,
} from './auth.repository';
import { hashSecret, newSecret } from './one-time-secret';
import { endSession, refreshSession, signInSession } from './sessions.service';

export const MESSAGES = {
  registered: 'Registration successful. Please check your email to verify your account.',
  verified: 'Your email has been verified.',
  alreadyVerified: 'Email is already verified.',
  badVerification: 'Verification link is invalid or has expired.',
  resent: 'If the account exists and is not yet verified, a new verification email has been sent.',
  loggedIn: 'Login successful',
  badCredentials: 'Invalid email or password',
  unverified: 'Please verify your email before signing in.',
  userNotFound: 'User not found',
  resetSent: 'Password reset instructions have been sent to your email.',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  badReset: 'Password reset link is invalid or has expired.',
  samePassword: 'New password must be different than your older password',
  signedOut: 'You have been signed out.',
} as const;

/** The reply every successful sign-in gives (email or social), with the token of a new session. */
export async function signedIn(app: FastifyInstance, user: UserRow, source: 'email' | 'google' | 'facebook') {
  // Told only to whoever proved they own the account (the right password, or the provider's sign-in).
  if (user.disabledAt) throw new AppError(403, STAFF_USER_MESSAGES.accountDisabled);
  return {
    status: 'success' as const,
    message: MESSAGES.loggedIn,
    token: await signInSession(app, user),
    user: toUserJson(user),
    login_source: source,
  };
}

export async function register(app: FastifyInstance, input: z.output<typeof registerSchema>) {
  const emailTaken = () => conflict(EMAIL_TAKEN, { errors: { email: EMAIL_TAKEN } });
  if (await findUserByEmail(app.db, input.email)) throw emailTaken();
  const result = await createUser(app.db, {
    name: input.name,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    mobileNum: input.mobile_num,
    userType: 'Client',
  });
  if (!result.ok) throw emailTaken();
  // The account is its own write (createUser reads a unique violation, which would abort an enclosing
  // transaction); the link and its mail commit together. Without them the client can ask for a new link.
  await sendVerification(app, result.user);
  return result.user;
}

/** Who a link is for: the account and where its mail goes. */
type LinkUser = Pick<UserRow, 'id' | 'name' | 'email'>;

/**
 * A new one-use link of `purpose` for the user (the last one stops working): its token and its mail, which the
 * link's secret goes into, are written in the caller's transaction `tx`.
 */
async function writeNewLink(
  app: FastifyInstance,
  tx: Tx,
  user: LinkUser,
  purpose: TokenKey['purpose'],
  ttlMs: number,
  mailOf: (secret: string) => Parameters<FastifyInstance['mailer']['enqueue']>[1],
) {
  const secret = newSecret();
  await replaceAuthToken(
    tx,
    { userId: user.id, purpose, tokenHash: hashSecret(secret) },
    new Date(Date.now() + ttlMs),
  );
  await app.mailer.enqueue(tx, mailOf(secret));
}

/** The same in a transaction of its own. */
const mailNewLink = (
  app: FastifyInstance,
  user: LinkUser,
  purpose: TokenKey['purpose'],
  ttlMs: number,
  mailOf: (secret: string) => Parameters<FastifyInstance['mailer']['enqueue']>[1],
) => app.mailer.transaction((tx) => writeNewLink(app, tx, user, purpose, ttlMs, mailOf));

/** A new verification link and its mail, written in `tx` (registration's resend, and staff's). */
export async function writeVerificationLink(app: FastifyInstance, tx: Tx, user: LinkUser) {
  const ttlHours = app.config.EMAIL_VERIFICATION_TTL_HOURS;
  await writeNewLink(app, tx, user, 'email_verification', ttlHours * 3600_000, (secret) =>
    verificationMail(
      user,
      `${app.config.APP_URL}/email/verification?email=${encodeURIComponent(user.email)}&verification_code=${secret}`,
      ttlHours,
    ),
  );
}

/** A new verification link, mailed. */
const sendVerification = (app: FastifyInstance, user: UserRow) =>
  app.mailer.transaction((tx) => writeVerificationLink(app, tx, user));

export async function verifyEmail(app: FastifyInstance, input: z.output<typeof verifyEmailSchema>) {
  const user = await findUserByEmail(app.db, input.email);
  if (!user) throw badRequest(MESSAGES.badVerification);
  if (user.emailVerifiedAt) throw conflict(MESSAGES.alreadyVerified, { already_verified: true });
  const key = {
    userId: user.id,
    purpose: 'email_verification' as const,
    tokenHash: hashSecret(input.verification_code),
  };
  const verified = await app.db.transaction(async (tx) => {
    if (!(await consumeAuthToken(tx, key))) return false;
    await markEmailVerified(tx, user.id);
    return true;
  });
  if (!verified) throw badRequest(MESSAGES.badVerification);
}

export async function resendVerification(app: FastifyInstance, email: string) {
  const user = await findUserByEmail(app.db, email);
  if (user && !user.emailVerifiedAt) await sendVerification(app, user);
}

/** While the sandbox is on (the demo), replies about a mail name the demo mailbox where it can be read. */
export const demoMailbox = (app: FastifyInstance): { mailbox?: string } =>
  app.config.SANDBOX === 'on' ? { mailbox: SANDBOX_MAILBOX_PATH } : {};

export async function login(app: FastifyInstance, input: z.output<typeof loginSchema>) {
  const user = await findUserByEmail(app.db, input.email);
  // Always run one argon2 verification, so the reply time does not tell whether the account exists.
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
  if (!user || !user.passwordHash || !ok) throw unauthorized(MESSAGES.badCredentials);
  if (!user.emailVerifiedAt)
    throw new AppError(403, MESSAGES.unverified, { unverified: true, ...demoMailbox(app) });
  return signedIn(app, user, 'email');
}

/** A new token for a current or recently expired one (sessions.service.ts says which). */
export async function refreshToken(app: FastifyInstance, token: string) {
  return refreshSession(app, token);
}

/** Sign-out: the token (and every token refreshed from the same sign-in) answers 401 from now on. */
export async function logout(app: FastifyInstance, token: string | undefined) {
  await endSession(app, token);
}

/** The signed-in user with their profile settings (GET /auth/profile). */
export async function profile(app: FastifyInstance, userId: string) {
  const user = await findUserById(app.db, userId);
  if (!user) throw unauthorized(SESSION_EXPIRED);
  return toProfileJson(user);
}

export async function forgotPassword(app: FastifyInstance, email: string) {
  const user = await findUserByEmail(app.db, email);
  if (!user) throw new AppError(404, MESSAGES.userNotFound);
  const ttlMinutes = app.config.PASSWORD_RESET_TTL_MINUTES;
  await mailNewLink(app, user, 'password_reset', ttlMinutes * 60_000, (secret) =>
    passwordResetMail(
      user,
      `${app.config.APP_URL}/reset-password?email=${encodeURIComponent(user.email)}&reset_token=${secret}`,
      ttlMinutes,
    ),
  );
}

export async function resetPassword(app: FastifyInstance, input: z.output<typeof resetPasswordSchema>) {
  const user = await findUserByEmail(app.db, input.email);
  if (!user) throw badRequest(MESSAGES.badReset);
  const key = {
    userId: user.id,
    purpose: 'password_reset' as const,
    tokenHash: hashSecret(input.reset_token),
  };
  if (!(await findUsableAuthToken(app.db, key))) throw badRequest(MESSAGES.badReset);
  if (await verifyPassword(user.passwordHash, input.password))
    throw invalidField('password', MESSAGES.samePassword);
  const passwordHash = await hashPassword(input.password);
  const done = await app.db.transaction(async (tx) => {
    if (!(await consumeAuthToken(tx, key))) return false;
    await deleteUnusedAuthTokens(tx, user.id, 'password_reset');
    await replacePassword(tx, user.id, passwordHash);
    return true;
  });
  if (!done) throw badRequest(MESSAGES.badReset);
}
