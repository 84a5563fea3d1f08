/**
 * The page run of `npm run bench` (BENCH_ONLY=pages runs it alone): the server-drawn guest pages under a crowd,
 * beside the API (decision 026). On a fresh seeded PostgreSQL database it starts the real app serving the built
 * web app (apps/web/dist and dist-ssr: `npm run build` first) in a child process, then:
 *
 * 1. cold render: every page address once, one at a time, on an empty page cache (median, p95, max);
 * 2. `/api/v1/user/carts` (the demo client signed in, 10 connections) alone: its idle p99;
 * 3. the API list route `/api/v1/templates?resultsPerPage=8` (50 connections): its requests/s;
 * 4. the pages (50 connections, rotating over every template, product, coaching and consultation page and the
 *    list pages' query variants) while `/user/carts` runs beside them (10 connections): both figures, and the
 *    server's event-loop delay during the run.
 *
 * Each autocannon load runs in a process of its own (pages-load.ts), so that a generator busy sending pages
 * does not time its own delay as the server's carts latency. The run also prints the CPU time of the server's
 * main thread, its other threads, each generator and the whole machine during step 4.
 * BENCH_PROFILE_DIR=<folder> also records the server main thread's CPU profile of step 4 there.
 *
 * Targets, same run: pages at least 50 % of the list route's requests/s; `/user/carts` p99 under the page load
 * at most 2x its idle p99 and at most 100 ms. Exit code 1 when one is missed.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { LIST_SORT_VALUES } from '@oxstrength/shared/constants';
import { openDatabase } from '../src/db/client';
import { seedDatabase } from '../src/db/seed/seed';
import { DEMO_SIGN_INS } from '../src/db/seed/demo-users';
import { ADMIN_URL, admin, startChild, withDatabase } from './harness';
import { cpuSample } from './pages-cpu';
import { load, startLoad } from './pages-load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const CART_CONNECTIONS = 10;
const WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');

async function pageAddresses(url: string) {
  const database = await openDatabase({ url, poolMax: 2 });
  try {
    const slugs = async (table: string) =>
      // Table names are this file's constants, not input.
      (
        (await database.db.execute(sql.raw(`select slug from ${table} order by slug`))) as unknown as {
          rows: { slug: string }[];
        }
      ).rows.map((r) => r.slug);
    const detail = (prefix: string, list: string[]) => list.map((s) => `${prefix}/${encodeURIComponent(s)}`);
    const sorts = (page: string) => LIST_SORT_VALUES.map((s) => `${page}?sort=${s}`);
    return [
      '/',
      '/template',
      ...sorts('/template'),
      '/template?query=strength',
      '/shop',
      '/shop/search',
      ...sorts('/shop/search'),
      '/shop/search?query=whey',
      '/coaching',
      ...sorts('/coaching'),
      '/consultation',
      ...sorts('/consultation'),
      ...detail('/template', await slugs('templates')),
      ...detail('/shop/product', await slugs('products')),
      ...detail('/coaching', await slugs('coachings')),
      ...detail('/consultation', await slugs('consultations')),
    ];
  } finally {
    await database.close();
  }
}

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

function check(name: string, r: Awaited<ReturnType<typeof autocannon>>) {
  if (r.non2xx || r.errors || r.timeouts)
    throw new Error(`${name}: ${r.non2xx} non-2xx replies, ${r.errors} errors, ${r.timeouts} timeouts`);
  return r;
}

export async function pagesBench(): Promise<boolean> {
  if (!existsSync(path.join(WEB_DIST, 'index.html')) || !existsSync(path.join(WEB_DIST, '../dist-ssr')))
    throw new Error('the page run needs the web build: npm run build');
  const name = `oxs_bench_${randomBytes(4).toString('hex')}`;
  const url = withDatabase(ADMIN_URL, name);
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  let server: ReturnType<typeof startChild<{ port: number }>> | undefined;
  try {
    console.log(`page run: database ${name}: migrating and seeding...`);
    const setup = await openDatabase({ url, poolMax: 2 });
    await setup.migrate();
    await seedDatabase(setup.db);
    await setup.close();
    const pages = await pageAddresses(url);

    // As production runs it (scripts/start.mjs): React's production build, in the page-render worker too.
    // BENCH_PROFILE_DIR: the server's main thread is profiled during the page run (pages-server.ts).
    const profile = process.env.BENCH_PROFILE_DIR;
    server = startChild<{ port: number }>('pages-server.ts', url, {
      NODE_ENV: 'production',
      ...(profile ? { BENCH_PROFILE_DIR: path.resolve(profile) } : {}),
    });
    const { port } = await server.ready;
    const base = `http://127.0.0.1:${port}`;
    const browser = { 'accept-encoding': 'br, gzip', accept: 'text/html' };

    // 1. Cold: each address drawn for the first time.
    const cold: number[] = [];
    let drawn = 0;
    for (const page of pages) {
      const started = performance.now();
      const res = await fetch(base + page, { headers: browser });
      const body = await res.text();
      cold.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`${page}: ${res.status}`);
      if (body.includes('id="oxs-ssr"')) drawn += 1;
    }

    const client = DEMO_SIGN_INS.find((u) => u.role === 'Client')!;
    const login = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: client.email, password: client.password }),
    });
    const { token } = (await login.json()) as { token: string };
    // Each load runs in a process of its own (pages-load.ts), so one generator's work is not timed as the
    // server's latency by the other.
    const carts = {
      url: `${base}/api/v1/user/carts`,
      connections: CART_CONNECTIONS,
      duration: SECONDS,
      headers: { authorization: `jwt ${token}` },
    };

    // 2. and 3.: the signed-in route alone, then the list route alone.
    await load(carts); // warm-up, discarded (SECONDS long)
    const cartsIdle = check('carts idle', (await load(carts)).result);
    const list = check(
      'list',
      (
        await load({
          url: `${base}/api/v1/templates?resultsPerPage=8`,
          connections: CONNECTIONS,
          duration: SECONDS,
        })
      ).result,
    );

    // 4. Pages and carts at once, each generator started before either load begins.
    const [pageLoad, cartLoad] = await Promise.all([startLoad(), startLoad()]);
    if (profile) await server.ask('profile-start');
    await server.ask('delay-reset');
    const cpu = cpuSample(server.pid);
    const [pagesOut, cartsOut] = await Promise.all([
      pageLoad.run({
        url: base,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: pages.map((p) => ({ method: 'GET', path: p, headers: browser })),
      }),
      cartLoad.run(carts),
    ]);
    const split = cpu.split();
    const delay = await server.ask<{ p50: number; p99: number; max: number }>('delay');
    if (profile) console.log(`server profile of the page run: ${await server.ask<string>('profile-stop')}`);
    const pagesRun = check('pages', pagesOut.result);
    const cartsLoaded = check('carts under page load', cartsOut.result);
    const share = (ms: number) => `${((ms / split.wallMs) * 100).toFixed(0)} %`;

    const pageShare = pagesRun.requests.average / list.requests.average;
    const cartsRatio = cartsLoaded.latency.p99 / Math.max(1, cartsIdle.latency.p99);
    const ok = pageShare >= 0.5 && cartsRatio <= 2 && cartsLoaded.latency.p99 <= 100;
    const f = (n: number) => n.toFixed(0).padStart(6);
    console.log(
      [
        `\npage run: ${pages.length} addresses (${drawn} drawn on the server when cold), ${SECONDS} s per run; ` +
          `load average ${loadavg()
            .map((l) => l.toFixed(1))
            .join(' ')} (figures from a busy machine are not quiet ones)`,
        `  cold render        median ${f(percentile(cold, 50))} ms   p95 ${f(percentile(cold, 95))} ms   max ${f(Math.max(...cold))} ms`,
        `  list route alone   ${f(list.requests.average)} req/s   p99 ${f(list.latency.p99)} ms   (GET /api/v1/templates?resultsPerPage=8, ${CONNECTIONS} conn.)`,
        `  pages              ${f(pagesRun.requests.average)} req/s   p99 ${f(pagesRun.latency.p99)} ms   (${CONNECTIONS} conn., rotating)`,
        `  /user/carts idle   ${f(cartsIdle.requests.average)} req/s   p99 ${f(cartsIdle.latency.p99)} ms   (${CART_CONNECTIONS} conn.)`,
        `  /user/carts loaded ${f(cartsLoaded.requests.average)} req/s   p99 ${f(cartsLoaded.latency.p99)} ms   (beside the pages)`,
        `  event-loop delay during the page run: p50 ${delay.p50} ms, p99 ${delay.p99} ms, max ${delay.max} ms`,
        `  CPU during the page run (100 % = one core, the machine has ${availableParallelism()}): server main thread ` +
          `${share(split.serverMainMs)}, its other threads ${share(split.serverOtherMs)}; page generator ` +
          `${share(pagesOut.cpuMs)}, carts generator ${share(cartsOut.cpuMs)}; machine busy in all ` +
          `${share(split.machineBusyMs)}`,
        `  pages / list route ${(pageShare * 100).toFixed(0)} % (target >= 50 %); carts p99 loaded / idle ` +
          `${cartsRatio.toFixed(2)}x (target <= 2x) and ${cartsLoaded.latency.p99} ms (target <= 100 ms)`,
        ok ? 'page run: within targets' : 'page run: TARGET MISSED',
      ].join('\n'),
    );
    return ok;
  } finally {
    await server?.stop();
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    console.log(`database ${name} dropped`);
  }
}
