import { describe, expect, it } from 'vitest';
import {
  couponDiscount,
  discountedPrice,
  displayRate,
  isOffered,
  isWholeRupees,
  wholeRupees,
} from './pricing';
import { validate } from './fields';
import { giftRecipientSchema } from './schemas/gift';
import { reviewFormSchema } from './schemas/review';

describe('pricing', () => {
  it('applies an active discount only', () => {
    expect(discountedPrice(250000, { active: true, discount_percentage: 20 })).toBe(200000);
    expect(discountedPrice(250000, { active: false, discount_percentage: 20 })).toBe(250000);
    expect(discountedPrice(99900, { active: true, discount_percentage: 15 })).toBe(84900);
    expect(discountedPrice(100000, null)).toBe(100000);
  });
  it('rounds a discounted price once, half up to the nearest whole rupee', () => {
    // Rs. 4,099 at 20% off is Rs. 3,279.20: the buyer pays Rs. 3,279, never Rs. 3,279.20.
    expect(discountedPrice(409900, { active: true, discount_percentage: 20 })).toBe(327900);
    // Rs. 999 at 15% off is Rs. 849.15 -> Rs. 849; Rs. 1,099 at 50% off is Rs. 549.50 -> Rs. 550 (half up).
    expect(discountedPrice(99900, { active: true, discount_percentage: 15 })).toBe(84900);
    expect(discountedPrice(109900, { active: true, discount_percentage: 50 })).toBe(55000);
    // Rs. 2,999 at 35% off is Rs. 1,949.35 -> Rs. 1,949.
    expect(discountedPrice(299900, { active: true, discount_percentage: 35 })).toBe(194900);
    // A stored price that is not whole is paid in whole rupees too.
    expect(discountedPrice(99950, null)).toBe(100000);
    expect(discountedPrice(99949, { active: false, discount_percentage: 10 })).toBe(99900);
  });
  it('gives whole rupees for every price and percentage', () => {
    for (let rupees = 1; rupees <= 5000; rupees += 37)
      for (let pct = 1; pct < 100; pct += 1) {
        const paid = discountedPrice(rupees * 100, { active: true, discount_percentage: pct });
        expect(isWholeRupees(paid)).toBe(true);
        // Never more than half a rupee from the exact discounted price.
        expect(Math.abs(paid - (rupees * 100 * (100 - pct)) / 100)).toBeLessThanOrEqual(50);
      }
  });
  it('rounds half up exactly, with no float drift', () => {
    expect(wholeRupees(327920)).toBe(327900);
    expect(wholeRupees(327950)).toBe(328000);
    expect(wholeRupees(327949)).toBe(327900);
    expect(wholeRupees(0)).toBe(0);
    // Rs. 150.50 is exactly half: up. As a fraction (1,505,000 / 100 paisa) the same, computed exactly.
    expect(wholeRupees(15050)).toBe(15100);
    expect(wholeRupees(1_505_000, 100)).toBe(15100);
    expect(wholeRupees(1_504_999, 100)).toBe(15000);
    expect(isWholeRupees(327900)).toBe(true);
    expect(isWholeRupees(327920)).toBe(false);
  });
  it('shows the first rate in stock, else the first', () => {
    const a = { size: 'S', price: 1, discounted_price: 1, stock: 0 };
    const b = { size: 'M', price: 2, discounted_price: 2, stock: 3 };
    expect(displayRate([a, b])).toBe(b);
    expect(displayRate([a, { ...b, stock: 0 }])).toBe(a);
    expect(displayRate([])).toBeUndefined();
  });
  it('offers a plan only with a positive discounted rate', () => {
    expect(isOffered(0)).toBe(false);
    expect(isOffered(null)).toBe(false);
    expect(isOffered(1500)).toBe(true);
  });
  it('computes a coupon as a percentage of the total, in whole rupees', () => {
    expect(couponDiscount(450000, 10)).toBe(45000);
    // 15% of Rs. 3,279 is Rs. 491.85 -> Rs. 492, so the total is Rs. 2,787, not Rs. 2,787.15.
    expect(couponDiscount(327900, 15)).toBe(49200);
    // 5% of Rs. 1,249 is Rs. 62.45 -> Rs. 62; 10% of Rs. 1,245 is Rs. 124.50 -> Rs. 125 (half up).
    expect(couponDiscount(124900, 5)).toBe(6200);
    expect(couponDiscount(124500, 10)).toBe(12500);
    expect(isWholeRupees(327900 - couponDiscount(327900, 15))).toBe(true);
  });
});

describe('review and gift forms', () => {
  it('accepts half stars as text or number', () => {
    expect(reviewFormSchema.parse({ stars: '4.5', review: 'Great' }).stars).toBe(4.5);
    expect(validate(reviewFormSchema, { stars: 4.25, review: '' })).toEqual({
      stars: 'Stars must be between 0.5 and 5 in half steps',
      review: 'Review is required',
    });
    expect(validate(reviewFormSchema, { stars: 0, review: 'x' }).stars).toBeDefined();
  });
  it('validates a gift recipient with the spec messages', () => {
    expect(validate(giftRecipientSchema, { name: '', email: '', mobile_num: '', relation: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      mobile_num: 'Mobile number is required',
      relation: 'Relation is required',
    });
    expect(
      validate(giftRecipientSchema, { name: 'Ram', email: 'x', mobile_num: '12', relation: 'Friend' }),
    ).toEqual({
      email: 'Email is invalid',
      mobile_num: 'Phone number is not valid',
    });
  });
});
