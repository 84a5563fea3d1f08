import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, expect, inject, vi } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config/env';
import { openDatabase, type Database } from '../src/db/client';
import { withDatabase } from './global-setup';
import { recordReplies } from './replies/reply-recorder';

/**
 * A fresh copy of the migrated, seeded database and an app on it, for one test file.
 * `env` overrides configuration (as environment variables would); `serveWeb` also serves WEB_DIST_DIR.
 */
export async function createTestApp(env: Record<string, string> = {}, { serveWeb = false } = {}) {
  const database = await cloneDatabase();
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    SANDBOX: 'on',
    LOG_LEVEL: 'silent',
    DATA_DIR: tmpdir(),
    JWT_SECRET: 'test-secret-that-is-long-enough-to-be-valid-0123456789',
    APP_URL: 'http://localhost:3000',
    AUTH_RATE_LIMIT_MAX: '1000',
    AUTH_ACCOUNT_RATE_LIMIT_MAX: '1000',
    FORM_RATE_LIMIT_MAX: '1000',
    // Tests write catalogue rows straight into the database: lists read it each time, except where a test
    // of the cache turns it on (catalogue-cache.test.ts).
    CATALOGUE_CACHE_SECONDS: '0',
    ...env,
  });
  const app = await buildApp({ config, database, serveWeb });
  recordReplies(app);
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

async function cloneDatabase(): Promise<Database> {
  const tpl = inject('dbTemplate');
  if (tpl.kind === 'pglite') {
    const blob = new Blob([readFileSync(tpl.dumpFile)]);
    return openDatabase({ loadDataDir: blob });
  }
  const name = `${tpl.prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: tpl.adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${tpl.template}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ url: withDatabase(tpl.adminUrl, name), poolMax: 20 });
  return {
    ...database,
    async close() {
      await database.close();
      const a = new pg.Client({ connectionString: tpl.adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => a.end());
    },
  };
}

/** `authorization` header for a token, the way the web app sends it. */
export const auth = (token: string) => ({ authorization: `jwt ${token}` });

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A test app (createTestApp) with a user signed in on it (a demo user, say): their token and user id. */
export async function createSignedInTestApp(email: string, password: string) {
  const t = await createTestApp();
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`${email} could not sign in: ${res.statusCode} ${res.body}`);
  return { t, token: res.json().token as string, userId: res.json().user._id as string };
}

/** GET `/api/v1${url}` with the token, expecting 200: the reply's JSON. */
export async function getOk(t: TestApp, token: string, url: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: auth(token) });
  expect(res.statusCode, url).toBe(200);
  return res.json();
}

/** For a test file, at its top level: a test app (createTestApp), made before the file's tests and closed after them. */
export function testAppForFile(env: Record<string, string> = {}) {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(env));
  });
  afterAll(() => t.close());
  return t;
}

/**
 * For a test file, at its top level: a test app with `account` signed in, made before the file's tests and closed
 * after them (its fields are there once the tests run). `get` is getOk with the session's token.
 */
export function signedInTestApp(account: { email: string; password: string }) {
  const session = {} as Awaited<ReturnType<typeof createSignedInTestApp>>;
  beforeAll(async () => {
    Object.assign(session, await createSignedInTestApp(account.email, account.password));
  });
  afterAll(() => session.t.close());
  return Object.assign(session, { get: (url: string) => getOk(session.t, session.token, url) });
}

/** testAppForFile for a file whose tests move the clock: the real clock is put back after each test. */
export function clockTestAppForFile(env: Record<string, string> = {}) {
  const t = testAppForFile(env);
  afterEach(() => {
    vi.useRealTimers();
  });
  return t;
}

/**
 * A request on the test app: `method` on `${prefix}${url}`, with the token's `authorization` header if there is
 * one and the payload if there is one.
 */
export function requests(t: TestApp, prefix = '/api/v1') {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    token?: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `${prefix}${url}`,
      headers: token ? auth(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/** Sets the clock (JavaScript's Date, which the server reads) to `iso`; clockTestAppForFile puts it back. */
export function setClock(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}
