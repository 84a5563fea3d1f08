import pg from 'pg';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import {
  capture,
  forumRequest,
  installCapture,
  startForumBareServer,
  type ForumCaller,
  type ForumVariant,
  type Statement,
} from './forum-bare';
import { benchConfig } from './harness';

/**
 * Child process of bench/forum.ts, on the database in BENCH_DATABASE_URL (seeded at forum scale): the real app,
 * BENCH_SAMPLE (default 1,000) random bench members with a token each signed by the app (their session rows
 * written before going on), the benchmarked variants, the statements the app runs for each (captured on one
 * sample request per variant) and the bare server replaying them. Reports the ports, callers, variants and
 * captured statements to the parent; answers 'cpu' with its CPU time so far; stops when told (or disconnected).
 *
 * Variants: GET /forums with every sort (latest, popular, most_comments) x no category or one of two categories
 * x pages 1 to 3 (27); GET /forum/comments/{id} on the 10 most commented discussions and 20 random ones with at
 * least 6 comments, pages 1 to 3 where they exist.
 */
installCapture();

const POOL_MAX = 10;
const SAMPLE = Number(process.env.BENCH_SAMPLE ?? 1000);
const SORTS = ['latest', 'popular', 'most_comments'];

export interface CapturedSummary {
  key: string;
  statements: { text: string; values: unknown[]; group: number; ms: number }[];
}

export interface ForumServers {
  appPort: number;
  barePort: number;
  callers: ForumCaller[];
  variants: ForumVariant[];
  captured: CapturedSummary[];
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

const sampleMembers = (url: string) =>
  withClient(url, async (c) => {
    const { rows } = await c.query<{ id: string; token_version: number }>(
      `SELECT id, token_version FROM users WHERE email LIKE 'bench-member-%' ORDER BY random() LIMIT $1`,
      [SAMPLE],
    );
    return rows;
  });

const pickVariants = (url: string) =>
  withClient(url, async (c): Promise<ForumVariant[]> => {
    const { rows: categories } = await c.query<{ id: string }>(
      `SELECT training_category_id AS id FROM forums GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 2`,
    );
    const list = SORTS.flatMap((sort) =>
      [undefined, ...categories.map((r) => r.id)].flatMap((category) =>
        [1, 2, 3].map((page) => ({
          route: 'list' as const,
          path: `/api/v1/forums?sort=${sort}${category ? `&category=${category}` : ''}&page=${page}`,
        })),
      ),
    );
    const { rows: discussions } = await c.query<{ id: string; n: number }>(
      `(SELECT id, comments_count AS n FROM forums ORDER BY comments_count DESC, id LIMIT 10)
       UNION ALL
       (SELECT id, comments_count AS n FROM forums
        WHERE comments_count >= 6 AND id NOT IN (SELECT id FROM forums ORDER BY comments_count DESC, id LIMIT 10)
        ORDER BY random() LIMIT 20)`,
    );
    const comments = discussions.flatMap((d) =>
      [1, 2, 3]
        .filter((page) => (page - 1) * 5 < d.n)
        .map((page) => ({ route: 'comments' as const, path: `/api/v1/forum/comments/${d.id}?page=${page}` })),
    );
    return [...list, ...comments];
  });

async function waitForSessions(url: string, ids: string[]) {
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

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url || !process.send) throw new Error('forum-servers.ts is started by bench/forum.ts');
  const database = await openDatabase({ url, poolMax: POOL_MAX });
  const app = await buildApp({ config: benchConfig(url), database, serveWeb: false, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });

  const callers: ForumCaller[] = (await sampleMembers(url)).map((m) => {
    const token = app.issueToken({ id: m.id, tokenVersion: m.token_version });
    return { token, userId: m.id, sessionId: app.readToken(token)!.sid };
  });
  if (callers.length === 0) throw new Error('no bench members to sample: was the forum scale seeded?');
  await waitForSessions(
    url,
    callers.map((c) => c.sessionId),
  );
  const variants = await pickVariants(url);

  const inject = async (variant: ForumVariant, caller: ForumCaller) => {
    const r = forumRequest(variant, caller);
    const res = await app.inject({ method: r.method, url: r.path, headers: r.headers });
    if (res.statusCode !== 200) throw new Error(`${r.method} ${r.path}: ${res.statusCode} ${res.body}`);
  };
  const statements = new Map<string, Statement[]>();
  for (const variant of variants) {
    await inject(variant, callers[0]); // warm
    statements.set(variant.path, await capture(callers[0], () => inject(variant, callers[0])));
  }
  const bare = await startForumBareServer(
    url,
    POOL_MAX,
    statements,
    new Map(callers.map((c) => [c.token, c])),
  );

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await app.close();
    await bare.close();
    await database.close();
    process.exit(0);
  };
  process.on('message', (m) => {
    if (m === 'stop') void stop();
    if (m === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send!({ cpu: (user + system) / 1000 });
    }
  });
  process.on('disconnect', () => void stop());
  // The statements of the first variant of each route and shape (list: one per sort, with and without a
  // category; comments: one) are shown by the parent.
  const shown = new Map<string, ForumVariant>();
  for (const v of variants) {
    const shape =
      v.route === 'list' ? v.path.replace(/&page=\d+/, '').replace(/category=[^&]+/, 'category') : v.route;
    if (!shown.has(shape)) shown.set(shape, v);
  }
  const ready: ForumServers = {
    appPort: (app.server.address() as { port: number }).port,
    barePort: bare.port,
    callers,
    variants,
    captured: [...shown.values()].map((v) => ({
      key: v.path,
      statements: statements.get(v.path)!.map((s) => ({
        text: s.config.text,
        values: s.sample,
        group: s.group,
        ms: s.ms,
      })),
    })),
  };
  process.send(ready);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
