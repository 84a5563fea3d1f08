import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_GRACE_SECONDS } from '@oxstrength/shared/constants';
import { users } from '../../db/schema/users';
import { auth, createTestApp, clockTestAppForFile } from '../../../test/test-app';

const t = clockTestAppForFile();

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
const login = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload });
const refresh = (token: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh-token', payload: { token } });
const profile = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: token ? auth(token) : {} });

/** Moves the clock (JavaScript's Date, which the server reads for token and session times) forward. */
function advanceClock(seconds: number) {
  const target = Date.now() + seconds * 1000;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(target);
}

async function clientToken() {
  const res = await login({ email: 'client@oxstrength.test', password: 'Client@123' });
  return res.json().token as string;
}
async function client() {
  const [row] = await t.db.select().from(users).where(eq(users.email, 'client@oxstrength.test'));
  return row;
}

describe('POST /auth/login', () => {
  it('signs in a verified user and the token opens GET /auth/profile', async () => {
    const res = await login({ email: 'Client@OxStrength.test', password: 'Client@123' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      status: 'success',
      message: 'Login successful',
      token: expect.any(String),
      login_source: 'email',
      user: {
        _id: expect.any(String),
        id: body.user._id,
        name: 'Sita Sharma',
        email: 'client@oxstrength.test',
        mobile_num: '+9779841000001',
        profile_pic: null,
        slug: 'sita-sharma',
        // The demo client's profile is complete (issue 36: src/db/seed/demo-users.ts).
        address: {
          country: 'Nepal',
          province: 'Bagmati',
          district: 'Kathmandu',
          area: 'Baneshwor',
          address_line1: 'House 14, Shankhamul Marg',
        },
        about: null,
        user_type: 'Client',
        // The demo client holds the seeded templates (src/db/seed/demo-training.ts).
        is_active_member: true,
      },
    });

    const me = await profile(body.token);
    expect(me.statusCode).toBe(200);
    // The profile adds the settings (gender, birth date, social links) to the signed-in user.
    const noLinks = { facebook: null, twitter: null, instagram: null, linkedid: null, tiktok: null };
    expect(me.json()).toEqual({
      status: 'success',
      user: { ...body.user, gender: 'Female', birth_date: '1995-04-21', social: noLinks },
    });
    // `Bearer` works too.
    const bearer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/profile',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(bearer.statusCode).toBe(200);
  });

  it.each([
    ['trainer@oxstrength.test', 'Trainer@123', 'Trainer'],
    ['admin@oxstrength.test', 'Admin@123', 'Admin'],
  ])('signs in %s as %s', async (email, password, role) => {
    const res = await login({ email, password });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.user_type).toBe(role);
  });

  it('answers the same 401 for a wrong password, an unknown email and an account without a password', async () => {
    await t.db.insert(users).values({
      name: 'Social Only',
      email: 'social-only@example.com',
      slug: 'social-only',
      emailVerifiedAt: new Date(),
    });
    for (const payload of [
      { email: 'client@oxstrength.test', password: 'wrong-password' },
      { email: 'nobody@oxstrength.test', password: 'Client@123' },
      { email: 'social-only@example.com', password: 'anything' },
    ]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 'error', message: 'Invalid email or password' });
    }
  });

  it('answers 422 with the spec messages', async () => {
    const missing = await login({});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ email: 'Email is required', password: 'Password is required' });
    const bad = await login({ email: 'not-an-email', password: '' });
    expect(bad.json().errors).toEqual({ email: 'Email is invalid', password: 'Password is required' });
  });
});

describe('GET /auth/profile', () => {
  it('answers 401 without a token, with a forged token and with a malformed header', async () => {
    const none = await profile();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ status: 'error', message: 'Please sign in to continue' });

    const forged = await profile(`${(await clientToken()).slice(0, -4)}AAAA`);
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe(SESSION_EXPIRED);

    const odd = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/profile',
      headers: { authorization: 'token abc' },
    });
    expect(odd.statusCode).toBe(401);
  });

  it('answers 401 for an expired token', async () => {
    const expired = await clientToken();
    advanceClock(ACCESS_TOKEN_TTL_SECONDS + 60);
    const res = await profile(expired);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(SESSION_EXPIRED);
  });
});

describe('POST /auth/refresh-token', () => {
  it('renews a current token', async () => {
    const res = await refresh(await clientToken());
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    expect(res.json()).toEqual({ status: 'success', token: expect.any(String) });
    expect((await profile(token)).statusCode).toBe(200);
  });

  it('renews a token that expired less than 30 days ago', async () => {
    const old = await clientToken();
    // 20 days later: expired 19 days ago.
    advanceClock(20 * 24 * 3600);
    expect((await profile(old)).statusCode).toBe(401);
    const res = await refresh(old);
    expect(res.statusCode).toBe(200);
    expect((await profile(res.json().token)).statusCode).toBe(200);
  });

  it('refuses a token that expired more than 30 days ago', async () => {
    const old = await clientToken();
    advanceClock(ACCESS_TOKEN_TTL_SECONDS + REFRESH_GRACE_SECONDS + 60);
    const res = await refresh(old);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', message: SESSION_EXPIRED });
  });

  it('refuses a token signed with another secret, garbage, and a token of an older version', async () => {
    const user = await client();
    const other = await createTestApp({ JWT_SECRET: 'another-secret-that-is-long-enough-to-be-valid-xyz' });
    try {
      const foreign = other.app.jwt.sign({ sub: user.id, tv: user.tokenVersion, sid: randomUUID() });
      expect((await refresh(foreign)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
    expect((await refresh('not.a.token')).json()).toEqual({ status: 'error', message: SESSION_EXPIRED });

    const token = await clientToken();
    await t.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id));
    const res = await refresh(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(SESSION_EXPIRED);
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('answers 422 without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh-token', payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ token: 'Token is required' });
  });
});
