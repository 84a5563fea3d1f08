import os from 'node:os';
import autocannon from 'autocannon';
import { withClient } from './harness';

/**
 * What the training and forum runs (training.ts, forum.ts) share: autocannon runs of the app against its bare
 * baseline route by route, their report against the budgets, and the EXPLAIN ANALYZE of the captured statements.
 */

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
const PLANS = process.env.BENCH_PLANS === '1';
export const CONNECTIONS = 50;
export const LATENCY_CONNECTIONS = 10;
const BUDGET = 0.7;
export const P99_BUDGET_MS = 50;

export const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

export async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await fn();
  console.log(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** The statements a server child captured for one sample request, as it reports them. */
export interface CapturedSummary {
  key: string;
  statements: { text: string; values: unknown[]; group: number; inTransaction?: boolean; ms: number }[];
}

/** Each captured statement's execution time in EXPLAIN ANALYZE with the sample's values (writes rolled back). */
export async function explain(url: string, captured: CapturedSummary[]) {
  return withClient(url, async (client) => {
    const lines: string[] = [];
    for (const { key, statements } of captured) {
      const queries = statements.filter((s) => !/^(begin|commit|rollback)\b/i.test(s.text.trim()));
      const groups = new Set(statements.map((s) => s.group)).size;
      lines.push(
        `${key}: ${statements.length} statements in ${groups} round trips` +
          (statements.some((s) => s.inTransaction) ? ' (a transaction)' : '') +
          `, ${statements.reduce((a, s) => a + s.ms, 0).toFixed(1)} ms in the sample request`,
      );
      await client.query('BEGIN');
      try {
        const seen = new Map<string, number>();
        for (const s of queries) {
          const n = (seen.get(s.text) ?? 0) + 1;
          seen.set(s.text, n);
          if (n > 1) continue;
          const { rows } = await client.query<{ 'QUERY PLAN': string }>(
            `EXPLAIN ANALYZE ${s.text}`,
            s.values,
          );
          const plan = rows.map((r) => r['QUERY PLAN']);
          const exec = plan.find((l) => l.startsWith('Execution Time'))?.replace('Execution Time: ', '');
          const times = queries.filter((q) => q.text === s.text).length;
          lines.push(
            `  ${exec?.padStart(10)}${times > 1 ? ` (x${times})` : ''}  ${s.text.replace(/\s+/g, ' ').slice(0, 110)}`,
          );
          if (PLANS) lines.push(...plan.map((l) => `      ${l}`));
        }
      } finally {
        await client.query('ROLLBACK');
      }
    }
    return lines.join('\n');
  });
}

type Result = Awaited<ReturnType<typeof autocannon>> & { cpuPerRequest: number };
type Request = { method: 'GET' | 'PUT'; path: string; headers: Record<string, string>; body?: string };

/** What a run sends: `count` callers, and on a route the i-th request (i counting on from a random start). */
export interface Requests<TRoute extends string> {
  count: number;
  request: (route: TRoute) => (i: number) => Request;
}

/** p99, p50 and req/s of the app on each route at LATENCY_CONNECTIONS. */
export type Latencies<TRoute extends string> = Record<TRoute, { p99: number; p50: number; rps: number }>;

/**
 * The runs of one benchmark over `routes` (labelled by `labels`, the latency lines padded to `width`). Before
 * measuring CPU, `measureCpu` names the server child to ask.
 */
export function routeRuns<TRoute extends string>(
  routes: readonly TRoute[],
  labels: Record<TRoute, string>,
  width: number,
) {
  /** The CPU time (ms) the server child has used so far; set once it runs. */
  let serverCpu: () => Promise<number> = () => Promise.resolve(0);

  async function run(
    port: number,
    route: TRoute,
    requests: Requests<TRoute>,
    connections: number,
    seconds: number,
  ): Promise<Result> {
    const request = requests.request(route);
    let next = Math.floor(Math.random() * requests.count);
    const cpuBefore = await serverCpu();
    const r = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections,
      duration: seconds,
      requests: [{ setupRequest: (sent) => ({ ...sent, ...request(next++) }) }],
    });
    if (r.non2xx || r.errors || r.timeouts) {
      throw new Error(
        `${route} on port ${port}: ${r.non2xx} non-2xx replies (${JSON.stringify(r.statusCodeStats)}), ` +
          `${r.errors} errors, ${r.timeouts} timeouts`,
      );
    }
    // Only one server is under load at a time: the child's CPU time in the run is that server's.
    return { ...r, cpuPerRequest: ((await serverCpu()) - cpuBefore) / Math.max(1, r.requests.total) };
  }

  type Server = 'app' | 'bare';

  /** App and bare on one route at 50 connections: ROUNDS runs each, the order rotating, after a warm-up. */
  async function compare(ports: Record<Server, number>, route: TRoute, requests: Requests<TRoute>) {
    const servers: Server[] = ['app', 'bare'];
    for (const s of servers) await run(ports[s], route, requests, CONNECTIONS, 2);
    const runs: Record<Server, Result[]> = { app: [], bare: [] };
    for (let i = 0; i < ROUNDS; i++) {
      for (let j = 0; j < servers.length; j++) {
        const s = servers[(i + j) % servers.length];
        runs[s].push(await run(ports[s], route, requests, CONNECTIONS, SECONDS));
      }
    }
    const summary = (rs: Result[]) => ({
      rps: mean(rs.map((r) => r.requests.average)),
      p99: mean(rs.map((r) => r.latency.p99)),
      total: rs.reduce((a, r) => a + r.requests.total, 0),
      cpu: mean(rs.map((r) => r.cpuPerRequest)),
    });
    return { app: summary(runs.app), bare: summary(runs.bare) };
  }

  return {
    measureCpu(child: { ask<R>(message: string): Promise<R> }) {
      serverCpu = async () => (await child.ask<{ cpu: number }>('cpu')).cpu;
    },

    /**
     * App and bare on every route (see compare), printed with the ratio app/bare; adds to `failures` the routes
     * below the budget. `bare` says what the bare server leaves out.
     */
    async compareAll(
      ports: Record<Server, number>,
      requests: Requests<TRoute>,
      bare: string,
      failures: string[],
    ) {
      console.log(
        `${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} runs per server and route in rotating order ` +
          "after a 2 s warm-up each (figures: means over the runs; server CPU: the Node process's user + system " +
          `time, not PostgreSQL's); load average before: ${load()}\n` +
          `bare: Fastify + pg Pool replaying the captured statements for the caller (no ${bare})\n`,
      );
      for (const route of routes) {
        const r = await compare(ports, route, requests);
        const ratio = r.app.rps / r.bare.rps;
        if (ratio < BUDGET) failures.push(`${labels[route]}: app/bare ${(ratio * 100).toFixed(1)}%`);
        const line = (server: string, f: (typeof r)['app']) =>
          `  ${server.padEnd(5)} ${f.rps.toFixed(0).padStart(6)} req/s   p99 ${f.p99.toFixed(0).padStart(5)} ms   ` +
          `${f.cpu.toFixed(2).padStart(5)} ms server CPU per request   (${f.total} requests)`;
        console.log(
          [
            labels[route],
            line('app', r.app),
            line('bare', r.bare),
            `  ratio app/bare ${(ratio * 100).toFixed(1)}% (budget ${BUDGET * 100}%)`,
          ].join('\n'),
        );
      }
      console.log(`load average after: ${load()}\n`);
    },

    /**
     * The app's p99 on each route at 10 connections: ROUNDS runs each (after a warm-up when asked), the routes
     * taking turns, the means over the runs.
     */
    async latencies(port: number, requests: Requests<TRoute>, warm: boolean): Promise<Latencies<TRoute>> {
      const runs = Object.fromEntries(routes.map((r) => [r, [] as Result[]])) as Record<TRoute, Result[]>;
      for (const route of routes) if (warm) await run(port, route, requests, LATENCY_CONNECTIONS, 2);
      for (let i = 0; i < ROUNDS; i++)
        for (const route of routes)
          runs[route].push(await run(port, route, requests, LATENCY_CONNECTIONS, SECONDS));
      return Object.fromEntries(
        routes.map((route) => {
          const rs = runs[route];
          return [
            route,
            {
              p99: mean(rs.map((r) => r.latency.p99)),
              p50: mean(rs.map((r) => r.latency.p50)),
              rps: mean(rs.map((r) => r.requests.average)),
            },
          ];
        }),
      ) as Latencies<TRoute>;
    },

    /** The app's latencies against the p99 budget, printed; adds the routes over it to `failures`. */
    reportLatencies(base: Latencies<TRoute>, failures: string[]) {
      console.log(
        `the app at ${LATENCY_CONNECTIONS} connections, ${ROUNDS} runs of ${SECONDS} s per route, the routes taking ` +
          'turns (means over the runs):',
      );
      for (const route of routes) {
        const f = base[route];
        if (f.p99 > P99_BUDGET_MS)
          failures.push(`${labels[route]}: p99 ${f.p99.toFixed(0)} ms at ${LATENCY_CONNECTIONS}`);
        console.log(
          `  ${labels[route].padEnd(width)} p99 ${f.p99.toFixed(0).padStart(4)} ms (budget ${P99_BUDGET_MS}), ` +
            `p50 ${f.p50.toFixed(0)} ms, ${f.rps.toFixed(0)} req/s`,
        );
      }
    },
  };
}

/** The last lines of a run: its verdict. True when within every budget. */
export function verdict(failures: string[]) {
  console.log(
    failures.length ? `\nBELOW BUDGET:\n  ${failures.join('\n  ')}` : '\nwithin budget',
    `\nload average at the end: ${load()}`,
  );
  return failures.length === 0;
}
