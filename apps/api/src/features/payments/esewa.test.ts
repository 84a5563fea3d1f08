import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp } from '../../../test/test-app';
import { payments, sandboxTransactions } from '../../db/schema/payments';
import { subscriptions } from '../../db/schema/subscriptions';
import { selfUrl } from '../../lib/self-url';
import { esewaSignature, signedMessage } from './providers/esewa';
import { insertOrderRow } from '../orders/order-fixtures';
import { insertTemplate } from '../templates/template-fixtures';
import { newBuyer, pageForms, templateOrder, type Buyer } from './payment-fixtures';

/**
 * eSewa end to end through the built-in sandbox, over real HTTP: the browser is played by fetch, with APP_URL
 * (http://localhost:3000, where the browser reaches this site) mapped to the listening test server.
 */

const SECRET = '8gBm/:&EnhH.1/q';
const APP_URL = 'http://localhost:3000';
const FAILED = `${APP_URL}/checkout/failed`;
/** Where a cancel leads while the order can still be paid: its payment page, with the calm message. */
const cancelledUrl = (orderId: string) => `${APP_URL}/cart/checkout?order_id=${orderId}&payment=cancelled`;

let t: Awaited<ReturnType<typeof createTestApp>>;
let template: { id: string };

const buyer = () => newBuyer(t.app);

/** The browser: URLs on APP_URL (or relative ones) go to the test server; redirects are not followed. */
const browse = (url: string, init: RequestInit = {}) => {
  const target = url.startsWith(APP_URL)
    ? selfUrl(t.app) + url.slice(APP_URL.length)
    : new URL(url, selfUrl(t.app)).toString();
  return fetch(target, { redirect: 'manual', ...init });
};
const postForm = (url: string, fields: Record<string, string>) =>
  browse(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

const newOrder = (who: Buyer) => templateOrder(t.app, who, template.id);

const initiate = (who: Buyer | undefined, orderId: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payment/esewa/initiate',
    headers: who ? auth(who.token) : {},
    payload: { order_id: orderId },
  });

const orderStatus = async (who: Buyer, orderId: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/user/order/${orderId}`,
    headers: auth(who.token),
  });
  return res.json().order.status as string;
};

/** Initiates eSewa for the order and posts its form to the sandbox: the fields and the Pay / Cancel forms. */
async function openEsewa(who: Buyer, orderId: string) {
  const res = await initiate(who, orderId);
  expect(res.statusCode).toBe(200);
  const { action, method, fields } = res.json();
  expect(method).toBe('POST');
  const page = await postForm(action, fields);
  expect(page.status).toBe(200);
  const buttons = pageForms(await page.text());
  return {
    fields: fields as Record<string, string>,
    pay: buttons.find((b) => b.button === 'Pay')!,
    cancel: buttons.find((b) => b.button === 'Cancel')!,
  };
}

const decode = (location: string) =>
  JSON.parse(Buffer.from(new URL(location).searchParams.get('data')!, 'base64').toString('utf8')) as Record<
    string,
    string
  >;
const encode = (data: Record<string, string>) => Buffer.from(JSON.stringify(data)).toString('base64');
const successCallback = (fields: Record<string, string>, data: Record<string, string>) =>
  browse(`${fields.success_url}?data=${encodeURIComponent(encode(data))}`);

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  template = await insertTemplate(t.db, {
    title: `Esewa Base ${randomUUID().slice(0, 6)}`,
    price: 150_000,
    weeks: 8,
  });
});
afterAll(() => t.close());

describe('POST /payment/esewa/initiate', () => {
  it('needs sign-in', async () => {
    const res = await initiate(undefined, randomUUID());
    expect(res.statusCode).toBe(401);
  });

  it("answers 404 for another user's, a missing or a malformed order", async () => {
    const owner = await buyer();
    const other = await buyer();
    const orderId = await newOrder(owner);
    for (const id of [orderId, randomUUID(), 'nope']) {
      const res = await initiate(other, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', message: 'Order not found' });
    }
    expect(await orderStatus(owner, orderId)).toBe('Initiated');
  });

  it('answers 409 for a paid order and 422 without order_id', async () => {
    const who = await buyer();
    const paid = await insertOrderRow(t.db, who.id, 'Active');
    const res = await initiate(who, paid);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 'error', message: 'This order has already been paid' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/esewa/initiate',
      headers: auth(who.token),
      payload: {},
    });
    expect(missing.statusCode).toBe(422);
  });

  it("answers the signed ePay v2 form for the caller's order, pointing at the sandbox", async () => {
    const who = await buyer();
    const orderId = await newOrder(who);
    const res = await initiate(who, orderId);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.action).toBe(`${APP_URL}/sandbox/esewa/api/epay/main/v2/form`);
    expect(body.method).toBe('POST');
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(body.fields).toEqual({
      amount: '1500',
      tax_amount: '0',
      product_service_charge: '0',
      product_delivery_charge: '0',
      total_amount: '1500',
      transaction_uuid: payment.reference,
      product_code: 'EPAYTEST',
      success_url: `${APP_URL}/api/v1/payment/esewa/success/${who.id}/${orderId}`,
      failure_url: `${APP_URL}/api/v1/payment/esewa/failure/${who.id}/${orderId}`,
      signed_field_names: 'total_amount,transaction_uuid,product_code',
      signature: esewaSignature(
        SECRET,
        `total_amount=1500,transaction_uuid=${payment.reference},product_code=EPAYTEST`,
      ),
    });
    expect(await orderStatus(who, orderId)).toBe('Pending');
  });
});

describe('eSewa sandbox round trip', () => {
  it('Pay: the success callback verifies, fulfils once and lands on /checkout/confirmed; replays change nothing', async () => {
    const who = await buyer();
    const orderId = await newOrder(who);
    const { fields, pay, cancel } = await openEsewa(who, orderId);
    expect(pay.action).toBe('/sandbox/esewa/api/epay/main/v2/form/pay');
    expect(cancel).toBeDefined();

    const paid = await postForm(pay.action, pay.fields);
    expect(paid.status).toBe(302);
    const location = paid.headers.get('location')!;
    expect(location.startsWith(`${fields.success_url}?data=`)).toBe(true);
    const data = decode(location);
    expect(data).toMatchObject({
      status: 'COMPLETE',
      total_amount: '1500.0',
      transaction_uuid: fields.transaction_uuid,
      product_code: 'EPAYTEST',
      signed_field_names:
        'transaction_code,status,total_amount,transaction_uuid,product_code,success_url,signed_field_names',
    });

    const back = await browse(location);
    expect(back.status).toBe(302);
    const confirmed = `${APP_URL}/checkout/confirmed?PRN=${encodeURIComponent(fields.transaction_uuid)}&AMT=1500&order_id=${orderId}`;
    expect(back.headers.get('location')).toBe(confirmed);
    expect(await orderStatus(who, orderId)).toBe('Active');
    const delivered = await t.db.select().from(subscriptions).where(eq(subscriptions.orderId, orderId));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ userId: who.id, onModel: 'Template', modelId: template.id });

    // The browser comes back again, and the buyer presses Pay again: the same answer, nothing more delivered.
    const replay = await browse(location);
    expect(replay.headers.get('location')).toBe(confirmed);
    const again = await postForm(pay.action, pay.fields);
    expect(again.headers.get('location')).toBe(location);
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.orderId, orderId))).toHaveLength(1);
    const rows = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'Completed',
      providerRef: data.transaction_code,
      amount: 150_000,
    });
  });

  it('concurrent success callbacks for one payment deliver exactly once', async () => {
    const who = await buyer();
    const orderId = await newOrder(who);
    const { pay } = await openEsewa(who, orderId);
    const location = (await postForm(pay.action, pay.fields)).headers.get('location')!;
    const answers = await Promise.all(Array.from({ length: 6 }, () => browse(location)));
    for (const res of answers) expect(res.headers.get('location')).toContain('/checkout/confirmed?');
    expect(await orderStatus(who, orderId)).toBe('Active');
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.orderId, orderId))).toHaveLength(1);
  });

  it('forged data (re-signed with a wrong key, amount changed, another order, not paid at eSewa) delivers nothing', async () => {
    const who = await buyer();
    const orderId = await newOrder(who);
    const { fields, pay } = await openEsewa(who, orderId);
    const names =
      'transaction_code,status,total_amount,transaction_uuid,product_code,success_url,signed_field_names';
    const claim = {
      transaction_code: '000FAKE',
      status: 'COMPLETE',
      total_amount: '1500.0',
      transaction_uuid: fields.transaction_uuid,
      product_code: 'EPAYTEST',
      success_url: fields.success_url,
      signed_field_names: names,
    };
    const sign = (d: Record<string, string>, key = SECRET) => ({
      ...d,
      signature: esewaSignature(key, signedMessage(d, names)),
    });

    // Signed with eSewa's (public) test key but never paid: the status check says PENDING. Nothing is settled;
    // the failed page is told the order, which is still payable.
    const unpaid = await successCallback(fields, sign(claim));
    expect(unpaid.headers.get('location')).toBe(`${FAILED}?order_id=${orderId}`);
    // Re-signed with another key.
    expect((await successCallback(fields, sign(claim, 'wrong-key'))).headers.get('location')).toBe(FAILED);

    const paid = await postForm(pay.action, pay.fields);
    const genuine = decode(paid.headers.get('location')!);
    // The genuine answer with the amount lowered (signature no longer matches), or re-signed with a wrong key.
    expect((await successCallback(fields, { ...genuine, total_amount: '1.0' })).headers.get('location')).toBe(
      FAILED,
    );
    const lowered = { ...genuine, total_amount: '1.0' };
    expect((await successCallback(fields, sign(lowered, 'wrong-key'))).headers.get('location')).toBe(FAILED);
    // ...or re-signed with the right (public, sandbox) key: eSewa never took that amount for this payment.
    expect((await successCallback(fields, sign(lowered))).headers.get('location')).toBe(FAILED);
    // The genuine answer replayed on another user's path.
    const thief = await buyer();
    const stolen = await browse(
      `${APP_URL}/api/v1/payment/esewa/success/${thief.id}/${orderId}?data=${encodeURIComponent(encode(genuine))}`,
    );
    expect(stolen.headers.get('location')).toBe(FAILED);
    expect(await orderStatus(who, orderId)).toBe('Pending');
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.orderId, orderId))).toHaveLength(0);

    // Garbage data.
    expect((await browse(`${fields.success_url}?data=%%%`)).headers.get('location')).toBe(FAILED);
    expect((await browse(fields.success_url)).headers.get('location')).toBe(FAILED);

    // The genuine callback still delivers.
    const real = await successCallback(fields, genuine);
    expect(real.headers.get('location')).toContain('/checkout/confirmed?');
    expect(await orderStatus(who, orderId)).toBe('Active');
  });

  it('Cancel: the failure return is checked with eSewa; the order stays payable and the buyer is back on its payment page', async () => {
    const who = await buyer();
    const orderId = await newOrder(who);
    const { fields, cancel } = await openEsewa(who, orderId);

    // A failure return while eSewa still has the payment pending (the redirect is not signed): nothing is
    // settled, and the buyer, who left eSewa without paying, is back on the payment page of the same order.
    const early = await browse(fields.failure_url);
    expect(early.headers.get('location')).toBe(cancelledUrl(orderId));
    expect(await orderStatus(who, orderId)).toBe('Pending');
    expect((await t.db.select().from(payments).where(eq(payments.orderId, orderId)))[0].status).toBe(
      'Started',
    );

    const cancelled = await postForm(cancel.action, cancel.fields);
    expect(cancelled.status).toBe(302);
    expect(cancelled.headers.get('location')).toBe(fields.failure_url);
    const back = await browse(fields.failure_url);
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe(cancelledUrl(orderId));
    expect(await orderStatus(who, orderId)).toBe('Initiated');
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment).toMatchObject({ status: 'Cancelled', failureReason: 'Cancelled at eSewa' });
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.orderId, orderId))).toHaveLength(0);
    // Reloading the return changes nothing.
    expect((await browse(fields.failure_url)).headers.get('location')).toBe(cancelledUrl(orderId));
    expect(await orderStatus(who, orderId)).toBe('Initiated');

    // The same order takes a new eSewa attempt and is paid by it.
    const again = await openEsewa(who, orderId);
    expect(again.fields.transaction_uuid).toBe(payment.reference.replace(/-1$/, '-2'));
    const paid = await postForm(again.pay.action, again.pay.fields);
    expect((await browse(paid.headers.get('location')!)).headers.get('location')).toContain(
      '/checkout/confirmed?',
    );
    expect(await orderStatus(who, orderId)).toBe('Active');
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.orderId, orderId))).toHaveLength(1);
  });
});

describe('eSewa sandbox protocol', () => {
  const base = '/sandbox/esewa';

  it('refuses a form with a bad signature, answering an error page', async () => {
    const who = await buyer();
    const orderId = await newOrder(who);
    const { fields } = (await initiate(who, orderId)).json();
    const res = await postForm(`${base}/api/epay/main/v2/form`, {
      ...fields,
      total_amount: '1.0',
      amount: '1.0',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('Invalid payload signature.');
  });

  it('shows the amount, the product code and exactly two buttons, Pay and Cancel, without script', async () => {
    const who = await buyer();
    const orderId = await newOrder(who);
    const { fields } = (await initiate(who, orderId)).json();
    const res = await postForm(`${base}/api/epay/main/v2/form`, fields);
    const html = await res.text();
    expect(html).toContain('Rs. 1,500');
    expect(html).toContain('EPAYTEST');
    expect(html).not.toContain('<script');
    expect(pageForms(html).map((f) => f.button)).toEqual(['Cancel', 'Pay']);
    expect(html.match(/<button/g)).toHaveLength(2);
  });

  it("answers the status check like eSewa: PENDING, COMPLETE with ref_id, NOT_FOUND for what it doesn't know", async () => {
    const who = await buyer();
    const orderId = await newOrder(who);
    const { fields, pay } = await openEsewa(who, orderId);
    const status = async (q: Record<string, string>) =>
      (
        await browse(`${base}/api/epay/transaction/status/?${new URLSearchParams(q).toString()}`)
      ).json() as Promise<Record<string, unknown>>;
    const query = {
      product_code: 'EPAYTEST',
      total_amount: '1500.0',
      transaction_uuid: fields.transaction_uuid,
    };
    expect(await status(query)).toEqual({ ...query, total_amount: 1500, status: 'PENDING', ref_id: null });
    const data = decode((await postForm(pay.action, pay.fields)).headers.get('location')!);
    expect(await status(query)).toEqual({
      ...query,
      total_amount: 1500,
      status: 'COMPLETE',
      ref_id: data.transaction_code,
    });
    expect((await status({ ...query, total_amount: '1' })).status).toBe('NOT_FOUND');
    expect((await status({ ...query, transaction_uuid: 'OXS-NONE-1' })).status).toBe('NOT_FOUND');
    const [row] = await t.db
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.reference, fields.transaction_uuid));
    expect(row).toMatchObject({ provider: 'esewa', status: 'COMPLETE', amount: 150_000 });
  });
});
