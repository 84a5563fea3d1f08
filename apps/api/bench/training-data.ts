import type pg from 'pg';
import { countRows, inTransaction } from './harness';

/**
 * The training scale seed (issue 15), set-based SQL on PostgreSQL: `clients` clients, each with a paid template
 * order and one Active template subscription on a published template, its own copy of the template's schedule,
 * and about LOGGED_PER_CLIENT logged activities (every activity up to the week in progress), so 20,000 clients
 * give about 1,000,000 logged activities. One in ten has an open week completion request. Rows are named
 * "bench-client-<n>" and live only in the throw-away benchmark database. Calling it again adds clients after
 * the ones already there (3x the data: call it with the remaining 40,000).
 */
export const LOGGED_PER_CLIENT = 40;

export interface TrainingScale {
  clients: number;
  subscriptions: number;
  activities: number;
  logged: number;
  coachings: number;
  consultations: number;
}

/** A bench coaching's weeks: 1 completed, 2 in progress (both published), 3 written but not published. */
const COACHING_WEEKS = 4;
const COACHING_WRITTEN = 3;

export async function seedTrainingScale(client: pg.Client, clients: number): Promise<TrainingScale> {
  const {
    rows: [{ n }],
  } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM users WHERE email LIKE 'bench-client-%'`);
  const from = Number(n) + 1;
  const to = Number(n) + clients;
  await inTransaction(client, async () => {
    // The published templates with a schedule, numbered, and for each the week in progress that makes about
    // LOGGED_PER_CLIENT activities logged (every activity of the weeks before it and of itself).
    await client.query(`
      CREATE TEMP TABLE bench_templates ON COMMIT DROP AS
      WITH per_week AS (
        SELECT template_id, week, count(*) AS n,
               sum(count(*)) OVER (PARTITION BY template_id ORDER BY week) AS upto
        FROM template_day_activities GROUP BY template_id, week
      )
      SELECT row_number() OVER (ORDER BY t.id) - 1 AS k, t.id, t.title, t.slug, t.cover, t.weeks,
             t.effective_price AS price,
             LEAST(t.weeks, COALESCE((SELECT min(week) FROM per_week p
                                     WHERE p.template_id = t.id AND p.upto >= ${LOGGED_PER_CLIENT}), t.weeks))
               AS week_in_progress
      FROM templates t
      WHERE t.published AND EXISTS (SELECT 1 FROM template_day_activities a WHERE a.template_id = t.id)`);
    await client.query(
      `
      CREATE TEMP TABLE bench_subs ON COMMIT DROP AS
      SELECT g, gen_random_uuid() AS user_id, gen_random_uuid() AS order_id, gen_random_uuid() AS line_id,
             gen_random_uuid() AS sub_id, t.id AS template_id, t.title, t.slug, t.cover, t.weeks, t.price,
             t.week_in_progress
      FROM generate_series($1::int, $2::int) g
      JOIN bench_templates t ON t.k = g % (SELECT count(*) FROM bench_templates)`,
      [from, to],
    );
    await client.query(`
      INSERT INTO users (id, name, email, slug, user_type, is_active_member, email_verified_at)
      SELECT user_id, 'Bench Client ' || g, 'bench-client-' || g || '@bench.invalid', 'bench-client-' || g,
             'Client', true, now()
      FROM bench_subs`);
    await client.query(`
      INSERT INTO orders (id, user_id, status, sub_total, total_amount, only_templates, identifier, remarks,
                          expires_at, paid_at, created_at)
      SELECT order_id, user_id, 'Active', price, price, true, 'BENCH-' || g, '', now(), now(),
             now() - interval '60 days'
      FROM bench_subs`);
    await client.query(`
      INSERT INTO order_lines (id, order_id, on_model, model_id, unit, self_order, price, discounted_price,
                               snapshot)
      SELECT line_id, order_id, 'Template', template_id, 1, true, price, price,
             jsonb_build_object('title', title, 'slug', slug, 'cover', cover, 'images', '[]'::jsonb,
                                'product_brand', null, 'product_category', null, 'training_category', null,
                                'trainer', null, 'size', null, 'weeks', weeks)
      FROM bench_subs`);
    await client.query(`
      INSERT INTO subscriptions (id, user_id, order_id, order_line_id, on_model, model_id, weeks, status,
                                 consultation_date, consultation_approved_at, consultation_held_at, remarks,
                                 weeks_completed, started_on, created_at)
      SELECT sub_id, user_id, order_id, line_id, 'Template', template_id, weeks, 'Active',
             (now() - interval '55 days')::date, now() - interval '56 days', now() - interval '55 days',
             'Consultation held', week_in_progress - 1, (now() - interval '50 days')::date,
             now() - interval '60 days'
      FROM bench_subs`);
    await client.query(`
      INSERT INTO subscription_day_activities (subscription_id, week, day, position, movement, intensity, sets,
                                               reps, tempo, rest, note, actual_rpe, weight_used, feedback,
                                               logged_at)
      SELECT s.sub_id, a.week, a.day, a.position, a.movement, a.intensity, a.sets, a.reps, a.tempo, a.rest,
             a.note,
             CASE WHEN a.week <= s.week_in_progress THEN 6 + (s.g + a.position) % 4 END,
             CASE WHEN a.week <= s.week_in_progress THEN (40 + (s.g + a.week * 5) % 60) || ' kg' END,
             CASE WHEN a.week <= s.week_in_progress AND a.position = 0 THEN 'Felt strong today' END,
             CASE WHEN a.week <= s.week_in_progress THEN now() - interval '1 day' END
      FROM bench_subs s JOIN template_day_activities a ON a.template_id = s.template_id`);
    await client.query(`
      INSERT INTO week_completion_requests (subscription_id, week, remarks)
      SELECT sub_id, week_in_progress, 'Done, all sets completed' FROM bench_subs WHERE g % 10 = 0`);
    await seedCoachingAndConsultations(client);
  });
  return countRows<keyof TrainingScale>(
    client,
    `
    SELECT (SELECT count(*) FROM users WHERE email LIKE 'bench-client-%') AS clients,
           (SELECT count(*) FROM subscriptions) AS subscriptions,
           (SELECT count(*) FROM subscription_day_activities) AS activities,
           (SELECT count(*) FROM subscription_day_activities WHERE logged_at IS NOT NULL) AS logged,
           (SELECT count(*) FROM subscriptions WHERE on_model = 'Coaching') AS coachings,
           (SELECT count(*) FROM subscriptions WHERE on_model = 'Consultation') AS consultations`,
  );
}

/**
 * Issue 16's part of the seed, for the clients of bench_subs: a second paid order with an Active 4-week coaching
 * (its first consultation held, week 1 completed and logged, week 2 in progress with its first day logged, both
 * published; week 3 written, not published) and two paid consultations, one held and one with a requested date.
 * Each on a coaching or consultation rate of the catalogue (programme and trainer), in turn.
 */
async function seedCoachingAndConsultations(client: pg.Client) {
  await client.query(`
    CREATE TEMP TABLE bench_coaching ON COMMIT DROP AS
    WITH coaching AS (
      SELECT row_number() OVER (ORDER BY r.id) - 1 AS k, r.coaching_id, r.trainer_id
      FROM coaching_rates r JOIN coachings c ON c.id = r.coaching_id WHERE c.published),
    consultation AS (
      SELECT row_number() OVER (ORDER BY r.id) - 1 AS k, r.consultation_id, r.trainer_id
      FROM consultation_rates r JOIN consultations c ON c.id = r.consultation_id WHERE c.published)
    SELECT s.g, s.user_id, gen_random_uuid() AS order_id,
           gen_random_uuid() AS coaching_line, gen_random_uuid() AS coaching_sub,
           co.coaching_id, co.trainer_id AS coaching_trainer,
           gen_random_uuid() AS held_line, gen_random_uuid() AS held_sub,
           gen_random_uuid() AS asked_line, gen_random_uuid() AS asked_sub,
           cs.consultation_id, cs.trainer_id AS consultation_trainer
    FROM bench_subs s
    JOIN coaching co ON co.k = s.g % (SELECT count(*) FROM coaching)
    JOIN consultation cs ON cs.k = s.g % (SELECT count(*) FROM consultation)`);
  await client.query(`
    INSERT INTO orders (id, user_id, status, sub_total, total_amount, only_templates, identifier, remarks,
                        expires_at, paid_at, created_at)
    SELECT order_id, user_id, 'Active', 9000, 9000, false, 'BENCH-C-' || g, '', now(), now(),
           now() - interval '30 days'
    FROM bench_coaching`);
  await client.query(`
    INSERT INTO order_lines (id, order_id, on_model, model_id, unit, self_order, price, discounted_price, snapshot)
    SELECT l.id, b.order_id, l.on_model::on_model, l.model_id, 1, true, 3000, 3000, '{}'::jsonb
    FROM bench_coaching b
    CROSS JOIN LATERAL (VALUES (b.coaching_line, 'Coaching', b.coaching_id),
                               (b.held_line, 'Consultation', b.consultation_id),
                               (b.asked_line, 'Consultation', b.consultation_id)) AS l(id, on_model, model_id)`);
  await client.query(
    `
    INSERT INTO subscriptions (id, user_id, order_id, order_line_id, on_model, model_id, plan, trainer_id, weeks,
                               minutes, status, consultation_date, consultation_approved_at,
                               consultation_held_at, remarks, weeks_completed, started_on, created_at)
    SELECT coaching_sub, user_id, order_id, coaching_line, 'Coaching'::on_model, coaching_id, 'w4', coaching_trainer, $1::int,
           NULL::int, 'Active', NULL::date, NULL::timestamptz, NULL::timestamptz, '', 1, (now() - interval '25 days')::date,
           now() - interval '30 days'
    FROM bench_coaching
    UNION ALL
    SELECT held_sub, user_id, order_id, held_line, 'Consultation'::on_model, consultation_id, 'half_hour',
           consultation_trainer, NULL, 30, 'Consultation Completed', (now() - interval '20 days')::date,
           now() - interval '21 days', now() - interval '20 days', 'Form checked, plan agreed', 0, NULL,
           now() - interval '30 days' + interval '1 second'
    FROM bench_coaching
    UNION ALL
    SELECT asked_sub, user_id, order_id, asked_line, 'Consultation'::on_model, consultation_id, 'half_hour',
           consultation_trainer, NULL, 30, 'Consultation Requested', (now() + interval '5 days')::date,
           NULL, NULL, '', 0, NULL, now() - interval '30 days' + interval '2 seconds'
    FROM bench_coaching`,
    [COACHING_WEEKS],
  );
  await client.query(`
    INSERT INTO coaching_consultations (subscription_id, consultation_date, status, approved_at, held_at, remarks,
                                        created_at)
    SELECT coaching_sub, (now() - interval '27 days')::date, 'Completed', now() - interval '28 days',
           now() - interval '27 days', 'Squat 90 kg for 5. Three sessions a week.', now() - interval '29 days'
    FROM bench_coaching`);
  await client.query(
    `
    INSERT INTO coaching_weeks (subscription_id, week, published, published_at)
    SELECT coaching_sub, w, w < $1, CASE WHEN w < $1 THEN now() - interval '25 days' END
    FROM bench_coaching CROSS JOIN generate_series(1, $1::int) w`,
    [COACHING_WRITTEN],
  );
  await client.query(
    `
    INSERT INTO subscription_day_activities (subscription_id, week, day, position, movement, intensity, sets, reps,
                                             tempo, rest, note, actual_rpe, weight_used, feedback, logged_at)
    SELECT b.coaching_sub, w, d, p, (ARRAY['Back Squat', 'Barbell Row', 'Plank'])[p + 1], 'RPE 7', '4', '5',
           '', '90 s', '',
           CASE WHEN w = 1 OR (w = 2 AND d = 1) THEN 6 + (b.g + p) % 4 END,
           CASE WHEN w = 1 OR (w = 2 AND d = 1) THEN (40 + (b.g + w * 5) % 60) || ' kg' END,
           CASE WHEN (w = 1 OR (w = 2 AND d = 1)) AND p = 0 THEN 'Felt strong today' END,
           CASE WHEN w = 1 OR (w = 2 AND d = 1) THEN now() - interval '1 day' END
    FROM bench_coaching b CROSS JOIN generate_series(1, $1::int) w CROSS JOIN unnest(ARRAY[1, 3, 5]) d
    CROSS JOIN generate_series(0, 2) p`,
    [COACHING_WRITTEN],
  );
}
