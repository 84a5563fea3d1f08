import type pg from 'pg';

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
}

export async function seedTrainingScale(client: pg.Client, clients: number): Promise<TrainingScale> {
  const {
    rows: [{ n }],
  } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM users WHERE email LIKE 'bench-client-%'`);
  const from = Number(n) + 1;
  const to = Number(n) + clients;
  await client.query('BEGIN');
  try {
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
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  }
  const {
    rows: [counts],
  } = await client.query<{ clients: string; subscriptions: string; activities: string; logged: string }>(`
    SELECT (SELECT count(*) FROM users WHERE email LIKE 'bench-client-%') AS clients,
           (SELECT count(*) FROM subscriptions) AS subscriptions,
           (SELECT count(*) FROM subscription_day_activities) AS activities,
           (SELECT count(*) FROM subscription_day_activities WHERE logged_at IS NOT NULL) AS logged`);
  return {
    clients: Number(counts.clients),
    subscriptions: Number(counts.subscriptions),
    activities: Number(counts.activities),
    logged: Number(counts.logged),
  };
}
