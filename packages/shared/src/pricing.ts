/** Pricing rules (spec part 1 section 9), used by the API to price and by the web to display. */

export interface Discount {
  active: boolean;
  title?: string | null;
  discount_percentage: number;
}

/**
 * Price after an item-level discount: price - price * pct / 100, only while the discount is active.
 * Works in paisa (integers) or rupees; rounds to the unit given (paisa on the server).
 */
export function discountedPrice(price: number, discount: Discount | null | undefined): number {
  if (!discount?.active || !discount.discount_percentage) return price;
  return Math.round(price - (price * discount.discount_percentage) / 100);
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

/** Coupon discount: a percentage of the total, in the same unit as the total. */
export const couponDiscount = (total: number, percentage: number) => Math.round((total * percentage) / 100);

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
