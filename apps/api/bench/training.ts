/**
 * The training run of `npm run bench` (the speed clauses of issues 15 and 16): a client's training routes on the
 * training scale seed, the real app against a bare Fastify + pg route running the same SQL. `npm run bench` runs
 * it after the catalogue run; BENCH_ONLY=training runs it alone (BENCH_ONLY=catalogue skips it).
 *
 * 1. Two PostgreSQL databases (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres), migrated and
 *    seeded, then seedTrainingScale (bench/training-data.ts): the base one with BENCH_TRAINING_CLIENTS (default
 *    20,000) clients, each with an Active template subscription, its schedule and ~50 logged activities (~1,000,000
 *    logged in all), an Active coaching with published weeks and logged progress and two paid consultations; the
 *    other a copy of it (CREATE DATABASE ... TEMPLATE) grown by twice as many clients (3x the data); both ANALYZEd.
 *    Without BENCH_KEEP they are named oxs_bench_<random> and dropped at the end. BENCH_KEEP=1 names them
 *    oxs_bench_training_<clients>(_3x), keeps them and reuses them when seeded, so the seed (about 6 minutes) can
 *    run once outside a quiet run: BENCH_KEEP=1 BENCH_PREPARE_ONLY=1 seeds and stops.
 * 2. A child process (bench/training-servers.ts) starts the app, picks BENCH_SAMPLE (default 2,000) random bench
 *    clients without an Open week completion request, signs a token for each with app.issueToken (waiting for
 *    the session rows), captures the statements the app runs for one sample request per route (and per week
 *    size for the bulk save), and starts the bare server.
 * 3. The bare server (bench/training-bare.ts) replays those statements for the caller: the same text, the same
 *    query config (row mode, type parsers), the same order and grouping (statements the app sends together,
 *    sent together; the bulk save's BEGIN..COMMIT on one pooled connection in pg's pipeline mode, as the app's
 *    pipelined transaction), the session lookup included, the sample's ids replaced by the caller's and `now` by
 *    the time of the request. It does NOT verify the JWT (the caller is looked up by the token string), validate
 *    the body, check rules (status, week, open request), map rows or serialise with a schema: it replies with
 *    every statement's rows as pg returns them. Both servers have a pool of 10 connections and run in the same
 *    child process.
 * 4. Autocannon (in this process) sends every request as the next sampled client in turn (a different client
 *    each time), on GET /subscribed/template/{id}, PUT /user/template/progress/bulk (the client's week in
 *    progress: actual RPE, weight used, feedback on each activity), GET /subscribed/templates, GET
 *    /analytics/profile/dashboard, GET /subscribed/coaching/detail/{id} and GET /subscribed/consultations:
 *    - at 50 connections, app and bare, BENCH_ROUNDS (default 2) runs of BENCH_SECONDS (default 10) s each in
 *      rotating order after a 2 s warm-up: req/s, ratio app/bare (budget >= 70%), p99, and the server child's
 *      CPU time per request (only one server is under load at a time, so it is that server's);
 *    - the app at 10 connections, BENCH_ROUNDS runs each, the routes taking turns: p99 (budget <= 50 ms);
 *    - then the servers on the 3x database (a new child, its own sample of clients), the app at 10 connections
 *      again after a 2 s warm-up: p99 growth (budget <= 1.5x).
 *    Before the runs (and at 3x) it prints each captured statement's time in EXPLAIN ANALYZE (BENCH_PLANS=1: the
 *    plans). Then it stops the servers (and drops the databases unless kept). Returns false (exit code 1) when a
 *    budget is missed. About 10 minutes on 2 cores with the databases seeded.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { openDatabase } from '../src/db/client';
import { seedDatabase } from '../src/db/seed/seed';
import { ADMIN_URL, admin, startChild, withClient, withDatabase } from './harness';
import { explain, LATENCY_CONNECTIONS, load, routeRuns, timed, verdict, type Requests } from './route-runs';
import { TRAINING_ROUTES, trainingRequest, type Caller, type TrainingRoute } from './training-bare';
import { seedTrainingScale } from './training-data';
import type { TrainingServers } from './training-servers';

const CLIENTS = Number(process.env.BENCH_TRAINING_CLIENTS ?? 20000);
const GROWTH_BUDGET = 1.5;

const LABELS: Record<TrainingRoute, string> = {
  detail: 'GET /subscribed/template/{id}',
  bulk: 'PUT /user/template/progress/bulk',
  list: 'GET /subscribed/templates',
  dashboard: 'GET /analytics/profile/dashboard',
  coaching: 'GET /subscribed/coaching/detail/{id}',
  consultations: 'GET /subscribed/consultations',
};

/** Every request as the next sampled client. */
const trainingRequests = (callers: Caller[]): Requests<TrainingRoute> => ({
  count: callers.length,
  request: (route) => (i) => trainingRequest(route, callers[i % callers.length]),
});

async function grow(url: string, clients: number) {
  return withClient(url, async (client) => {
    const scale = await seedTrainingScale(client, clients);
    await client.query('ANALYZE');
    return scale;
  });
}

const describe = (s: Awaited<ReturnType<typeof grow>>) =>
  `${s.clients} clients, ${s.subscriptions} subscriptions (${s.coachings} coachings, ${s.consultations} paid ` +
  `consultations), ${s.activities} day activities, ${s.logged} logged`;

const KEEP = process.env.BENCH_KEEP === '1';
const PREPARE_ONLY = process.env.BENCH_PREPARE_ONLY === '1';

/** Whether `url` is a database this bench seeded to the end (its marker table says so). */
async function seeded(url: string): Promise<boolean> {
  try {
    return await withClient(url, async (c) => {
      const { rows } = await c.query<{ clients: number }>('SELECT clients FROM bench_seeded');
      return rows.length === 1;
    });
  } catch {
    return false;
  }
}

const markSeeded = (url: string, clients: number) =>
  withClient(url, (c) => c.query(`CREATE TABLE bench_seeded AS SELECT ${Number(clients)} AS clients`));

/**
 * The two databases of the run, seeded: `base` at BENCH_TRAINING_CLIENTS clients, `tripled` a copy of it (CREATE
 * DATABASE ... TEMPLATE) grown by twice as many (3x the data). With BENCH_KEEP=1 they are named for the scale,
 * kept after the run and reused when already seeded (seed once outside a quiet run: BENCH_PREPARE_ONLY=1).
 */
async function prepareDatabases(names: { base: string; tripled: string }) {
  const base = withDatabase(ADMIN_URL, names.base);
  const tripled = withDatabase(ADMIN_URL, names.tripled);
  if (await seeded(base)) console.log(`database ${names.base}: seeded already (BENCH_KEEP=1), reused`);
  else {
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${names.base} WITH (FORCE)`));
    await admin((c) => c.query(`CREATE DATABASE ${names.base}`));
    console.log(`database ${names.base}: migrating and seeding...`);
    const database = await openDatabase({ url: base, poolMax: 4 });
    try {
      await database.migrate();
      await seedDatabase(database.db);
    } finally {
      await database.close();
    }
    const scale = await timed(`training scale seed (${CLIENTS} clients) and ANALYZE`, () =>
      grow(base, CLIENTS),
    );
    console.log(`data: ${describe(scale)}`);
    await markSeeded(base, CLIENTS);
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${names.tripled} WITH (FORCE)`));
  }
  if (await seeded(tripled)) console.log(`database ${names.tripled}: seeded already (BENCH_KEEP=1), reused`);
  else {
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${names.tripled} WITH (FORCE)`));
    await admin((c) => c.query(`CREATE DATABASE ${names.tripled} TEMPLATE ${names.base}`));
    await withClient(tripled, (c) => c.query('DROP TABLE bench_seeded'));
    const scale = await timed(`3x the data: ${names.tripled}, ${2 * CLIENTS} more clients and ANALYZE`, () =>
      grow(tripled, 2 * CLIENTS),
    );
    console.log(`data: ${describe(scale)}`);
    await markSeeded(tripled, 3 * CLIENTS);
  }
  return { base, tripled };
}

/** The training run; true when within every budget. */
export async function trainingBench(): Promise<boolean> {
  const names = KEEP
    ? { base: `oxs_bench_training_${CLIENTS}`, tripled: `oxs_bench_training_${CLIENTS}_3x` }
    : (() => {
        const name = `oxs_bench_${randomBytes(4).toString('hex')}`;
        return { base: name, tripled: `${name}_3x` };
      })();
  console.log(
    `training run: node ${process.version}, ${os.cpus().length} cores, load average ${load()} (1, 5, 15 min)`,
  );
  let servers: ReturnType<typeof startChild<TrainingServers>> | undefined;
  let grownServers: ReturnType<typeof startChild<TrainingServers>> | undefined;
  try {
    const { base: url, tripled } = await prepareDatabases(names);
    if (PREPARE_ONLY) {
      console.log('BENCH_PREPARE_ONLY=1: seeded, not measured');
      return true;
    }
    const counts = async (u: string) =>
      withClient(u, async (c) => {
        const { rows } = await c.query<Record<string, string>>(`
          SELECT (SELECT count(*) FROM users WHERE email LIKE 'bench-client-%') AS clients,
                 (SELECT count(*) FROM subscriptions) AS subscriptions,
                 (SELECT count(*) FROM subscription_day_activities WHERE logged_at IS NOT NULL) AS logged`);
        return `${rows[0].clients} clients, ${rows[0].subscriptions} subscriptions, ${rows[0].logged} logged`;
      });
    console.log(`data: ${await counts(url)}; at 3x: ${await counts(tripled)}`);

    servers = startChild<TrainingServers>('training-servers.ts', url);
    const ready = await timed('servers, tokens and captures', () => servers!.ready);
    const runs = routeRuns(TRAINING_ROUTES, LABELS, 36);
    runs.measureCpu(servers);
    const sizes = new Map<number, number>();
    for (const c of ready.callers)
      sizes.set(c.activityIds.length, (sizes.get(c.activityIds.length) ?? 0) + 1);
    const [common] = [...sizes.entries()].sort((a, b) => b[1] - a[1])[0];
    console.log(
      `${ready.callers.length} sampled clients (each request the next one); their weeks in progress have ` +
        `${Math.min(...sizes.keys())} to ${Math.max(...sizes.keys())} activities (${sizes.size} sizes, one ` +
        `capture each; below: the most common, ${common})`,
    );
    // One bulk save shown: the others differ only in the number of UPDATEs.
    const shown = ready.captured.filter((c) => !c.key.startsWith('bulk:') || c.key === `bulk:${common}`);
    console.log(
      `\nthe captured statements (EXPLAIN ANALYZE execution time):\n${await explain(url, shown)}\n`,
    );

    const failures: string[] = [];
    await runs.compareAll(
      { app: ready.appPort, bare: ready.barePort },
      trainingRequests(ready.callers),
      'JWT verification, validation, rules or mapping',
      failures,
    );
    const base = await runs.latencies(ready.appPort, trainingRequests(ready.callers), false);
    runs.reportLatencies(base, failures);

    // 3x the data: the app on the grown copy (its own sample of clients), after a warm-up.
    await servers.stop();
    servers = undefined;
    grownServers = startChild<TrainingServers>('training-servers.ts', tripled);
    const grownReady = await timed('\n3x the data: servers, tokens and captures', () => grownServers!.ready);
    runs.measureCpu(grownServers);
    console.log(`\nthe captured statements at 3x:\n${await explain(tripled, shown)}\n`);
    const grown = await runs.latencies(grownReady.appPort, trainingRequests(grownReady.callers), true);
    console.log(`the app at ${LATENCY_CONNECTIONS} connections at 3x the data (load average ${load()}):`);
    for (const route of TRAINING_ROUTES) {
      const f = grown[route];
      const growth = f.p99 / base[route].p99;
      if (growth > GROWTH_BUDGET) failures.push(`${LABELS[route]}: p99 grew ${growth.toFixed(2)}x`);
      console.log(
        `  ${LABELS[route].padEnd(36)} p99 ${f.p99.toFixed(0).padStart(4)} ms, ${growth.toFixed(2)}x (budget ` +
          `${GROWTH_BUDGET}x), p50 ${f.p50.toFixed(0)} ms, ${f.rps.toFixed(0)} req/s`,
      );
    }
    return verdict(failures);
  } finally {
    await servers?.stop();
    await grownServers?.stop();
    if (!KEEP) {
      for (const name of [names.tripled, names.base])
        await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      console.log(`databases ${names.base} and ${names.tripled} dropped`);
    }
  }
}
