import type { Coupon } from '@oxstrength/shared/contracts/coupons';
import { couponApplies } from '@oxstrength/shared/pricing';
import type { Db, Tx } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { iso } from '../../lib/reply';
import { findCoupon, type CouponRow } from './coupons.repository';

export const COUPON_MESSAGES = {
  valid: 'Coupon is valid',
  unknown: 'Invalid coupon code',
  inactive: 'This coupon is not active',
  expired: 'This coupon has expired',
  invalid: 'This coupon is not valid',
} as const;

/** A coupon as the API returns it (its shape: Coupon in packages/shared/src/contracts/coupons.ts). */
export type CouponJson = Coupon;

const toCouponJson = (c: CouponRow): CouponJson => ({
  code: c.code,
  active: c.active,
  discount_percentage: c.discountPercentage,
  expiry_date: iso(c.expiryDate)!,
});

/** Codes are case-insensitive: stored and looked up upper-case. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

async function load(db: Db | Tx, code: string): Promise<CouponRow> {
  const coupon = await findCoupon(db, normaliseCode(code));
  if (!coupon) throw notFound(COUPON_MESSAGES.unknown);
  return coupon;
}

/**
 * The coupon if it applies now: active, with a percentage, and an expiry in the future (the same rule the web
 * uses, couponApplies). Otherwise throws 404 for an unknown code, or 400 saying why it does not apply.
 */
async function usableCoupon(db: Db | Tx, code: string, now: Date): Promise<CouponRow> {
  const coupon = await load(db, code);
  const terms = {
    active: coupon.active,
    discount_percentage: coupon.discountPercentage,
    expiry_date: coupon.expiryDate,
  };
  if (couponApplies(terms, now)) return coupon;
  if (!coupon.active) throw badRequest(COUPON_MESSAGES.inactive);
  if (coupon.discountPercentage > 0 && coupon.expiryDate.getTime() <= now.getTime()) {
    throw badRequest(COUPON_MESSAGES.expired);
  }
  throw badRequest(COUPON_MESSAGES.invalid);
}

/** GET /coupon/check/validity/{code}. */
export async function checkCoupon(db: Db, code: string, now = new Date()): Promise<CouponJson> {
  return toCouponJson(await usableCoupon(db, code, now));
}

/** GET /coupon/detail/{code}: any existing coupon, applicable or not (the web decides with couponApplies). */
export async function couponDetail(db: Db, code: string): Promise<CouponJson> {
  return toCouponJson(await load(db, code));
}

/**
 * For order initiation: the coupon's code and percentage if it applies now; throws the same errors as the
 * validity check otherwise. Usable inside a transaction.
 */
export async function applicableCoupon(
  db: Db | Tx,
  code: string,
  now = new Date(),
): Promise<{ code: string; percentage: number }> {
  const coupon = await usableCoupon(db, code, now);
  return { code: coupon.code, percentage: coupon.discountPercentage };
}
