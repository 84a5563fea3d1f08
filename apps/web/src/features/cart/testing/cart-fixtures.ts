import type { Cart, CartLine, LineRef } from '../../../lib/commerce-types';

/** Cart records shaped like the API's replies (lib/commerce-types.ts). */

const ref = (overrides: Partial<LineRef> = {}): LineRef => ({
  _id: 'm1',
  slug: 'item-1',
  title: 'Item 1',
  cover: null,
  images: [],
  price: null,
  discounted_price: null,
  weeks: null,
  discount: null,
  rates: [],
  stock: null,
  product_brand: null,
  product_category: null,
  training_category: null,
  trainer: null,
  ...overrides,
});

const base = {
  unit: 1,
  product_size: null,
  size: null,
  self_order: true,
  coaching_plan: null,
  consultation_plan: null,
  coaching_trainer: null,
  consultation_trainer: null,
  relation: null,
  name: null,
  email: null,
  mobile_num: null,
  available: true,
  message: null,
} as const;

/** Gold Standard Whey, 1 kg (stock 3), 2 units at Rs. 5,400 (was Rs. 6,000). */
export const productLine = (overrides: Partial<CartLine> = {}): CartLine => ({
  ...base,
  _id: 'line-p',
  model_id: 'p1',
  onModel: 'Product',
  ref: ref({
    _id: 'p1',
    slug: 'gold-whey',
    title: 'Gold Standard Whey',
    images: ['/images/catalogue/products/gold-whey-1.svg'],
    stock: 3,
    product_brand: { _id: 'b1', name: 'Optimum Nutrition' },
  }),
  unit: 2,
  product_size: 'r-small',
  size: { _id: 'r-small', size: '1 kg', servings: '33' },
  price: 6000,
  discounted_price: 5400,
  sub_total: 10800,
  ...overrides,
});

/** 12 Week Strength, a gift for Ram Thapa (Friend), Rs. 1,500. */
export const templateLine = (overrides: Partial<CartLine> = {}): CartLine => ({
  ...base,
  _id: 'line-t',
  model_id: 't1',
  onModel: 'Template',
  ref: ref({
    _id: 't1',
    slug: 'twelve-week-strength',
    title: '12 Week Strength',
    cover: '/images/catalogue/templates/template-1.webp',
    training_category: { _id: 'tc1', name: 'Strength' },
  }),
  self_order: false,
  relation: 'Friend',
  name: 'Ram Thapa',
  email: 'ram@example.com',
  mobile_num: '9841000000',
  price: 1500,
  discounted_price: 1500,
  sub_total: 1500,
  ...overrides,
});

/** Powerlifting Coaching, 12 Weeks Plan with Trainer 1, Rs. 10,800. */
export const coachingLine = (overrides: Partial<CartLine> = {}): CartLine => ({
  ...base,
  _id: 'line-c',
  model_id: 'c1',
  onModel: 'Coaching',
  ref: ref({ _id: 'c1', slug: 'powerlifting-coaching', title: 'Powerlifting Coaching' }),
  coaching_plan: 'w12',
  coaching_trainer: { _id: 't1', name: 'Trainer 1' },
  price: 12000,
  discounted_price: 10800,
  sub_total: 10800,
  ...overrides,
});

/** A cart reply (GET /user/carts, POST /user/cart/buynow) with its totals worked out. */
export const cartOf = (lines: CartLine[]): Cart => {
  const sub_total = lines.reduce((sum, l) => sum + l.sub_total, 0);
  return {
    carts: lines,
    sub_total,
    total_amount: sub_total,
    only_templates: lines.length > 0 && lines.every((l) => l.onModel === 'Template'),
  };
};

/** The body of GET /user/carts. */
export const cartReply = (lines: CartLine[]) => ({ status: 'success', ...cartOf(lines) });
