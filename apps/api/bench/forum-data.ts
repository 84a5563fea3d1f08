import type pg from 'pg';
import { countRows, inTransaction } from './harness';

/**
 * The forum scale seed (issue 21), set-based SQL on PostgreSQL, in the throw-away benchmark database:
 * - MEMBERS active members ("bench-member-<n>"), the authors and readers;
 * - `discussions` discussions over the last year, spread over the training categories, 1 in 200 featured, views
 *   skewed (most few, some many);
 * - `comments` comments and replies, four in five top-level: the discussion drawn with a skew (a few discussions
 *   hold thousands of comments, most a handful; random()^2.5 over the discussions, newest first), replies on a
 *   skewed draw of the top-level comments, 1 in 100 hidden by an admin;
 * - reactions: 0 to 30 per discussion and 0 to 3 per comment (skewed), a like four times in five, each from a
 *   different member;
 * then every count on the rows (likes, dislikes, comments_count) set from the stored rows, as the app keeps them.
 */
export const MEMBERS = 2000;

export interface ForumScale {
  members: number;
  discussions: number;
  comments: number;
  replies: number;
  hidden: number;
  forumReactions: number;
  commentReactions: number;
}

export async function seedForumScale(
  client: pg.Client,
  discussions: number,
  comments: number,
): Promise<ForumScale> {
  const replies = Math.floor(comments / 5);
  const topLevel = comments - replies;
  await inTransaction(client, async () => {
    await client.query(
      `CREATE TEMP TABLE bench_members ON COMMIT DROP AS
       SELECT g - 1 AS k, gen_random_uuid() AS id FROM generate_series(1, $1::int) g`,
      [MEMBERS],
    );
    await client.query(`
      INSERT INTO users (id, name, email, slug, user_type, is_active_member, email_verified_at)
      SELECT id, 'Bench Member ' || k, 'bench-member-' || k || '@bench.invalid', 'bench-member-' || k, 'Client',
             true, now()
      FROM bench_members`);
    await client.query(`
      CREATE TEMP TABLE bench_categories ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY id) - 1 AS k, id FROM training_categories`);
    // k = 0 is the newest discussion.
    await client.query(
      `CREATE TEMP TABLE bench_forums ON COMMIT DROP AS
       SELECT g - 1 AS k, gen_random_uuid() AS id,
              now() - (g * (interval '365 days' / $1::int)) - random() * interval '30 minutes' AS created_at
       FROM generate_series(1, $1::int) g`,
      [discussions],
    );
    await client.query(`
      INSERT INTO forums (id, author_id, topic, description, training_category_id, slug, featured, views,
                          created_at)
      SELECT f.id, m.id,
             'How should I program week ' || (f.k % 12 + 1) || ' of my block? (bench ' || f.k || ')',
             'I have been training for ' || (f.k % 5 + 1) || ' years.' || E'\\n' ||
               'My squat stalls around ' || (80 + f.k % 60) || ' kg. What would you change?',
             c.id, 'bench-discussion-' || f.k, f.k % 200 = 7,
             floor(power(random(), 3) * 5000)::int, f.created_at
      FROM bench_forums f
      JOIN bench_members m ON m.k = (f.k * 37) % ${MEMBERS}
      JOIN bench_categories c ON c.k = f.k % (SELECT count(*) FROM bench_categories)`);
    await client.query(
      `CREATE TEMP TABLE bench_top ON COMMIT DROP AS
       SELECT g - 1 AS k, gen_random_uuid() AS id,
              floor(power(random(), 2.5) * $2::int)::int AS forum_k, random() AS at
       FROM generate_series(1, $1::int) g`,
      [topLevel, discussions],
    );
    await client.query(`
      INSERT INTO forum_comments (id, forum_id, author_id, content, hidden_at, created_at)
      SELECT t.id, f.id, m.id,
             'Comment ' || t.k || ': deload, then add a paused variation for ' || (t.k % 6 + 2) || ' weeks.',
             CASE WHEN t.k % 100 = 42 THEN now() END,
             f.created_at + t.at * (now() - f.created_at)
      FROM bench_top t
      JOIN bench_forums f ON f.k = t.forum_k
      JOIN bench_members m ON m.k = (t.k * 53) % ${MEMBERS}`);
    await client.query(
      `INSERT INTO forum_comments (forum_id, parent_id, author_id, content, hidden_at, created_at)
       SELECT c.forum_id, c.id, m.id, 'Reply ' || r.k || ': that worked for me too.',
              CASE WHEN r.k % 100 = 17 THEN now() END,
              c.created_at + random() * (now() - c.created_at)
       FROM (SELECT g - 1 AS k, floor(power(random(), 2) * $2::int)::int AS top_k
             FROM generate_series(1, $1::int) g) r
       JOIN bench_top t ON t.k = r.top_k
       JOIN forum_comments c ON c.id = t.id
       JOIN bench_members m ON m.k = (r.k * 71 + 5) % ${MEMBERS}`,
      [replies, topLevel],
    );
    // Reactions (the draw refers to the row, so it is made per row): member (k * 7 + i * 13) % MEMBERS for i = 0..n-1 are n different members (13 and 2,000 coprime).
    await client.query(`
      INSERT INTO forum_reactions (forum_id, user_id, value)
      SELECT f.id, m.id, CASE WHEN random() < 0.8 THEN 1 ELSE -1 END
      FROM bench_forums f
      CROSS JOIN LATERAL generate_series(0, floor(power(random(), 2) * 31 + 0 * f.k)::int - 1) i
      JOIN bench_members m ON m.k = (f.k * 7 + i * 13) % ${MEMBERS}`);
    await client.query(`
      INSERT INTO forum_comment_reactions (comment_id, user_id, value)
      SELECT c.id, m.id, CASE WHEN random() < 0.8 THEN 1 ELSE -1 END
      FROM (SELECT id, row_number() OVER () AS k FROM forum_comments WHERE hidden_at IS NULL) c
      CROSS JOIN LATERAL generate_series(0, floor(power(random(), 2) * 4 + 0 * c.k)::int - 1) i
      JOIN bench_members m ON m.k = (c.k * 7 + i * 13) % ${MEMBERS}`);
    // The counts on the rows, from the stored rows.
    await client.query(`
      UPDATE forums f SET likes = r.likes, dislikes = r.dislikes
      FROM (SELECT forum_id, count(*) FILTER (WHERE value = 1) AS likes, count(*) FILTER (WHERE value = -1)
              AS dislikes
            FROM forum_reactions GROUP BY forum_id) r
      WHERE r.forum_id = f.id`);
    await client.query(`
      UPDATE forums f SET comments_count = c.n
      FROM (SELECT forum_id, count(*) AS n FROM forum_comments WHERE parent_id IS NULL AND hidden_at IS NULL
            GROUP BY forum_id) c
      WHERE c.forum_id = f.id`);
    await client.query(`
      UPDATE forum_comments fc SET likes = r.likes, dislikes = r.dislikes
      FROM (SELECT comment_id, count(*) FILTER (WHERE value = 1) AS likes,
                   count(*) FILTER (WHERE value = -1) AS dislikes
            FROM forum_comment_reactions GROUP BY comment_id) r
      WHERE r.comment_id = fc.id`);
    await client.query(`
      UPDATE forum_comments fc SET comments_count = c.n
      FROM (SELECT parent_id, count(*) AS n FROM forum_comments WHERE parent_id IS NOT NULL AND hidden_at IS NULL
            GROUP BY parent_id) c
      WHERE c.parent_id = fc.id`);
  });
  return countRows<keyof ForumScale>(
    client,
    `
    SELECT (SELECT count(*) FROM users WHERE email LIKE 'bench-member-%') AS members,
           (SELECT count(*) FROM forums) AS discussions,
           (SELECT count(*) FROM forum_comments) AS comments,
           (SELECT count(*) FROM forum_comments WHERE parent_id IS NOT NULL) AS replies,
           (SELECT count(*) FROM forum_comments WHERE hidden_at IS NOT NULL) AS hidden,
           (SELECT count(*) FROM forum_reactions) AS "forumReactions",
           (SELECT count(*) FROM forum_comment_reactions) AS "commentReactions"`,
  );
}
