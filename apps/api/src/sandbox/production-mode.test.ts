import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PROVIDERS } from '../../test/live-providers';
import { auth, createTestApp } from '../../test/test-app';
import { makeUser } from '../features/trainers/trainer-fixtures';
import { sandboxPlugin } from './sandbox.plugin';

const SANDBOX_PATHS = [
  '/sandbox/esewa/api/epay/main/v2/form',
  '/sandbox/esewa/api/epay/transaction/status/?product_code=EPAYTEST&total_amount=1&transaction_uuid=x',
  '/sandbox/fonepay/api/merchantRequest',
  '/sandbox/khalti/api/v2/epayment/lookup/',
  '/sandbox/google/authorize?client_id=oxstrength-sandbox-google',
  '/sandbox/google/tokeninfo?access_token=x',
  '/sandbox/facebook/dialog/oauth?client_id=oxstrength-sandbox-facebook',
  '/sandbox/facebook/me?access_token=x',
  '/sandbox/mail',
  '/sandbox/mail/',
  '/sandbox/mail/00000000-0000-4000-8000-000000000000',
];

describe('production', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({
      ...LIVE_PROVIDERS,
      NODE_ENV: 'production',
      SANDBOX: 'off',
      TRUST_PROXY: 'true',
    });
  });
  afterAll(() => t.close());

  it('mounts no sandbox: every sandbox path is a 404', async () => {
    for (const url of SANDBOX_PATHS) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
  });

  it('offers only live providers and live sign-in', async () => {
    const token = t.app.issueToken(await makeUser(t.db));
    const methods = (await t.app.inject({ url: '/api/v1/payment/methods', headers: auth(token) })).json();
    expect(methods.methods.map((m: { id: string }) => m.id)).toEqual([
      'esewa',
      'fonepay_qr',
      'fonepay_web',
      'khalti',
    ]);
    expect(methods.methods.every((m: { sandbox: boolean }) => !m.sandbox)).toBe(true);
    const social = (await t.app.inject({ url: '/api/v1/auth/social/config' })).json();
    expect(social.google.client_id).toBe('live-google-client');
    expect(social.facebook.app_id).toBe('live-facebook-app');
  });

  it('cannot have the sandboxes mounted even by code that tries', async () => {
    await expect(sandboxPlugin(t.app)).rejects.toThrow(/never mounted in production/);
  });

  it("lets the page open sockets only to Fonepay's, and asks for HTTPS only over HTTPS", async () => {
    const plain = await t.app.inject({ url: '/api/health' });
    const csp = String(plain.headers['content-security-policy']);
    expect(csp).toMatch(/connect-src 'self' wss:\/\/ws\.fonepay\.com https:\/\/oauth2\.googleapis\.com(;|$)/);
    expect(csp).not.toMatch(/ ws: | wss: |upgrade-insecure-requests/);
    expect(plain.headers['strict-transport-security']).toBeUndefined();

    const secure = await t.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(secure.headers['content-security-policy'])).toMatch(/;upgrade-insecure-requests$/);
  });
});

describe('the demo (SANDBOX=on)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("lets the page open a socket only to this server's own origin", async () => {
    const csp = String((await t.app.inject({ url: '/api/health' })).headers['content-security-policy']);
    expect(csp).toMatch(/connect-src 'self' ws:\/\/localhost:3000(;|$)/);
  });
});

describe('starting the server', () => {
  const start = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { PATH: process.env.PATH, DATA_DIR: '/nonexistent/oxs', JWT_SECRET: 'x'.repeat(40), ...env },
      encoding: 'utf8',
      timeout: 30_000,
    });

  it('refuses production with the sandboxes asked for, and production without live credentials', () => {
    const asked = start({ ...LIVE_PROVIDERS, NODE_ENV: 'production', SANDBOX: 'on' });
    expect(asked.status).toBe(1);
    expect(asked.stderr).toMatch(/cannot be turned on with NODE_ENV=production/);

    const bare = start({ NODE_ENV: 'production' });
    expect(bare.status).toBe(1);
    expect(bare.stderr).toMatch(/Production needs live credentials for every provider/);
    // Two server starts, each bounded by its own 30 s: on a busy machine (CI runs this pass beside the browser
    // journeys) one start alone took most of vitest's default 30 s.
  }, 70_000);
});
