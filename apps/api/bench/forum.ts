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
import type { ForumServers } from './forum-servers';
import { ADMIN_URL, admin, startChild, withClient, withDatabase } from './harness';
import { explain, load, routeRuns, timed, verdict, type Requests } from './route-runs';

const DISCUSSIONS = Number(process.env.BENCH_FORUM_DISCUSSIONS ?? 10000);
const COMMENTS = Number(process.env.BENCH_FORUM_COMMENTS ?? 200000);

const LABELS: Record<ForumRoute, string> = {
  list: 'GET /forums',
  comments: 'GET /forum/comments/{id}',
};

const describe = (s: ForumScale) =>
  `${s.members} members, ${s.discussions} discussions, ${s.comments} comments (${s.replies} of them replies, ` +
  `${s.hidden} hidden), ${s.forumReactions} reactions on discussions, ${s.commentReactions} on comments`;

/** Every request as the next member and the next variant of the route. */
const forumRequests = (variants: ForumVariant[], callers: ForumCaller[]): Requests<ForumRoute> => ({
  count: callers.length,
  request: (route) => {
    const mine = variants.filter((v) => v.route === route);
    return (i) => forumRequest(mine[i % mine.length], callers[i % callers.length]);
  },
});

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
    const runs = routeRuns(FORUM_ROUTES, LABELS, 28);
    runs.measureCpu(servers);
    const count = (route: ForumRoute) => ready.variants.filter((v) => v.route === route).length;
    console.log(
      `${ready.callers.length} sampled members (each request the next one), ${count('list')} variants of ` +
        `GET /forums and ${count('comments')} of GET /forum/comments/{id} (each request the next variant)`,
    );
    console.log(
      `\nthe captured statements (EXPLAIN ANALYZE execution time):\n${await explain(url, ready.captured)}\n`,
    );

    const requests = forumRequests(ready.variants, ready.callers);
    const failures: string[] = [];
    await runs.compareAll(
      { app: ready.appPort, bare: ready.barePort },
      requests,
      'JWT verification, validation, rules, mapping or response schema',
      failures,
    );
    runs.reportLatencies(await runs.latencies(ready.appPort, requests, false), failures);
    return verdict(failures);
  } finally {
    await servers?.stop();
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    console.log(`database ${name} dropped`);
  }
}
