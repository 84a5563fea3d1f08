import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { benchConfig, withClient } from './harness';

/** What the server children of the benchmarks (servers.ts, training-servers.ts, forum-servers.ts, pages-server.ts) share. */

/** The database of a server child (BENCH_DATABASE_URL); `parent` names the file that starts it. */
export function childDatabaseUrl(file: string, parent: string) {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url || !process.send) throw new Error(`${file} is started by bench/${parent}`);
  return url;
}

/**
 * In a server child: stops (closing `closers` in order, then exiting) when the parent says 'stop' or goes away;
 * answers 'cpu' with the CPU time used so far (ms, user + system: the parent's measure of a server's cost per
 * request); other messages go to `onMessage`.
 */
export function serveParent(closers: { close(): Promise<unknown> }[], onMessage?: (m: unknown) => void) {
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    for (const c of closers) await c.close();
    process.exit(0);
  };
  process.on('message', (m) => {
    if (m === 'stop') void stop();
    else if (m === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send!({ cpu: (user + system) / 1000 });
    } else onMessage?.(m);
  });
  process.on('disconnect', () => void stop());
}

/** Waits (up to 60 s) until the session rows of tokens just issued are written. */
export async function waitForSessions(url: string, ids: string[]) {
  await withClient(url, async (client) => {
    for (let i = 0; i < 600; i++) {
      const { rows } = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM sessions WHERE id = ANY($1::uuid[])',
        [ids],
      );
      if (rows[0].n === ids.length) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the session rows were not written within 60 s');
  });
}

/** Runs a server child's main, exiting with 1 on an error. */
export function runChild(main: () => Promise<void>) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

/** The real app (no web) on `url` with a pool of `poolMax`, listening on a loopback port. */
export async function startBenchApp(url: string, poolMax: number) {
  const database = await openDatabase({ url, poolMax });
  const app = await buildApp({ config: benchConfig(url), database, serveWeb: false, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, database, port: (app.server.address() as { port: number }).port };
}

type App = Awaited<ReturnType<typeof startBenchApp>>['app'];

/**
 * A token signed by the app for each sampled user (as signing in gives), once their session rows are written;
 * `none` is the error when there is no one to sample.
 */
export async function signCallers<T extends { userId: string; tokenVersion: number }>(
  app: App,
  url: string,
  sampled: T[],
  none: string,
) {
  const callers = sampled.map(({ tokenVersion, ...rest }) => {
    const token = app.issueToken({ id: rest.userId, tokenVersion });
    return { ...rest, token, sessionId: app.readToken(token)!.sid };
  });
  if (callers.length === 0) throw new Error(none);
  await waitForSessions(
    url,
    callers.map((c) => c.sessionId),
  );
  return callers;
}

/** Sends a benchmarked request to the app in process; anything but 200 stops the bench. */
export async function injectOk(
  app: App,
  r: { method: 'GET' | 'PUT'; path: string; headers: Record<string, string>; body?: string },
) {
  const res = await app.inject({ method: r.method, url: r.path, headers: r.headers, payload: r.body });
  if (res.statusCode !== 200) throw new Error(`${r.method} ${r.path}: ${res.statusCode} ${res.body}`);
}

/** Captured statements as the parent reports them (CapturedSummary). */
export const summarize = (
  key: string,
  statements: {
    config: { text: string };
    sample: unknown[];
    group: number;
    ms: number;
    inTransaction?: boolean;
  }[],
) => ({
  key,
  statements: statements.map((s) => ({
    text: s.config.text,
    values: s.sample,
    group: s.group,
    inTransaction: s.inTransaction,
    ms: s.ms,
  })),
});
