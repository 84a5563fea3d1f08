import Fastify from 'fastify';
import pg from 'pg';
import { listenOnLoopback } from './harness';

/**
 * What the training and forum baselines (training-bare.ts, forum-bare.ts) share: the capture of the statements the
 * app runs for a sample request, and the bare server that replays them for any caller.
 *
 * Capture: pg.Client.prototype.query is wrapped (every pool query of the app goes through it, transactions
 * included), and while a capture is on it records each statement's query config as the driver got it (text,
 * rowMode, the type parsers, name) with its values, the connection it ran on, and whether another statement
 * was still running when it was sent (statements sent together, like a Promise.all, form one group).
 */

export interface QueryConfig {
  text: string;
  rowMode?: string;
  name?: string;
  types?: unknown;
}

export interface Captured {
  config: QueryConfig;
  values: unknown[];
  connection: number;
  group: number;
  ms: number;
}

let capturing: Captured[] | undefined;
let inFlight = 0;
let group = 0;
const connections = new WeakMap<object, number>();
let nextConnection = 1;

/** Wraps pg.Client.prototype.query once; it records only while `captureStatements` runs. */
export function installCapture() {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: object, ...args: unknown[]) {
    const into = capturing;
    const [config, values] = args;
    if (!into || typeof config !== 'object' || config === null) return original.apply(this, args);
    if (!connections.has(this)) connections.set(this, nextConnection++);
    if (inFlight === 0) group++;
    const c = config as QueryConfig & { values?: unknown[] };
    const entry: Captured = {
      config: { text: c.text, rowMode: c.rowMode, name: c.name, types: c.types },
      values: Array.isArray(values) ? [...(values as unknown[])] : [...(c.values ?? [])],
      connection: connections.get(this)!,
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

/**
 * Runs `request` with the capture on: the statements it ran, and `isNow`, which tells a value that is a time
 * taken during the request (a Date, or an ISO timestamp within a second of it).
 */
export async function captureStatements(request: () => Promise<void>) {
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
  const isNow = (value: unknown) => {
    if (value instanceof Date) return true;
    if (typeof value !== 'string' || !NOW.test(value)) return false;
    const t = Date.parse(value);
    return t >= from - 1000 && t <= to + 1000;
  };
  return { captured, isNow };
}

/** The statements in their groups (statements sent together), in order. */
export function grouped<S extends { group: number }>(statements: S[]): S[][] {
  const groups: S[][] = [];
  for (const s of statements) {
    const last = groups.at(-1);
    if (last && last[0].group === s.group) last.push(s);
    else groups.push([s]);
  }
  return groups;
}

type BareRequest = { url: string; headers: Record<string, string | string[] | undefined> };

/**
 * A bare server: Fastify and a pg Pool of `poolMax` connections. `routes` adds its routes, each answering
 * `{ status: 'success', results }` with what `reply` gives for the caller its `authorization` header names
 * (looked up in `callers`: no JWT verification) and the request. No validation, no rules, no mapping, no
 * response schema.
 */
export async function startBareReplay<C>(
  url: string,
  poolMax: number,
  callers: Map<string, C>,
  routes: (
    app: ReturnType<typeof Fastify>,
    handler: (
      reply: (pool: pg.Pool, caller: C, request: BareRequest) => Promise<unknown[][]>,
    ) => (request: BareRequest) => Promise<{ status: string; results: unknown[][] }>,
  ) => void,
) {
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  pool.on('error', () => undefined);
  const app = Fastify({ logger: false });
  routes(app, (reply) => async (request) => {
    const header = String(request.headers.authorization ?? '');
    const caller = callers.get(header.slice(header.indexOf(' ') + 1));
    if (!caller) throw new Error('unknown caller');
    return { status: 'success', results: await reply(pool, caller, request) };
  });
  return listenOnLoopback(app, async () => {
    await app.close();
    await pool.end();
  });
}
