import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { LIVE_PROVIDERS } from '../../test/live-providers';
import { loadConfig } from './env';

const base = { DATA_DIR: tmpdir(), JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent' };

describe('demo and production configuration', () => {
  it('production refuses the sandboxes, even with every live credential', () => {
    expect(() => loadConfig({ ...base, ...LIVE_PROVIDERS, NODE_ENV: 'production', SANDBOX: 'on' })).toThrow(
      /SANDBOX: .* cannot be turned on with NODE_ENV=production/,
    );
  });

  it('production refuses to start while a provider has no live credentials, naming what is missing', () => {
    const run = () => loadConfig({ ...base, NODE_ENV: 'production' });
    expect(run).toThrow(/Production needs live credentials for every provider/);
    expect(run).toThrow(/esewa: set ESEWA_BASE_URL/);
    expect(run).toThrow(/fonepay: set FONEPAY_BASE_URL/);
    expect(run).toThrow(/khalti: set KHALTI_BASE_URL/);
    expect(run).toThrow(/google: set GOOGLE_CLIENT_ID/);
    expect(run).toThrow(/facebook: set FACEBOOK_APP_ID, FACEBOOK_APP_SECRET/);
    const noKeys = { ...LIVE_PROVIDERS, KHALTI_SECRET_KEY: '', FONEPAY_PASSWORD: '' };
    expect(() => loadConfig({ ...base, ...noKeys, NODE_ENV: 'production' })).toThrow(
      /fonepay: set FONEPAY_PASSWORD\n {2}khalti: set KHALTI_SECRET_KEY/,
    );
  });

  it("production refuses eSewa's published test merchant", () => {
    const { ESEWA_PRODUCT_CODE: _code, ESEWA_SECRET_KEY: _key, ...rest } = LIVE_PROVIDERS;
    expect(() => loadConfig({ ...base, ...rest, NODE_ENV: 'production' })).toThrow(
      /esewa: set ESEWA_PRODUCT_CODE, ESEWA_SECRET_KEY/,
    );
  });

  it('production with live credentials runs no sandbox', () => {
    const config = loadConfig({ ...base, ...LIVE_PROVIDERS, NODE_ENV: 'production' });
    expect(config.sandboxed).toEqual([]);
    expect(config.payments.esewa.sandbox).toBe(false);
    expect(config.social.google).toMatchObject({ sandbox: false, clientId: 'live-google-client' });
  });

  it('outside production the sandboxes run only when asked for with SANDBOX=on', () => {
    expect(() => loadConfig({ ...base })).toThrow(/set them, or SANDBOX=on for the demo sandboxes/);
    const demo = loadConfig({ ...base, SANDBOX: 'on' });
    expect(demo.sandboxed).toEqual(['esewa', 'fonepay', 'khalti', 'google', 'facebook']);
    const half = loadConfig({ ...base, SANDBOX: 'on', GOOGLE_CLIENT_ID: 'live' });
    expect(half.sandboxed).toEqual(['esewa', 'fonepay', 'khalti', 'facebook']);
    expect(() => loadConfig({ ...base, SANDBOX: 'yes' })).toThrow(/SANDBOX must be on or off/);
  });
});

describe('shared mode (REDIS_URL)', () => {
  const shared = { ...base, SANDBOX: 'on', REDIS_URL: 'redis://127.0.0.1:6379' };

  it('refuses the embedded database, a local uploads folder of its own and a generated secret, saying why', () => {
    const { JWT_SECRET: _secret, ...noSecret } = shared;
    const run = () => loadConfig(noSecret);
    expect(run).toThrow(/REDIS_URL is set: shared mode/);
    expect(run).toThrow(/DATABASE_URL: the embedded PGlite database belongs to one process/);
    expect(run).toThrow(/UPLOADS_DIR: local uploads must be in a folder every instance mounts/);
    expect(run).toThrow(/JWT_SECRET: every instance must sign and check sessions with the same secret/);
  });

  it('starts on PostgreSQL with a shared uploads folder (or S3) and a set secret', () => {
    const database = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres' };
    const config = loadConfig({ ...shared, ...database, UPLOADS_DIR: '/mnt/shared/uploads' });
    expect(config.UPLOADS_DIR).toBe('/mnt/shared/uploads');
    const s3 = {
      UPLOADS_DRIVER: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'b',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_PUBLIC_URL: 'http://127.0.0.1:9000/b',
    };
    expect(() => loadConfig({ ...shared, ...database, ...s3 })).not.toThrow();
  });

  it('without REDIS_URL keeps local uploads under DATA_DIR', () => {
    expect(loadConfig({ ...base, SANDBOX: 'on' }).UPLOADS_DIR).toBe(`${tmpdir()}/uploads`);
  });
});
