/**
 * npm run bench: the catalogue lists of the real app against a bare Fastify + pg server running the same SQL, then
 * the training run (bench/training.ts: a client's training routes on the training scale seed). BENCH_ONLY=catalogue
 * or BENCH_ONLY=training runs only that one; the exit code is 1 when either misses a budget.
 *
 * The catalogue run:
 * On PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) it creates a fresh database
 * oxs_bench_<random>, migrates and seeds it (topping the catalogue up to BENCH_MIN_ROWS published templates and
 * products, default 120, if the seed holds fewer), starts both servers on loopback ports in a child process, runs
 * autocannon (50 connections, BENCH_SECONDS = 10 s per run, BENCH_ROUNDS = 2 runs per server in rotating order,
 * after a 2 s warm-up) against each list on each server (the app; bare Fastify + pg running the same SQL as plain
 * queries; the same as named statements), one run at a time, prints req/s, the ratios and p99 latencies plus the
 * query plans, then stops everything and drops the database. Exit code 1 when below the budget: the app serves at
 * least 70% of the bare server's requests per second.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { seedDatabase } from '../src/db/seed/seed';
import { benchmarkedStatements } from './bare-server';
import { topUpCatalogue } from './bench-data';
import { forumBench } from './forum';
import { instancesBench } from './instances';
import { ADMIN_URL, admin, startChild, withDatabase } from './harness';
import { pagesBench } from './pages';
import { trainingBench } from './training';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MIN_ROWS = Number(process.env.BENCH_MIN_ROWS ?? 120);
/** Runs per server and endpoint, the order rotating each round. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
const CONNECTIONS = 50;
const BUDGET = 0.7;
const ENDPOINTS = ['/api/v1/templates?resultsPerPage=8', '/api/v1/products?resultsPerPage=8&sort=cheap'];

async function prepare(url: string) {
  const database = await openDatabase({ url, poolMax: 4 });
  try {
    await database.migrate();
    await seedDatabase(database.db);
    const counts = await topUpCatalogue(database.db, MIN_ROWS);
    const plans: string[] = [];
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('ANALYZE');
      for (const s of benchmarkedStatements(database.db)) {
        const { rows } = await client.query(`EXPLAIN ${s.sql}`, s.params);
        plans.push(`-- ${s.name}\n${rows.map((r) => `   ${r['QUERY PLAN']}`).join('\n')}`);
      }
    } finally {
      await client.end();
    }
    return { counts, plans };
  } finally {
    await database.close();
  }
}

const startServers = (url: string) =>
  startChild<{ appPort: number; barePort: number; bareNamedPort: number }>('servers.ts', url);

async function run(url: string, seconds: number) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  if (r.non2xx || r.errors || r.timeouts) {
    throw new Error(`${url}: ${r.non2xx} non-2xx replies, ${r.errors} errors, ${r.timeouts} timeouts`);
  }
  return r;
}

type Server = 'app' | 'bare' | 'bare-named';
type Runs = Awaited<ReturnType<typeof run>>[];

/**
 * The servers on one endpoint, ROUNDS runs each, the order rotating every round (app, bare, bare-named; then bare,
 * bare-named, app; ...) so a change in the machine's load during the runs weighs on all alike. Figures are the
 * means over the runs.
 */
async function compare(urls: Record<Server, string>) {
  const servers = Object.keys(urls) as Server[];
  for (const s of servers) await run(urls[s], 2);
  const runs = Object.fromEntries(servers.map((s) => [s, [] as Runs])) as Record<Server, Runs>;
  for (let i = 0; i < ROUNDS; i++) {
    for (let j = 0; j < servers.length; j++) {
      const s = servers[(i + j) % servers.length];
      runs[s].push(await run(urls[s], SECONDS));
    }
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return Object.fromEntries(
    servers.map((s) => [
      s,
      {
        rps: mean(runs[s].map((r) => r.requests.average)),
        p99: mean(runs[s].map((r) => r.latency.p99)),
        total: runs[s].reduce((a, r) => a + r.requests.total, 0),
      },
    ]),
  ) as Record<Server, { rps: number; p99: number; total: number }>;
}

/** The catalogue run; true when within budget. */
async function catalogueBench(): Promise<boolean> {
  const name = `oxs_bench_${randomBytes(4).toString('hex')}`;
  const url = withDatabase(ADMIN_URL, name);
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  let servers: ReturnType<typeof startServers> | undefined;
  try {
    console.log(`database ${name}: migrating and seeding...`);
    const { counts, plans } = await prepare(url);
    console.log(
      `catalogue: ${counts.templates} published templates, ${counts.products} published products` +
        (counts.added ? ` (${counts.added} bench rows added to reach ${MIN_ROWS})` : ''),
    );
    console.log(`\nquery plans:\n${plans.join('\n')}\n`);

    servers = startServers(url);
    const ports = await servers.ready;
    console.log(
      `${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} runs per server and endpoint in rotating order ` +
        'after a 2 s warm-up each, one run at a time (figures: means over the runs)\n' +
        'bare: Fastify + pg Pool, the same SQL as plain parameterised queries; bare-named: the same as named ' +
        "statements (parsed once per connection, like the app's prepared statements)\n",
    );
    let withinBudget = true;
    for (const endpoint of ENDPOINTS) {
      const at = (port: number) => `http://127.0.0.1:${port}${endpoint}`;
      const r = await compare({
        app: at(ports.appPort),
        bare: at(ports.barePort),
        'bare-named': at(ports.bareNamedPort),
      });
      const ratio = r.app.rps / r.bare.rps;
      withinBudget &&= ratio >= BUDGET;
      const line = (name: string, f: (typeof r)['app']) =>
        `  ${name.padEnd(10)} ${f.rps.toFixed(0).padStart(6)} req/s   p99 ${f.p99.toFixed(0).padStart(5)} ms   (${f.total} requests)`;
      console.log(
        [
          `GET ${endpoint}`,
          line('app', r.app),
          line('bare', r.bare),
          line('bare-named', r['bare-named']),
          `  ratio app/bare ${(ratio * 100).toFixed(1)}% (budget ${BUDGET * 100}%), app/bare-named ` +
            `${((r.app.rps / r['bare-named'].rps) * 100).toFixed(1)}%`,
        ].join('\n'),
      );
    }
    console.log(withinBudget ? '\nwithin budget' : '\nBELOW BUDGET');
    return withinBudget;
  } finally {
    await servers?.stop();
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    console.log(`database ${name} dropped`);
  }
}

/**
 * BENCH_ONLY=catalogue, pages, training, forum or instances runs that one; otherwise the catalogue run, the page
 * run (bench/pages.ts), the training run, the forum run (bench/forum.ts) and the instances run (bench/instances.ts).
 */
async function main() {
  const only = process.env.BENCH_ONLY;
  if (only && !['catalogue', 'pages', 'training', 'forum', 'instances'].includes(only))
    throw new Error(`BENCH_ONLY must be catalogue, pages, training, forum or instances, not ${only}`);
  let ok = true;
  if (!only || only === 'catalogue') ok = (await catalogueBench()) && ok;
  if (!only || only === 'pages') ok = (await pagesBench()) && ok;
  if (!only || only === 'training') {
    if (!only) console.log('\n');
    ok = (await trainingBench()) && ok;
  }
  if (!only || only === 'forum') {
    if (!only) console.log('\n');
    ok = (await forumBench()) && ok;
  }
  if (!only || only === 'instances') {
    if (!only) console.log('\n');
    ok = (await instancesBench()) && ok;
  }
  process.exitCode = ok ? 0 : 1;
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
