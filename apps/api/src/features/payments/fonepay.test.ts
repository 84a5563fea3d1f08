import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auth, createTestApp } from '../../../test/test-app';
import { payments, sandboxTransactions } from '../../db/schema/payments';
import { selfUrl } from '../../lib/self-url';
import {
  fonepayDate,
  fonepayQrProvider,
  fonepayWebProvider,
  qrRequestDv,
  qrStatusDv,
  webRequestDv,
  webReturnDv,
  type WebReturnFields,
} from './providers/fonepay';
import {
  DELIVERED_ONCE,
  deliveryCounts,
  makePurchase,
  orderRow,
  pageForms,
  stockOf,
  type Purchase,
} from './payment-fixtures';
import { insertOrderRow } from '../orders/order-fixtures';
import { makeUser } from '../trainers/trainer-fixtures';

/**
 * Fonepay end to end through the built-in sandbox, over real HTTP. The browser (and the payer's phone) is played
 * by fetch and a `ws` client, with APP_URL (http://localhost:3000, where browsers reach this site) mapped to the
 * listening test server.
 */

const APP_URL = 'http://localhost:3000';
const FAILED = `${APP_URL}/checkout/failed`;

let t: Awaited<ReturnType<typeof createTestApp>>;

// The `ws` client (a dependency of @fastify/websocket, which ships no types here): the part these tests use.
interface WsClient {
  on(event: 'open', listener: () => void): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number) => void): void;
  on(event: 'error', listener: (err: Error) => void): void;
  close(): void;
}
const WebSocketClient = createRequire(import.meta.url)('ws') as new (url: string) => WsClient;

/** A URL the browser would open on APP_URL (or a relative one), on the test server. */
const local = (url: string) => {
  const server = selfUrl(t.app);
  if (url.startsWith(APP_URL)) return server + url.slice(APP_URL.length);
  if (url.startsWith('ws://localhost:3000'))
    return server.replace(/^http/, 'ws') + url.slice('ws://localhost:3000'.length);
  return new URL(url, server).toString();
};
const browse = (url: string, init: RequestInit = {}) => fetch(local(url), { redirect: 'manual', ...init });
const postForm = (url: string, fields: Record<string, string>) =>
  browse(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

const buttons = (html: string) => [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);

/** Listens on a QR's socket; `next` resolves with the next message's parsed transactionStatus. */
async function listen(websocketUrl: string) {
  const socket = new WebSocketClient(local(websocketUrl));
  const received: Record<string, unknown>[] = [];
  const waiting: ((m: Record<string, unknown>) => void)[] = [];
  const raw: Record<string, unknown>[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString('utf8')) as Record<string, unknown>;
    raw.push(message);
    const status = JSON.parse(message.transactionStatus as string) as Record<string, unknown>;
    const resolve = waiting.shift();
    if (resolve) resolve(status);
    else received.push(status);
  });
  await new Promise<void>((resolve, reject) => {
    socket.on('open', resolve);
    socket.on('error', reject);
  });
  return {
    raw,
    next: () =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const queued = received.shift();
        if (queued) return resolve(queued);
        const timer = setTimeout(() => reject(new Error('no socket message within 5 s')), 5000);
        waiting.push((m) => {
          clearTimeout(timer);
          resolve(m);
        });
      }),
    close: () => socket.close(),
  };
}

const call = (url: string, token: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: token ? auth(token) : {},
    payload: payload as object,
  });
const generate = (token: string | undefined, orderId: unknown) =>
  call('/payment/transaction/fonepay/qr/generate', token, { order_id: orderId });
const qrStatus = (token: string | undefined, orderId: unknown) =>
  call('/payment/transaction/fonepay/qr/status', token, { order_id: orderId });
const webInitiate = (token: string | undefined, orderId: unknown) =>
  call('/payment/fonepay/web/initiate', token, { order_id: orderId });

const latest = async (orderId: string, provider: 'fonepay_qr' | 'fonepay_web') => {
  const rows = await t.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.provider, provider)));
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
};

const stranger = async () => {
  const user = await makeUser(t.db);
  return { id: user.id, token: t.app.issueToken(user) };
};

/** The QR for a purchase, with its socket open. */
async function qrFor(p: Purchase) {
  const res = await generate(p.buyer.token, p.orderId);
  expect(res.statusCode).toBe(200);
  const qr = res.json() as { qrMessage: string; websocketUrl: string; prn: string; amount: number };
  return { qr, socket: await listen(qr.websocketUrl) };
}

/** "Scans" the QR: opens the page its text points at; the page and its two forms. */
async function scan(qrMessage: string) {
  const page = await browse(qrMessage);
  expect(page.status).toBe(200);
  const html = await page.text();
  const all = pageForms(html);
  return { html, pay: all.find((f) => f.button === 'Pay')!, cancel: all.find((f) => f.button === 'Cancel')! };
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('POST /payment/transaction/fonepay/qr/generate', () => {
  it('needs sign-in and an order_id', async () => {
    expect((await generate(undefined, randomUUID())).statusCode).toBe(401);
    const who = await stranger();
    const res = await call('/payment/transaction/fonepay/qr/generate', who.token, {});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 'error', message: 'order_id is required' });
  });

  it("answers 404 for another user's, a missing or a malformed order, and 409 for a paid one", async () => {
    const p = await makePurchase(t.app);
    const other = await stranger();
    for (const id of [p.orderId, randomUUID(), 'nope']) {
      const res = await generate(other.token, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', message: 'Order not found' });
    }
    expect((await orderRow(t.db, p.orderId)).status).toBe('Initiated');
    const paid = await insertOrderRow(t.db, other.id, 'Active');
    const res = await generate(other.token, paid);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 'error', message: 'This order has already been paid' });
  });

  it("answers the QR text, the socket URL, the PRN and the amount; Fonepay's books hold the request", async () => {
    const p = await makePurchase(t.app);
    const res = await generate(p.buyer.token, p.orderId);
    expect(res.statusCode).toBe(200);
    const payment = await latest(p.orderId, 'fonepay_qr');
    const order = await orderRow(t.db, p.orderId);
    expect(res.json()).toEqual({
      status: 'success',
      qrMessage: `${APP_URL}/sandbox/fonepay/qr/${payment.reference}`,
      websocketUrl: `ws://localhost:3000/sandbox/fonepay/ws/${payment.reference}`,
      prn: payment.reference,
      amount: order.totalAmount / 100,
    });
    expect(payment).toMatchObject({ status: 'Started', amount: order.totalAmount });
    expect(order.status).toBe('Pending');
    const [book] = await t.db
      .select()
      .from(sandboxTransactions)
      .where(
        and(
          eq(sandboxTransactions.provider, 'fonepay'),
          eq(sandboxTransactions.reference, payment.reference),
        ),
      );
    expect(book).toMatchObject({ amount: order.totalAmount, status: 'pending' });
  });
});

describe('Fonepay QR round trip through the sandbox', () => {
  it('scan → qrVerified, Pay → paymentSuccess, status → success: delivered once, however often it is asked', async () => {
    const p = await makePurchase(t.app);
    const { qr, socket } = await qrFor(p);

    const { html, pay, cancel } = await scan(qr.qrMessage);
    expect(buttons(html)).toEqual(['Cancel', 'Pay']);
    expect(cancel).toBeDefined();
    expect(await socket.next()).toMatchObject({ qrVerified: true, success: true });
    expect(socket.raw[0]).toMatchObject({ deviceId: qr.prn });

    // Scanned but not paid: Fonepay says pending and nothing changes.
    const before = await qrStatus(p.buyer.token, p.orderId);
    expect(before.json()).toEqual({ status: 'pending', prn: qr.prn, totalTransactionAmount: qr.amount });
    expect((await orderRow(t.db, p.orderId)).status).toBe('Pending');

    const paid = await postForm(pay.action, pay.fields);
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain('Payment successful');
    expect(await socket.next()).toMatchObject({
      paymentSuccess: true,
      productNumber: qr.prn,
      totalCalculatedAmount: qr.amount,
    });
    socket.close();

    const res = await qrStatus(p.buyer.token, p.orderId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', prn: qr.prn, totalTransactionAmount: qr.amount });
    expect((await orderRow(t.db, p.orderId)).status).toBe('Active');
    const payment = await latest(p.orderId, 'fonepay_qr');
    expect(payment.status).toBe('Completed');
    expect(payment.providerRef).toMatch(/^\d{8}$/);

    // Asked again, and five times at once: the same answer, one delivery.
    const again = await Promise.all([1, 2, 3, 4, 5, 6].map(() => qrStatus(p.buyer.token, p.orderId)));
    for (const r of again)
      expect(r.json()).toEqual({ status: 'success', prn: qr.prn, totalTransactionAmount: qr.amount });
    expect(await deliveryCounts(t.db, p)).toEqual(DELIVERED_ONCE);
    expect(await stockOf(t.db, p.catalogue.sizes.large.id)).toBe(18);

    // Pay pressed again on the phone: the QR is used up.
    const twice = await postForm(pay.action, pay.fields);
    expect(twice.status).toBe(409);
    expect(await twice.text()).toContain('already been paid');
  });

  it('concurrent status checks right after Pay deliver exactly once', async () => {
    const p = await makePurchase(t.app);
    const { qr, socket } = await qrFor(p);
    const { pay } = await scan(qr.qrMessage);
    await postForm(pay.action, pay.fields);
    socket.close();
    const results = await Promise.all(Array.from({ length: 8 }, () => qrStatus(p.buyer.token, p.orderId)));
    for (const r of results) expect(r.json().status).toBe('success');
    expect(await deliveryCounts(t.db, p)).toMatchObject({
      subscriptions: 2,
      gifts: 1,
      confirmationMails: 1,
      giftMails: 1,
    });
  });

  it('Cancel → paymentSuccess false, status → failed: the order fails and its stock goes back', async () => {
    const p = await makePurchase(t.app);
    expect(await stockOf(t.db, p.catalogue.sizes.large.id)).toBe(18);
    const { qr, socket } = await qrFor(p);
    const { cancel } = await scan(qr.qrMessage);
    expect((await socket.next()).qrVerified).toBe(true);
    const res = await postForm(cancel.action, cancel.fields);
    expect(res.status).toBe(200);
    expect(await socket.next()).toMatchObject({ paymentSuccess: false, success: false });
    socket.close();

    const status = await qrStatus(p.buyer.token, p.orderId);
    expect(status.json()).toEqual({ status: 'failed', prn: qr.prn, totalTransactionAmount: qr.amount });
    expect((await orderRow(t.db, p.orderId)).status).toBe('Failed');
    expect((await latest(p.orderId, 'fonepay_qr')).status).toBe('Failed');
    expect(await stockOf(t.db, p.catalogue.sizes.large.id)).toBe(20);
    expect(await deliveryCounts(t.db, p)).toMatchObject({ subscriptions: 0, gifts: 0, confirmationMails: 0 });

    // The scan page no longer offers to pay.
    const page = await browse(qr.qrMessage);
    expect(buttons(await page.text())).toEqual([]);
  });

  it('a socket opened after the payment still hears the scan and the result', async () => {
    const p = await makePurchase(t.app);
    const res = await generate(p.buyer.token, p.orderId);
    const qr = res.json() as { qrMessage: string; websocketUrl: string };
    const { pay } = await scan(qr.qrMessage);
    await postForm(pay.action, pay.fields);
    const socket = await listen(qr.websocketUrl);
    expect((await socket.next()).qrVerified).toBe(true);
    expect((await socket.next()).paymentSuccess).toBe(true);
    socket.close();
  });

  it('the providers answer the recovery job from Fonepay (QR by PRN; web only once Fonepay gave a trace id)', async () => {
    const p = await makePurchase(t.app);
    const res = await generate(p.buyer.token, p.orderId);
    const payment = await latest(p.orderId, 'fonepay_qr');
    const order = await orderRow(t.db, p.orderId);
    expect(await fonepayQrProvider.status(t.app, payment, order)).toMatchObject({ state: 'pending' });
    const { pay } = await scan(res.json().qrMessage);
    await postForm(pay.action, pay.fields);
    expect(await fonepayQrProvider.status(t.app, payment, order)).toMatchObject({
      state: 'completed',
      amount: payment.amount,
    });
    expect(
      await fonepayWebProvider.status(
        t.app,
        { ...payment, provider: 'fonepay_web', providerRef: null },
        order,
      ),
    ).toMatchObject({
      state: 'pending',
    });
  });

  it('the scan page of an unknown QR is not found', async () => {
    const page = await browse(`${APP_URL}/sandbox/fonepay/qr/OXS-NOSUCHQR-1`);
    expect(page.status).toBe(404);
    expect(buttons(await page.text())).toEqual([]);
  });
});

describe('POST /payment/transaction/fonepay/qr/status errors', () => {
  it("answers 404 for another user's or a missing order, and for an order without a QR payment", async () => {
    const p = await makePurchase(t.app);
    expect((await qrStatus(undefined, p.orderId)).statusCode).toBe(401);
    const other = await stranger();
    for (const id of [p.orderId, randomUUID(), 'nope']) {
      const res = await qrStatus(other.token, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', message: 'Order not found' });
    }
    const res = await qrStatus(p.buyer.token, p.orderId);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: 'error',
      message: 'No Fonepay QR payment was started for this order',
    });

    await generate(p.buyer.token, p.orderId);
    const theirs = await qrStatus(other.token, p.orderId);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Order not found');
  });
});

describe('the sandbox QR API checks requests like Fonepay', () => {
  const cfg = () => t.config.payments.fonepay;
  const api = async (path: string, body: unknown) => {
    const res = await fetch(
      `${selfUrl(t.app)}/sandbox/fonepay/merchant/merchantDetailsForThirdParty/${path}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
    );
    return { status: res.status, json: async () => (await res.json()) as Record<string, unknown> };
  };
  const request = (prn: string) => {
    const { merchantCode, secretKey, username, password } = cfg();
    const signed = { amount: '250', prn, merchantCode, remarks1: 'test1', remarks2: 'test2' };
    return { ...signed, dataValidation: qrRequestDv(secretKey, signed), username, password };
  };

  it('refuses a bad dataValidation, wrong credentials and a reused PRN', async () => {
    const prn = `T-${randomUUID().slice(0, 8)}`;
    const tampered = { ...request(prn), amount: '25' };
    let res = await api('thirdPartyDynamicQrDownload', tampered);
    expect(res.status).toBe(406);
    expect(await res.json()).toEqual({
      documentation: 'Merchant request Exception',
      errorCode: 406,
      message: 'Data Validation Failed',
    });
    res = await api('thirdPartyDynamicQrDownload', { ...request(prn), merchantCode: 'OTHER' });
    expect((await res.json()).message).toBe('Invalid Merchant Code');
    res = await api('thirdPartyDynamicQrDownload', { ...request(prn), username: 'someone' });
    expect((await res.json()).message).toBe('Invalid username');
    res = await api('thirdPartyDynamicQrDownload', { ...request(prn), password: 'guess' });
    expect((await res.json()).message).toBe('Invalid password');

    res = await api('thirdPartyDynamicQrDownload', request(prn));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ success: true, status: 'CREATED', statusCode: 201 });
    res = await api('thirdPartyDynamicQrDownload', request(prn));
    expect((await res.json()).message).toBe('Duplicate PRN');

    const { merchantCode, secretKey, username, password } = cfg();
    res = await api('thirdPartyDynamicQrGetStatus', {
      prn,
      merchantCode,
      dataValidation: qrStatusDv(secretKey, { prn: `${prn}x`, merchantCode }),
      username,
      password,
    });
    expect((await res.json()).message).toBe('Data Validation Failed');
    res = await api('thirdPartyDynamicQrGetStatus', {
      prn,
      merchantCode,
      dataValidation: qrStatusDv(secretKey, { prn, merchantCode }),
      username,
      password,
    });
    expect(await res.json()).toMatchObject({ merchantCode, paymentStatus: 'pending', prn });
  });
});

describe('POST /payment/fonepay/web/initiate', () => {
  it('needs sign-in; 404 for another user’s order', async () => {
    const p = await makePurchase(t.app);
    expect((await webInitiate(undefined, p.orderId)).statusCode).toBe(401);
    const other = await stranger();
    const res = await webInitiate(other.token, p.orderId);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: 'Order not found' });
  });

  it('answers the signed GET form for the sandbox', async () => {
    const p = await makePurchase(t.app);
    const res = await webInitiate(p.buyer.token, p.orderId);
    expect(res.statusCode).toBe(200);
    const payment = await latest(p.orderId, 'fonepay_web');
    const order = await orderRow(t.db, p.orderId);
    const { merchantCode, secretKey } = t.config.payments.fonepay;
    const signed = {
      PID: merchantCode,
      MD: 'P',
      PRN: payment.reference,
      AMT: String(order.totalAmount / 100),
      CRN: 'NPR',
      DT: fonepayDate(new Date()),
      R1: p.orderId,
      R2: order.remarks,
      RU: `${APP_URL}/api/v1/payment/fonepay/web/success/${p.buyer.id}/${p.orderId}`,
    };
    const body = res.json();
    expect(body).toEqual({
      status: 'success',
      action: `${APP_URL}/sandbox/fonepay/api/merchantRequest`,
      method: 'GET',
      fields: { ...signed, DV: webRequestDv(secretKey, signed) },
    });
    expect(Object.keys(body.fields)).toEqual([
      'PID',
      'MD',
      'AMT',
      'CRN',
      'DT',
      'R1',
      'R2',
      'RU',
      'PRN',
      'DV',
    ]);
    expect(order.status).toBe('Pending');
  });
});

describe('Fonepay web redirect round trip through the sandbox', () => {
  /** Initiates, opens Fonepay's page with the form's fields (a GET form), and returns its Pay and Cancel forms. */
  async function openFonepay(p: Purchase) {
    const res = await webInitiate(p.buyer.token, p.orderId);
    const { action, fields } = res.json() as { action: string; fields: Record<string, string> };
    const page = await browse(`${action}?${new URLSearchParams(fields).toString()}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(buttons(html)).toEqual(['Cancel', 'Pay']);
    const all = pageForms(html);
    return {
      fields,
      pay: all.find((f) => f.button === 'Pay')!,
      cancel: all.find((f) => f.button === 'Cancel')!,
    };
  }

  it('Pay → signed return → verified → /checkout/confirmed; a replayed return delivers nothing more', async () => {
    const p = await makePurchase(t.app);
    const { fields, pay } = await openFonepay(p);
    const paid = await postForm(pay.action, pay.fields);
    expect(paid.status).toBe(302);
    const back = new URL(paid.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(fields.RU);
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      PRN: fields.PRN,
      PID: fields.PID,
      PS: 'true',
      RC: 'successful',
      P_AMT: fields.AMT,
      R_AMT: fields.AMT,
    });

    const landed = await browse(back.toString());
    expect(landed.status).toBe(302);
    expect(landed.headers.get('location')).toBe(
      `${APP_URL}/checkout/confirmed?PRN=${fields.PRN}&AMT=${fields.AMT}&order_id=${p.orderId}`,
    );
    expect((await orderRow(t.db, p.orderId)).status).toBe('Active');
    const payment = await latest(p.orderId, 'fonepay_web');
    expect(payment).toMatchObject({ status: 'Completed', providerRef: back.searchParams.get('UID') });

    const replays = await Promise.all([1, 2, 3].map(() => browse(back.toString())));
    for (const r of replays) expect(r.headers.get('location')).toContain('/checkout/confirmed?');
    expect(await deliveryCounts(t.db, p)).toEqual(DELIVERED_ONCE);
    // The recovery job's view agrees (verification by the trace id now kept).
    expect(await fonepayWebProvider.status(t.app, payment, await orderRow(t.db, p.orderId))).toMatchObject({
      state: 'completed',
      amount: payment.amount,
    });
  });

  it('Cancel → PS=false → back to the order’s payment page; the order stays payable, its stock held', async () => {
    const p = await makePurchase(t.app);
    const { cancel } = await openFonepay(p);
    const res = await postForm(cancel.action, cancel.fields);
    const back = new URL(res.headers.get('location')!);
    expect(back.searchParams.get('PS')).toBe('false');
    const landed = await browse(back.toString());
    expect(landed.headers.get('location')).toBe(
      `${APP_URL}/cart/checkout?order_id=${p.orderId}&payment=cancelled`,
    );
    expect(await orderRow(t.db, p.orderId)).toMatchObject({ status: 'Initiated', stockReleased: false });
    expect(await stockOf(t.db, p.catalogue.sizes.large.id)).toBe(18);
    expect((await latest(p.orderId, 'fonepay_web')).status).toBe('Cancelled');
    expect(await deliveryCounts(t.db, p)).toMatchObject({ subscriptions: 0, gifts: 0, confirmationMails: 0 });
  });

  it('a forged return (tampered values, another DV, another order) delivers nothing and is logged', async () => {
    const p = await makePurchase(t.app);
    const { pay } = await openFonepay(p);
    const paid = await postForm(pay.action, pay.fields);
    const genuine = new URL(paid.headers.get('location')!);
    const warn = vi.spyOn(t.app.log, 'warn');

    const tampered = new URL(genuine);
    tampered.searchParams.set('P_AMT', '1');
    const badDv = new URL(genuine);
    badDv.searchParams.set('DV', 'ab'.repeat(64));
    const noDv = new URL(genuine);
    noDv.searchParams.delete('DV');
    const other = await makePurchase(t.app);
    const elsewhere = new URL(genuine.toString().replace(p.orderId, other.orderId));
    for (const forged of [tampered, badDv, noDv, elsewhere]) {
      const res = await browse(forged.toString());
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(FAILED);
    }
    expect(warn).toHaveBeenCalledTimes(4);
    expect(warn.mock.calls[0][0]).toMatchObject({ provider: 'fonepay_web', reason: 'bad DV' });
    warn.mockRestore();
    for (const order of [p, other]) {
      expect((await orderRow(t.db, order.orderId)).status).not.toBe('Active');
      expect(await deliveryCounts(t.db, order)).toMatchObject({
        subscriptions: 0,
        gifts: 0,
        confirmationMails: 0,
      });
    }

    // The genuine return still completes the payment.
    const landed = await browse(genuine.toString());
    expect(landed.headers.get('location')).toContain('/checkout/confirmed?');
    expect(await deliveryCounts(t.db, p)).toMatchObject({ subscriptions: 2, confirmationMails: 1 });
  });

  it('a correctly signed "paid" return that Fonepay does not verify delivers nothing', async () => {
    const p = await makePurchase(t.app);
    const { fields } = await openFonepay(p); // the buyer never pressed Pay
    const { secretKey } = t.config.payments.fonepay;
    const claim: WebReturnFields = {
      PRN: fields.PRN,
      PID: fields.PID,
      PS: 'true',
      RC: 'successful',
      UID: '12345678',
      BC: 'SANDBOXBANK',
      INI: '9800000000',
      P_AMT: fields.AMT,
      R_AMT: fields.AMT,
    };
    const query = new URLSearchParams({ ...claim, DV: webReturnDv(secretKey, claim) });
    const warn = vi.spyOn(t.app.log, 'warn');
    const res = await browse(`${fields.RU}?${query.toString()}`);
    expect(res.headers.get('location')).toBe(`${FAILED}?order_id=${p.orderId}`);
    expect(
      warn.mock.calls.some(
        ([details]) => (details as { reason?: string }).reason === 'verification disagrees with the return',
      ),
    ).toBe(true);
    warn.mockRestore();
    expect((await orderRow(t.db, p.orderId)).status).not.toBe('Active');
    expect(await deliveryCounts(t.db, p)).toMatchObject({ subscriptions: 0, gifts: 0, confirmationMails: 0 });
  });

  it('a signed return without a trace id: "paid" is not believed, "not paid" cancels the attempt', async () => {
    const p = await makePurchase(t.app);
    const { fields } = await openFonepay(p);
    const { secretKey } = t.config.payments.fonepay;
    const signedReturn = (PS: string) => {
      const claim: WebReturnFields = {
        PRN: fields.PRN,
        PID: fields.PID,
        PS,
        RC: PS === 'true' ? 'successful' : 'cancel',
        UID: '',
        BC: '',
        INI: '',
        P_AMT: PS === 'true' ? fields.AMT : '0',
        R_AMT: fields.AMT,
      };
      return `${fields.RU}?${new URLSearchParams({ ...claim, DV: webReturnDv(secretKey, claim) }).toString()}`;
    };
    const claimedPaid = await browse(signedReturn('true'));
    expect(claimedPaid.headers.get('location')).toBe(`${FAILED}?order_id=${p.orderId}`);
    expect((await latest(p.orderId, 'fonepay_web')).status).toBe('Started');
    expect((await orderRow(t.db, p.orderId)).status).toBe('Pending');

    const notPaid = await browse(signedReturn('false'));
    expect(notPaid.headers.get('location')).toBe(
      `${APP_URL}/cart/checkout?order_id=${p.orderId}&payment=cancelled`,
    );
    expect((await latest(p.orderId, 'fonepay_web')).status).toBe('Cancelled');
    expect((await orderRow(t.db, p.orderId)).status).toBe('Initiated');
    expect(await deliveryCounts(t.db, p)).toMatchObject({ subscriptions: 0, confirmationMails: 0 });
  });

  it('the sandbox refuses a request whose DV does not match', async () => {
    const p = await makePurchase(t.app);
    const res = await webInitiate(p.buyer.token, p.orderId);
    const { action, fields } = res.json() as { action: string; fields: Record<string, string> };
    const page = await browse(`${action}?${new URLSearchParams({ ...fields, AMT: '1' }).toString()}`);
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain('Data Validation Failed.');
    expect(buttons(html)).toEqual([]);
  });
});
