import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { payments, sandboxTransactions } from '../../db/schema/payments';
import { subscriptions } from '../../db/schema/subscriptions';
import { selfUrl } from '../../lib/self-url';
import { khaltiProvider } from './providers/khalti';
import { orderOfPayment } from './payment-orders';
import { insertTemplate } from '../templates/template-fixtures';
import { callApi, newBuyer, templateOrder, type Buyer } from './payment-fixtures';

/**
 * Khalti ePayment v2 through the built-in sandbox, over real HTTP: the API initiates and looks up on the
 * sandbox like on khalti.com, and the browser's hops (payment page, Pay / Cancel, the return) are plain HTTP
 * requests to the listening server.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let base: string;
let template: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = selfUrl(t.app);
  template = await insertTemplate(t.db, {
    title: `Khalti Strength ${randomUUID().slice(0, 6)}`,
    price: 150_000,
  });
});
afterAll(() => t.close());

const buyer = () => newBuyer(t.app);
const api = (method: 'GET' | 'POST', url: string, who?: Buyer, payload?: unknown) =>
  callApi(t.app, method, url, who?.token, payload);

/** A template order of Rs. 1,500 for the buyer. */
const orderFor = (who: Buyer) => templateOrder(t.app, who, template.id);

/** The browser: a request to an absolute URL of this site (APP_URL) served by the listening server. */
const browse = (url: string, init: RequestInit = {}) => {
  const u = new URL(url, t.config.APP_URL);
  return fetch(`${base}${u.pathname}${u.search}`, { redirect: 'manual', ...init });
};

/** Opens the payment page and presses a button: where Khalti sends the browser back. */
async function press(paymentUrl: string, button: 'Pay' | 'Cancel'): Promise<string> {
  const page = await browse(paymentUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const buttons = [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);
  expect(buttons).toEqual(['Cancel', 'Pay']);
  expect(html).not.toMatch(/<script/i);
  const form = new RegExp(`<form method="post" action="([^"]+)">(?:(?!</form>).)*>${button}</button>`).exec(
    html,
  );
  expect(form).not.toBeNull();
  const res = await browse(form![1], {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  expect(res.status).toBe(302);
  return res.headers.get('location')!;
}

/** Follows a redirect to our return route: where the API sends the browser next. */
async function land(location: string): Promise<string> {
  const res = await browse(location);
  expect(res.status).toBe(302);
  return res.headers.get('location')!;
}

const CONFIRMED = 'http://localhost:3000/checkout/confirmed';
const FAILED = 'http://localhost:3000/checkout/failed';

const orderStatus = async (who: Buyer, orderId: string) =>
  (await api('GET', `/user/order/${orderId}`, who)).body.order.status;
const deliveries = async (orderId: string) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.orderId, orderId))).length;

async function initiate(who: Buyer, orderId: string) {
  const res = await api('POST', '/payment/khalti/initiate', who, { order_id: orderId });
  expect(res.statusCode).toBe(200);
  return res.body as { status: string; payment_url: string; pidx: string };
}

const sandboxCall = (path: string, body: unknown, key: string | null = t.config.payments.khalti.secretKey) =>
  fetch(`${base}/sandbox/khalti/api/v2/epayment/${path}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key === null ? {} : { authorization: `Key ${key}` }) },
    body: JSON.stringify(body),
  });

describe('POST /payment/khalti/initiate', () => {
  it('needs sign-in', async () => {
    const res = await api('POST', '/payment/khalti/initiate', undefined, { order_id: randomUUID() });
    expect(res.statusCode).toBe(401);
  });

  it("answers 404 for another user's order and for a missing one", async () => {
    const owner = await buyer();
    const other = await buyer();
    const orderId = await orderFor(owner);
    for (const id of [orderId, randomUUID(), 'not-an-id']) {
      const res = await api('POST', '/payment/khalti/initiate', other, { order_id: id });
      expect(res.statusCode).toBe(404);
      expect(res.body).toEqual({ status: 'error', message: 'Order not found' });
    }
    expect(await orderStatus(owner, orderId)).toBe('Initiated');
  });

  it('requires order_id', async () => {
    const res = await api('POST', '/payment/khalti/initiate', await buyer(), {});
    expect(res.statusCode).toBe(422);
    expect(res.body.errors.order_id).toBe('order_id is required');
  });

  it('starts a Khalti payment: payment_url on the sandbox, the pidx stored, the order Pending', async () => {
    const who = await buyer();
    const orderId = await orderFor(who);
    const body = await initiate(who, orderId);
    expect(body.status).toBe('success');
    expect(body.payment_url).toBe(`http://localhost:3000/sandbox/khalti/pay/${body.pidx}`);
    expect(body.pidx).toMatch(/^[A-Za-z0-9]{22}$/);
    expect(await orderStatus(who, orderId)).toBe('Pending');

    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment).toMatchObject({
      provider: 'khalti',
      status: 'Started',
      providerRef: body.pidx,
      amount: 150_000,
    });
    const [txn] = await t.db
      .select()
      .from(sandboxTransactions)
      .where(and(eq(sandboxTransactions.provider, 'khalti'), eq(sandboxTransactions.reference, body.pidx)));
    expect(txn).toMatchObject({ amount: 150_000, status: 'Initiated' });
    expect(txn.data).toMatchObject({
      purchase_order_id: payment.reference,
      return_url: `http://localhost:3000/api/v1/payment/khalti/return/${who.id}/${orderId}`,
      website_url: 'http://localhost:3000',
    });

    // Khalti's own lookup of a fresh payment.
    const lookup = await sandboxCall('lookup', { pidx: body.pidx });
    expect(lookup.status).toBe(200);
    expect(await lookup.json()).toEqual({
      pidx: body.pidx,
      total_amount: 150_000,
      status: 'Initiated',
      transaction_id: null,
      fee: 0,
      refunded: false,
    });
  });

  it('answers 409 for an order already paid', async () => {
    const who = await buyer();
    const orderId = await orderFor(who);
    const { payment_url } = await initiate(who, orderId);
    await land(await press(payment_url, 'Pay'));
    const res = await api('POST', '/payment/khalti/initiate', who, { order_id: orderId });
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe('This order has already been paid');
  });
});

describe('the Khalti sandbox API', () => {
  const valid = {
    return_url: 'http://localhost:3000/return',
    website_url: 'http://localhost:3000',
    amount: 1300,
    purchase_order_id: 'test12',
    purchase_order_name: 'test',
  };

  it('refuses a missing or wrong key like Khalti', async () => {
    const none = await sandboxCall('initiate', valid, null);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({
      detail: 'Authentication credentials were not provided.',
      status_code: 401,
    });
    const wrong = await sandboxCall('initiate', valid, 'live_secret_key_wrong');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ detail: 'Invalid token.', status_code: 401 });
    const lookup = await sandboxCall('lookup', { pidx: 'x' }, 'live_secret_key_wrong');
    expect(lookup.status).toBe(401);
  });

  it('validates like Khalti', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ ...valid, amount: 999 }, { amount: ['Amount should be greater than Rs. 10, that is 1000 paisa.'] }],
      [{ ...valid, amount: 'ten' }, { amount: ['A valid integer is required.'] }],
      [{ ...valid, return_url: '' }, { return_url: ['This field may not be blank.'] }],
      [{ ...valid, website_url: 'not a url' }, { website_url: ['Enter a valid URL.'] }],
      [{ ...valid, purchase_order_id: ' ' }, { purchase_order_id: ['This field may not be blank.'] }],
      [{ ...valid, purchase_order_name: undefined }, { purchase_order_name: ['This field is required.'] }],
      [
        {
          ...valid,
          amount_breakdown: [
            { label: 'Mark Price', amount: 1000 },
            { label: 'VAT', amount: 200 },
          ],
        },
        { amount: ['Amount Breakdown mismatch.'] },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await sandboxCall('initiate', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ ...errors, error_key: 'validation_error' });
    }
    const ok = await sandboxCall('initiate', { ...valid, amount: '1300' });
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['expires_at', 'expires_in', 'payment_url', 'pidx']);
    expect(body.expires_in).toBe(1800);
    expect(body.expires_at).toMatch(/\+05:45$/);
  });

  it('answers an unknown pidx with Not found', async () => {
    const res = await sandboxCall('lookup', { pidx: 'NoSuchPidx' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: 'Not found.', error_key: 'validation_error' });
  });
});

describe('the round trip through the sandbox', () => {
  it('Pay → return → the order Active, delivered once; replaying the return changes nothing', async () => {
    const who = await buyer();
    const orderId = await orderFor(who);
    const { payment_url, pidx } = await initiate(who, orderId);

    const back = await press(payment_url, 'Pay');
    const returned = new URL(back);
    expect(`${returned.origin}${returned.pathname}`).toBe(
      `http://localhost:3000/api/v1/payment/khalti/return/${who.id}/${orderId}`,
    );
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    const q = Object.fromEntries(returned.searchParams);
    expect(q).toMatchObject({
      pidx,
      status: 'Completed',
      amount: '150000',
      total_amount: '150000',
      purchase_order_id: payment.reference,
      purchase_order_name: expect.stringContaining('OxStrength order'),
      mobile: '98XXXXX001',
    });
    expect(q.transaction_id).toMatch(/^[A-Za-z0-9]{22}$/);
    expect(q.tidx).toBe(q.transaction_id);

    const next = await land(back);
    expect(next).toBe(`${CONFIRMED}?PRN=${payment.reference}&AMT=1500&order_id=${orderId}`);
    expect(await orderStatus(who, orderId)).toBe('Active');
    expect(await deliveries(orderId)).toBe(1);

    // The browser reloads the return, and twice at once: still one delivery, still confirmed.
    const again = await Promise.all([land(back), land(back), land(back)]);
    expect(new Set(again)).toEqual(new Set([next]));
    expect(await deliveries(orderId)).toBe(1);
    // The payment page is spent; pressing Pay again (a stale tab) only sends the browser back the same way.
    expect((await browse(payment_url)).status).toBe(409);
    const stale = await browse(`${payment_url}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(stale.headers.get('location')).toBe(back);
    expect(await land(back)).toBe(next);
    expect(await deliveries(orderId)).toBe(1);

    const lookup = await (await sandboxCall('lookup', { pidx })).json();
    expect(lookup).toMatchObject({
      status: 'Completed',
      total_amount: 150_000,
      transaction_id: q.transaction_id,
    });
    const [settled] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(settled.status).toBe('Completed');
  });

  it('Cancel → back to the payment page of the same order, which stays payable; nothing delivered', async () => {
    const who = await buyer();
    const orderId = await orderFor(who);
    const { payment_url, pidx } = await initiate(who, orderId);
    const back = await press(payment_url, 'Cancel');
    const q = Object.fromEntries(new URL(back).searchParams);
    expect(q).toMatchObject({ pidx, status: 'User canceled', transaction_id: '', tidx: '', mobile: '' });
    expect(await land(back)).toBe(
      `http://localhost:3000/cart/checkout?order_id=${orderId}&payment=cancelled`,
    );
    expect(await orderStatus(who, orderId)).toBe('Initiated');
    expect(await deliveries(orderId)).toBe(0);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment).toMatchObject({ status: 'Cancelled', failureReason: 'Khalti: User canceled' });

    const lookup = await sandboxCall('lookup', { pidx });
    expect(lookup.status).toBe(400);
    expect(await lookup.json()).toMatchObject({ pidx, status: 'User canceled', transaction_id: null });
  });
});

describe('forged returns deliver nothing', () => {
  it('status=Completed in the query while the lookup says Initiated', async () => {
    const who = await buyer();
    const orderId = await orderFor(who);
    const { pidx } = await initiate(who, orderId);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    const forged = new URL(`http://localhost:3000/api/v1/payment/khalti/return/${who.id}/${orderId}`);
    for (const [k, v] of Object.entries({
      pidx,
      status: 'Completed',
      transaction_id: 'FakeTxn',
      tidx: 'FakeTxn',
      amount: '150000',
      total_amount: '150000',
      mobile: '98XXXXX001',
      purchase_order_id: payment.reference,
      purchase_order_name: 'x',
    }))
      forged.searchParams.append(k, v);
    expect(await land(forged.toString())).toBe(FAILED);
    expect(await orderStatus(who, orderId)).toBe('Pending');
    expect(await deliveries(orderId)).toBe(0);
    const [after] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after.status).toBe('Started');
  });

  it("a paid pidx of another order, replayed on this order's return", async () => {
    const payer = await buyer();
    const paidOrder = await orderFor(payer);
    const paid = await initiate(payer, paidOrder);
    const paidBack = await press(paid.payment_url, 'Pay');
    expect(await land(paidBack)).toContain('/checkout/confirmed');

    const victim = await buyer();
    const otherOrder = await orderFor(victim);
    await initiate(victim, otherOrder);
    const forged = new URL(paidBack);
    forged.pathname = `/api/v1/payment/khalti/return/${victim.id}/${otherOrder}`;
    expect(await land(forged.toString())).toBe(FAILED);
    // The same pidx with this order's own reference: the pidx is not this payment's.
    const [own] = await t.db.select().from(payments).where(eq(payments.orderId, otherOrder));
    forged.searchParams.set('purchase_order_id', own.reference);
    expect(await land(forged.toString())).toBe(FAILED);
    expect(await orderStatus(victim, otherOrder)).toBe('Pending');
    expect(await deliveries(otherOrder)).toBe(0);
    expect(await deliveries(paidOrder)).toBe(1);
  });

  it('a lookup with another amount', async () => {
    const who = await buyer();
    const orderId = await orderFor(who);
    const { payment_url, pidx } = await initiate(who, orderId);
    const back = await press(payment_url, 'Pay');
    // Khalti's books say less was paid than the order asked.
    await t.db
      .update(sandboxTransactions)
      .set({ amount: 1000 })
      .where(and(eq(sandboxTransactions.provider, 'khalti'), eq(sandboxTransactions.reference, pidx)));
    expect(await land(back)).toBe(`${FAILED}?order_id=${orderId}`);
    expect(await orderStatus(who, orderId)).not.toBe('Active');
    expect(await deliveries(orderId)).toBe(0);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment.status).toBe('Failed');
  });

  it('a return without a pidx', async () => {
    const who = await buyer();
    const orderId = await orderFor(who);
    await initiate(who, orderId);
    expect(
      await land(`http://localhost:3000/api/v1/payment/khalti/return/${who.id}/${orderId}?status=Completed`),
    ).toBe(FAILED);
    expect(await deliveries(orderId)).toBe(0);
  });
});

describe('the Khalti provider status (recovery)', () => {
  it('asks the lookup by pidx', async () => {
    const who = await buyer();
    const orderId = await orderFor(who);
    const { payment_url } = await initiate(who, orderId);
    const load = async () => (await t.db.select().from(payments).where(eq(payments.orderId, orderId)))[0];
    const payment = await load();
    const order = (await orderOfPayment(t.db, payment))!;
    expect(await khaltiProvider.status(t.app, payment, order)).toMatchObject({ state: 'pending' });
    await press(payment_url, 'Pay');
    expect(await khaltiProvider.status(t.app, payment, order)).toMatchObject({
      state: 'completed',
      amount: 150_000,
      providerRef: payment.providerRef,
    });
  });
});
