import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { sandboxAccessToken, sandboxConsent } from '../../features/auth/auth-test-utils';
import { signSandboxToken } from './sandbox-token';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const authorizeUrl = (path: string, params: Record<string, string>) =>
  `${path}?${new URLSearchParams(params).toString()}`;
const googleParams = {
  client_id: 'oxstrength-sandbox-google',
  redirect_uri: 'http://localhost:3000/auth/callback/google',
  response_type: 'token',
  state: 'abc123',
  scope: 'email profile',
};
const fragmentOf = (location: string) =>
  Object.fromEntries(new URLSearchParams(new URL(location).hash.slice(1)));

describe('Google sandbox: consent page', () => {
  it('shows a self-contained form prefilled with the demo account, without script', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: authorizeUrl('/sandbox/google/authorize', googleParams),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const page = res.body;
    expect(page).toContain('<title>Sign in with Google (sandbox)</title>');
    expect(page).toContain('value="demo.google@oxstrength.test"');
    expect(page).toContain('value="Google Demo User"');
    expect(page).toContain('<form method="post" action="/sandbox/google/authorize">');
    expect(page).toMatch(/<button[^>]*>Continue<\/button>/);
    expect(page).toMatch(/<button[^>]*>Cancel<\/button>/);
    expect(page).toContain('name="state" value="abc123"');
    expect(page).not.toMatch(/<script|<link|src=|https?:\/\/(?!localhost)/i);
  });

  it('Continue redirects to the app with a token in the fragment', async () => {
    const res = await sandboxConsent(t.app, 'google', { state: 'abc123' });
    expect(res.statusCode).toBe(302);
    const location = res.headers.location as string;
    expect(location.startsWith('http://localhost:3000/auth/callback/google#access_token=')).toBe(true);
    const fragment = fragmentOf(location);
    expect(fragment).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: '3600',
      state: 'abc123',
    });
  });

  it('Cancel redirects back with access_denied', async () => {
    const res = await sandboxConsent(t.app, 'google', { decision: 'cancel', state: 'abc123' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(
      'http://localhost:3000/auth/callback/google#error=access_denied&state=abc123',
    );
  });

  it('refuses a redirect to another site, an unknown client and another response type', async () => {
    for (const over of [
      { redirect_uri: 'https://evil.example/steal' },
      { redirect_uri: 'http://localhost:3000.evil.example/cb' },
      { redirect_uri: 'javascript:alert(1)' },
      { client_id: 'someone-else' },
      { response_type: 'code' },
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: authorizeUrl('/sandbox/google/authorize', { ...googleParams, ...over }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.headers.location).toBeUndefined();
    }
    const post = await sandboxConsent(t.app, 'google', { redirect_uri: 'https://evil.example/steal' });
    expect(post.statusCode).toBe(400);
    expect(post.headers.location).toBeUndefined();
  });

  it("allows a redirect to the request's own host", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: authorizeUrl('/sandbox/google/authorize', {
        ...googleParams,
        redirect_uri: 'http://shop.example.com/auth/callback/google',
      }),
      headers: { host: 'shop.example.com' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('asks again for a bad email', async () => {
    const res = await sandboxConsent(t.app, 'google', { email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Enter a valid email address.');
    expect(res.body).toContain('value="not-an-email"');
  });
});

describe('Google sandbox: tokeninfo', () => {
  it("answers Google's tokeninfo for its tokens, with a stable sub per email", async () => {
    const token = await sandboxAccessToken(t.app, 'google', {
      email: 'Someone@Example.com',
      name: 'Some One',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/sandbox/google/tokeninfo?access_token=${encodeURIComponent(token)}`,
    });
    expect(res.statusCode).toBe(200);
    const info = res.json();
    expect(info).toMatchObject({
      aud: 'oxstrength-sandbox-google',
      azp: 'oxstrength-sandbox-google',
      email: 'someone@example.com',
      email_verified: 'true',
      sub: expect.stringMatching(/^\d{21}$/),
      exp: expect.stringMatching(/^\d+$/),
    });
    const again = await sandboxAccessToken(t.app, 'google', { email: 'someone@example.com', name: 'Other' });
    const info2 = (
      await t.app.inject({
        method: 'GET',
        url: `/sandbox/google/tokeninfo?access_token=${encodeURIComponent(again)}`,
      })
    ).json();
    expect(info2.sub).toBe(info.sub);
  });

  it('answers invalid_token for garbage, tampered, expired and Facebook tokens', async () => {
    const good = await sandboxAccessToken(t.app, 'google');
    const [prefix, body, sig] = good.split('.');
    const tampered = `${prefix}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), email: 'x@y.z' })).toString('base64url')}.${sig}`;
    const expired = signSandboxToken(t.config, {
      provider: 'google',
      sub: '1',
      email: 'e@x.com',
      name: 'E',
      aud: 'oxstrength-sandbox-google',
      exp: Math.floor(Date.now() / 1000) - 1,
    });
    for (const token of ['garbage', tampered, expired, await sandboxAccessToken(t.app, 'facebook'), '']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/sandbox/google/tokeninfo?access_token=${encodeURIComponent(token)}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'invalid_token', error_description: 'Invalid Value' });
    }
  });
});

describe('Facebook sandbox', () => {
  const appToken = () =>
    encodeURIComponent(`oxstrength-sandbox-facebook|${t.config.social.facebook.appSecret}`);
  const oauthError = (message: string) => ({ error: { message, type: 'OAuthException', code: 190 } });

  it('shows its login page and redirects with a token', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: authorizeUrl('/sandbox/facebook/dialog/oauth', {
        ...googleParams,
        client_id: 'oxstrength-sandbox-facebook',
        redirect_uri: 'http://localhost:3000/auth/callback/facebook',
      }),
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Log in with Facebook (sandbox)</title>');
    expect(page.body).toContain('value="demo.facebook@oxstrength.test"');
    expect(page.body).toContain('value="Facebook Demo User"');
    expect(page.body).not.toContain('<script');

    const res = await sandboxConsent(t.app, 'facebook', { state: 's1' });
    expect(res.statusCode).toBe(302);
    expect(fragmentOf(res.headers.location as string)).toMatchObject({
      token_type: 'Bearer',
      expires_in: '3600',
      state: 's1',
    });
    const cancel = await sandboxConsent(t.app, 'facebook', { decision: 'cancel', state: 's1' });
    expect(cancel.headers.location).toBe(
      'http://localhost:3000/auth/callback/facebook#error=access_denied&state=s1',
    );
  });

  it('debug_token and /me answer in the Graph API shapes', async () => {
    const token = await sandboxAccessToken(t.app, 'facebook', {
      email: 'fb.person@example.com',
      name: 'FB Person',
    });
    const debug = await t.app.inject({
      method: 'GET',
      url: `/sandbox/facebook/debug_token?input_token=${encodeURIComponent(token)}&access_token=${appToken()}`,
    });
    expect(debug.statusCode).toBe(200);
    const data = debug.json().data;
    expect(data).toMatchObject({
      app_id: 'oxstrength-sandbox-facebook',
      is_valid: true,
      type: 'USER',
      user_id: expect.stringMatching(/^\d+$/),
    });

    const me = await t.app.inject({
      method: 'GET',
      url: `/sandbox/facebook/me?fields=id,name,email&access_token=${encodeURIComponent(token)}`,
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ id: data.user_id, name: 'FB Person', email: 'fb.person@example.com' });

    const idOnly = await t.app.inject({
      method: 'GET',
      url: `/sandbox/facebook/me?fields=id&access_token=${encodeURIComponent(token)}`,
    });
    expect(idOnly.json()).toEqual({ id: data.user_id });
  });

  it('an account without an email has no email field in /me', async () => {
    const token = await sandboxAccessToken(t.app, 'facebook', { email: '', name: 'No Mail' });
    const me = await t.app.inject({
      method: 'GET',
      url: `/sandbox/facebook/me?fields=id,name,email&access_token=${encodeURIComponent(token)}`,
    });
    expect(me.json()).toEqual({ id: expect.any(String), name: 'No Mail' });
  });

  it('refuses a wrong app token and unparseable tokens; reports expired tokens as not valid', async () => {
    const token = await sandboxAccessToken(t.app, 'facebook');
    const wrongApp = await t.app.inject({
      method: 'GET',
      url: `/sandbox/facebook/debug_token?input_token=${encodeURIComponent(token)}&access_token=oxstrength-sandbox-facebook%7Cguess`,
    });
    expect(wrongApp.statusCode).toBe(400);
    expect(wrongApp.json()).toEqual(oauthError('Invalid OAuth access token signature.'));

    const garbage = await t.app.inject({
      method: 'GET',
      url: `/sandbox/facebook/debug_token?input_token=junk&access_token=${appToken()}`,
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toEqual(oauthError('Invalid OAuth access token - Cannot parse access token'));

    const expired = signSandboxToken(t.config, {
      provider: 'facebook',
      sub: '5',
      email: 'old@example.com',
      name: 'Old',
      aud: 'oxstrength-sandbox-facebook',
      exp: Math.floor(Date.now() / 1000) - 1,
    });
    const debug = await t.app.inject({
      method: 'GET',
      url: `/sandbox/facebook/debug_token?input_token=${encodeURIComponent(expired)}&access_token=${appToken()}`,
    });
    expect(debug.statusCode).toBe(200);
    expect(debug.json().data).toMatchObject({ is_valid: false, error: { code: 190 } });

    const me = await t.app.inject({
      method: 'GET',
      url: `/sandbox/facebook/me?access_token=${encodeURIComponent(expired)}`,
    });
    expect(me.statusCode).toBe(400);
    expect(me.json()).toEqual(oauthError('Error validating access token: Session has expired.'));
    const meJunk = await t.app.inject({ method: 'GET', url: '/sandbox/facebook/me?access_token=junk' });
    expect(meJunk.json()).toEqual(oauthError('Invalid OAuth access token - Cannot parse access token'));
  });
});

describe('mounting', () => {
  it('mounts only the providers that have no live credentials', async () => {
    const half = await createTestApp({ GOOGLE_CLIENT_ID: 'live-client' });
    try {
      const google = await half.app.inject({
        method: 'GET',
        url: authorizeUrl('/sandbox/google/authorize', googleParams),
      });
      expect(google.statusCode).toBe(404);
      const fb = await half.app.inject({
        method: 'GET',
        url: authorizeUrl('/sandbox/facebook/dialog/oauth', {
          ...googleParams,
          client_id: 'oxstrength-sandbox-facebook',
        }),
      });
      expect(fb.statusCode).toBe(200);
      const config = await half.app.inject({ method: 'GET', url: '/api/v1/auth/social/config' });
      expect(config.json().google).toEqual({
        client_id: 'live-client',
        auth_url: 'https://accounts.google.com/o/oauth2/v2/auth',
      });
      expect(config.json().facebook).toEqual({
        app_id: 'oxstrength-sandbox-facebook',
        auth_url: '/sandbox/facebook/dialog/oauth',
      });
    } finally {
      await half.close();
    }
  });
});
