import { describe, expect, it } from 'vitest';
import { couponDiscount, discountedPrice, displayRate, isOffered } from './pricing';
import { validate } from './fields';
import { giftRecipientSchema } from './schemas/gift';
import { reviewFormSchema } from './schemas/review';

describe('pricing', () => {
  it('applies an active discount only', () => {
    expect(discountedPrice(250000, { active: true, discount_percentage: 20 })).toBe(200000);
    expect(discountedPrice(250000, { active: false, discount_percentage: 20 })).toBe(250000);
    expect(discountedPrice(99999, { active: true, discount_percentage: 15 })).toBe(84999);
    expect(discountedPrice(1000, null)).toBe(1000);
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
  it('computes a coupon as a percentage of the total', () => {
    expect(couponDiscount(450000, 10)).toBe(45000);
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
