import {
  cartChangeReply,
  cartJson,
  cartLineJson,
  cartReply as cartReplyJson,
  lineRefJson,
  pricedLineJson,
  type Cart,
  type CartLine,
  type LineRef,
  type PricedLine,
} from '@oxstrength/shared/contracts/cart';
import { couponJson, couponReply, type Coupon } from '@oxstrength/shared/contracts/coupons';

/**
 * Cart records and coupons as the API sends them: every builder parses its output with the reply contracts
 * (packages/shared/src/contracts/cart.ts, coupons.ts), so a fixture the API could never send fails its test.
 */

/** The item of a line: fields that do not apply to its type are null or empty. */
export const lineRef = (overrides: Partial<LineRef> = {}): LineRef =>
  lineRefJson.parse({
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

/** A line as priced for oneself, with no item-type options: the base of cart lines and order lines. */
export const pricedLine = (overrides: Partial<PricedLine> = {}): PricedLine =>
  pricedLineJson.parse({
    _id: 'line-1',
    model_id: 'm1',
    onModel: 'Template',
    ref: lineRef(),
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
    price: 0,
    discounted_price: 0,
    sub_total: 0,
    ...overrides,
  });

/** A cart line bought for oneself, available: the base of the builders below. */
export const cartLine = (overrides: Partial<CartLine> = {}): CartLine =>
  cartLineJson.parse({ ...pricedLine(), available: true, message: null, ...overrides });

/** Gold Standard Whey, 1 kg (stock 3), 2 units at Rs. 5,400 (was Rs. 6,000). */
export const productLine = (overrides: Partial<CartLine> = {}): CartLine =>
  cartLine({
    _id: 'line-p',
    model_id: 'p1',
    onModel: 'Product',
    ref: lineRef({
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
export const templateLine = (overrides: Partial<CartLine> = {}): CartLine =>
  cartLine({
    _id: 'line-t',
    model_id: 't1',
    onModel: 'Template',
    ref: lineRef({
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
export const coachingLine = (overrides: Partial<CartLine> = {}): CartLine =>
  cartLine({
    _id: 'line-c',
    model_id: 'c1',
    onModel: 'Coaching',
    ref: lineRef({ _id: 'c1', slug: 'powerlifting-coaching', title: 'Powerlifting Coaching' }),
    coaching_plan: 'w12',
    coaching_trainer: { _id: 't1', name: 'Trainer 1' },
    price: 12000,
    discounted_price: 10800,
    sub_total: 10800,
    ...overrides,
  });

/** A cart (GET /user/carts, POST /user/cart/buynow, the `cart` of a change) with its totals worked out. */
export const cartOf = (lines: CartLine[]): Cart => {
  const sub_total = lines.reduce((sum, l) => sum + l.sub_total, 0);
  return cartJson.parse({
    carts: lines,
    sub_total,
    total_amount: sub_total,
    only_templates: lines.length > 0 && lines.every((l) => l.onModel === 'Template'),
  });
};

/** The body of GET /user/carts and POST /user/cart/buynow. */
export const cartReply = (lines: CartLine[], message?: string) =>
  cartReplyJson.parse({ status: 'success', ...(message && { message }), ...cartOf(lines) });

/** The body of a cart change (add, update, remove, reset): the cart as `cart`. */
export const cartChanged = (lines: CartLine[], message?: string) =>
  cartChangeReply.parse({ status: 'success', ...(message && { message }), cart: cartOf(lines) });

/** OXSTRONG10: 10% off, active, far from expiry. */
export const coupon = (overrides: Partial<Coupon> = {}): Coupon =>
  couponJson.parse({
    code: 'OXSTRONG10',
    active: true,
    discount_percentage: 10,
    expiry_date: '2999-01-01T00:00:00.000Z',
    ...overrides,
  });

/** The body of GET /coupon/check/validity/{code} and GET /coupon/detail/{code}. */
export const couponReplyOf = (c: Coupon, message?: string) =>
  couponReply.parse({ status: 'success', ...(message && { message }), coupon: c });
