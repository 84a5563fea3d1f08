/**
 * Pricing rules (spec part 1 section 9), used by the API to price and by the web to display. Every function
 * here works in paisa (integers), the unit money is stored in; the web converts with money.ts toPaisa/toRupees.
 */

/**
 * The one rounding rule (decision 035): what a buyer pays is whole rupees. A discounted amount is rounded once,
 * half up to the nearest rupee (Rs. 3,279.20 -> Rs. 3,279; Rs. 3,279.50 -> Rs. 3,280). Paisa in, paisa out
 * (a multiple of 100). `numerator / denominator` paisa is rounded exactly, with no float drift.
 */
export function wholeRupees(numerator: number, denominator = 1): number {
  // numerator / (denominator * 100) rupees, half up: floor((2n + d) / 2d) for integers, exact.
  const d = denominator * 100;
  return Math.floor((2 * Math.round(numerator) + d) / (2 * d)) * 100;
}

/** True when an amount in paisa is whole rupees. */
export const isWholeRupees = (paisa: number): boolean => Number.isInteger(paisa) && paisa % 100 === 0;

export interface Discount {
  active: boolean;
  title?: string | null;
  discount_percentage: number;
}

/**
 * The unit price after an item-level discount, in paisa: price - price * pct / 100 while the discount is
 * active, rounded once to whole rupees (wholeRupees). Without a discount the price itself, in whole rupees.
 */
export function discountedPrice(price: number, discount: Discount | null | undefined): number {
  if (!discount?.active || !discount.discount_percentage) return wholeRupees(price);
  return wholeRupees(price * (100 - discount.discount_percentage), 100);
}

export interface SizeRate {
  size: string;
  servings?: string | null;
  price: number;
  discounted_price: number;
  stock: number;
}

/** The rate a product card shows: the first size with stock, else the first size. */
export function displayRate<R extends SizeRate>(rates: readonly R[]): R | undefined {
  return rates.find((r) => r.stock > 0) ?? rates[0];
}

/** A rate is offered (coaching/consultation plans) only when its discounted value exists and is positive. */
export const isOffered = (discountedRate: number | null | undefined): discountedRate is number =>
  typeof discountedRate === 'number' && discountedRate > 0;

/**
 * Coupon discount, in paisa: the percentage of the total (whole rupees: the sum of whole-rupee lines), rounded
 * once to whole rupees (wholeRupees), so the total after it stays whole rupees too.
 */
export const couponDiscount = (total: number, percentage: number) => wholeRupees(total * percentage, 100);

export interface CouponTerms {
  active: boolean;
  discount_percentage: number | null | undefined;
  expiry_date: string | Date | null | undefined;
}

/** A coupon applies only while active, with a percentage, and an expiry in the future. */
export function couponApplies(coupon: CouponTerms | null | undefined, now: Date = new Date()): boolean {
  if (!coupon?.active || !coupon.discount_percentage || coupon.discount_percentage <= 0) return false;
  if (!coupon.expiry_date) return false;
  return new Date(coupon.expiry_date).getTime() > now.getTime();
}
