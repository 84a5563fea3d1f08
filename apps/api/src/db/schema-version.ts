import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Whether the database has every migration this build ships (the health check asks, so a server started on a
 * database another release migrated, or never migrated, is not reported healthy).
 */
const JOURNAL = path.resolve(import.meta.dirname, '../../drizzle/meta/_journal.json');

/** The newest migration this build ships (drizzle-kit's journal: `when` is what the migrator records). */
export function shippedMigration(): { tag: string; when: number } {
  const journal = JSON.parse(readFileSync(JOURNAL, 'utf8')) as { entries: { tag: string; when: number }[] };
  const last = journal.entries.at(-1);
  if (!last) throw new Error(`${JOURNAL} lists no migrations`);
  return last;
}

/** null when the schema is current, else what is wrong. */
export async function schemaProblem(db: Db, shipped: { tag: string; when: number }): Promise<string | null> {
  let applied: number | null;
  try {
    const rows = (await db.execute(
      sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { applied: string | null }[] };
    applied = rows.rows[0]?.applied ? Number(rows.rows[0].applied) : null;
  } catch (err) {
    // 42P01 / 3F000: no migrations table or schema: never migrated.
    const code =
      (err as { cause?: { code?: string }; code?: string }).cause?.code ?? (err as { code?: string }).code;
    if (code === '42P01' || code === '3F000') applied = null;
    else throw err;
  }
  if (applied === null) return 'Database schema missing: no migrations applied';
  if (applied < shipped.when) return `Database schema out of date: migration ${shipped.tag} not applied`;
  return null;
}
