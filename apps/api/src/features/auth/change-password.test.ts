import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordChangedReply } from '@oxstrength/shared/contracts/users';
import { auth, createTestApp } from '../../../test/test-app';
import { sessions } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';
import { hashPassword } from '../../lib/password';
import { makeUser } from '../trainers/trainer-fixtures';

/** PUT /auth/update/password (spec part 2 sections 3, 5, 7 and 8). */

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let oldHash: string;
beforeAll(async () => {
  t = await createTestApp();
  oldHash = await hashPassword('secret123');
});
afterAll(() => t.close());

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/** A verified account with the password secret123. */
async function account() {
  const user = await makeUser(t.db, { passwordHash: oldHash, emailVerifiedAt: new Date() });
  return user;
}

const login = (email: string, password: string, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
const signIn = async (email: string, app = t.app) => {
  const res = await login(email, 'secret123', app);
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
};
const change = (token: string, payload: Record<string, unknown>, app = t.app) =>
  app.inject({
    method: 'PUT',
    url: '/api/v1/auth/update/password',
    headers: auth(token),
    payload,
  });
const profileStatus = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: auth(token) })).statusCode;

const valid = { old_password: 'secret123', password: 'new-secret-9', password_confirmation: 'new-secret-9' };

describe('PUT /auth/update/password', () => {
  it('changes the password: the old one stops working, other sessions end, this one continues', async () => {
    const user = await account();
    const here = await signIn(user.email);
    const elsewhere = await signIn(user.email);

    const res = await change(here, valid);
    expect(res.statusCode).toBe(200);
    const body = passwordChangedReply.parse(res.json());
    expect(body.message).toBe('Your password has been changed');
    expect(JSON.stringify(body)).not.toMatch(/hash|secret/i);

    // This sign-in continues with the new token; every token from before answers 401.
    expect(await profileStatus(body.token)).toBe(200);
    expect(await profileStatus(elsewhere)).toBe(401);
    expect(await profileStatus(here)).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-token',
      payload: { token: elsewhere },
    });
    expect(refreshed.statusCode).toBe(401);
    expect(refreshed.json().message).toBe(SESSION_EXPIRED);

    // Only the new token's session is live.
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.filter((r) => r.revokedAt === null)).toHaveLength(1);

    // The old password stops working; the new one signs in.
    expect((await login(user.email, 'secret123')).statusCode).toBe(401);
    expect((await login(user.email, 'new-secret-9')).statusCode).toBe(200);

    // Signing out of this sign-in ends the new token too.
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: auth(body.token) });
    expect(out.statusCode).toBe(200);
    expect(await profileStatus(body.token)).toBe(401);
  });

  it('answers a wrong current password with 403 and the message for old_password, changing nothing', async () => {
    const user = await account();
    const token = await signIn(user.email);
    const res = await change(token, { ...valid, old_password: 'not-my-password' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      status: 'error',
      message: 'Old password is incorrect',
      errors: { old_password: 'Old password is incorrect' },
    });
    expect(await profileStatus(token)).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.passwordHash).toBe(oldHash);
    expect(row.tokenVersion).toBe(user.tokenVersion);
  });

  it("answers the spec's messages for missing, short, unmatched and unchanged passwords", async () => {
    const user = await account();
    const token = await signIn(user.email);
    const empty = await change(token, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({
      old_password: 'Old password is required',
      password: 'Password is required',
      password_confirmation: 'Confirm Password is required',
    });
    const short = await change(token, {
      old_password: 'secret123',
      password: 'abc',
      password_confirmation: 'abc',
    });
    expect(short.json().errors.password).toBe('Password must be at least 6 characters long');
    const unmatched = await change(token, { ...valid, password_confirmation: 'something-else' });
    expect(unmatched.statusCode).toBe(422);
    expect(unmatched.json().errors.password_confirmation).toBe('Passwords must match');
    const same = await change(token, {
      old_password: 'secret123',
      password: 'secret123',
      password_confirmation: 'secret123',
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.password).toBe('New password must be different than your older password');
    expect(await profileStatus(token)).toBe(200);
  });

  it('answers 403 for an account made by social sign-in (it has no password)', async () => {
    const user = await makeUser(t.db, { emailVerifiedAt: new Date() });
    const token = t.app.issueToken(user);
    const res = await change(token, valid);
    expect(res.statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/auth/update/password', payload: valid });
    expect(res.statusCode).toBe(401);
  });

  it('limits attempts per user', async () => {
    const limited = await createTestApp({ AUTH_ACCOUNT_RATE_LIMIT_MAX: '2' });
    try {
      const user = await makeUser(limited.db, { passwordHash: oldHash, emailVerifiedAt: new Date() });
      const token = await signIn(user.email, limited.app);
      const wrong = { ...valid, old_password: 'guess' };
      expect((await change(token, wrong, limited.app)).statusCode).toBe(403);
      expect((await change(token, wrong, limited.app)).statusCode).toBe(403);
      const third = await change(token, valid, limited.app);
      expect(third.statusCode).toBe(429);
      expect(third.json().status).toBe('error');
    } finally {
      await limited.close();
    }
  });
});
