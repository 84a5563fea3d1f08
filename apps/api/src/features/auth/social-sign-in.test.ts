import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users';
import { auth, createTestApp } from '../../../test/test-app';
import { signSandboxToken, sandboxSubject } from '../../sandbox/social/sandbox-token';
import { sandboxAccessToken, sandboxConsent, validRegistration } from './auth-test-utils';

const SANDBOX_EXISTING = {
  status: 'error',
  message: 'The demo sign-in cannot open an existing account. Please sign in with your email and password.',
};

const LOGIN_FAILED = { status: 'error', message: 'Login Failed' };

describe('social sign-in through the sandbox providers', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const google = (accessToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/social/google/check/token', payload: { accessToken } });
  const facebook = (accessToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/social/fb/check/token', payload: { accessToken } });
  const userRow = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];
  const hour = () => Math.floor(Date.now() / 1000) + 3600;

  it('GET /auth/social/config gives the sandbox client ids and pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/social/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      google: { client_id: 'oxstrength-sandbox-google', auth_url: '/sandbox/google/authorize' },
      facebook: { app_id: 'oxstrength-sandbox-facebook', auth_url: '/sandbox/facebook/dialog/oauth' },
    });
  });

  it('Google: creates a verified Client account without a password, then signs in to the same account', async () => {
    const res = await google(await sandboxAccessToken(t.app, 'google'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'success',
      message: 'Login successful',
      login_source: 'google',
      user: {
        name: 'Google Demo User',
        email: 'demo.google@oxstrength.test',
        user_type: 'Client',
        slug: 'google-demo-user',
      },
    });
    expect(Object.keys(body.user)).not.toContain('google_id');

    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: auth(body.token) });
    expect(me.json().user._id).toBe(body.user._id);

    const row = await userRow('demo.google@oxstrength.test');
    expect(row.emailVerifiedAt).not.toBeNull();
    expect(row.passwordHash).toBeNull();
    expect(row.googleId).toBe(`sandbox:${sandboxSubject(t.config, 'google', 'demo.google@oxstrength.test')}`);

    const again = await google(await sandboxAccessToken(t.app, 'google', { name: 'Another Name' }));
    expect(again.statusCode).toBe(200);
    expect(again.json().user._id).toBe(body.user._id);
    expect(again.json().user.name).toBe('Google Demo User');
  });

  it('Google: the consent page with a typed admin email signs nobody in and links nothing', async () => {
    // As a browser would: the sandbox's consent form, the admin's address typed in, Continue.
    const consent = await sandboxConsent(t.app, 'google', {
      email: 'admin@oxstrength.test',
      name: 'Mallory',
    });
    expect(consent.statusCode).toBe(302);
    const token = new URLSearchParams(new URL(consent.headers.location as string).hash.slice(1)).get(
      'access_token',
    );
    const res = await google(token!);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(SANDBOX_EXISTING);
    expect(res.json().token).toBeUndefined();
    const admin = await userRow('admin@oxstrength.test');
    expect(admin.googleId).toBeNull();
    expect(admin.facebookId).toBeNull();
  });

  it('Google: an unverified account is not claimed through the sandbox; its password still works', async () => {
    const reg = validRegistration({ email: 'squatter@example.com' });
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: reg });
    const res = await google(
      await sandboxAccessToken(t.app, 'google', { email: reg.email, name: 'Real Owner' }),
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(SANDBOX_EXISTING);
    const row = await userRow(reg.email);
    expect(row.googleId).toBeNull();
    expect(row.passwordHash).not.toBeNull();
  });

  it('Google: refuses a token issued to another client, an expired token, a Facebook token and garbage', async () => {
    const base = { provider: 'google' as const, sub: '123', email: 'aud@example.com', name: 'Aud Test' };
    const tokens = [
      signSandboxToken(t.config, { ...base, aud: 'someone-elses-client-id', exp: hour() }),
      signSandboxToken(t.config, {
        ...base,
        aud: 'oxstrength-sandbox-google',
        exp: Math.floor(Date.now() / 1000) - 10,
      }),
      await sandboxAccessToken(t.app, 'facebook'),
      'ya29.not-a-real-token',
    ];
    for (const token of tokens) {
      const res = await google(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(LOGIN_FAILED);
    }
    expect(await userRow('aud@example.com')).toBeUndefined();
  });

  it('Facebook: creates an account and signs in again, but never opens an existing one', async () => {
    const first = await facebook(await sandboxAccessToken(t.app, 'facebook'));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Login successful',
      login_source: 'facebook',
      user: { name: 'Facebook Demo User', email: 'demo.facebook@oxstrength.test', user_type: 'Client' },
    });
    const row = await userRow('demo.facebook@oxstrength.test');
    expect(row.facebookId).toBe(
      `sandbox:${sandboxSubject(t.config, 'facebook', 'demo.facebook@oxstrength.test')}`,
    );
    expect(row.emailVerifiedAt).not.toBeNull();

    const again = await facebook(await sandboxAccessToken(t.app, 'facebook'));
    expect(again.json().user._id).toBe(first.json().user._id);

    const trainer = await facebook(
      await sandboxAccessToken(t.app, 'facebook', { email: 'trainer@oxstrength.test', name: 'B' }),
    );
    expect(trainer.statusCode).toBe(401);
    expect(trainer.json()).toEqual(SANDBOX_EXISTING);
    expect((await userRow('trainer@oxstrength.test')).facebookId).toBeNull();
  });

  it('Facebook: an account without an email cannot sign in', async () => {
    const res = await facebook(await sandboxAccessToken(t.app, 'facebook', { email: '' }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      status: 'error',
      message: 'Your Facebook account has no email address. Please sign up with email.',
    });
  });

  it("Facebook: refuses another app's token, an expired token, a Google token and garbage", async () => {
    const base = { provider: 'facebook' as const, sub: '456', email: 'fb-aud@example.com', name: 'Aud Test' };
    const tokens = [
      signSandboxToken(t.config, { ...base, aud: 'another-app', exp: hour() }),
      signSandboxToken(t.config, {
        ...base,
        aud: 'oxstrength-sandbox-facebook',
        exp: Math.floor(Date.now() / 1000) - 10,
      }),
      await sandboxAccessToken(t.app, 'google'),
      'EAAB-not-a-real-token',
    ];
    for (const token of tokens) {
      const res = await facebook(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(LOGIN_FAILED);
    }
    expect(await userRow('fb-aud@example.com')).toBeUndefined();
  });

  it('answers 422 without an access token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/social/google/check/token',
      payload: {},
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ accessToken: 'Access token is required' });
  });
});

describe('social sign-in with live credentials', () => {
  // A stand-in for Google's and Facebook's servers on loopback, answering what the test sets.
  let provider: Server;
  let base: string;
  let answer: { status: number; body: unknown } = { status: 200, body: {} };
  const seen: string[] = [];
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    provider = createServer((req, res) => {
      seen.push(req.url!);
      const url = new URL(req.url!, 'http://x');
      let reply = answer;
      if (url.pathname === '/graph/debug_token') {
        const ok = url.searchParams.get('access_token') === 'live-app|live-secret';
        reply = ok
          ? {
              status: 200,
              body: {
                data: {
                  app_id: 'live-app',
                  is_valid: url.searchParams.get('input_token') === 'fb-good',
                  user_id: '777',
                },
              },
            }
          : { status: 400, body: { error: { message: 'bad app token', type: 'OAuthException', code: 190 } } };
      }
      if (url.pathname === '/graph/me')
        reply = { status: 200, body: { id: '777', name: 'Live Facebook', email: 'live.fb@example.com' } };
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
    t = await createTestApp({
      GOOGLE_CLIENT_ID: 'live-google-client.apps.googleusercontent.com',
      GOOGLE_TOKENINFO_URL: `${base}/tokeninfo`,
      FACEBOOK_APP_ID: 'live-app',
      FACEBOOK_APP_SECRET: 'live-secret',
      FACEBOOK_GRAPH_URL: `${base}/graph`,
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => provider.close(resolve));
  });

  const google = (accessToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/social/google/check/token', payload: { accessToken } });
  const tokeninfo = (over: Record<string, unknown> = {}) => ({
    aud: 'live-google-client.apps.googleusercontent.com',
    azp: 'live-google-client.apps.googleusercontent.com',
    sub: '1098765',
    email: 'ram.live@example.com',
    email_verified: 'true',
    exp: String(Math.floor(Date.now() / 1000) + 600),
    ...over,
  });

  it('gives the real providers in GET /auth/social/config and mounts no sandbox', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/social/config' });
    expect(res.json()).toEqual({
      status: 'success',
      google: {
        client_id: 'live-google-client.apps.googleusercontent.com',
        auth_url: 'https://accounts.google.com/o/oauth2/v2/auth',
      },
      facebook: { app_id: 'live-app', auth_url: 'https://www.facebook.com/v19.0/dialog/oauth' },
    });
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/google/tokeninfo' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/facebook/me' })).statusCode).toBe(404);
  });

  it('Google: calls the configured tokeninfo and names the account from its email when Google gives no name', async () => {
    answer = { status: 200, body: tokeninfo({ email_verified: true }) };
    const res = await google('live-token/+=');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Ram Live', email: 'ram.live@example.com' });
    expect(seen.at(-1)).toBe(`/tokeninfo?access_token=${encodeURIComponent('live-token/+=')}`);
  });

  it.each([
    ['an unverified email', tokeninfo({ email_verified: 'false', sub: '1', email: 'a1@example.com' })],
    ['another audience', tokeninfo({ aud: 'other', azp: 'other', sub: '2', email: 'a2@example.com' })],
    [
      'an expired token',
      tokeninfo({ exp: String(Math.floor(Date.now() / 1000) - 5), sub: '3', email: 'a3@example.com' }),
    ],
    ['no email', tokeninfo({ email: undefined, sub: '4' })],
  ])('Google: refuses %s', async (_label, body) => {
    answer = { status: 200, body };
    const res = await google('live-token');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(LOGIN_FAILED);
  });

  it('Google: links an existing verified account with the same email and keeps its password', async () => {
    answer = { status: 200, body: tokeninfo({ sub: '2001', email: 'client@oxstrength.test', name: 'X' }) };
    const res = await google('live-token');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      email: 'client@oxstrength.test',
      slug: 'sita-sharma',
      name: 'Sita Sharma',
    });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'client@oxstrength.test'));
    expect(row.googleId).toBe('2001');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'client@oxstrength.test', password: 'Client@123' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('Google: claiming an unverified account verifies it and drops the unproven password', async () => {
    const reg = validRegistration({ email: 'squatter.live@example.com' });
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: reg });
    answer = { status: 200, body: tokeninfo({ sub: '2002', email: reg.email, name: 'Real Owner' }) };
    expect((await google('live-token')).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, reg.email));
    expect(row.emailVerifiedAt).not.toBeNull();
    expect(row.passwordHash).toBeNull();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: reg.email, password: reg.password },
    });
    expect(login.statusCode).toBe(401);
  });

  it('Google: an error answer from Google is a failed sign-in', async () => {
    answer = { status: 400, body: { error: 'invalid_token', error_description: 'Invalid Value' } };
    const res = await google('bad');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(LOGIN_FAILED);
  });

  it("Facebook: checks the token with the app's credentials, then reads /me", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/social/fb/check/token',
      payload: { accessToken: 'fb-good' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Live Facebook', email: 'live.fb@example.com' });
    expect(seen).toContain('/graph/me?fields=id,name,email&access_token=fb-good');

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/social/fb/check/token',
      payload: { accessToken: 'fb-bad' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual(LOGIN_FAILED);
  });

  it('an unreachable provider is a failed sign-in', async () => {
    const down = await createTestApp({
      GOOGLE_CLIENT_ID: 'x',
      GOOGLE_TOKENINFO_URL: 'http://127.0.0.1:1/tokeninfo',
    });
    try {
      const res = await down.app.inject({
        method: 'POST',
        url: '/api/v1/auth/social/google/check/token',
        payload: { accessToken: 't' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(LOGIN_FAILED);
    } finally {
      await down.close();
    }
  });
});
