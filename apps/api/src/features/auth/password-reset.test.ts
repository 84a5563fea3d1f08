import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';
import { auth, testAppForFile } from '../../../test/test-app';
import { lastMail, mailCount, mailLink, validRegistration } from './auth-test-utils';

const t = testAppForFile();

const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/forgot/password', payload: { email } });
const reset = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/reset/password', payload });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });

const RESET_DONE = {
  status: 'success',
  message: 'Your password has been reset. Please sign in with your new password.',
};
const BAD_LINK = { status: 'error', message: 'Password reset link is invalid or has expired.' };

async function resetLink(email: string) {
  expect((await forgot(email)).statusCode).toBe(200);
  const link = mailLink(await lastMail(t.db, email, 'password-reset'));
  return { email: link.searchParams.get('email')!, reset_token: link.searchParams.get('reset_token')! };
}

describe('POST /user/forgot/password', () => {
  it('mails a reset link to a known account', async () => {
    const res = await forgot('Trainer@OxStrength.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      message: 'Password reset instructions have been sent to your email.',
    });
    const mail = await lastMail(t.db, 'trainer@oxstrength.test', 'password-reset');
    expect(mail.subject).toBe('Reset your OxStrength password');
    const link = mailLink(mail);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/reset-password');
    expect(link.searchParams.get('email')).toBe('trainer@oxstrength.test');
    expect(link.searchParams.get('reset_token')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [user] = await t.db.select().from(users).where(eq(users.email, 'trainer@oxstrength.test'));
    const [token] = await t.db
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.userId, user.id), eq(authTokens.purpose, 'password_reset')));
    const minutes = (token.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(t.config.PASSWORD_RESET_TTL_MINUTES - 1);
    expect(minutes).toBeLessThanOrEqual(t.config.PASSWORD_RESET_TTL_MINUTES);
  });

  it('answers exactly "User not found" for an unknown email and sends nothing', async () => {
    const res = await forgot('ghost@example.com');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: 'User not found' });
    expect(await mailCount(t.db, 'ghost@example.com', 'password-reset')).toBe(0);
  });

  it('answers 422 for a bad or missing email', async () => {
    const bad = await forgot('nope');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      status: 'error',
      message: 'Email is invalid',
      errors: { email: 'Email is invalid' },
    });
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/user/forgot/password', payload: {} });
    expect(missing.json().errors).toEqual({ email: 'Email is required' });
  });
});

describe('POST /user/reset/password', () => {
  it('sets the new password, signs out every older token, and works once', async () => {
    const old = await login('client@oxstrength.test', 'Client@123');
    const oldToken = old.json().token as string;
    const link = await resetLink('client@oxstrength.test');

    const res = await reset({ ...link, password: 'NewPass@456', password_confirmation: 'NewPass@456' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(RESET_DONE);

    // Older tokens stop working, for requests and for refresh.
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/profile',
      headers: auth(oldToken),
    });
    expect(profile.statusCode).toBe(401);
    expect(profile.json().message).toBe('Your session has expired. Please sign in again.');
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-token',
      payload: { token: oldToken },
    });
    expect(refreshed.statusCode).toBe(401);

    expect((await login('client@oxstrength.test', 'Client@123')).statusCode).toBe(401);
    const fresh = await login('client@oxstrength.test', 'NewPass@456');
    expect(fresh.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/profile',
      headers: auth(fresh.json().token),
    });
    expect(me.statusCode).toBe(200);

    const [row] = await t.db.select().from(users).where(eq(users.email, 'client@oxstrength.test'));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);

    const again = await reset({ ...link, password: 'Other@789', password_confirmation: 'Other@789' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(BAD_LINK);
  });

  it('refuses the current password as the new one', async () => {
    const link = await resetLink('admin@oxstrength.test');
    const res = await reset({ ...link, password: 'Admin@123', password_confirmation: 'Admin@123' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 'error',
      message: 'New password must be different than your older password',
      errors: { password: 'New password must be different than your older password' },
    });
    // The link was not used up.
    const ok = await reset({ ...link, password: 'Admin@456', password_confirmation: 'Admin@456' });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const link = await resetLink('trainer@oxstrength.test');
    await t.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.purpose, 'password_reset'));
    const res = await reset({ ...link, password: 'Trainer@456', password_confirmation: 'Trainer@456' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(BAD_LINK);
  });

  it('refuses an unknown token, a token for another email, and an older link after a newer request', async () => {
    const first = await resetLink('trainer@oxstrength.test');
    const second = await resetLink('trainer@oxstrength.test');
    const body = { password: 'Trainer@456', password_confirmation: 'Trainer@456' };
    for (const payload of [
      { email: 'trainer@oxstrength.test', reset_token: 'made-up' },
      { email: 'admin@oxstrength.test', reset_token: second.reset_token },
      { email: 'ghost@example.com', reset_token: second.reset_token },
      first,
    ]) {
      const res = await reset({ ...payload, ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(BAD_LINK);
    }
    expect((await reset({ ...second, ...body })).statusCode).toBe(200);
  });

  it('verifies the email of an unverified account (the mailed link proves it)', async () => {
    const reg = validRegistration({ email: 'reset-unverified@example.com' });
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: reg });
    expect((await login(reg.email, reg.password)).statusCode).toBe(403);
    const link = await resetLink(reg.email);
    expect(
      (await reset({ ...link, password: 'Fresh@123', password_confirmation: 'Fresh@123' })).statusCode,
    ).toBe(200);
    expect((await login(reg.email, 'Fresh@123')).statusCode).toBe(200);
  });

  it('answers 422 with the spec messages', async () => {
    const missing = await reset({});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      email: 'Email is required',
      reset_token: 'Reset token is required',
      password: 'Password is required',
      password_confirmation: 'Confirm Password is required',
    });
    const mismatch = await reset({
      email: 'a@b.co',
      reset_token: 'x',
      password: 'abcdef',
      password_confirmation: 'abcdeg',
    });
    expect(mismatch.json().errors).toEqual({ password_confirmation: 'Passwords must match' });
    const short = await reset({
      email: 'a@b.co',
      reset_token: 'x',
      password: 'abc',
      password_confirmation: 'abc',
    });
    expect(short.json().errors).toEqual({ password: 'Password must be at least 6 characters long' });
  });
});
