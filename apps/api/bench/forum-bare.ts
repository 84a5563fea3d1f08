import type pg from 'pg';
import { captureStatements, grouped, startBareReplay, type QueryConfig } from './pg-capture';

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

type Slot = { kind: 'value'; value: unknown } | { kind: 'now' } | { kind: 'user' } | { kind: 'session' };

export interface Statement {
  config: QueryConfig;
  slots: Slot[];
  group: number;
  sample: unknown[];
  ms: number;
}

/** Runs `request` with the capture on: the statements it ran, replayable for any caller like `sample`. */
export async function capture(sample: ForumCaller, request: () => Promise<void>): Promise<Statement[]> {
  const { captured, isNow } = await captureStatements(request);
  const slot = (value: unknown): Slot => {
    if (isNow(value)) return { kind: 'now' };
    if (value === sample.userId) return { kind: 'user' };
    if (value === sample.sessionId) return { kind: 'session' };
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
  const groups = new Map([...statements].map(([key, list]) => [key, grouped(list)]));
  return startBareReplay(url, poolMax, callers, (app, handler) => {
    const replay = handler(async (pool, caller, request) => {
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
      return results;
    });
    app.get('/api/v1/forums', replay);
    app.get('/api/v1/forum/comments/:id', replay);
  });
}

/** The request of `caller` for a variant, as autocannon sends it and the capture injects it. */
export const forumRequest = (variant: ForumVariant, caller: ForumCaller) => ({
  method: 'GET' as const,
  path: variant.path,
  headers: { authorization: `jwt ${caller.token}` },
});
