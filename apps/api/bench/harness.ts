import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../src/config/env';
import { LIVE_PROVIDERS } from '../test/live-providers';

/** What the runs of `npm run bench` (run.ts, training.ts, forum.ts, pages.ts) and their server children share. */

export const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** Runs `fn` on a connection to the server's administrative database (DATABASE_URL). */
export const admin = <T>(fn: (client: pg.Client) => Promise<T>): Promise<T> => withClient(ADMIN_URL, fn);

/** The app's configuration in the benchmark's server child: production, silent, on the given database. */
export function benchConfig(url: string) {
  return loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: tmpdir(),
    DATABASE_URL: url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    APP_URL: 'http://127.0.0.1',
    // These runs weigh the app's own work against a bare route running the same SQL: the lists read the
    // database every time, as on a cache miss (the instances run, bench/instances.ts, serves them with it).
    CATALOGUE_CACHE_SECONDS: '0',
    // Production refuses to start without live providers; the bench calls none, so unreachable ones do.
    ...LIVE_PROVIDERS,
  });
}

/**
 * Forks a server child (a file of this folder) on the database `url`. `ready` resolves with its first message;
 * `stop` asks it to stop (killing it after 5 s); `ask` sends a message and waits for the answer; `pid` is its
 * process id.
 */
export function startChild<T>(file: string, url: string, env: Record<string, string> = {}) {
  const child = fork(path.join(import.meta.dirname, file), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env, BENCH_DATABASE_URL: url },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = new Promise<T>((resolve, reject) => {
    child.once('message', (m) => resolve(m as T));
    child.once('exit', (code) => reject(new Error(`bench servers exited with code ${code}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.send('stop');
    });
  /** Sends a message and resolves with the child's next message (its answer). */
  const ask = <R>(message: string) =>
    new Promise<R>((resolve) => {
      child.once('message', (m) => resolve(m as R));
      child.send(message);
    });
  return { ready, stop, ask, pid: child.pid! };
}

export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Listens on a free loopback port: the port it got and how to close it with what it holds. */
export async function listenOnLoopback(
  app: { listen(o: { port: number; host: string }): Promise<unknown>; server: { address(): unknown } },
  close: () => Promise<void>,
) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { port: (app.server.address() as { port: number }).port, close };
}

/** Runs `fn` in a transaction on `client`: committed when it returns, rolled back when it throws. */
export async function inTransaction(client: pg.Client, fn: () => Promise<void>) {
  await client.query('BEGIN');
  try {
    await fn();
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  }
}

/** One row of counts (`SELECT (SELECT count(*) ...) AS name, ...`) as numbers by name. */
export async function countRows<K extends string>(
  client: pg.Client,
  sql: string,
): Promise<Record<K, number>> {
  const {
    rows: [row],
  } = await client.query<Record<K, string>>(sql);
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as Record<K, number>;
}
