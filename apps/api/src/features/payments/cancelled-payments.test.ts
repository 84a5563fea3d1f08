import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { orders } from '../../db/schema/orders';
import { payments, sandboxTransactions } from '../../db/schema/payments';
import {
  callApi,
  DELIVERED_ONCE,
  deliveryCounts,
  makePurchase,
  NOTHING_DELIVERED,
  orderRow,
  stockOf,
  testBrowser,
  type Purchase,
} from './payment-fixtures';
import { expireOrders } from '../../workflows/expire-orders';

/**
 * A payment the buyer cancels is not a dead end (decision 010): the order stays payable, its stock held, until
 * it expires, and the buyer is back on its payment page to pay by any method. Driven through the built-in
 * sandboxes over real HTTP, as a browser would: the API through app.inject, the browser's hops with fetch to the
 * listening server (APP_URL http://localhost:3000 mapped to it). Each purchase holds 2 units of a 2 kg size
 * whose stock was 20.
 */

const APP_URL = 'http://localhost:3000';
const FAILED = `${APP_URL}/checkout/failed`;
const paymentPage = (orderId: string) => `${APP_URL}/cart/checkout?order_id=${orderId}&payment=cancelled`;

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST', url: string, p: Purchase, payload?: unknown) =>
  callApi(t.app, method, url, p.buyer.token, payload);
const { browse, post, next } = testBrowser(() => t.app);

/** Presses one of a sandbox page's two buttons (a form post with its hidden fields): where it redirects. */
async function press(page: Response, button: 'Pay' | 'Cancel'): Promise<string> {
  expect(page.status).toBe(200);
  const html = await page.text();
  const form = [...html.matchAll(/<form method="post" action="([^"]*)">(.*?)<\/form>/gs)]
    .map((m) => ({
      action: m[1].replace(/&amp;/g, '&'),
      fields: Object.fromEntries(
        [...m[2].matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((f) => [f[1], f[2]]),
      ),
      button: /<button[^>]*>([^<]*)<\/button>/.exec(m[2])?.[1],
    }))
    .find((f) => f.button === button);
  expect(form).toBeDefined();
  return next(post(form!.action, form!.fields));
}

/** Starts paying the order with eSewa and opens eSewa's page (the signed form, posted). */
async function openEsewa(p: Purchase) {
  const res = await api('POST', '/payment/esewa/initiate', p, { order_id: p.orderId });
  expect(res.statusCode).toBe(200);
  const { action, fields } = res.body as { action: string; fields: Record<string, string> };
  return { fields, page: await post(action, fields) };
}

/** Starts paying the order with Khalti and opens Khalti's page. */
async function openKhalti(p: Purchase) {
  const res = await api('POST', '/payment/khalti/initiate', p, { order_id: p.orderId });
  expect(res.statusCode).toBe(200);
  const { payment_url, pidx } = res.body as { payment_url: string; pidx: string };
  return { pidx, page: await browse(payment_url) };
}

const orderJson = async (p: Purchase) => (await api('GET', `/user/order/${p.orderId}`, p)).body.order;
const attempts = (p: Purchase) =>
  t.db
    .select({ provider: payments.provider, status: payments.status, reference: payments.reference })
    .from(payments)
    .where(eq(payments.orderId, p.orderId))
    .orderBy(payments.createdAt);
const large = (p: Purchase) => stockOf(t.db, p.catalogue.sizes.large.id);

describe('a payment the buyer cancels', () => {
  it('at eSewa: back on the same order’s payment page, still payable with its stock held; Khalti then pays it once', async () => {
    const p = await makePurchase(t.app);
    expect(await large(p)).toBe(18);

    const esewa = await openEsewa(p);
    const failureReturn = await press(esewa.page, 'Cancel');
    expect(failureReturn).toBe(esewa.fields.failure_url);
    expect(await next(browse(failureReturn))).toBe(paymentPage(p.orderId));

    // Payable: Initiated again, the stock still held, nothing delivered.
    const order = await orderJson(p);
    expect(order.status).toBe('Initiated');
    expect(new Date(order.expires_at).getTime()).toBeGreaterThan(Date.now());
    expect(await orderRow(t.db, p.orderId)).toMatchObject({ stockReleased: false });
    expect(await large(p)).toBe(18);
    expect(await deliveryCounts(t.db, p)).toMatchObject(NOTHING_DELIVERED);

    // A new attempt on the same order, with another provider.
    const khalti = await openKhalti(p);
    expect((await orderJson(p)).status).toBe('Pending');
    const khaltiReturn = await press(khalti.page, 'Pay');
    const confirmed = await next(browse(khaltiReturn));
    const { identifier } = await orderRow(t.db, p.orderId);
    expect(confirmed).toBe(
      `${APP_URL}/checkout/confirmed?PRN=${identifier}-2&AMT=${order.total_amount}&order_id=${p.orderId}`,
    );

    // Replays of both returns, some at once, deliver nothing more.
    const replays = await Promise.all([1, 2, 3].map(() => next(browse(khaltiReturn))));
    expect(new Set(replays)).toEqual(new Set([confirmed]));
    expect(await next(browse(failureReturn))).toContain('/checkout/confirmed?');

    expect((await orderJson(p)).status).toBe('Active');
    expect(await deliveryCounts(t.db, p)).toEqual(DELIVERED_ONCE);
    expect(await large(p)).toBe(18);
    expect(await attempts(p)).toEqual([
      { provider: 'esewa', status: 'Cancelled', reference: `${identifier}-1` },
      { provider: 'khalti', status: 'Completed', reference: `${identifier}-2` },
    ]);
  });

  it('at Khalti: back on the same order’s payment page, still payable with its stock held; eSewa then pays it once', async () => {
    const p = await makePurchase(t.app);
    const khalti = await openKhalti(p);
    const khaltiReturn = await press(khalti.page, 'Cancel');
    expect(new URL(khaltiReturn).searchParams.get('status')).toBe('User canceled');
    expect(await next(browse(khaltiReturn))).toBe(paymentPage(p.orderId));
    // Reloading the return answers the same.
    expect(await next(browse(khaltiReturn))).toBe(paymentPage(p.orderId));

    expect((await orderJson(p)).status).toBe('Initiated');
    expect(await orderRow(t.db, p.orderId)).toMatchObject({ stockReleased: false });
    expect(await large(p)).toBe(18);
    expect(await deliveryCounts(t.db, p)).toMatchObject(NOTHING_DELIVERED);
    // The orders list shows it as pending, never as failed.
    expect(
      (await api('GET', '/user/orders?status=pending', p)).body.orders.map((o: { _id: string }) => o._id),
    ).toEqual([p.orderId]);
    expect((await api('GET', '/user/orders?status=failed', p)).body.orders).toEqual([]);

    const esewa = await openEsewa(p);
    const successReturn = await press(esewa.page, 'Pay');
    expect(successReturn.startsWith(`${esewa.fields.success_url}?data=`)).toBe(true);
    const confirmed = await next(browse(successReturn));
    expect(confirmed).toContain(`/checkout/confirmed?PRN=${esewa.fields.transaction_uuid}&`);
    await Promise.all([next(browse(successReturn)), next(browse(successReturn)), next(browse(khaltiReturn))]);

    expect((await orderJson(p)).status).toBe('Active');
    expect(await deliveryCounts(t.db, p)).toEqual(DELIVERED_ONCE);
    expect(await large(p)).toBe(18);
    expect((await attempts(p)).map((a) => [a.provider, a.status])).toEqual([
      ['khalti', 'Cancelled'],
      ['esewa', 'Completed'],
    ]);
  });

  it('and then lets the order expire: the expiry job cancels it and gives its stock back once', async () => {
    const p = await makePurchase(t.app);
    const khalti = await openKhalti(p);
    const khaltiReturn = await press(khalti.page, 'Cancel');
    expect(await next(browse(khaltiReturn))).toBe(paymentPage(p.orderId));
    expect(await large(p)).toBe(18);

    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, p.orderId));
    expect(await expireOrders(t.db)).toBeGreaterThanOrEqual(1);
    expect(await expireOrders(t.db)).toBe(0);

    expect((await orderJson(p)).status).toBe('Cancelled');
    expect(await orderRow(t.db, p.orderId)).toMatchObject({ stockReleased: true });
    expect(await large(p)).toBe(20);
    // No longer payable: a new attempt is refused, and the cancelled return now leads to ORDER FAILED!!.
    const again = await api('POST', '/payment/esewa/initiate', p, { order_id: p.orderId });
    expect(again).toEqual({
      statusCode: 409,
      body: { status: 'error', message: 'This order can no longer be paid' },
    });
    expect(await next(browse(khaltiReturn))).toBe(`${FAILED}?order_id=${p.orderId}`);
    expect(await large(p)).toBe(20);
    expect(await deliveryCounts(t.db, p)).toMatchObject(NOTHING_DELIVERED);
  });
});

describe('a payment the provider fails', () => {
  it('still fails the order, releases its stock and lands on ORDER FAILED!! for that order', async () => {
    const p = await makePurchase(t.app);
    const { pidx } = await openKhalti(p);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, p.orderId));
    // Khalti's books say the payment failed (its lookup answers status Failed).
    await t.db
      .update(sandboxTransactions)
      .set({ status: 'Failed' })
      .where(and(eq(sandboxTransactions.provider, 'khalti'), eq(sandboxTransactions.reference, pidx)));
    const khaltiReturn = new URL(`${APP_URL}/api/v1/payment/khalti/return/${p.buyer.id}/${p.orderId}`);
    for (const [k, v] of Object.entries({
      pidx,
      status: 'Failed',
      transaction_id: '',
      amount: String(payment.amount),
      total_amount: String(payment.amount),
      purchase_order_id: payment.reference,
    }))
      khaltiReturn.searchParams.append(k, v);

    expect(await next(browse(khaltiReturn.toString()))).toBe(`${FAILED}?order_id=${p.orderId}`);
    expect((await orderJson(p)).status).toBe('Failed');
    expect(await orderRow(t.db, p.orderId)).toMatchObject({ stockReleased: true });
    expect(await large(p)).toBe(20);
    expect(await attempts(p)).toEqual([
      { provider: 'khalti', status: 'Failed', reference: payment.reference },
    ]);
    expect(await deliveryCounts(t.db, p)).toMatchObject(NOTHING_DELIVERED);
    // A failed order cannot be paid again; the orders list finds it under failed.
    const again = await api('POST', '/payment/esewa/initiate', p, { order_id: p.orderId });
    expect(again.statusCode).toBe(409);
    const failed = await api('GET', '/user/orders?status=failed', p);
    expect(failed.statusCode).toBe(200);
    expect(failed.body.orders.map((o: { _id: string; status: string }) => [o._id, o.status])).toEqual([
      [p.orderId, 'Failed'],
    ]);
  });
});
