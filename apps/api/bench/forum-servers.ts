import {
  capture,
  forumRequest,
  startForumBareServer,
  type ForumCaller,
  type ForumVariant,
  type Statement,
} from './forum-bare';
import { installCapture } from './pg-capture';
import type { CapturedSummary } from './route-runs';
import {
  childDatabaseUrl,
  injectOk,
  runChild,
  serveParent,
  signCallers,
  startBenchApp,
  summarize,
} from './app-child';
import { withClient } from './harness';

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

export interface ForumServers {
  appPort: number;
  barePort: number;
  callers: ForumCaller[];
  variants: ForumVariant[];
  captured: CapturedSummary[];
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

async function main() {
  const url = childDatabaseUrl('forum-servers.ts', 'forum.ts');
  const { app, database, port } = await startBenchApp(url, POOL_MAX);
  const callers: ForumCaller[] = await signCallers(
    app,
    url,
    (await sampleMembers(url)).map((m) => ({ userId: m.id, tokenVersion: m.token_version })),
    'no bench members to sample: was the forum scale seeded?',
  );
  const variants = await pickVariants(url);

  const inject = (variant: ForumVariant, caller: ForumCaller) => injectOk(app, forumRequest(variant, caller));
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

  serveParent([app, bare, database]);
  // The statements of the first variant of each route and shape (list: one per sort, with and without a
  // category; comments: one) are shown by the parent.
  const shown = new Map<string, ForumVariant>();
  for (const v of variants) {
    const shape =
      v.route === 'list' ? v.path.replace(/&page=\d+/, '').replace(/category=[^&]+/, 'category') : v.route;
    if (!shown.has(shape)) shown.set(shape, v);
  }
  const ready: ForumServers = {
    appPort: port,
    barePort: bare.port,
    callers,
    variants,
    captured: [...shown.values()].map((v) => summarize(v.path, statements.get(v.path)!)),
  };
  process.send!(ready);
}

runChild(main);
