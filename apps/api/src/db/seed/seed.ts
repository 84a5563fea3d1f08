import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { seedDemoUsers } from './demo-users';
import { seedLocations } from './locations';

/**
 * Seeds reference and demo data on the first start (an empty users table). Returns true when it seeded.
 * Each step is idempotent, so a half-finished seed is completed on the next start.
 */
export async function seedDatabase(db: Db): Promise<boolean> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
  const rows = 'rows' in result ? result.rows : (result as unknown as { n: number }[]);
  if (rows[0].n > 0) return false;
  await seedLocations(db);
  await seedDemoUsers(db);
  return true;
}
