import pg from 'pg';

/**
 * Telling "the database is down, slow or gone" from a bug, so the first answers 503 (try again) and not 500,
 * and a start that cannot reach the database says why in words an operator can act on (decision 024).
 */

/** Node's socket errors that mean the server cannot be reached or went away. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** pg's own texts for a connection that failed, closed or timed out. */
const PG_CLIENT_MESSAGES = [
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'timeout expired',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/**
 * PostgreSQL SQLSTATEs that mean the database cannot serve now: class 08 (connection), 53 (out of resources:
 * too many connections), 57P01-57P03 (shutting down, cannot connect now), 57014 (statement_timeout
 * cancelled it), 3D000 (the database was dropped), 28000/28P01 (the login stopped working).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|53...|57P0[123]|57014|3D000|28000|28P01)$/;

/** Walks the error and its causes (Drizzle wraps the driver's error in `cause`). */
function* chain(err: unknown): Generator<Record<string, unknown>> {
  let e: unknown = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    yield e as Record<string, unknown>;
    e = (e as { cause?: unknown }).cause;
  }
}

export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of chain(err)) {
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)) return true;
    if (PG_CLIENT_MESSAGES.some((m) => message.startsWith(m))) return true;
  }
  return false;
}

/** The URL without its password, to name in messages and logs. */
export function redactedUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(an invalid DATABASE_URL)';
  }
}

/** Why a connection attempt failed, in words an operator can act on. */
export function connectFailure(err: unknown, url: string, timeoutMs: number): string {
  let where = '';
  let database = '';
  let user = '';
  try {
    const u = new URL(url);
    where = `${u.hostname}:${u.port || '5432'}`;
    user = decodeURIComponent(u.username) || 'the current user';
    database = decodeURIComponent(u.pathname.slice(1)) || user;
  } catch {
    return 'DATABASE_URL is not a valid URL';
  }
  for (const e of chain(err)) {
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    if (code === 'ECONNREFUSED') return `connection refused at ${where} (is PostgreSQL running there?)`;
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `no such host: ${where}`;
    if (code === '3D000') return `no such database "${database}" on ${where}`;
    if (code === '28P01') return `bad password for user "${user}"`;
    if (code === '28000') return `the server refused the login of user "${user}" (${message})`;
    if (code === '57P03') return 'the server is starting up or shutting down; try again shortly';
    if (code.startsWith('53')) return `the server cannot take more connections (${message})`;
    if (/^timeout (exceeded|expired)|connection timeout/.test(message))
      return `no answer from ${where} within ${timeoutMs} ms (DATABASE_CONNECT_TIMEOUT_MS)`;
    if (NETWORK_CODES.has(code)) return `${code} at ${where}`;
  }
  return err instanceof Error ? err.message : String(err);
}

/**
 * Opens one connection and runs one statement, within `timeoutMs` in all: the start calls this before
 * migrating, so an unreachable database stops the start at once with the cause instead of hanging.
 */
export async function checkDatabase(url: string, timeoutMs: number): Promise<void> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
  } catch (err) {
    throw new Error(
      `Cannot use the database at ${redactedUrl(url)}: ${connectFailure(err, url, timeoutMs)}`,
      { cause: err },
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}
