import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auth, createTestApp } from '../../../test/test-app';
import { sessions } from '../../db/schema/sessions';

/** Sessions on the server: sign-out, refresh with a grace window, tokens without an expiry (decision 014). */

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const SESSION_EXPIRED = { status: 'error', message: 'Your session has expired. Please sign in again.' };
const CLIENT = { email: 'client@oxstrength.test', password: 'Client@123' };

const signIn = async (app = t.app, credentials = CLIENT) => {
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: credentials });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
};
const refresh = (token: string, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/refresh-token', payload: { token } });
const logout = (token?: string, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: token ? auth(token) : {} });
const profile = (token: string, app = t.app) =>
  app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: auth(token) });

/** Authenticated routes of several areas, as a client calls them. */
const AUTHENTICATED = [
  '/api/v1/auth/profile',
  '/api/v1/user/delivery/addresses',
  '/api/v1/user/orders',
  '/api/v1/user/carts',
];
const statusesOf = async (token: string) =>
  Promise.all(
    AUTHENTICATED.map(
      async (url) => (await t.app.inject({ method: 'GET', url, headers: auth(token) })).statusCode,
    ),
  );

/** Moves the clock (JavaScript's Date, which the server reads for token and session times) forward. */
function advanceClock(seconds: number) {
  const target = Date.now() + seconds * 1000;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(target);
}

/** A token signed with the server's secret (HS256), with exactly the given claims. */
function signRaw(claims: Record<string, unknown>, secret = t.config.JWT_SECRET) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

describe('POST /auth/logout', () => {
  it('ends the session: the same token then answers 401 on every authenticated route', async () => {
    const token = await signIn();
    expect(await statusesOf(token)).toEqual([200, 200, 200, 200]);

    const res = await logout(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: 'You have been signed out.' });

    expect(await statusesOf(token)).toEqual([401, 401, 401, 401]);
    expect((await profile(token)).json()).toEqual(SESSION_EXPIRED);
    // Nor can it be refreshed into a new token, or signed out again.
    expect((await refresh(token)).json()).toEqual(SESSION_EXPIRED);
    expect((await logout(token)).statusCode).toBe(401);
  });

  it('also ends the tokens refreshed from the same sign-in, but not other sign-ins of the user', async () => {
    const phone = await signIn();
    const laptop = await signIn();
    const [a, b] = await Promise.all([refresh(phone), refresh(phone)]);
    const refreshedA = a.json().token as string;
    const refreshedB = b.json().token as string;

    expect((await logout(refreshedA)).statusCode).toBe(200);
    for (const token of [phone, refreshedA, refreshedB]) expect((await profile(token)).statusCode).toBe(401);
    expect((await profile(laptop)).statusCode).toBe(200);
  });

  it('accepts an expired token that could still be refreshed, so it cannot be refreshed afterwards', async () => {
    const token = await signIn();
    advanceClock(2 * 24 * 3600);
    expect((await profile(token)).statusCode).toBe(401);
    expect((await logout(token)).statusCode).toBe(200);
    expect((await refresh(token)).json()).toEqual(SESSION_EXPIRED);
  });

  it('answers 401 without a token and with a forged one', async () => {
    const none = await logout();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ status: 'error', message: 'Please sign in to continue' });

    const token = await signIn();
    const forged = signRaw(claimsOf(token), 'another-secret-that-is-long-enough-to-be-valid-xyz');
    expect((await logout(forged)).json()).toEqual(SESSION_EXPIRED);
    expect((await logout('not.a.token')).statusCode).toBe(401);
    // The real token was not signed out by those.
    expect((await profile(token)).statusCode).toBe(200);
  });
});

describe('POST /auth/refresh-token with the grace window', () => {
  it('lets two tabs refresh one token at once, to the same new token; the old one works for 60 s, then 401', async () => {
    const old = await signIn();
    const [first, second] = await Promise.all([refresh(old), refresh(old)]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const tokens = [first.json().token as string, second.json().token as string];
    expect(tokens[0]).toBe(tokens[1]);
    for (const token of tokens) expect((await profile(token)).statusCode).toBe(200);

    // Within the window the old token still opens routes (a request already on its way with it succeeds).
    expect((await profile(old)).statusCode).toBe(200);
    advanceClock(50);
    expect((await profile(old)).statusCode).toBe(200);

    // After it, the old token is refused everywhere; the new ones carry on.
    advanceClock(11);
    expect((await profile(old)).json()).toEqual(SESSION_EXPIRED);
    expect((await refresh(old)).json()).toEqual(SESSION_EXPIRED);
    for (const token of tokens) expect((await profile(token)).statusCode).toBe(200);
  });

  it('does not stretch the window when the old token is refreshed again within it', async () => {
    const old = await signIn();
    const successor = (await refresh(old)).json().token as string;
    advanceClock(40);
    const again = await refresh(old);
    expect(again.statusCode).toBe(200);
    expect(again.json().token).toBe(successor);
    advanceClock(30);
    expect((await profile(old)).statusCode).toBe(401);
    expect((await refresh(old)).json()).toEqual(SESSION_EXPIRED);
  });

  it('answers ten parallel refreshes of one token with one new token, one new session', async () => {
    const old = await signIn();
    const { sid } = claimsOf(old) as { sid: string };
    const replies = await Promise.all(Array.from({ length: 10 }, () => refresh(old)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const tokens = new Set(replies.map((r) => r.json().token as string));
    expect(tokens.size).toBe(1);
    const [successor] = [...tokens];
    expect(claimsOf(successor!).sid).not.toBe(sid);
    expect((await profile(successor!)).statusCode).toBe(200);
    const family = await t.db.select().from(sessions).where(eq(sessions.familyId, sid));
    expect(family).toHaveLength(2);
    // Signing out with the new token ends the old one too.
    expect((await logout(successor)).statusCode).toBe(200);
    expect((await profile(old)).statusCode).toBe(401);
    // Refreshing the new token moves on to a token of its own.
    const next = await signIn();
    const second = (await refresh(next)).json().token as string;
    const third = (await refresh(second)).json().token as string;
    expect(new Set([next, second, third]).size).toBe(3);
    expect((await profile(third)).statusCode).toBe(200);
  });

  it('takes the window from REFRESHED_TOKEN_GRACE_SECONDS', async () => {
    const short = await createTestApp({ REFRESHED_TOKEN_GRACE_SECONDS: '5' });
    try {
      const old = await signIn(short.app);
      const res = await refresh(old, short.app);
      expect(res.statusCode).toBe(200);
      advanceClock(4);
      expect((await profile(old, short.app)).statusCode).toBe(200);
      advanceClock(2);
      expect((await profile(old, short.app)).statusCode).toBe(401);
      expect((await profile(res.json().token, short.app)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
      await short.close();
    }
  });
});

describe('tokens without an expiry', () => {
  it('are refused even when correctly signed and naming a live session', async () => {
    const token = await signIn();
    const { exp, ...claims } = claimsOf(token);
    expect(typeof exp).toBe('number');

    // The same claims with the expiry work: the token below differs only by lacking `exp`.
    expect((await profile(signRaw({ ...claims, exp }))).statusCode).toBe(200);

    const forever = signRaw(claims);
    expect((await profile(forever)).json()).toEqual(SESSION_EXPIRED);
    expect((await refresh(forever)).json()).toEqual(SESSION_EXPIRED);
    expect((await logout(forever)).statusCode).toBe(401);
    expect((await profile(token)).statusCode).toBe(200);
  });

  it('a signed token naming no session (or not a uuid) is refused too', async () => {
    const claims = claimsOf(await signIn());
    for (const sid of [randomUUID(), 'not-a-uuid', undefined]) {
      const res = await profile(signRaw({ ...claims, sid }));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(SESSION_EXPIRED);
    }
  });
});
