import { count } from 'drizzle-orm';
import { users } from '../schema/users';
import type { Db } from '../client';
import { seedContactInformation } from './contact';
import { seedDemoUsers } from './demo-users';
import { seedLocations } from './locations';
import { seedOffers } from './offers';
import { seedPages } from './pages';

/**
 * Seeds reference and demo data on the first start (an empty users table). Returns true when it seeded.
 * Each step is idempotent, so a half-finished seed is completed on the next start.
 */
export async function seedDatabase(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return false;
  await seedLocations(db);
  await seedOffers(db);
  await seedPages(db);
  await seedContactInformation(db);
  await seedDemoUsers(db);
  return true;
}
