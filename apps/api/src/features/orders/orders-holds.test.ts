import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unpaidUnitsCapMessage, unpaidValueCapMessage } from '@oxstrength/shared/constants';
import { auth, createTestApp } from '../../../test/test-app';
import { loadConfig } from '../../config/env';
import { orderLines, orders } from '../../db/schema/orders';
import { productRates } from '../../db/schema/products';
import { insertProduct } from '../products/product-fixtures';
import { makeUser } from '../trainers/trainer-fixtures';
import { insertAddress, insertCartLine, insertCoupon } from './order-fixtures';

/**
 * What one buyer's unpaid orders may hold (decision 009): initiations of one buyer take turns, so placing the
 * same lines again replaces the earlier order even when the requests arrive together, and the caps on units
 * per size and on value hold across all of the buyer's unpaid orders. Runs on PGlite and on PostgreSQL (where
 * the parallel requests really run side by side).
 */

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  // Defaults for the caps (10 units per size, Rs. 2,00,000); the rate limit out of the way of 20 requests.
  t = await createTestApp({ ORDER_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t?.close());

interface Buyer {
  id: string;
  token: string;
  address: string;
}

async function buyer(): Promise<Buyer> {
  const user = await makeUser(t.db, { name: 'Hold Buyer' });
  return { id: user.id, token: t.app.issueToken(user), address: await insertAddress(t.db, user.id) };
}

/** A product with one size per rate; returns the size ids in the same order and the product's title. */
async function product(rates: { size: string; price: number; stock: number }[]) {
  const title = `Hold Whey ${randomUUID().slice(0, 6)}`;
  const p = await insertProduct(t.db, { title, rates });
  const rows = await t.db.select().from(productRates).where(eq(productRates.productId, p.id));
  return { id: p.id, title, sizes: rates.map((r) => rows.find((x) => x.size === r.size)!.id) };
}

const line = (who: Buyer, productId: string, sizeId: string, unit: number) =>
  insertCartLine(t.db, who.id, { onModel: 'Product', modelId: productId, productSizeId: sizeId, unit });

const initiate = async (who: Buyer, carts: string[], extra: Record<string, unknown> = {}) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/order/initiate',
    headers: auth(who.token),
    payload: { carts, delivery_address: who.address, ...extra },
  });
  return { statusCode: res.statusCode, body: res.json() };
};

/** The buyer's orders awaiting payment, as the orders page lists them (filter "pending"). */
const pendingOrders = async (who: Buyer) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/user/orders?status=pending&resultsPerPage=50',
    headers: auth(who.token),
  });
  expect(res.statusCode).toBe(200);
  return res.json().orders as {
    _id: string;
    status: string;
    total_amount: number;
    carts: { unit: number }[];
  }[];
};

const stockOf = async (sizeId: string) =>
  (await t.db.select({ stock: productRates.stock }).from(productRates).where(eq(productRates.id, sizeId)))[0]
    .stock;

describe('parallel initiations of the same lines by one buyer', () => {
  it('leave exactly one unpaid order, and the size holds only its units', async () => {
    const who = await buyer();
    const whey = await product([{ size: '2 kg', price: 800_000, stock: 5 }]);
    const [size] = whey.sizes;
    const cart = await line(who, whey.id, size, 1);

    const replies = await Promise.all(Array.from({ length: 20 }, () => initiate(who, [cart])));

    // Each request either placed an order (replaced by a later one, but one) or was refused with a reason.
    for (const r of replies) {
      expect([201, 409]).toContain(r.statusCode);
      if (r.statusCode === 409) expect(r.body).toEqual({ status: 'error', message: expect.any(String) });
    }
    const placed = replies.filter((r) => r.statusCode === 201).map((r) => r.body.order._id as string);
    expect(placed.length).toBeGreaterThanOrEqual(1);

    const unpaid = await pendingOrders(who);
    expect(unpaid).toHaveLength(1);
    expect(unpaid[0].status).toBe('Initiated');
    expect(placed).toContain(unpaid[0]._id);
    expect(unpaid[0].carts.map((c) => c.unit)).toEqual([1]);
    // The size holds the remaining order's unit and nothing more.
    expect(await stockOf(size)).toBe(5 - 1);

    // Every other order placed is cancelled and gave its unit back.
    const others = await t.db
      .select({ status: orders.status, released: orders.stockReleased })
      .from(orders)
      .where(
        and(
          eq(orders.userId, who.id),
          inArray(
            orders.id,
            placed.filter((id) => id !== unpaid[0]._id),
          ),
        ),
      );
    expect(others).toHaveLength(placed.length - 1);
    expect(others.every((o) => o.status === 'Cancelled' && o.released)).toBe(true);
  });

  it('hold under the caps too: 20 parallel orders of different lines of one size stop at 10 units', async () => {
    const who = await buyer();
    const whey = await product([{ size: '1 kg', price: 100_000, stock: 100 }]);
    const [size] = whey.sizes;
    const carts = await Promise.all(Array.from({ length: 20 }, () => line(who, whey.id, size, 1)));

    const replies = await Promise.all(carts.map((c) => initiate(who, [c])));

    const counts: Record<number, number> = {};
    for (const r of replies) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
    expect(counts).toEqual({ 201: 10, 409: 10 });
    const item = `${whey.title} (1 kg)`;
    const refusals = replies.filter((r) => r.statusCode === 409).map((r) => r.body);
    for (const body of refusals)
      expect(body).toEqual({ status: 'error', message: unpaidUnitsCapMessage(item, 10, 10) });
    expect(await pendingOrders(who)).toHaveLength(10);
    expect(await stockOf(size)).toBe(90);
  });
});

describe('caps on what one buyer’s unpaid orders hold', () => {
  it('refuses more than 10 units of one size across unpaid orders, with the reason, reserving nothing', async () => {
    const who = await buyer();
    const whey = await product([
      { size: '1 kg', price: 100_000, stock: 50 },
      { size: '2 kg', price: 150_000, stock: 50 },
    ]);
    const [small, large] = whey.sizes;
    const item = `${whey.title} (1 kg)`;

    // One order of 11: refused by itself.
    const eleven = await initiate(who, [await line(who, whey.id, small, 11)]);
    expect(eleven).toEqual({
      statusCode: 409,
      body: { status: 'error', message: unpaidUnitsCapMessage(item, 10, 0) },
    });
    expect(await stockOf(small)).toBe(50);

    // 6 held, then 5 more of the same size in another order: refused, naming what is already held.
    const six = await line(who, whey.id, small, 6);
    expect((await initiate(who, [six])).statusCode).toBe(201);
    const five = await line(who, whey.id, small, 5);
    const refused = await initiate(who, [five]);
    expect(refused).toEqual({
      statusCode: 409,
      body: { status: 'error', message: unpaidUnitsCapMessage(item, 10, 6) },
    });
    expect(refused.body.message).toBe(
      `Your unpaid orders already hold 6 of ${item}, and at most 10 can wait for payment at a time. ` +
        'Complete the payment of an earlier order, or wait until it expires, then try again.',
    );
    expect(await stockOf(small)).toBe(44);

    // Another size is counted on its own; exactly 10 of one size is allowed.
    const otherSize = await initiate(who, [await line(who, whey.id, large, 10)]);
    expect(otherSize.statusCode).toBe(201);
    const four = await line(who, whey.id, small, 4);
    expect((await initiate(who, [four])).statusCode).toBe(201);
    expect(await stockOf(small)).toBe(40);

    // Placing the same lines again replaces that order: its own units do not count against it.
    expect((await initiate(who, [four])).statusCode).toBe(201);
    expect(await stockOf(small)).toBe(40);

    // An order whose payment has started still holds its units.
    const [sixOrder] = (await pendingOrders(who)).filter((o) => o.carts[0].unit === 6);
    await t.db.update(orders).set({ status: 'Pending' }).where(eq(orders.id, sixOrder._id));
    const one = await initiate(who, [await line(who, whey.id, small, 1)]);
    expect(one.body).toEqual({ status: 'error', message: unpaidUnitsCapMessage(item, 10, 10) });

    // Once an order is paid, expired or failed, its units no longer count.
    await t.db.update(orders).set({ status: 'Active' }).where(eq(orders.id, sixOrder._id));
    expect((await initiate(who, [await line(who, whey.id, small, 6)])).statusCode).toBe(201);

    // Another buyer is not held back by this one's orders.
    const other = await buyer();
    expect((await initiate(other, [await line(other, whey.id, small, 10)])).statusCode).toBe(201);
  });

  it('refuses unpaid orders worth more than Rs. 2,00,000 together, with the reason, reserving nothing', async () => {
    const who = await buyer();
    // Rs. 60,000 a unit.
    const rack = await product([
      { size: 'Standard', price: 6_000_000, stock: 20 },
      { size: 'Pro', price: 6_000_000, stock: 20 },
    ]);
    const [standard, pro] = rack.sizes;

    // One order of Rs. 2,40,000: refused by itself.
    const four = await initiate(who, [await line(who, rack.id, standard, 4)]);
    expect(four).toEqual({
      statusCode: 409,
      body: { status: 'error', message: unpaidValueCapMessage('Rs. 2,00,000', null) },
    });
    expect(four.body.message).toBe(
      'Orders waiting for payment can come to at most Rs. 2,00,000. Please order fewer items now, and the rest ' +
        'once this order is paid.',
    );
    expect(await stockOf(standard)).toBe(20);

    // Rs. 1,80,000 held; Rs. 60,000 more is refused, naming what is held; a coupon counts (what is to be paid).
    expect((await initiate(who, [await line(who, rack.id, standard, 3)])).statusCode).toBe(201);
    const more = await line(who, rack.id, pro, 1);
    const refused = await initiate(who, [more]);
    expect(refused).toEqual({
      statusCode: 409,
      body: { status: 'error', message: unpaidValueCapMessage('Rs. 2,00,000', 'Rs. 1,80,000') },
    });
    expect(refused.body.message).toBe(
      'Your unpaid orders already come to Rs. 1,80,000, and orders waiting for payment can come to at most ' +
        'Rs. 2,00,000 in all. Complete the payment of an earlier order, or wait until it expires, then try again.',
    );
    expect(await stockOf(pro)).toBe(20);
    // 67 % off: Rs. 19,800, which fits (Rs. 1,99,800).
    const code = await insertCoupon(t.db, { percentage: 67 });
    const discounted = await initiate(who, [more], { coupon_code: code });
    expect(discounted.statusCode).toBe(201);
    expect(discounted.body.order.total_amount).toBe(19_800);
    expect((await pendingOrders(who)).reduce((sum, o) => sum + o.total_amount, 0)).toBe(199_800);
    expect(await stockOf(pro)).toBe(19);
  });

  it('reads its limits from UNPAID_HOLD_MAX_UNITS and UNPAID_HOLD_MAX_VALUE', async () => {
    const small = await createTestApp({ UNPAID_HOLD_MAX_UNITS: '2', UNPAID_HOLD_MAX_VALUE: '5000' });
    try {
      expect(small.config).toMatchObject({ UNPAID_HOLD_MAX_UNITS: 2, UNPAID_HOLD_MAX_VALUE: 5000 });
      const user = await makeUser(small.db, { name: 'Small Cap Buyer' });
      const token = small.app.issueToken(user);
      const address = await insertAddress(small.db, user.id);
      const title = `Cap Bar ${randomUUID().slice(0, 6)}`;
      const bar = await insertProduct(small.db, {
        title,
        rates: [{ size: 'Box', price: 200_000, stock: 10 }],
      });
      const [size] = await small.db.select().from(productRates).where(eq(productRates.productId, bar.id));
      const place = async (unit: number) => {
        const cart = await insertCartLine(small.db, user.id, {
          onModel: 'Product',
          modelId: bar.id,
          productSizeId: size.id,
          unit,
        });
        const res = await small.app.inject({
          method: 'POST',
          url: '/api/v1/order/initiate',
          headers: auth(token),
          payload: { carts: [cart], delivery_address: address },
        });
        return { statusCode: res.statusCode, body: res.json() };
      };
      expect((await place(3)).body.message).toBe(unpaidUnitsCapMessage(`${title} (Box)`, 2, 0));
      expect((await place(2)).statusCode).toBe(201);
      const [held] = await small.db
        .select({ unit: orderLines.unit })
        .from(orderLines)
        .where(eq(orderLines.productSizeId, size.id));
      expect(held.unit).toBe(2);
      // Rs. 2,000 a unit: Rs. 4,000 held, Rs. 2,000 more passes Rs. 5,000 (units checked on another size).
      const other = await insertProduct(small.db, {
        title: `${title} B`,
        rates: [{ size: 'Box', price: 200_000 }],
      });
      const [otherSize] = await small.db
        .select()
        .from(productRates)
        .where(eq(productRates.productId, other.id));
      const cart = await insertCartLine(small.db, user.id, {
        onModel: 'Product',
        modelId: other.id,
        productSizeId: otherSize.id,
        unit: 1,
      });
      const res = await small.app.inject({
        method: 'POST',
        url: '/api/v1/order/initiate',
        headers: auth(token),
        payload: { carts: [cart], delivery_address: address },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(unpaidValueCapMessage('Rs. 5,000', 'Rs. 4,000'));
    } finally {
      await small.close();
    }
  });

  it('rejects caps that are not positive whole numbers', () => {
    expect(() => loadConfig({ UNPAID_HOLD_MAX_UNITS: '0' })).toThrow(/UNPAID_HOLD_MAX_UNITS/);
    expect(() => loadConfig({ UNPAID_HOLD_MAX_VALUE: 'lots' })).toThrow(/UNPAID_HOLD_MAX_VALUE/);
    expect(() => loadConfig({ UNPAID_HOLD_MAX_VALUE: '1500.5' })).toThrow(/UNPAID_HOLD_MAX_VALUE/);
  });
});
