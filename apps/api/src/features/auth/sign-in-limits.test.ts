import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';

/** Sign-in limits (decision 014): per account, and one per-address budget shared by the sign-in routes. */

const ADDRESS_MAX = 10;
const ACCOUNT_MAX = 3;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: String(ADDRESS_MAX),
    AUTH_ACCOUNT_RATE_LIMIT_MAX: String(ACCOUNT_MAX),
  });
});
afterAll(() => t.close());

const TOO_MANY = { status: 'error', message: 'Too many attempts. Please wait a few minutes and try again.' };
const TOO_MANY_FOR_ACCOUNT = {
  status: 'error',
  message: 'Too many sign-in attempts for this account. Please wait a few minutes and try again.',
};

const login = (remoteAddress: string, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress });

/** Every route on the shared per-address budget, each with a request it answers without a 429. */
const SIGN_IN_ROUTES = [
  { method: 'POST', url: '/api/v1/auth/login', payload: { email: 'nobody@example.com', password: 'x' } },
  { method: 'POST', url: '/api/v1/auth/register', payload: { email: 'nope' } },
  { method: 'POST', url: '/api/v1/auth/refresh-token', payload: { token: 'x' } },
  { method: 'POST', url: '/api/v1/user/forgot/password', payload: { email: 'nobody@example.com' } },
  { method: 'POST', url: '/api/v1/user/reset/password', payload: {} },
  { method: 'POST', url: '/api/v1/user/verify/email', payload: {} },
  { method: 'POST', url: '/api/v1/user/verify/email/resend', payload: { email: 'nobody@example.com' } },
  { method: 'POST', url: '/api/v1/auth/social/google/check/token', payload: {} },
  { method: 'POST', url: '/api/v1/auth/social/fb/check/token', payload: {} },
  { method: 'GET', url: '/api/v1/user/validate/email?email=someone%40example.com' },
] as const;
const call = (route: (typeof SIGN_IN_ROUTES)[number], remoteAddress: string) =>
  t.app.inject({
    method: route.method,
    url: route.url,
    payload: 'payload' in route ? route.payload : undefined,
    remoteAddress,
  });

describe('sign-in limit per account', () => {
  it('stops guessing one email from any address, while other emails from the same address still sign in', async () => {
    for (let i = 0; i < ACCOUNT_MAX; i++) {
      const res = await login('10.0.0.1', 'client@oxstrength.test', `guess-${i}`);
      expect(res.statusCode).toBe(401);
    }
    // Past the account's budget even the right password is refused, from this address or any other.
    const blocked = await login('10.0.0.1', 'client@oxstrength.test', 'Client@123');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY_FOR_ACCOUNT);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await login('10.0.0.2', 'Client@OxStrength.test', 'Client@123');
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.json()).toEqual(TOO_MANY_FOR_ACCOUNT);

    // Someone else in the same office signs in.
    const colleague = await login('10.0.0.1', 'trainer@oxstrength.test', 'Trainer@123');
    expect(colleague.statusCode).toBe(200);
  });

  it('counts an email without an account the same way (the reply does not tell them apart)', async () => {
    for (let i = 0; i < ACCOUNT_MAX; i++)
      expect((await login('10.0.0.3', 'ghost@example.com', `guess-${i}`)).statusCode).toBe(401);
    expect((await login('10.0.0.3', 'ghost@example.com', 'guess')).json()).toEqual(TOO_MANY_FOR_ACCOUNT);
  });
});

describe('sign-in limit per address', () => {
  it('is one budget shared by every sign-in route and the email check', async () => {
    // One call to each route uses up the whole budget...
    expect(SIGN_IN_ROUTES).toHaveLength(ADDRESS_MAX);
    for (const route of SIGN_IN_ROUTES) {
      const res = await call(route, '10.0.1.1');
      expect(res.statusCode, route.url).not.toBe(429);
    }
    // ...so the next call to any of them is refused.
    for (const route of SIGN_IN_ROUTES) {
      const res = await call(route, '10.0.1.1');
      expect(res.statusCode, route.url).toBe(429);
      expect(res.json()).toEqual(TOO_MANY);
    }
    // Another address has its own budget.
    expect((await login('10.0.1.2', 'admin@oxstrength.test', 'Admin@123')).statusCode).toBe(200);
  });

  it('GET /user/validate/email answers 429 past the budget', async () => {
    const check = (email: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/user/validate/email?email=${encodeURIComponent(email)}`,
        remoteAddress: '10.0.2.1',
      });
    for (let i = 0; i < ADDRESS_MAX; i++)
      expect((await check(`person${i}@example.com`)).statusCode).toBe(200);
    const res = await check('client@oxstrength.test');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(TOO_MANY);
    expect(res.body).not.toContain('available');
  });
});
