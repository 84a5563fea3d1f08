import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { deliveryAddresses } from '../schema/addresses';
import { coupons } from '../schema/coupons';
import { districts, provinces } from '../schema/locations';
import { demoSignIn, insertDemoUser } from './demo-users';

const DAY = 24 * 60 * 60 * 1000;

interface SeedCoupon {
  code: string;
  percentage: number;
  active: boolean;
  /** Days from the seed time. */
  expiresInDays: number;
}

/** Codes are stored upper-case. One expired and one inactive coupon show the error messages. */
export const SEEDED_COUPONS: SeedCoupon[] = [
  { code: 'OXSTRONG10', percentage: 10, active: true, expiresInDays: 365 },
  { code: 'NEWYEAR15', percentage: 15, active: true, expiresInDays: 365 },
  { code: 'WELCOME5', percentage: 5, active: true, expiresInDays: 365 },
  { code: 'EXPIRED20', percentage: 20, active: true, expiresInDays: -30 },
  { code: 'INACTIVE25', percentage: 25, active: false, expiresInDays: 365 },
];

/** Idempotent: inserts the coupons whose codes are not there yet. */
export async function seedCoupons(db: Db, now = new Date()) {
  await db
    .insert(coupons)
    .values(
      SEEDED_COUPONS.map((c) => ({
        code: c.code,
        active: c.active,
        discountPercentage: c.percentage,
        expiryDate: new Date(now.getTime() + c.expiresInDays * DAY),
      })),
    )
    .onConflictDoNothing({ target: coupons.code });
}

/** Idempotent: gives the demo client a primary Home address in Bagmati / Kathmandu unless they have an address. */
export async function seedDemoAddress(db: Db) {
  const client = demoSignIn('Client');
  const userId = await insertDemoUser(db, client);
  const [{ n }] = await db
    .select({ n: count() })
    .from(deliveryAddresses)
    .where(eq(deliveryAddresses.userId, userId));
  if (n > 0) return;
  const [place] = await db
    .select({ provinceId: provinces.id, districtId: districts.id })
    .from(districts)
    .innerJoin(provinces, eq(provinces.id, districts.provinceId))
    .where(and(eq(provinces.name, 'Bagmati'), eq(districts.name, 'Kathmandu')));
  await db.insert(deliveryAddresses).values({
    userId,
    label: 'home',
    name: client.name,
    email: client.email,
    mobileNum: client.mobile,
    primary: true,
    country: 'Nepal',
    provinceId: place.provinceId,
    districtId: place.districtId,
    area: 'Baneshwor',
    addressLine1: 'House 14, Shankhamul Marg',
  });
}

/** The buying journey's seed: coupons and the demo client's address (after the locations). */
export async function seedCouponsAndDemoAddress(db: Db) {
  await seedCoupons(db);
  await seedDemoAddress(db);
}
