import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { coupons } from '../../db/schema/coupons';

export interface CouponRow {
  code: string;
  active: boolean;
  discountPercentage: number;
  expiryDate: Date;
}

/** The coupon with that code; `code` must already be upper-case (codes are stored upper-case). */
export async function findCoupon(db: Db | Tx, code: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select({
      code: coupons.code,
      active: coupons.active,
      discountPercentage: coupons.discountPercentage,
      expiryDate: coupons.expiryDate,
    })
    .from(coupons)
    .where(eq(coupons.code, code));
  return row;
}
