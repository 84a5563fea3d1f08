import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp } from '../../../test/test-app';
import { productRates } from '../../db/schema/products';
import { makeCoaching } from '../programmes/programme-fixtures';
import { insertProduct } from '../products/product-fixtures';
import { insertTemplate } from '../templates/template-fixtures';
import { makeTrainer, makeUser } from '../trainers/trainer-fixtures';
import { insertAddress, insertCartLine, insertCoupon } from './order-fixtures';

/**
 * Issue 36 item 7 (decision 035): a buyer only ever sees whole rupees. A template at Rs. 4,099 with 20 % off
 * is Rs. 3,279 (not Rs. 3,279.20), and a 15 % coupon on the cart takes whole rupees off, so no reply on the
 * way from the catalogue to the order carries paisa.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let userId: string;
let template: { id: string; slug: string };

beforeAll(async () => {
  t = await createTestApp();
  const user = await makeUser(t.db, { name: 'Hari Gurung' });
  userId = user.id;
  token = t.app.issueToken(user);
  const key = randomUUID().slice(0, 6);
  template = await insertTemplate(t.db, {
    title: `Whole Rupee Block ${key}`,
    price: 409_900,
    discount: { active: true, title: 'Tihar Offer', percentage: 20 },
  });
  const product = await insertProduct(t.db, {
    title: `Whole Rupee Whey ${key}`,
    rates: [{ size: '1 kg', price: 249_900, discountedPrice: 219_900, stock: 10 }],
  });
  const coach = await makeTrainer(t.db, { name: `Whole Rupee Coach ${key}` });
  const coaching = await makeCoaching(t.db, { title: `Whole Rupee Coaching ${key}` }, [
    { trainerId: coach.id, plans: { w4: [600_000, 549_900] } },
  ]);
  await insertCartLine(t.db, userId, { onModel: 'Template', modelId: template.id });
  const [size] = await t.db
    .select({ id: productRates.id })
    .from(productRates)
    .where(eq(productRates.productId, product.id));
  await insertCartLine(t.db, userId, {
    onModel: 'Product',
    modelId: product.id,
    productSizeId: size.id,
    unit: 3,
  });
  await insertCartLine(t.db, userId, {
    onModel: 'Coaching',
    modelId: coaching.id,
    plan: 'w4',
    trainerId: coach.id,
  });
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
  const res = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: auth(token),
    payload: payload as never,
  });
  return { statusCode: res.statusCode, body: res.json() };
};

/** Every money field of a reply (prices, rates, amounts, totals), wherever it sits, with its path. */
const MONEY_KEY = /(^|_)(price|rate|amount|total)$/;
function moneyFields(value: unknown, path = ''): { path: string; value: number }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => moneyFields(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, v]) =>
      typeof v === 'number' && MONEY_KEY.test(key)
        ? [{ path: `${path}.${key}`, value: v }]
        : moneyFields(v, `${path}.${key}`),
    );
  return [];
}
const notWhole = (reply: unknown) => moneyFields(reply).filter((f) => !Number.isInteger(f.value));

describe('whole rupees from the catalogue to the order', () => {
  it('shows a discounted template in whole rupees: Rs. 4,099 less 20 % is Rs. 3,279', async () => {
    const detail = await call('GET', `/template/${template.slug}`);
    expect(detail.body.template).toMatchObject({ price: 4099, discounted_price: 3279 });
    expect(notWhole(detail.body)).toEqual([]);
    const list = await call('GET', '/templates?resultsPerPage=100&sort=latest');
    expect(moneyFields(list.body).length).toBeGreaterThan(0);
    expect(notWhole(list.body)).toEqual([]);
  });

  it('prices the cart, the order after a 15 % coupon and the order pages in whole rupees', async () => {
    const cart = await call('GET', '/user/carts');
    expect(cart.statusCode).toBe(200);
    // Rs. 3,279 + 3 x Rs. 2,199 + Rs. 5,499.
    expect(cart.body.total_amount).toBe(3279 + 3 * 2199 + 5499);
    expect(notWhole(cart.body)).toEqual([]);

    const coupon = await insertCoupon(t.db, { percentage: 15 });
    const address = await insertAddress(t.db, userId);
    const initiated = await call('POST', '/order/initiate', {
      carts: cart.body.carts.map((l: { _id: string }) => l._id),
      coupon_code: coupon,
      delivery_address: address,
    });
    expect(initiated.statusCode).toBe(201);
    // 15 % of Rs. 15,375 is Rs. 2,306.25: Rs. 2,306 off, Rs. 13,069 to pay.
    expect(initiated.body.order).toMatchObject({
      sub_total: 15_375,
      coupon_discount_percentage: 15,
      coupon_discount_amount: 2306,
      total_amount: 13_069,
    });
    expect(notWhole(initiated.body)).toEqual([]);

    const order = await call('GET', `/user/order/${initiated.body.order._id}`);
    expect(order.body.order.total_amount).toBe(13_069);
    expect(notWhole(order.body)).toEqual([]);
    const orders = await call('GET', '/user/orders');
    expect(moneyFields(orders.body).length).toBeGreaterThan(0);
    expect(notWhole(orders.body)).toEqual([]);
  });
});
