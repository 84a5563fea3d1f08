import type { PricedLine } from '@oxstrength/shared/contracts/cart';
import { orderJson, orderReply, ordersPageReply, type Order } from '@oxstrength/shared/contracts/orders';
import type { Paged } from '@oxstrength/shared/contracts/reply';
import { lineRef, pricedLine } from '../../cart/testing/cart-fixtures';

/**
 * Orders as the API sends them: every builder parses its output with the reply contract
 * (packages/shared/src/contracts/orders.ts), so a fixture the API could never send fails its test.
 */

/** An order line's item as ordered (order lines carry no rates or stock). */
const ref: typeof lineRef = (overrides = {}) =>
  lineRef({
    _id: 'm1',
    slug: 'strength-block',
    title: 'Strength Block',
    cover: '/images/catalogue/templates/template-1.webp',
    images: [],
    price: 2000,
    discounted_price: 1800,
    weeks: 12,
    discount: { active: true, title: 'Launch', discount_percentage: 10 },
    rates: [],
    stock: null,
    product_brand: null,
    product_category: null,
    training_category: { _id: 'tc1', name: 'Strength' },
    trainer: { _id: 'tr1', name: 'Bikash Gurung', slug: 'bikash-gurung' },
    ...overrides,
  });

const baseLine = (overrides: Partial<PricedLine>): PricedLine =>
  pricedLine({ _id: 'l1', ref: ref(), price: 2000, discounted_price: 1800, sub_total: 1800, ...overrides });

export const templateLine = (overrides: Partial<PricedLine> = {}) => baseLine(overrides);

export const productLine = (overrides: Partial<PricedLine> = {}) =>
  baseLine({
    _id: 'l2',
    model_id: 'p1',
    onModel: 'Product',
    ref: ref({
      _id: 'p1',
      slug: 'whey-protein',
      title: 'Whey Protein',
      cover: null,
      images: ['/images/shop/whey.webp'],
      price: null,
      discounted_price: null,
      weeks: null,
      discount: null,
      product_brand: { _id: 'b1', name: 'Optimum' },
      product_category: { _id: 'pc1', name: 'Supplements' },
      training_category: null,
      trainer: null,
    }),
    unit: 2,
    product_size: 's1',
    size: { _id: 's1', size: '2 kg', servings: '60' },
    price: 6500,
    discounted_price: 6500,
    sub_total: 13000,
    ...overrides,
  });

export const coachingGiftLine = (overrides: Partial<PricedLine> = {}) =>
  baseLine({
    _id: 'l3',
    model_id: 'c1',
    onModel: 'Coaching',
    ref: ref({
      _id: 'c1',
      slug: 'online-coaching',
      title: 'Online Coaching',
      price: null,
      discounted_price: null,
      weeks: null,
      training_category: null,
      trainer: null,
    }),
    coaching_plan: 'w12',
    coaching_trainer: { _id: 'tr2', name: 'Anita Rai' },
    self_order: false,
    relation: 'Friend',
    name: 'Ram Thapa',
    email: 'ram@example.com',
    mobile_num: '+9779812345678',
    price: 15000,
    discounted_price: 15000,
    sub_total: 15000,
    ...overrides,
  });

export const order = (overrides: Partial<Order> = {}): Order =>
  orderJson.parse({
    _id: 'o1',
    user: { _id: 'u1', email: 'sita@example.com', name: 'Sita Sharma' },
    status: 'Initiated',
    carts: [templateLine(), productLine()],
    sub_total: 14800,
    coupon_code: 'OXSTRONG10',
    coupon_discount_percentage: 10,
    coupon_discount_amount: 1480,
    total_amount: 13320,
    fonepay_hash: 'a1b2c3d4e5f6',
    only_templates: false,
    express: false,
    delivery_address: {
      _id: 'a1',
      label: 'home',
      name: 'Sita Sharma',
      email: 'sita@example.com',
      mobile_num: '+9779841234567',
      address: {
        country: 'Nepal',
        province: 'Bagmati Province',
        district: 'Kathmandu',
        area: 'Baneshwor',
        address_line1: 'House 12, Street 4',
      },
    },
    identifier: 'OXS-ABCDEFGHJKLM',
    remarks: 'OxStrength order OXS-ABCDEFGHJKLM',
    createdAt: '2025-03-04T12:00:00.000Z',
    expires_at: '2025-03-04T12:30:00.000Z',
    refund: null,
    cancel_reason: null,
    delivered_at: null,
    ...overrides,
  });

export const orderN = (n: number, overrides: Partial<Order> = {}): Order =>
  order({ _id: `o${n}`, identifier: `OXS-ORDER${String(n).padStart(7, '0')}`, ...overrides });

/** The body of POST /order/initiate and GET /user/order/{id}. */
export const orderReplyOf = (o: Order, message?: string) =>
  orderReply.parse({ status: 'success', ...(message && { message }), order: o });

/** The body of GET /user/orders: one page of orders. */
export const ordersPageOf = (orders: Order[], paged: Partial<Paged> = {}) =>
  ordersPageReply.parse({
    status: 'success',
    orders,
    currentPage: 1,
    totalPage: 1,
    totalDocuments: orders.length,
    ...paged,
  });
