import type pg from 'pg';
import { setPipeline } from '../src/db/pipelined-transaction';
import { captureStatements, grouped, startBareReplay, type QueryConfig } from './pg-capture';

/**
 * The training run's baseline (bench/training.ts): the statements the app runs for a request, captured from the
 * pg driver while the app answers one sample request, then replayed by a bare Fastify + pg Pool route for any
 * caller, the sample's ids replaced by the caller's.
 *
 * Capture: see bench/pg-capture.ts.
 *
 * Replay: the groups one after another, the statements of a group at once; the statements from BEGIN to
 * COMMIT on one connection taken from the pool (as the app's transaction does), the others on the pool. In the
 * values, the sample's user, session, subscription, template and day activity ids become the caller's (an id
 * it cannot place stops the bench), and a timestamp taken at the request (`now`) becomes the time of the
 * replay; everything else is sent as captured.
 */

export interface Caller {
  token: string;
  userId: string;
  sessionId: string;
  subscriptionId: string;
  templateId: string;
  /** The day activities of the week in progress, in schedule order. */
  activityIds: string[];
  /** Issue 16: the client's Active coaching subscription. */
  coachingId: string;
  /**
   * Other ids the captured statements carry, by name (the coaching's programme and trainer, the paid
   * consultations and theirs): a sample's id becomes the caller's id of the same name.
   */
  named: Record<string, string>;
}

type Slot =
  | { kind: 'value'; value: unknown }
  | { kind: 'now' }
  | { kind: 'id'; pick: (c: Caller) => string }
  | { kind: 'array'; items: Slot[] };

export interface Statement {
  config: QueryConfig;
  slots: Slot[];
  group: number;
  inTransaction: boolean;
  /** The sample's values, for EXPLAIN. */
  sample: unknown[];
  /** How long it took in the sample request. */
  ms: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Runs `request` with the capture on: the statements it ran, made replayable for any caller like `sample`. */
export async function capture(sample: Caller, request: () => Promise<void>): Promise<Statement[]> {
  const { captured, isNow } = await captureStatements(request);
  const ids = new Map<string, (c: Caller) => string>([
    [sample.userId, (c) => c.userId],
    [sample.sessionId, (c) => c.sessionId],
    [sample.subscriptionId, (c) => c.subscriptionId],
    [sample.templateId, (c) => c.templateId],
    [sample.coachingId, (c) => c.coachingId],
    ...sample.activityIds.map((id, i) => [id, (c: Caller) => c.activityIds[i]] as const),
    ...Object.entries(sample.named).map(([name, id]) => [id, (c: Caller) => c.named[name]] as const),
  ]);
  const slot = (value: unknown): Slot => {
    if (isNow(value)) return { kind: 'now' };
    // An array value (`= ANY($1::uuid[])`, the bulk save's unnest): its ids and times are the caller's too.
    if (Array.isArray(value)) return { kind: 'array', items: value.map(slot) };
    if (typeof value !== 'string') return { kind: 'value', value };
    if (UUID.test(value)) {
      const pick = ids.get(value);
      if (!pick) throw new Error(`capture: the statement has an id the bench cannot place: ${value}`);
      return { kind: 'id', pick };
    }
    return { kind: 'value', value };
  };
  const open = new Set<number>();
  return captured.map((s) => {
    const text = s.config.text.trim().toLowerCase();
    if (text === 'begin' || text.startsWith('begin ')) open.add(s.connection);
    const inTransaction = open.has(s.connection);
    if (text === 'commit' || text === 'rollback') open.delete(s.connection);
    return {
      config: s.config,
      slots: s.values.map(slot),
      group: s.group,
      inTransaction,
      sample: s.values,
      ms: s.ms,
    };
  });
}

/** The statements' values for a caller. */
function valuesFor(statement: Statement, caller: Caller, now: string) {
  const fill = (s: Slot): unknown =>
    s.kind === 'value'
      ? s.value
      : s.kind === 'now'
        ? now
        : s.kind === 'id'
          ? s.pick(caller)
          : s.items.map(fill);
  return statement.slots.map(fill);
}

const streamOf = (client: pg.PoolClient) =>
  (client as unknown as { connection: { stream: { cork(): void; uncork(): void } } }).connection.stream;

/** Runs the captured statements for a caller: groups in turn, a group's statements at once. */
async function replay(pool: pg.Pool, groups: Statement[][], caller: Caller) {
  const now = new Date().toISOString();
  const results: unknown[][] = [];
  let tx: pg.PoolClient | undefined;
  try {
    for (const batch of groups) {
      if (!tx && batch[0].inTransaction) {
        tx = await pool.connect();
        // As the app's transaction runner (db/pipelined-transaction.ts): the statements it sends together go
        // out together, without waiting for each other's answers.
        setPipeline(tx, true);
      }
      // A transaction's batch is one write on its corked socket, as the app's runner sends it.
      const socket = tx && batch[0].inTransaction ? streamOf(tx) : undefined;
      socket?.cork();
      const sending = batch.map((s) =>
        (s.inTransaction ? tx! : pool).query({ ...s.config, values: valuesFor(s, caller, now) } as never),
      );
      socket?.uncork();
      const replies = await Promise.all(sending);
      for (const r of replies as unknown as pg.QueryResult[]) results.push(r.rows as unknown[]);
      const last = batch[batch.length - 1].config.text.trim().toLowerCase();
      if (tx && (last === 'commit' || last === 'rollback')) {
        setPipeline(tx, false);
        tx.release();
        tx = undefined;
      }
    }
  } catch (err) {
    if (tx) {
      await tx.query('ROLLBACK').catch(() => undefined);
      setPipeline(tx, false);
      tx.release();
    }
    throw err;
  }
  return results;
}

export interface BareRoutes {
  /** The captured statements by route key: the TRAINING_ROUTES but bulk, and bulk:<activities of the week>. */
  statements: Map<string, Statement[]>;
  /** The callers by the token their requests carry. */
  callers: Map<string, Caller>;
}

/**
 * The bare server: the benchmarked routes, each replaying the app's statements for the caller its
 * `authorization` header names (looked up in a map: no JWT verification), replying with the rows of every
 * statement as pg returns them. No validation, no mapping, no response schema.
 */
export async function startTrainingBareServer(url: string, poolMax: number, routes: BareRoutes) {
  const groups = new Map([...routes.statements].map(([key, list]) => [key, grouped(list)]));
  return startBareReplay(url, poolMax, routes.callers, (app, handler) => {
    const replaying = (key: (c: Caller) => string) =>
      handler((pool, caller) => {
        const statements = groups.get(key(caller));
        if (!statements) throw new Error(`no captured statements for ${key(caller)}`);
        return replay(pool, statements, caller);
      });
    app.get(
      '/api/v1/subscribed/templates',
      replaying(() => 'list'),
    );
    app.get(
      '/api/v1/subscribed/template/:id',
      replaying(() => 'detail'),
    );
    app.get(
      '/api/v1/analytics/profile/dashboard',
      replaying(() => 'dashboard'),
    );
    app.get(
      '/api/v1/subscribed/coaching/detail/:id',
      replaying(() => 'coaching'),
    );
    app.get(
      '/api/v1/subscribed/consultations',
      replaying(() => 'consultations'),
    );
    app.put(
      '/api/v1/user/template/progress/bulk',
      replaying((c) => `bulk:${c.activityIds.length}`),
    );
  });
}

/** The benchmarked routes, by the key their statements are captured under (bulk: one key per week size). */
export const TRAINING_ROUTES = ['detail', 'bulk', 'list', 'dashboard', 'coaching', 'consultations'] as const;
export type TrainingRoute = (typeof TRAINING_ROUTES)[number];

/** A request of `caller` on the route, as the bench sends it (autocannon) and captures it (inject). */
export function trainingRequest(route: TrainingRoute, caller: Caller) {
  const headers: Record<string, string> = { authorization: `jwt ${caller.token}` };
  switch (route) {
    case 'detail':
      return {
        method: 'GET' as const,
        path: `/api/v1/subscribed/template/${caller.subscriptionId}`,
        headers,
      };
    case 'list':
      return { method: 'GET' as const, path: '/api/v1/subscribed/templates', headers };
    case 'dashboard':
      return { method: 'GET' as const, path: '/api/v1/analytics/profile/dashboard', headers };
    case 'coaching':
      return {
        method: 'GET' as const,
        path: `/api/v1/subscribed/coaching/detail/${caller.coachingId}`,
        headers,
      };
    case 'consultations':
      return { method: 'GET' as const, path: '/api/v1/subscribed/consultations', headers };
    case 'bulk':
      return {
        method: 'PUT' as const,
        path: '/api/v1/user/template/progress/bulk',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          subscription: caller.subscriptionId,
          week_progresses: caller.activityIds.map((id, i) => ({
            _id: id,
            actual_rpe: 6 + (i % 4),
            weight_used: `${40 + 5 * (i % 8)} kg`,
            feedback: i === 0 ? 'Felt strong today' : null,
          })),
        }),
      };
  }
}
