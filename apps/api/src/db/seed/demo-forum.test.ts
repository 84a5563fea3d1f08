import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../../test/test-app';
import { seedDemoForum } from './demo-forum';

const t = testAppForFile();
/** The rows of a raw query (PGlite and pg both answer { rows }). */
const rowsOf = async <R>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: R[] }).rows;

describe('demo forum', () => {
  it('gives a fresh forum discussions with comments, replies and reactions, two of them featured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/forums' });
    const { forums, totalDocuments } = res.json();
    expect(totalDocuments).toBe(5);
    expect(forums[0].topic).toBe('How do I stop my hips shooting up in the deadlift?');
    expect(forums[0]).toMatchObject({ likes: 3, comments_count: 2, featured: true });
    const featured = await t.app.inject({ method: 'GET', url: '/api/v1/forums?featured=true' });
    expect(featured.json().totalDocuments).toBe(2);
    const top = await t.app.inject({ method: 'GET', url: '/api/v1/forum/top/authors' });
    expect(top.json().authors).toHaveLength(5);
  });

  it('keeps every count equal to the stored rows, and seeds once', async () => {
    await seedDemoForum(t.db);
    const rows = await rowsOf<{ wrong: number }>(sql`
      SELECT count(*)::int AS wrong FROM forums f WHERE
        f.likes <> (SELECT count(*) FROM forum_reactions r WHERE r.forum_id = f.id AND r.value = 1)
        OR f.comments_count <> (SELECT count(*) FROM forum_comments c WHERE c.forum_id = f.id AND c.parent_id IS NULL)`);
    expect(rows[0]!.wrong).toBe(0);
    const replies = await rowsOf<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM forum_comments WHERE parent_id IS NOT NULL`,
    );
    expect(replies[0]!.n).toBe(4);
    const total = await rowsOf<{ n: number }>(sql`SELECT count(*)::int AS n FROM forums`);
    expect(total[0]!.n).toBe(5);
  });
});
