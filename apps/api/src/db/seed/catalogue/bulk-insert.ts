import { sql } from 'drizzle-orm';
import type { Db } from '../../client';

/** SQL types, including the enums the seed writes. */
type ColumnType = 'uuid' | 'integer' | 'text' | 'numeric' | 'timestamptz' | 'reviewable';

/**
 * Inserts many rows as one JSON parameter expanded by jsonb_to_recordset: several times faster than a
 * multi-row VALUES list on PGlite, and the same statement works on PostgreSQL.
 * `columns` maps trusted column names (snake_case) to their types; rows use the same keys.
 */
export async function bulkInsert(
  db: Db,
  table: string,
  columns: Record<string, ColumnType>,
  rows: Record<string, unknown>[],
  { chunk = 2000, skipConflicts = false } = {},
) {
  const names = Object.keys(columns);
  const list = sql.raw(names.map((n) => `"${n}"`).join(', '));
  const record = sql.raw(names.map((n) => `"${n}" ${columns[n]}`).join(', '));
  const onConflict = sql.raw(skipConflicts ? ' ON CONFLICT DO NOTHING' : '');
  for (let i = 0; i < rows.length; i += chunk) {
    const json = JSON.stringify(rows.slice(i, i + chunk));
    await db.execute(
      sql`INSERT INTO ${sql.identifier(table)} (${list}) SELECT ${list} FROM jsonb_to_recordset(${json}::jsonb) AS x(${record})${onConflict}`,
    );
  }
}
