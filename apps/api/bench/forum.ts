/**
 * The forum run of `npm run bench` (issue 21's speed clause, decision 029): the forum's two hot reads on the forum
 * scale seed, the real app against a bare Fastify + pg route running the same SQL. BENCH_ONLY=forum runs it alone.
 *
 * 1. A fresh PostgreSQL database oxs_bench_<random> (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/
 *    postgres), migrated and seeded, then seedForumScale (bench/forum-data.ts): BENCH_FORUM_DISCUSSIONS (default
 *    10,000) discussions and BENCH_FORUM_COMMENTS (default 200,000) comments and replies with their reactions,
 *    then VACUUM ANALYZE (what autovacuum does after such a load).
 * 2. A child process (bench/forum-servers.ts) starts the app, signs tokens for BENCH_SAMPLE (default 1,000)
 *    random bench members, picks the variants (GET /forums: 3 sorts x no category or one of two x pages 1-3;
 *    GET /forum/comments/{id}: 30 discussions, the 10 most commented among them, pages 1-3), captures the
 *    statements the app runs for each, and starts the bare server replaying them (bench/forum-bare.ts: no JWT
 *    verification, validation, rules, mapping or response schema). Both have a pool of 10 connections.
 * 3. Autocannon (in this process) sends every request as the next member and the next variant of the route:
 *    - at 50 connections, app and bare, BENCH_ROUNDS (default 2) runs of BENCH_SECONDS (default 10) s each in
 *      rotating order after a 2 s warm-up: req/s, ratio app/bare (budget >= 70%), p99, server CPU per request;
 *    - the app at 10 connections, BENCH_ROUNDS runs per route, the routes taking turns: p99 (budget <= 50 ms).
 *    Before the runs it prints each shown statement's time in EXPLAIN ANALYZE (BENCH_PLANS=1: the plans). Then it
 *    stops the servers and drops the database. Returns false (exit code 1) when a budget is missed.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { seedDatabase } from '../src/db/seed/seed';
import {
  FORUM_ROUTES,
  forumRequest,
  type ForumCaller,
  type ForumRoute,
  type ForumVariant,
} from './forum-bare';
import { seedForumScale, type ForumScale } from './forum-data';
import type { CapturedSummary, ForumServers } from './forum-servers';
import { ADMIN_URL, admin, startChild, withDatabase } from './harness';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
const DISCUSSIONS = Number(process.env.BENCH_FORUM_DISCUSSIONS ?? 10000);
const COMMENTS = Number(process.env.BENCH_FORUM_COMMENTS ?? 200000);
const PLANS = process.env.BENCH_PLANS === '1';
const CONNECTIONS = 50;
const LATENCY_CONNECTIONS = 10;
const BUDGET = 0.7;
const P99_BUDGET_MS = 50;

const LABELS: Record<ForumRoute, string> = {
  list: 'GET /forums',
  comments: 'GET /forum/comments/{id}',
};

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await fn();
  console.log(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const describe = (s: ForumScale) =>
  `${s.members} members, ${s.discussions} discussions, ${s.comments} comments (${s.replies} of them replies, ` +
  `${s.hidden} hidden), ${s.forumReactions} reactions on discussions, ${s.commentReactions} on comments`;

/** Each shown capture's statements with their execution time in EXPLAIN ANALYZE. */
async function explain(url: string, captured: CapturedSummary[]) {
  return withClient(url, async (client) => {
    const lines: string[] = [];
    for (const { key, statements } of captured) {
      const groups = new Set(statements.map((s) => s.group)).size;
      lines.push(
        `${key}: ${statements.length} statements in ${groups} round trips, ` +
          `${statements.reduce((a, s) => a + s.ms, 0).toFixed(1)} ms in the sample request`,
      );
      for (const s of statements) {
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ANALYZE ${s.text}`, s.values);
        const plan = rows.map((r) => r['QUERY PLAN']);
        const exec = plan.find((l) => l.startsWith('Execution Time'))?.replace('Execution Time: ', '');
        lines.push(`  ${exec?.padStart(10)}  ${s.text.replace(/\s+/g, ' ').slice(0, 110)}`);
        if (PLANS) lines.push(...plan.map((l) => `      ${l}`));
      }
    }
    return lines.join('\n');
  });
}

type Result = Awaited<ReturnType<typeof autocannon>> & { cpuPerRequest: number };

let serverCpu: () => Promise<number> = () => Promise.resolve(0);

async function run(
  port: number,
  route: ForumRoute,
  variants: ForumVariant[],
  callers: ForumCaller[],
  connections: number,
  seconds: number,
): Promise<Result> {
  const mine = variants.filter((v) => v.route === route);
  let next = Math.floor(Math.random() * callers.length);
  const cpuBefore = await serverCpu();
  const r = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const i = next++;
          return { ...request, ...forumRequest(mine[i % mine.length], callers[i % callers.length]) };
        },
      },
    ],
  });
  if (r.non2xx || r.errors || r.timeouts) {
    throw new Error(
      `${route} on port ${port}: ${r.non2xx} non-2xx replies (${JSON.stringify(r.statusCodeStats)}), ` +
        `${r.errors} errors, ${r.timeouts} timeouts`,
    );
  }
  return { ...r, cpuPerRequest: ((await serverCpu()) - cpuBefore) / Math.max(1, r.requests.total) };
}

type Server = 'app' | 'bare';
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

async function compare(
  ports: Record<Server, number>,
  route: ForumRoute,
  variants: ForumVariant[],
  callers: ForumCaller[],
) {
  const servers: Server[] = ['app', 'bare'];
  for (const s of servers) await run(ports[s], route, variants, callers, CONNECTIONS, 2);
  const runs: Record<Server, Result[]> = { app: [], bare: [] };
  for (let i = 0; i < ROUNDS; i++)
    for (let j = 0; j < servers.length; j++) {
      const s = servers[(i + j) % servers.length];
      runs[s].push(await run(ports[s], route, variants, callers, CONNECTIONS, SECONDS));
    }
  const summary = (rs: Result[]) => ({
    rps: mean(rs.map((r) => r.requests.average)),
    p99: mean(rs.map((r) => r.latency.p99)),
    total: rs.reduce((a, r) => a + r.requests.total, 0),
    cpu: mean(rs.map((r) => r.cpuPerRequest)),
  });
  return { app: summary(runs.app), bare: summary(runs.bare) };
}

/** The app's p99 per route at 10 connections: ROUNDS runs each, the routes taking turns. */
async function latencies(port: number, variants: ForumVariant[], callers: ForumCaller[]) {
  const runs = Object.fromEntries(FORUM_ROUTES.map((r) => [r, [] as Result[]])) as Record<
    ForumRoute,
    Result[]
  >;
  for (let i = 0; i < ROUNDS; i++)
    for (const route of FORUM_ROUTES)
      runs[route].push(await run(port, route, variants, callers, LATENCY_CONNECTIONS, SECONDS));
  return Object.fromEntries(
    FORUM_ROUTES.map((route) => [
      route,
      {
        p99: mean(runs[route].map((r) => r.latency.p99)),
        p50: mean(runs[route].map((r) => r.latency.p50)),
        rps: mean(runs[route].map((r) => r.requests.average)),
      },
    ]),
  ) as Record<ForumRoute, { p99: number; p50: number; rps: number }>;
}

/** The forum run; true when within every budget. */
export async function forumBench(): Promise<boolean> {
  const name = `oxs_bench_${randomBytes(4).toString('hex')}`;
  const url = withDatabase(ADMIN_URL, name);
  console.log(
    `forum run: node ${process.version}, ${os.cpus().length} cores, load average ${load()} (1, 5, 15 min)`,
  );
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  let servers: ReturnType<typeof startChild<ForumServers>> | undefined;
  try {
    console.log(`database ${name}: migrating and seeding...`);
    const database = await openDatabase({ url, poolMax: 4 });
    try {
      await database.migrate();
      await seedDatabase(database.db);
    } finally {
      await database.close();
    }
    const scale = await timed('forum scale seed and VACUUM ANALYZE', () =>
      withClient(url, async (client) => {
        const s = await seedForumScale(client, DISCUSSIONS, COMMENTS);
        // What autovacuum does after such a load: statistics, and the visibility map for index-only counts.
        await client.query('VACUUM ANALYZE');
        return s;
      }),
    );
    console.log(`data: ${describe(scale)}`);

    servers = startChild<ForumServers>('forum-servers.ts', url);
    const ready = await timed('servers, tokens and captures', () => servers!.ready);
    const ports = { app: ready.appPort, bare: ready.barePort };
    const child = servers;
    serverCpu = async () => (await child.ask<{ cpu: number }>('cpu')).cpu;
    const count = (route: ForumRoute) => ready.variants.filter((v) => v.route === route).length;
    console.log(
      `${ready.callers.length} sampled members (each request the next one), ${count('list')} variants of ` +
        `GET /forums and ${count('comments')} of GET /forum/comments/{id} (each request the next variant)`,
    );
    console.log(
      `\nthe captured statements (EXPLAIN ANALYZE execution time):\n${await explain(url, ready.captured)}\n`,
    );

    console.log(
      `${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} runs per server and route in rotating order ` +
        "after a 2 s warm-up each (figures: means over the runs; server CPU: the Node process's user + system " +
        `time, not PostgreSQL's); load average before: ${load()}\n` +
        'bare: Fastify + pg Pool replaying the captured statements for the caller (no JWT verification, ' +
        'validation, rules, mapping or response schema)\n',
    );
    const failures: string[] = [];
    for (const route of FORUM_ROUTES) {
      const r = await compare(ports, route, ready.variants, ready.callers);
      const ratio = r.app.rps / r.bare.rps;
      if (ratio < BUDGET) failures.push(`${LABELS[route]}: app/bare ${(ratio * 100).toFixed(1)}%`);
      const line = (server: string, f: (typeof r)['app']) =>
        `  ${server.padEnd(5)} ${f.rps.toFixed(0).padStart(6)} req/s   p99 ${f.p99.toFixed(0).padStart(5)} ms   ` +
        `${f.cpu.toFixed(2).padStart(5)} ms server CPU per request   (${f.total} requests)`;
      console.log(
        [
          LABELS[route],
          line('app', r.app),
          line('bare', r.bare),
          `  ratio app/bare ${(ratio * 100).toFixed(1)}% (budget ${BUDGET * 100}%)`,
        ].join('\n'),
      );
    }
    console.log(`load average after: ${load()}\n`);

    const base = await latencies(ports.app, ready.variants, ready.callers);
    console.log(
      `the app at ${LATENCY_CONNECTIONS} connections, ${ROUNDS} runs of ${SECONDS} s per route, the routes taking ` +
        'turns (means over the runs):',
    );
    for (const route of FORUM_ROUTES) {
      const f = base[route];
      if (f.p99 > P99_BUDGET_MS)
        failures.push(`${LABELS[route]}: p99 ${f.p99.toFixed(0)} ms at ${LATENCY_CONNECTIONS}`);
      console.log(
        `  ${LABELS[route].padEnd(28)} p99 ${f.p99.toFixed(0).padStart(4)} ms (budget ${P99_BUDGET_MS}), ` +
          `p50 ${f.p50.toFixed(0)} ms, ${f.rps.toFixed(0)} req/s`,
      );
    }
    console.log(
      failures.length ? `\nBELOW BUDGET:\n  ${failures.join('\n  ')}` : '\nwithin budget',
      `\nload average at the end: ${load()}`,
    );
    return failures.length === 0;
  } finally {
    await servers?.stop();
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    console.log(`database ${name} dropped`);
  }
}
