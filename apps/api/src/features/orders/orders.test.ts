import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp } from '../../../test/test-app';
import { cartItems } from '../../db/schema/cart';
import { orders } from '../../db/schema/orders';
import { productRates, products } from '../../db/schema/products';
import { templates } from '../../db/schema/templates';
import { insertProduct } from '../products/product-fixtures';
import { insertTemplate } from '../templates/template-fixtures';
import { makeUser } from '../trainers/trainer-fixtures';
import { expireOrders } from '../../workflows/expire-orders';
import { insertAddress, insertCartLine, insertCoupon, insertOrderRow } from './order-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;

interface Buyer {
  id: string;
  name: string;
  email: string;
  token: string;
}

async function buyer(name: string): Promise<Buyer> {
  const user = await makeUser(t.db, { name });
  return { id: user.id, name: user.name, email: user.email, token: t.app.issueToken(user) };
}

const call = async (method: 'GET' | 'POST', url: string, who?: Buyer, payload?: unknown) => {
  const res = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who ? auth(who.token) : {},
    payload: payload as never,
  });
  return { statusCode: res.statusCode, body: res.json() };
};
const initiate = (who: Buyer | undefined, payload: unknown) => call('POST', '/order/initiate', who, payload);

const stockOf = async (sizeId: string) =>
  (await t.db.select({ stock: productRates.stock }).from(productRates).where(eq(productRates.id, sizeId)))[0]
    .stock;

let ram: Buyer;
let sita: Buyer;
/** A 12-week template at Rs. 1,500 with an active 10 % discount (Rs. 1,350). */
let template: { id: string; slug: string };
/** Whey: size M Rs. 3,000 sold at Rs. 2,500 (stock 10); size 1 kg out of stock; size 2 kg 2 left. */
let whey: { id: string; slug: string };
let sizeM: string;
let sizeEmpty: string;
let sizeTwoLeft: string;

beforeAll(async () => {
  t = await createTestApp();
  ram = await buyer('Ram Thapa');
  sita = await buyer('Sita Sharma');
  template = await insertTemplate(t.db, {
    title: `Strong Base ${randomUUID().slice(0, 6)}`,
    price: 150_000,
    weeks: 12,
    discount: { active: true, percentage: 10 },
  });
  whey = await insertProduct(t.db, {
    title: `Gold Whey ${randomUUID().slice(0, 6)}`,
    rates: [
      { size: 'M', price: 300_000, discountedPrice: 250_000, stock: 10 },
      { size: '1 kg', price: 500_000, stock: 0 },
      { size: '2 kg', price: 800_000, stock: 2 },
    ],
  });
  const rates = await t.db.select().from(productRates).where(eq(productRates.productId, whey.id));
  sizeM = rates.find((r) => r.size === 'M')!.id;
  sizeEmpty = rates.find((r) => r.size === '1 kg')!.id;
  sizeTwoLeft = rates.find((r) => r.size === '2 kg')!.id;
});
afterAll(() => t.close());

const templateLine = (who: Buyer, extra: Partial<Parameters<typeof insertCartLine>[2]> = {}) =>
  insertCartLine(t.db, who.id, { onModel: 'Template', modelId: template.id, ...extra });
const productLine = (who: Buyer, productSizeId: string, unit = 1) =>
  insertCartLine(t.db, who.id, { onModel: 'Product', modelId: whey.id, productSizeId, unit });

describe('POST /order/initiate', () => {
  it('orders a template without a delivery address, keeping the cart line', async () => {
    const lineId = await templateLine(ram);
    const before = Date.now();
    const { statusCode, body } = await initiate(ram, { carts: [lineId] });
    expect(statusCode).toBe(201);
    expect(body.status).toBe('success');
    expect(body.message).toBe('Order initiated');
    const order = body.order;
    expect(order).toMatchObject({
      user: { _id: ram.id, email: ram.email, name: ram.name },
      status: 'Initiated',
      sub_total: 1350,
      coupon_code: null,
      coupon_discount_percentage: 0,
      coupon_discount_amount: 0,
      total_amount: 1350,
      only_templates: true,
      express: false,
      delivery_address: null,
    });
    expect(order.carts).toHaveLength(1);
    expect(order.carts[0]).toMatchObject({
      model_id: template.id,
      onModel: 'Template',
      unit: 1,
      self_order: true,
      price: 1500,
      discounted_price: 1350,
      sub_total: 1350,
    });
    expect(order.carts[0].ref.title).toMatch(/^Strong Base/);
    expect(order.identifier).toMatch(/^OXS-[A-Z2-7]{12}$/);
    expect(order.remarks).toBe(`OxStrength order ${order.identifier}`);
    const expires = new Date(order.expires_at).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 30 * 60_000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 30 * 60_000 + 1000);
    // Payment removes the cart lines, not the initiation.
    const [line] = await t.db.select().from(cartItems).where(eq(cartItems.id, lineId));
    expect(line).toBeDefined();
  });

  it('orders a product and a gift template with an address and a coupon, reserving the stock', async () => {
    const code = await insertCoupon(t.db, { percentage: 10 });
    const addressId = await insertAddress(t.db, ram.id);
    const product = await productLine(ram, sizeM, 2);
    const gift = await templateLine(ram, {
      express: true,
      recipient: { name: 'Hari Thapa', email: 'hari@example.test', mobile: '9811111111', relation: 'Family' },
    });
    const stockBefore = await stockOf(sizeM);

    const { statusCode, body } = await initiate(ram, {
      carts: [product, gift],
      coupon_code: code.toLowerCase(),
      delivery_address: addressId,
    });
    expect(statusCode).toBe(201);
    // 2 x Rs. 2,500 + Rs. 1,350 = Rs. 6,350; 10 % off = Rs. 635.
    expect(body.order).toMatchObject({
      status: 'Initiated',
      sub_total: 6350,
      coupon_code: code,
      coupon_discount_percentage: 10,
      coupon_discount_amount: 635,
      total_amount: 5715,
      only_templates: false,
      // One of its lines is the express (Buy Now) line.
      express: true,
      delivery_address: {
        _id: addressId,
        label: 'home',
        name: 'Ram Thapa',
        email: 'ram@example.test',
        mobile_num: '9800000000',
        address: {
          country: 'Nepal',
          province: 'Bagmati',
          district: 'Kathmandu',
          area: 'Baneshwor',
          address_line1: 'House 12, Shantinagar',
        },
      },
    });
    const [productJson, giftJson] = body.order.carts;
    expect(productJson).toMatchObject({
      model_id: whey.id,
      onModel: 'Product',
      unit: 2,
      product_size: sizeM,
      size: { _id: sizeM, size: 'M' },
      price: 3000,
      discounted_price: 2500,
      sub_total: 5000,
    });
    expect(giftJson).toMatchObject({
      onModel: 'Template',
      self_order: false,
      name: 'Hari Thapa',
      email: 'hari@example.test',
      mobile_num: '9811111111',
      relation: 'Family',
    });
    expect(await stockOf(sizeM)).toBe(stockBefore - 2);
  });

  it('answers 401 without a token', async () => {
    const res = await initiate(undefined, { carts: [randomUUID()] });
    expect(res.statusCode).toBe(401);
    expect(res.body.status).toBe('error');
  });

  it('answers 422 for a body without cart lines', async () => {
    const empty = await initiate(ram, { carts: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.body).toEqual({
      status: 'error',
      message: 'Your cart is empty',
      errors: { carts: 'Your cart is empty' },
    });
    const missing = await initiate(ram, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.body.errors.carts).toBeDefined();
  });

  it("answers 404 for another user's cart line, an unknown one and a malformed id", async () => {
    const sitas = await templateLine(sita);
    for (const id of [sitas, randomUUID(), 'not-an-id']) {
      const res = await initiate(ram, { carts: [id] });
      expect(res.statusCode).toBe(404);
      expect(res.body).toEqual({ status: 'error', message: 'Cart item not found' });
    }
  });

  it('answers 422 when a product is ordered without a delivery address, and reserves nothing', async () => {
    const line = await productLine(ram, sizeM);
    const stockBefore = await stockOf(sizeM);
    const res = await initiate(ram, { carts: [line] });
    expect(res.statusCode).toBe(422);
    expect(res.body).toEqual({
      status: 'error',
      message: 'Delivery address is required',
      errors: { delivery_address: 'Delivery address is required' },
    });
    expect(await stockOf(sizeM)).toBe(stockBefore);
  });

  it("answers 404 for another user's delivery address", async () => {
    const sitasAddress = await insertAddress(t.db, sita.id);
    const line = await productLine(ram, sizeM);
    const res = await initiate(ram, { carts: [line], delivery_address: sitasAddress });
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({ status: 'error', message: 'Address not found' });
  });

  it('answers the coupon errors and creates no order', async () => {
    const line = await templateLine(sita);
    const inactive = await insertCoupon(t.db, { percentage: 25, active: false });
    const expired = await insertCoupon(t.db, { percentage: 20, expiresInDays: -1 });
    const none = await insertCoupon(t.db, { percentage: 0 });
    const cases: [string, number, string][] = [
      ['NOSUCHCODE', 404, 'Invalid coupon code'],
      [inactive, 400, 'This coupon is not active'],
      [expired, 400, 'This coupon has expired'],
      [none, 400, 'This coupon is not valid'],
    ];
    for (const [code, status, message] of cases) {
      const res = await initiate(sita, { carts: [line], coupon_code: code });
      expect(res.statusCode, code).toBe(status);
      expect(res.body).toEqual({ status: 'error', message });
    }
    expect(await t.db.select().from(orders).where(eq(orders.userId, sita.id))).toEqual([]);
  });

  it('answers 409 naming the size when it is out of stock, giving back what it had taken', async () => {
    const address = await insertAddress(t.db, sita.id, { primary: false });
    const ok = await productLine(sita, sizeM);
    const empty = await productLine(sita, sizeEmpty);
    const stockBefore = await stockOf(sizeM);
    const res = await initiate(sita, { carts: [ok, empty], delivery_address: address });
    expect(res.statusCode).toBe(409);
    expect(res.body).toEqual({
      status: 'error',
      message: `${await titleOf(whey.id)} (1 kg) is out of stock`,
    });
    expect(await stockOf(sizeM)).toBe(stockBefore);
    expect(await stockOf(sizeEmpty)).toBe(0);
  });

  it('answers 409 with what is left when the unit is more than the stock', async () => {
    const address = await insertAddress(t.db, sita.id, { primary: false });
    const line = await productLine(sita, sizeTwoLeft, 3);
    const res = await initiate(sita, { carts: [line], delivery_address: address });
    expect(res.statusCode).toBe(409);
    expect(res.body).toEqual({ status: 'error', message: `Only 2 left of ${await titleOf(whey.id)} (2 kg)` });
    expect(await stockOf(sizeTwoLeft)).toBe(2);
  });

  it('placing the same lines again replaces the earlier unpaid order and its hold on the stock', async () => {
    const last = await insertProduct(t.db, {
      title: `Last Belt ${randomUUID().slice(0, 6)}`,
      rates: [{ size: 'L', price: 200_000, stock: 1 }],
    });
    const [size] = await t.db.select().from(productRates).where(eq(productRates.productId, last.id));
    const address = await insertAddress(t.db, ram.id, { primary: false });
    const line = await insertCartLine(t.db, ram.id, {
      onModel: 'Product',
      modelId: last.id,
      productSizeId: size.id,
    });

    const first = await initiate(ram, { carts: [line], delivery_address: address });
    expect(first.statusCode).toBe(201);
    expect(await stockOf(size.id)).toBe(0);
    // Back to the cart, then Continue to Checkout again: the new order takes over the one unit.
    const second = await initiate(ram, { carts: [line], delivery_address: address });
    expect(second.statusCode).toBe(201);
    expect(await stockOf(size.id)).toBe(0);
    const [earlier] = await t.db.select().from(orders).where(eq(orders.id, first.body.order._id));
    expect(earlier).toMatchObject({ status: 'Cancelled', stockReleased: true });

    // An order whose payment has started is never replaced: its unit stays held.
    await t.db.update(orders).set({ status: 'Pending' }).where(eq(orders.id, second.body.order._id));
    const third = await initiate(ram, { carts: [line], delivery_address: address });
    expect(third.statusCode).toBe(409);
    expect(third.body.message).toBe(`${await titleOf(last.id)} (L) is out of stock`);
    expect(await stockOf(size.id)).toBe(0);
  });

  it('answers 409 with the line’s message when an item is no longer sold, reserving nothing', async () => {
    const gone = await insertTemplate(t.db, { title: `Retired Plan ${randomUUID().slice(0, 6)}` });
    const line = await insertCartLine(t.db, sita.id, { onModel: 'Template', modelId: gone.id });
    await t.db.update(templates).set({ published: false }).where(eq(templates.id, gone.id));
    const res = await initiate(sita, { carts: [line] });
    expect(res.statusCode).toBe(409);
    expect(res.body).toEqual({ status: 'error', message: 'This item is no longer available' });

    // A withdrawn product whose size still has stock: the stock it reserved is given back.
    const address = await insertAddress(t.db, sita.id, { primary: false });
    const shaker = await insertProduct(t.db, {
      title: `Shaker ${randomUUID().slice(0, 6)}`,
      rates: [{ size: 'One', price: 50_000, stock: 4 }],
    });
    const [rate] = await t.db.select().from(productRates).where(eq(productRates.productId, shaker.id));
    const shakerLine = await insertCartLine(t.db, sita.id, {
      onModel: 'Product',
      modelId: shaker.id,
      productSizeId: rate.id,
    });
    await t.db.update(products).set({ published: false }).where(eq(products.id, shaker.id));
    const withdrawn = await initiate(sita, { carts: [shakerLine], delivery_address: address });
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.body).toEqual({ status: 'error', message: 'This item is no longer available' });
    expect(await stockOf(rate.id)).toBe(4);
    expect(await t.db.select().from(orders).where(eq(orders.userId, sita.id))).toEqual([]);
  });
});

const titleOf = async (productId: string) =>
  (await t.db.select({ title: products.title }).from(products).where(eq(products.id, productId)))[0].title;

describe('GET /user/orders', () => {
  let lists: Buyer;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    lists = await buyer('Gita Rai');
    // Oldest first: Initiated, Pending, Active, Delivered, Cancelled, Failed, then two more Active.
    for (const status of [
      'Initiated',
      'Pending',
      'Active',
      'Delivered',
      'Cancelled',
      'Failed',
      'Active',
      'Active',
    ] as const) {
      const id = await insertOrderRow(t.db, lists.id, status);
      ids[`${status}-${Object.keys(ids).length}`] = id;
    }
  });

  const list = (query = '', who: Buyer = lists) => call('GET', `/user/orders${query}`, who);
  const statuses = (body: { orders: { status: string }[] }) => body.orders.map((o) => o.status);

  it('pages all of the caller’s orders, newest first, 5 per page', async () => {
    const first = await list();
    expect(first.statusCode).toBe(200);
    expect(first.body).toMatchObject({ status: 'success', currentPage: 1, totalPage: 2, totalDocuments: 8 });
    expect(statuses(first.body)).toEqual(['Active', 'Active', 'Failed', 'Cancelled', 'Delivered']);
    const second = await list('?page=2');
    expect(second.body).toMatchObject({ currentPage: 2, totalPage: 2, totalDocuments: 8 });
    expect(statuses(second.body)).toEqual(['Active', 'Pending', 'Initiated']);
    const big = await list('?sort=latest&resultsPerPage=50');
    expect(big.body.orders).toHaveLength(8);
    expect(big.body.orders.every((o: { user: { _id: string } }) => o.user._id === lists.id)).toBe(true);
  });

  it('maps the filters: active, pending (Initiated and Pending), delivered, cancelled, failed', async () => {
    expect(statuses((await list('?status=active')).body)).toEqual(['Active', 'Active', 'Active']);
    expect(statuses((await list('?status=pending')).body)).toEqual(['Pending', 'Initiated']);
    expect(statuses((await list('?status=delivered')).body)).toEqual(['Delivered']);
    const cancelled = await list('?status=cancelled');
    expect(statuses(cancelled.body)).toEqual(['Cancelled']);
    expect(cancelled.body).toMatchObject({ currentPage: 1, totalPage: 1, totalDocuments: 1 });
    const failed = await list('?status=failed');
    expect(failed.statusCode).toBe(200);
    expect(failed.body.orders.map((o: { _id: string; status: string }) => [o._id, o.status])).toEqual([
      [ids['Failed-5'], 'Failed'],
    ]);
    expect(failed.body).toMatchObject({ currentPage: 1, totalPage: 1, totalDocuments: 1 });
  });

  it('answers 400 for an unknown filter, sort or page size', async () => {
    for (const query of ['?status=paid', '?sort=oldest', '?resultsPerPage=51', '?page=0']) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.body.status).toBe('error');
    }
  });

  it('shows a user none of another user’s orders', async () => {
    const other = await buyer('Nobody Yet');
    const res = await list('', other);
    expect(res.body).toEqual({
      status: 'success',
      orders: [],
      currentPage: 1,
      totalPage: 1,
      totalDocuments: 0,
    });
  });

  it('answers 401 without a token', async () => {
    expect((await call('GET', '/user/orders')).statusCode).toBe(401);
  });
});

describe('GET /user/order/{id}', () => {
  it('returns the caller’s order as initiation returned it', async () => {
    const line = await templateLine(ram);
    const created = (await initiate(ram, { carts: [line] })).body.order;
    const res = await call('GET', `/user/order/${created._id}`, ram);
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: 'success', order: created });
  });

  it('answers 404 for another user’s order, an unknown id and a malformed one', async () => {
    const sitas = await insertOrderRow(t.db, sita.id, 'Active');
    for (const id of [sitas, randomUUID(), 'abc']) {
      const res = await call('GET', `/user/order/${id}`, ram);
      expect(res.statusCode).toBe(404);
      expect(res.body).toEqual({ status: 'error', message: 'Order not found' });
    }
  });

  it('answers 401 without a token', async () => {
    expect((await call('GET', `/user/order/${randomUUID()}`)).statusCode).toBe(401);
  });
});

describe('expiry', () => {
  it('cancels unpaid orders past expires_at and gives their stock back exactly once', async () => {
    const who = await buyer('Expiring Buyer');
    const address = await insertAddress(t.db, who.id);
    const start = await stockOf(sizeM);
    const place = async (unit: number) =>
      (await initiate(who, { carts: [await productLine(who, sizeM, unit)], delivery_address: address })).body
        .order._id as string;
    const initiated = await place(1);
    const pending = await place(2);
    const paid = await place(3);
    const fresh = await place(1);
    expect(await stockOf(sizeM)).toBe(start - 7);

    const past = new Date(Date.now() - 60_000);
    await t.db
      .update(orders)
      .set({ expiresAt: past })
      .where(inArray(orders.id, [initiated, pending, paid]));
    await t.db.update(orders).set({ status: 'Pending' }).where(eq(orders.id, pending));
    await t.db.update(orders).set({ status: 'Active' }).where(eq(orders.id, paid));

    expect(await expireOrders(t.db, new Date())).toBe(2);
    expect(await expireOrders(t.db, new Date())).toBe(0);

    // 1 + 2 back; the paid order's 3 and the unexpired order's 1 stay taken.
    expect(await stockOf(sizeM)).toBe(start - 4);
    const rows = await t.db
      .select({ id: orders.id, status: orders.status, released: orders.stockReleased })
      .from(orders)
      .where(inArray(orders.id, [initiated, pending, paid, fresh]));
    const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
    expect(byId[initiated]).toMatchObject({ status: 'Cancelled', released: true });
    expect(byId[pending]).toMatchObject({ status: 'Cancelled', released: true });
    expect(byId[paid]).toMatchObject({ status: 'Active', released: false });
    expect(byId[fresh]).toMatchObject({ status: 'Initiated', released: false });

    const cancelled = await call('GET', '/user/orders?status=cancelled', who);
    expect(cancelled.body.totalDocuments).toBe(2);
  });
});

describe('rate limit', () => {
  it('answers 429 after ORDER_RATE_LIMIT_MAX initiations a minute, counted per user', async () => {
    const busy = await buyer('Busy Buyer');
    const max = t.config.ORDER_RATE_LIMIT_MAX;
    for (let i = 0; i < max; i++)
      expect((await initiate(busy, { carts: [randomUUID()] })).statusCode).toBe(404);
    const limited = await initiate(busy, { carts: [randomUUID()] });
    expect(limited.statusCode).toBe(429);
    expect(limited.body.status).toBe('error');
    // Another user is not held back.
    const other = await buyer('Calm Buyer');
    expect((await initiate(other, { carts: [randomUUID()] })).statusCode).toBe(404);
  });
});
