import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The one reading of process.env. Anything wrong stops the start with a clear message. */

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

/** eSewa's published test merchant key (with product code EPAYTEST): the sandbox signs with it. */
const ESEWA_TEST_SECRET = '8gBm/:&EnhH.1/q';

const intFrom = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * The built-in sandboxes (payments, social sign-in) for providers without live credentials. Off unless set:
   * the demo start (`npm start`) and the tests turn it on; with NODE_ENV=production it cannot be turned on.
   */
  SANDBOX: z.enum(['on', 'off'], { error: 'SANDBOX must be on or off' }).default('off'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Trust X-Forwarded-For (client address for rate limits) only behind a proxy that sets it. */
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  DATABASE_URL: optionalUrl,
  /**
   * PostgreSQL (DATABASE_URL) only; decision 024. Opening a connection or waiting for a free one in the pool;
   * the start also gives up on an unreachable database after this long.
   */
  DATABASE_CONNECT_TIMEOUT_MS: intFrom(2000),
  /** One statement: the server cancels it, and the client drops a connection that stays silent 0.5 s longer. */
  DATABASE_STATEMENT_TIMEOUT_MS: intFrom(2000),
  /** GET /api/health answers 503 when the database (and its schema check) takes longer than this. */
  DATABASE_HEALTH_TIMEOUT_MS: intFrom(1000),
  /**
   * On SIGTERM: requests in flight get this long to finish before their connections are cut (0 cuts at once);
   * see lib/graceful-shutdown.ts.
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  /** Connections each server process keeps open at most. */
  DATABASE_POOL_MAX: intFrom(10),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  /**
   * Shared mode (decision 044): several instances behind a load balancer keep their rate limits and live events
   * in this Redis (redis://host:port/db). Unset: one process keeps them in memory (the demo).
   */
  REDIS_URL: optionalUrl,
  /** Every Redis key and channel starts with this, so deployments (or test runs) can share one Redis. */
  REDIS_PREFIX: z.string().default('oxstrength:'),
  APP_URL: optionalUrl,
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('OxStrength <no-reply@oxstrength.com.np>'),
  STAFF_EMAIL: z.email().default('support@oxstrength.com.np'),
  /** With SMTP: how often the outbox job looks for mails to (re)send (decision 025). */
  MAIL_SWEEP_SECONDS: intFrom(15),
  /** A mail that fails is tried again after this, doubling each time (capped at an hour)... */
  MAIL_RETRY_BASE_SECONDS: intFrom(30),
  /** ...until this many attempts have failed; it is then marked failed (staff can read it in the outbox). */
  MAIL_MAX_ATTEMPTS: intFrom(8),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Sign-in, registration, refresh, recovery, verification, social sign-in and the email check: one budget of
   * requests per window per client address, shared by all those routes (many people share one address in Nepal).
   */
  AUTH_RATE_LIMIT_MAX: intFrom(100),
  AUTH_RATE_LIMIT_WINDOW_MS: intFrom(15 * 60 * 1000),
  /** Sign-in attempts per window for one account (the email tried), from any address. */
  AUTH_ACCOUNT_RATE_LIMIT_MAX: intFrom(10),
  /** After a refresh the old token keeps working this long (two tabs refreshing at once stay signed in). */
  REFRESHED_TOKEN_GRACE_SECONDS: intFrom(60),
  /** Contact form and newsletter sign-up. */
  FORM_RATE_LIMIT_MAX: intFrom(20),
  EMAIL_VERIFICATION_TTL_HOURS: intFrom(48),
  /** Unpaid orders are cancelled (stock released) after this many minutes, by a job in the server. */
  ORDER_EXPIRY_MINUTES: intFrom(30),
  /** How often that job runs. */
  ORDER_EXPIRY_SWEEP_SECONDS: intFrom(60),
  /** Order initiations per user per minute. */
  ORDER_RATE_LIMIT_MAX: intFrom(20),
  /** One buyer's unpaid orders together hold at most this many units of one product size (decision 009). */
  UNPAID_HOLD_MAX_UNITS: intFrom(10),
  /** ...and come to at most this many rupees in all (whole rupees). */
  UNPAID_HOLD_MAX_VALUE: intFrom(200_000),
  PASSWORD_RESET_TTL_MINUTES: intFrom(60),
  /** Social sign-in. Without a client id the built-in sandbox provider is used. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKENINFO_URL: z.url().default('https://oauth2.googleapis.com/tokeninfo'),
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  FACEBOOK_AUTH_URL: z.url().default('https://www.facebook.com/v19.0/dialog/oauth'),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com/v19.0'),
  WEB_DIST_DIR: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  /** Guest pages drawn on the server (decision 026): served as drawn for this long... */
  PAGE_CACHE_FRESH_SECONDS: intFrom(10),
  /** ...then this much longer while one redraw runs in the background. */
  PAGE_CACHE_STALE_SECONDS: intFrom(60),
  /** Addresses kept at most (the oldest go first). */
  PAGE_CACHE_MAX_ENTRIES: intFrom(1000),
  /**
   * The catalogue's card lists (templates, products: searched, by category or brand, similar) are kept per query
   * for this long, then as long again while one reload runs; 0 reads the database every time. A staff change to
   * an item drops them at once on every instance (lib/catalogue-changes.ts).
   */
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  /** Worker threads that draw pages, off the API's event loop. */
  PAGE_RENDER_WORKERS: intFrom(1),
  /** Pages each worker may have in hand; past that the plain app shell is served instead of waiting. */
  PAGE_RENDER_QUEUE: intFrom(4),
  /**
   * Uploads (decision 021): `local` keeps files under DATA_DIR/uploads and serves them at /api/v1/files/...;
   * `s3` stores them in an S3-compatible bucket (S3_* below) served from S3_PUBLIC_URL.
   */
  UPLOADS_DRIVER: z.enum(['local', 's3'], { error: 'UPLOADS_DRIVER must be local or s3' }).default('local'),
  /** Where `local` uploads are kept (default DATA_DIR/uploads); with REDIS_URL, a folder every instance mounts. */
  UPLOADS_DIR: z.string().optional(),
  /** Largest upload accepted, in bytes (5 MB). */
  UPLOADS_MAX_BYTES: intFrom(5 * 1024 * 1024),
  /** Uploads per user per hour. */
  UPLOADS_RATE_LIMIT_MAX: intFrom(20),
  /** Files no record uses are deleted this many hours after upload, by a sweep every UPLOADS_SWEEP_SECONDS. */
  UPLOADS_UNUSED_TTL_HOURS: intFrom(24),
  UPLOADS_SWEEP_SECONDS: intFrom(15 * 60),
  /** S3-compatible storage (UPLOADS_DRIVER=s3): endpoint such as https://s3.us-east-1.amazonaws.com. */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style addressing (endpoint/bucket/key), as MinIO and most self-hosted servers need; false: bucket.host. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** The public origin (and path) the bucket's files are read from, e.g. https://cdn.example.com; the CSP allows it. */
  S3_PUBLIC_URL: optionalUrl,
  /**
   * Payments. A provider whose base URL is unset is answered by the built-in sandbox on this server
   * (/sandbox/<provider>), with eSewa's published test keys or keys generated from JWT_SECRET.
   */
  ESEWA_BASE_URL: z.url().optional(),
  ESEWA_STATUS_URL: z.url().optional(),
  ESEWA_PRODUCT_CODE: z.string().default('EPAYTEST'),
  ESEWA_SECRET_KEY: z.string().default(ESEWA_TEST_SECRET),
  FONEPAY_BASE_URL: z.url().optional(),
  FONEPAY_WEB_URL: z.url().optional(),
  FONEPAY_MERCHANT_CODE: z.string().optional(),
  FONEPAY_SECRET_KEY: z.string().optional(),
  FONEPAY_USERNAME: z.string().optional(),
  FONEPAY_PASSWORD: z.string().optional(),
  /** Where live Fonepay QR sockets are (the page may connect only there). */
  FONEPAY_SOCKET_ORIGIN: z.url().default('wss://ws.fonepay.com'),
  KHALTI_BASE_URL: z.url().optional(),
  KHALTI_SECRET_KEY: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_BASE_URL: z.url().default('https://api.stripe.com'),
  /** How often Started payments are checked with their provider (settles payments whose callback was lost). */
  PAYMENT_RECOVERY_SWEEP_SECONDS: intFrom(30),
  /** A Started payment is checked by the recovery job once it is this old. */
  PAYMENT_RECOVERY_AFTER_SECONDS: intFrom(60),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'JWT_SECRET' | 'APP_URL' | 'UPLOADS_DIR'> {
  JWT_SECRET: string;
  APP_URL: string;
  /** The folder of `local` uploads. */
  UPLOADS_DIR: string;
  /** The providers the built-in sandbox answers for (those without live credentials); empty in production. */
  sandboxed: SandboxedProvider[];
  social: SocialConfig;
  payments: PaymentsConfig;
}

export type SandboxedProvider = 'esewa' | 'fonepay' | 'khalti' | 'google' | 'facebook';

/**
 * Social sign-in: live credentials and endpoints, or the sandbox's (`sandbox` true), whose URLs are paths on
 * this server: the browser opens them on APP_URL, the server calls them over loopback like a remote provider.
 */
export interface SocialConfig {
  google: { sandbox: boolean; clientId: string; authUrl: string; tokeninfoUrl: string };
  facebook: { sandbox: boolean; appId: string; appSecret: string; authUrl: string; graphUrl: string };
}

/** The ids the sandbox providers answer to. */
export const SANDBOX_GOOGLE_CLIENT_ID = 'oxstrength-sandbox-google';
export const SANDBOX_FACEBOOK_APP_ID = 'oxstrength-sandbox-facebook';

/**
 * Each provider's endpoints and keys. `sandbox` is true when no live endpoint is configured: then the base URLs
 * are paths on this server (`/sandbox/<provider>`), resolved against the server's own address for
 * server-to-server calls and against APP_URL for the browser.
 */
export interface PaymentsConfig {
  esewa: { sandbox: boolean; baseUrl: string; statusUrl: string; productCode: string; secretKey: string };
  fonepay: {
    sandbox: boolean;
    baseUrl: string;
    webUrl: string;
    merchantCode: string;
    secretKey: string;
    username: string;
    password: string;
  };
  khalti: { sandbox: boolean; baseUrl: string; secretKey: string };
  /** Null when no Stripe key is configured: the card option is absent. */
  stripe: { secretKey: string; publishableKey: string; baseUrl: string } | null;
}

const derivedKey = (secret: string, label: string) =>
  createHmac('sha256', secret).update(`payment-sandbox:${label}`).digest('hex');

function socialConfig(env: Env, jwtSecret: string, sandboxed: SandboxedProvider[]): SocialConfig {
  const googleSandbox = sandboxed.includes('google');
  const facebookSandbox = sandboxed.includes('facebook');
  return {
    google: googleSandbox
      ? {
          sandbox: true,
          clientId: SANDBOX_GOOGLE_CLIENT_ID,
          authUrl: '/sandbox/google/authorize',
          tokeninfoUrl: '/sandbox/google/tokeninfo',
        }
      : {
          sandbox: false,
          clientId: env.GOOGLE_CLIENT_ID!,
          authUrl: env.GOOGLE_AUTH_URL,
          tokeninfoUrl: env.GOOGLE_TOKENINFO_URL,
        },
    facebook: facebookSandbox
      ? {
          sandbox: true,
          appId: SANDBOX_FACEBOOK_APP_ID,
          appSecret: createHmac('sha256', jwtSecret)
            .update('sandbox-social:facebook-app-secret')
            .digest('hex')
            .slice(0, 32),
          authUrl: '/sandbox/facebook/dialog/oauth',
          graphUrl: '/sandbox/facebook',
        }
      : {
          sandbox: false,
          appId: env.FACEBOOK_APP_ID!,
          appSecret: env.FACEBOOK_APP_SECRET!,
          authUrl: env.FACEBOOK_AUTH_URL,
          graphUrl: env.FACEBOOK_GRAPH_URL.replace(/\/$/, ''),
        },
  };
}

/**
 * What each provider lacks to run live. A provider is live once its endpoint is set (a developer may point one
 * at a provider's test host); production also needs every key, and not eSewa's published test merchant.
 */
function missingLiveCredentials(env: Env): Partial<Record<SandboxedProvider, string[]>> {
  const strict = env.NODE_ENV === 'production';
  const unset = (names: (keyof Env)[]) => names.filter((n) => !env[n]);
  const needs = (endpoint: (keyof Env)[], keys: (keyof Env)[]) =>
    unset(endpoint).length > 0 ? unset(endpoint) : strict ? unset(keys) : [];
  const esewa = needs(['ESEWA_BASE_URL'], []);
  if (strict && env.ESEWA_BASE_URL && env.ESEWA_PRODUCT_CODE === 'EPAYTEST') esewa.push('ESEWA_PRODUCT_CODE');
  if (strict && env.ESEWA_BASE_URL && env.ESEWA_SECRET_KEY === ESEWA_TEST_SECRET)
    esewa.push('ESEWA_SECRET_KEY');
  const missing: Record<SandboxedProvider, (keyof Env)[]> = {
    esewa,
    fonepay: needs(
      ['FONEPAY_BASE_URL'],
      ['FONEPAY_MERCHANT_CODE', 'FONEPAY_SECRET_KEY', 'FONEPAY_USERNAME', 'FONEPAY_PASSWORD'],
    ),
    khalti: needs(['KHALTI_BASE_URL'], ['KHALTI_SECRET_KEY']),
    google: unset(['GOOGLE_CLIENT_ID']),
    facebook: unset(['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET']),
  };
  return Object.fromEntries(Object.entries(missing).filter(([, names]) => names.length > 0));
}

function paymentsConfig(env: Env, jwtSecret: string, sandboxed: SandboxedProvider[]): PaymentsConfig {
  const esewaSandbox = sandboxed.includes('esewa');
  const fonepaySandbox = sandboxed.includes('fonepay');
  const khaltiSandbox = sandboxed.includes('khalti');
  return {
    esewa: {
      sandbox: esewaSandbox,
      baseUrl: env.ESEWA_BASE_URL ?? '/sandbox/esewa',
      statusUrl: env.ESEWA_STATUS_URL ?? env.ESEWA_BASE_URL ?? '/sandbox/esewa',
      productCode: env.ESEWA_PRODUCT_CODE,
      secretKey: env.ESEWA_SECRET_KEY,
    },
    fonepay: {
      sandbox: fonepaySandbox,
      baseUrl: env.FONEPAY_BASE_URL ?? '/sandbox/fonepay',
      webUrl: env.FONEPAY_WEB_URL ?? env.FONEPAY_BASE_URL ?? '/sandbox/fonepay',
      merchantCode: env.FONEPAY_MERCHANT_CODE ?? (fonepaySandbox ? 'OXSTRENGTH' : ''),
      secretKey: env.FONEPAY_SECRET_KEY ?? (fonepaySandbox ? derivedKey(jwtSecret, 'fonepay') : ''),
      username: env.FONEPAY_USERNAME ?? (fonepaySandbox ? 'oxstrength' : ''),
      password:
        env.FONEPAY_PASSWORD ??
        (fonepaySandbox ? derivedKey(jwtSecret, 'fonepay-password').slice(0, 24) : ''),
    },
    khalti: {
      sandbox: khaltiSandbox,
      baseUrl: env.KHALTI_BASE_URL ?? '/sandbox/khalti/api/v2',
      secretKey:
        env.KHALTI_SECRET_KEY ??
        (khaltiSandbox ? `test_secret_key_${derivedKey(jwtSecret, 'khalti').slice(0, 32)}` : ''),
    },
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? '',
          baseUrl: env.STRIPE_BASE_URL,
        }
      : null,
  };
}

/** Reads and checks the environment. Throws one readable error listing every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.UPLOADS_DRIVER === 's3') {
    const unset = (
      ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const
    ).filter((name) => !env[name]);
    if (unset.length > 0)
      throw new Error(`Invalid configuration:\n  UPLOADS_DRIVER=s3 needs ${unset.join(', ')}`);
  }
  const shared = sharedModeProblems(env);
  if (shared.length > 0)
    throw new Error(`Invalid configuration (REDIS_URL is set: shared mode):\n${shared.join('\n')}`);
  const missing = missingLiveCredentials(env);
  const sandboxed = Object.keys(missing) as SandboxedProvider[];
  if (env.NODE_ENV === 'production' && env.SANDBOX === 'on')
    throw new Error(
      'Invalid configuration:\n  SANDBOX: the built-in sandboxes take no money and accept any sign-in, so they ' +
        'cannot be turned on with NODE_ENV=production (run the demo with `npm start`).',
    );
  if (sandboxed.length > 0 && env.SANDBOX !== 'on') {
    const lines = Object.entries(missing).map(
      ([provider, names]) => `  ${provider}: set ${names.join(', ')}`,
    );
    const hint =
      env.NODE_ENV === 'production'
        ? 'Production needs live credentials for every provider:'
        : 'These providers have no live credentials; set them, or SANDBOX=on for the demo sandboxes:';
    throw new Error(`Invalid configuration:\n${hint}\n${lines.join('\n')}`);
  }
  const jwtSecret = env.JWT_SECRET ?? storedSecret(env.DATA_DIR);
  return {
    ...env,
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    UPLOADS_DIR: env.UPLOADS_DIR ?? path.join(env.DATA_DIR, 'uploads'),
    JWT_SECRET: jwtSecret,
    sandboxed,
    social: socialConfig(env, jwtSecret, sandboxed),
    payments: paymentsConfig(env, jwtSecret, sandboxed),
  };
}

/**
 * Shared mode runs several identical instances: whatever one of them keeps must be where every other finds it.
 * An embedded database, an uploads folder or a generated secret in one instance's DATA_DIR is not.
 */
function sharedModeProblems(env: Env): string[] {
  if (!env.REDIS_URL) return [];
  const problems: string[] = [];
  if (!env.DATABASE_URL)
    problems.push(
      '  DATABASE_URL: the embedded PGlite database belongs to one process; set a PostgreSQL server that every ' +
        'instance uses',
    );
  if (env.UPLOADS_DRIVER === 'local' && !env.UPLOADS_DIR)
    problems.push(
      '  UPLOADS_DIR: local uploads must be in a folder every instance mounts (set UPLOADS_DIR to it), or use ' +
        'UPLOADS_DRIVER=s3',
    );
  if (!env.JWT_SECRET)
    problems.push('  JWT_SECRET: every instance must sign and check sessions with the same secret; set it');
  return problems;
}

/** A secret generated once and kept in the data folder, so restarts keep sessions valid. */
function storedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
