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
import {
  capture,
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

export interface TrainingServers {
  appPort: number;
  barePort: number;
  callers: Caller[];
  captured: CapturedSummary[];
}

type Sampled = Omit<Caller, 'token' | 'sessionId'> & { tokenVersion: number };

async function sampleCallers(url: string): Promise<Sampled[]> {
  return withClient(url, async (client) => {
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
  });
}

async function main() {
  const url = childDatabaseUrl('training-servers.ts', 'training.ts');
  const { app, database, port } = await startBenchApp(url, POOL_MAX);
  const callers: Caller[] = await signCallers(
    app,
    url,
    await sampleCallers(url),
    'no bench clients to sample: was the training scale seeded?',
  );

  const inject = (route: TrainingRoute, caller: Caller) => injectOk(app, trainingRequest(route, caller));
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

  serveParent([app, bare, database]);
  const ready: TrainingServers = {
    appPort: port,
    barePort: bare.port,
    callers,
    captured: [...statements.entries()].map(([key, list]) => summarize(key, list)),
  };
  process.send!(ready);
}

runChild(main);
