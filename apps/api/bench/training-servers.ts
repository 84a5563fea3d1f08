import pg from 'pg';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { benchConfig } from './harness';
import {
  capture,
  installCapture,
  startTrainingBareServer,
  trainingRequest,
  TRAINING_ROUTES,
  type Caller,
  type Statement,
  type TrainingRoute,
} from './training-bare';

/**
 * Child process of bench/training.ts, on the database in BENCH_DATABASE_URL (seeded at training scale): the real
 * app, BENCH_SAMPLE (default 2,000) random bench clients without an Open week completion request (so the bulk
 * save is allowed) with a token each signed by the app (their session rows written before going on), the
 * statements the app runs for each benchmarked route (captured on one sample request per route, and per week
 * size for the bulk save) and the bare server replaying them. Reports the ports, the callers and the captured
 * statements to the parent; answers 'cpu' with its CPU time so far; stops when the parent says so (or
 * disconnects).
 */
installCapture();

const POOL_MAX = 10;
const SAMPLE = Number(process.env.BENCH_SAMPLE ?? 2000);

export interface CapturedSummary {
  key: string;
  statements: { text: string; values: unknown[]; group: number; inTransaction: boolean; ms: number }[];
}

export interface TrainingServers {
  appPort: number;
  barePort: number;
  callers: Caller[];
  captured: CapturedSummary[];
}

type Sampled = Omit<Caller, 'token' | 'sessionId'> & { tokenVersion: number };

async function sampleCallers(url: string): Promise<Sampled[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{
      user_id: string;
      token_version: number;
      subscription_id: string;
      template_id: string;
      activity_ids: string[];
      coaching: Record<string, string> | null;
      consultations: Record<string, string> | null;
    }>(
      `WITH picked AS (
         SELECT u.id AS user_id, u.token_version, s.id AS subscription_id, s.model_id AS template_id,
                s.weeks_completed + 1 AS week
         FROM users u
         JOIN subscriptions s ON s.user_id = u.id AND s.on_model = 'Template' AND s.status = 'Active'
         WHERE u.email LIKE 'bench-client-%'
           AND NOT EXISTS (SELECT 1 FROM week_completion_requests w
                           WHERE w.subscription_id = s.id AND w.status = 'Open')
         ORDER BY random() LIMIT $1)
       SELECT p.user_id, p.token_version, p.subscription_id, p.template_id,
              array_agg(a.id::text ORDER BY a.day, a.position, a.id) AS activity_ids,
              (SELECT jsonb_build_object('coaching', c.id, 'coachingProgramme', c.model_id,
                                         'coachingTrainer', c.trainer_id)
               FROM subscriptions c
               WHERE c.user_id = p.user_id AND c.on_model = 'Coaching' AND c.status = 'Active') AS coaching,
              (SELECT jsonb_object_agg('consultation' || n, id) || jsonb_object_agg('consultationProgramme' || n,
                        model_id) || jsonb_object_agg('consultationTrainer' || n, trainer_id)
               FROM (SELECT id, model_id, trainer_id, row_number() OVER (ORDER BY created_at, id) AS n
                     FROM subscriptions WHERE user_id = p.user_id AND on_model = 'Consultation') k) AS consultations
       FROM picked p
       JOIN subscription_day_activities a ON a.subscription_id = p.subscription_id AND a.week = p.week
       GROUP BY 1, 2, 3, 4`,
      [SAMPLE],
    );
    return rows.map((r) => {
      if (!r.coaching) throw new Error(`bench client ${r.user_id} has no Active coaching: reseed`);
      const { coaching, ...named } = { ...r.coaching, ...r.consultations };
      return {
        userId: r.user_id,
        tokenVersion: r.token_version,
        subscriptionId: r.subscription_id,
        templateId: r.template_id,
        activityIds: r.activity_ids,
        coachingId: coaching,
        named,
      };
    });
  } finally {
    await client.end();
  }
}

async function waitForSessions(url: string, ids: string[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let i = 0; i < 600; i++) {
      const { rows } = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM sessions WHERE id = ANY($1::uuid[])',
        [ids],
      );
      if (rows[0].n === ids.length) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the session rows were not written within 60 s');
  } finally {
    await client.end();
  }
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url || !process.send) throw new Error('training-servers.ts is started by bench/training.ts');
  const database = await openDatabase({ url, poolMax: POOL_MAX });
  const app = await buildApp({ config: benchConfig(url), database, serveWeb: false, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });

  const callers: Caller[] = (await sampleCallers(url)).map(({ tokenVersion, ...rest }) => {
    const token = app.issueToken({ id: rest.userId, tokenVersion });
    return { ...rest, token, sessionId: app.readToken(token)!.sid };
  });
  if (callers.length === 0) throw new Error('no bench clients to sample: was the training scale seeded?');
  await waitForSessions(
    url,
    callers.map((c) => c.sessionId),
  );

  const inject = async (route: TrainingRoute, caller: Caller) => {
    const r = trainingRequest(route, caller);
    const res = await app.inject({ method: r.method, url: r.path, headers: r.headers, payload: r.body });
    if (res.statusCode !== 200) throw new Error(`${r.method} ${r.path}: ${res.statusCode} ${res.body}`);
  };
  const statements = new Map<string, Statement[]>();
  for (const route of TRAINING_ROUTES) {
    const samples =
      route === 'bulk'
        ? [...new Map(callers.map((c) => [`bulk:${c.activityIds.length}`, c])).entries()]
        : [[route, callers[0]] as const];
    for (const [key, sample] of samples) {
      await inject(route, sample); // warm
      statements.set(key, await capture(sample, () => inject(route, sample)));
    }
  }
  const bare = await startTrainingBareServer(url, POOL_MAX, {
    statements,
    callers: new Map(callers.map((c) => [c.token, c])),
  });

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
    // The CPU time used so far (ms, user + system): the parent's measure of a server's cost per request.
    if (m === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send!({ cpu: (user + system) / 1000 });
    }
  });
  process.on('disconnect', () => void stop());
  const ready: TrainingServers = {
    appPort: (app.server.address() as { port: number }).port,
    barePort: bare.port,
    callers,
    captured: [...statements.entries()].map(([key, list]) => ({
      key,
      statements: list.map((s) => ({
        text: s.config.text,
        values: s.sample,
        group: s.group,
        inTransaction: s.inTransaction,
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
