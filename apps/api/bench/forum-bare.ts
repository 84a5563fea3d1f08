import Fastify from 'fastify';
import pg from 'pg';

/**
 * The forum run's baseline (bench/forum.ts), made the way the training run's is (bench/training-bare.ts): the
 * statements the app runs for one sample request of each benchmarked variant (a list's sort, category and page;
 * a discussion's comments page) are captured from the pg driver, then replayed by a bare Fastify + pg Pool route
 * for any caller: the same text and query config (names of prepared statements included), the same grouping
 * (statements the app sends together are sent together), the session lookup included. In the values the sample's
 * user and session ids become the caller's and a timestamp taken at the request becomes the time of the replay;
 * the variant's own ids (discussion, category) stay as captured, since the variant is the request's key.
 */

export interface ForumCaller {
  token: string;
  userId: string;
  sessionId: string;
}

/** A benchmarked request: its route and path (with query), the key its statements are captured under. */
export interface ForumVariant {
  route: ForumRoute;
  path: string;
}

export const FORUM_ROUTES = ['list', 'comments'] as const;
export type ForumRoute = (typeof FORUM_ROUTES)[number];

interface QueryConfig {
  text: string;
  rowMode?: string;
  name?: string;
  types?: unknown;
}

type Slot = { kind: 'value'; value: unknown } | { kind: 'now' } | { kind: 'user' } | { kind: 'session' };

export interface Statement {
  config: QueryConfig;
  slots: Slot[];
  group: number;
  sample: unknown[];
  ms: number;
}

interface Captured {
  config: QueryConfig;
  values: unknown[];
  group: number;
  ms: number;
}

let capturing: Captured[] | undefined;
let inFlight = 0;
let group = 0;

/** Wraps pg.Client.prototype.query once; it records only while `capture` runs. */
export function installCapture() {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: object, ...args: unknown[]) {
    const into = capturing;
    const [config, values] = args;
    if (!into || typeof config !== 'object' || config === null) return original.apply(this, args);
    if (inFlight === 0) group++;
    const c = config as QueryConfig & { values?: unknown[] };
    const entry: Captured = {
      config: { text: c.text, rowMode: c.rowMode, name: c.name, types: c.types },
      values: Array.isArray(values) ? [...(values as unknown[])] : [...(c.values ?? [])],
      group,
      ms: 0,
    };
    into.push(entry);
    inFlight++;
    const started = performance.now();
    const done = () => {
      inFlight--;
      entry.ms = performance.now() - started;
    };
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as (...a: unknown[]) => void;
      args[last] = (...a: unknown[]) => {
        done();
        callback(...a);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args) as Promise<unknown>;
    result.then(done, done);
    return result;
  };
}

const NOW = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** Runs `request` with the capture on: the statements it ran, replayable for any caller like `sample`. */
export async function capture(sample: ForumCaller, request: () => Promise<void>): Promise<Statement[]> {
  const captured: Captured[] = [];
  capturing = captured;
  inFlight = 0;
  const from = Date.now();
  try {
    await request();
  } finally {
    capturing = undefined;
  }
  const to = Date.now();
  const slot = (value: unknown): Slot => {
    if (value instanceof Date) return { kind: 'now' };
    if (value === sample.userId) return { kind: 'user' };
    if (value === sample.sessionId) return { kind: 'session' };
    if (typeof value === 'string' && NOW.test(value)) {
      const t = Date.parse(value);
      if (t >= from - 1000 && t <= to + 1000) return { kind: 'now' };
    }
    return { kind: 'value', value };
  };
  if (captured.some((s) => /^\s*(begin|insert|update|delete)\b/i.test(s.config.text)))
    throw new Error('capture: a benchmarked read wrote to the database');
  return captured.map((s) => ({
    config: s.config,
    slots: s.values.map(slot),
    group: s.group,
    sample: s.values,
    ms: s.ms,
  }));
}

function valuesFor(statement: Statement, caller: ForumCaller, now: string) {
  return statement.slots.map((s) =>
    s.kind === 'value'
      ? s.value
      : s.kind === 'now'
        ? now
        : s.kind === 'user'
          ? caller.userId
          : caller.sessionId,
  );
}

function grouped(statements: Statement[]): Statement[][] {
  const groups: Statement[][] = [];
  for (const s of statements) {
    const last = groups.at(-1);
    if (last && last[0].group === s.group) last.push(s);
    else groups.push([s]);
  }
  return groups;
}

/**
 * The bare server: GET /api/v1/forums and GET /api/v1/forum/comments/:id, each replaying the app's statements
 * for the request's variant (its path and query) and the caller its `authorization` header names (looked up in a
 * map: no JWT verification), replying with every statement's rows as pg returns them. No validation, no rules, no
 * mapping, no response schema.
 */
export async function startForumBareServer(
  url: string,
  poolMax: number,
  statements: Map<string, Statement[]>,
  callers: Map<string, ForumCaller>,
) {
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  pool.on('error', () => undefined);
  const groups = new Map([...statements].map(([key, list]) => [key, grouped(list)]));
  const app = Fastify({ logger: false });
  const handler = async (request: {
    url: string;
    headers: Record<string, string | string[] | undefined>;
  }) => {
    const header = String(request.headers.authorization ?? '');
    const caller = callers.get(header.slice(header.indexOf(' ') + 1));
    if (!caller) throw new Error('unknown caller');
    const list = groups.get(request.url);
    if (!list) throw new Error(`no captured statements for ${request.url}`);
    const now = new Date().toISOString();
    const results: unknown[][] = [];
    for (const batch of list) {
      const replies = await Promise.all(
        batch.map((s) => pool.query({ ...s.config, values: valuesFor(s, caller, now) } as never)),
      );
      for (const r of replies as unknown as pg.QueryResult[]) results.push(r.rows as unknown[]);
    }
    return { status: 'success', results };
  };
  app.get('/api/v1/forums', handler);
  app.get('/api/v1/forum/comments/:id', handler);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    port: (app.server.address() as { port: number }).port,
    async close() {
      await app.close();
      await pool.end();
    },
  };
}

/** The request of `caller` for a variant, as autocannon sends it and the capture injects it. */
export const forumRequest = (variant: ForumVariant, caller: ForumCaller) => ({
  method: 'GET' as const,
  path: variant.path,
  headers: { authorization: `jwt ${caller.token}` },
});
