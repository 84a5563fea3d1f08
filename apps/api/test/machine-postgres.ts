import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { withDatabase } from './global-setup';

/**
 * The machine's PostgreSQL, for tests that need a server whatever database the rest of the run uses (several
 * servers on one database, a sick server): DATABASE_URL, else TEST_POSTGRES_URL, else the local server.
 */
export const ADMIN_URL =
  process.env.DATABASE_URL || process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export async function adminQuery(text: string) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

/** A new, empty database on the machine's server: its URL, and a drop for afterwards. */
export async function emptyDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  return {
    url: withDatabase(ADMIN_URL, name),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
