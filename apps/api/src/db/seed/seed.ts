import { count, eq } from 'drizzle-orm';
import { users } from '../schema/users';
import type { Db } from '../client';
import { seedCatalogue } from './catalogue/seed-catalogue';
import { seedContactInformation } from './contact';
import { seedCouponsAndDemoAddress } from './coupons';
import { DEMO_SIGN_INS, seedDemoUsers } from './demo-users';
import { seedDemoStaffInbox } from './demo-staff-inbox';
import { seedDemoCoaching } from './demo-coaching';
import { seedDemoTraining } from './demo-training';
import { seedDemoForum } from './demo-forum';
import { seedLocations } from './locations';
import { seedOffers } from './offers';
import { seedPages } from './pages';

/**
 * Seeds reference data (provinces and districts, policy pages, contact details) and, unless `demo` is false,
 * the demo catalogue and accounts, on the first start. Returns true when it seeded demo data.
 * Each step is idempotent, so a half-finished seed is completed on the next start.
 */
export async function seedDatabase(db: Db, { demo = true }: { demo?: boolean } = {}): Promise<boolean> {
  // Demo users are seeded last, so their presence means a complete seed.
  const [{ n }] = await db
    .select({ n: count() })
    .from(users)
    .where(eq(users.email, DEMO_SIGN_INS.at(-1)!.email));
  if (n > 0) return false;
  await seedLocations(db);
  await seedPages(db);
  await seedContactInformation(db);
  if (!demo) return false;
  await seedOffers(db);
  await seedCatalogue(db);
  await seedCouponsAndDemoAddress(db);
  await seedDemoTraining(db);
  await seedDemoCoaching(db);
  await seedDemoStaffInbox(db);
  await seedDemoForum(db);
  await seedDemoUsers(db);
  return true;
}
