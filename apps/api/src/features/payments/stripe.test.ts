import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { payments } from '../../db/schema/payments';
import { subscriptions } from '../../db/schema/subscriptions';
import { insertTemplate } from '../templates/template-fixtures';
import { makeUser } from '../trainers/trainer-fixtures';
import { callApi, newBuyer, templateOrder, type Buyer } from './payment-fixtures';

/**
 * Card payments. There is no Stripe sandbox in the product: these tests run the API against a small local
 * stand-in for Stripe's documented PaymentIntent REST API (form-encoded requests, Bearer key, Idempotency-Key).
 */

const SECRET = 'sk_test_oxstrength_fake';
const PUBLISHABLE = 'pk_test_oxstrength_fake';

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  cancellation_reason: string | null;
  metadata: Record<string, string>;
}

/** A stand-in for api.stripe.com: what it was asked, and the intents it holds. */
function fakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const byKey = new Map<string, FakeIntent>();
  const requests: {
    method: string;
    path: string;
    headers: IncomingMessage['headers'];
    form: URLSearchParams;
  }[] = [];
  let counter = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const path = req.url ?? '';
      const form = new URLSearchParams(raw);
      requests.push({ method: req.method ?? '', path, headers: req.headers, form });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${SECRET}`)
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      const metadata = Object.fromEntries(
        [...form].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]),
      );
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const key = req.headers['idempotency-key'] as string | undefined;
        if (key && byKey.has(key)) return send(200, byKey.get(key));
        const id = `pi_fake${++counter}`;
        const intent: FakeIntent = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          amount_received: 0,
          currency: form.get('currency') ?? '',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${randomUUID().slice(0, 8)}`,
          cancellation_reason: null,
          metadata,
        };
        intents.set(id, intent);
        if (key) byKey.set(key, intent);
        return send(200, intent);
      }
      const match = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
      const intent = match ? intents.get(decodeURIComponent(match[1])) : undefined;
      if (!intent)
        return send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
      if (req.method === 'GET' && !match![2]) return send(200, intent);
      if (req.method === 'POST' && match![2]) {
        if (intent.status === 'succeeded' || intent.status === 'canceled')
          return send(400, {
            error: { type: 'invalid_request_error', message: 'You cannot cancel this PaymentIntent' },
          });
        intent.status = 'canceled';
        intent.cancellation_reason = form.get('cancellation_reason');
        return send(200, intent);
      }
      return send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
    });
  });
  return {
    server,
    intents,
    requests,
    /** The buyer's card went through (for `received` paisa). */
    pay(id: string, received?: number) {
      const intent = intents.get(id)!;
      intent.status = 'succeeded';
      intent.amount_received = received ?? intent.amount;
    },
  };
}

let stripe: ReturnType<typeof fakeStripe>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let template: { id: string };

beforeAll(async () => {
  stripe = fakeStripe();
  await new Promise<void>((resolve) => stripe.server.listen(0, '127.0.0.1', resolve));
  const { port } = stripe.server.address() as AddressInfo;
  t = await createTestApp({
    STRIPE_SECRET_KEY: SECRET,
    STRIPE_PUBLISHABLE_KEY: PUBLISHABLE,
    STRIPE_BASE_URL: `http://127.0.0.1:${port}`,
  });
  template = await insertTemplate(t.db, {
    title: `Card Strength ${randomUUID().slice(0, 6)}`,
    price: 150_000,
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => stripe.server.close(resolve));
});

const buyer = () => newBuyer(t.app);
const api = (app: typeof t.app, method: 'GET' | 'POST', url: string, who?: Buyer, payload?: unknown) =>
  callApi(app, method, url, who?.token, payload);
const orderFor = (who: Buyer) => templateOrder(t.app, who, template.id);

const intentFor = (who: Buyer, orderId: string, userId = who.id) =>
  api(t.app, 'GET', `/payment/transaction/stripe/intent?user_id=${userId}&order_id=${orderId}`, who);
const confirm = (who: Buyer, orderId: string) =>
  api(t.app, 'POST', '/payment/stripe/confirm', who, { order_id: orderId });
const paymentsOf = (orderId: string) =>
  t.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.createdAt);
const deliveries = async (orderId: string) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.orderId, orderId))).length;
const orderStatus = async (who: Buyer, orderId: string) =>
  (await api(t.app, 'GET', `/user/order/${orderId}`, who)).body.order.status;

describe('without a Stripe key', () => {
  it('answers 404 "Stripe is not configured" (after sign-in)', async () => {
    const bare = await createTestApp();
    try {
      const user = await makeUser(bare.db);
      const who = { id: user.id, token: bare.app.issueToken(user) };
      const url = `/payment/transaction/stripe/intent?user_id=${who.id}&order_id=${randomUUID()}`;
      expect((await api(bare.app, 'GET', url)).statusCode).toBe(401);
      const res = await api(bare.app, 'GET', url, who);
      expect(res.statusCode).toBe(404);
      expect(res.body).toEqual({ status: 'error', message: 'Stripe is not configured' });
      const confirmed = await api(bare.app, 'POST', '/payment/stripe/confirm', who, {
        order_id: randomUUID(),
      });
      expect(confirmed.statusCode).toBe(404);
      expect(confirmed.body.message).toBe('Stripe is not configured');
    } finally {
      await bare.close();
    }
  });
});

describe('GET /payment/transaction/stripe/intent', () => {
  it("answers 404 when user_id is not the caller or the order is someone else's", async () => {
    const owner = await buyer();
    const other = await buyer();
    const orderId = await orderFor(owner);
    const asked = stripe.requests.length;
    for (const res of [await intentFor(other, orderId, owner.id), await intentFor(other, orderId)]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toEqual({ status: 'error', message: 'Order not found' });
    }
    expect(stripe.requests.length).toBe(asked);
    expect(await orderStatus(owner, orderId)).toBe('Initiated');
  });

  it('creates the PaymentIntent: amount in paisa, npr, metadata, the reference as idempotency key', async () => {
    const who = await buyer();
    const orderId = await orderFor(who);
    const res = await intentFor(who, orderId);
    expect(res.statusCode).toBe(200);
    const [payment] = await paymentsOf(orderId);
    const intent = [...stripe.intents.values()].find((i) => i.metadata.reference === payment.reference)!;
    expect(res.body).toEqual({
      status: 'success',
      client_secret: intent.client_secret,
      publishable_key: PUBLISHABLE,
    });

    const created = stripe.requests.find(
      (r) => r.method === 'POST' && r.form.get('metadata[reference]') === payment.reference,
    )!;
    expect(created.path).toBe('/v1/payment_intents');
    expect(created.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(created.headers['idempotency-key']).toBe(payment.reference);
    expect(created.form.get('amount')).toBe('150000');
    expect(created.form.get('currency')).toBe('npr');
    expect(created.form.get('metadata[order_id]')).toBe(orderId);
    expect(payment).toMatchObject({
      provider: 'stripe',
      status: 'Started',
      providerRef: intent.id,
      amount: 150_000,
    });
    expect(await orderStatus(who, orderId)).toBe('Pending');
  });

  it("a newer intent cancels the order's previous open one", async () => {
    const who = await buyer();
    const orderId = await orderFor(who);
    await intentFor(who, orderId);
    await intentFor(who, orderId);
    const [first, second] = await paymentsOf(orderId);
    expect(stripe.intents.get(first.providerRef!)!.status).toBe('canceled');
    expect(stripe.intents.get(second.providerRef!)!.status).toBe('requires_payment_method');
  });
});

describe('POST /payment/stripe/confirm', () => {
  it('pending until the card goes through, then settles exactly once', async () => {
    const who = await buyer();
    const orderId = await orderFor(who);
    await intentFor(who, orderId);
    const [payment] = await paymentsOf(orderId);

    const early = await confirm(who, orderId);
    expect(early.statusCode).toBe(200);
    expect(early.body).toEqual({ status: 'pending', order_status: 'Pending', redirect_url: null });

    stripe.pay(payment.providerRef!);
    const results = await Promise.all([confirm(who, orderId), confirm(who, orderId), confirm(who, orderId)]);
    for (const res of results)
      expect(res.body).toEqual({
        status: 'success',
        order_status: 'Active',
        redirect_url: `http://localhost:3000/checkout/confirmed?PRN=${payment.reference}&AMT=1500&order_id=${orderId}`,
      });
    expect(await confirm(who, orderId)).toMatchObject({ body: { status: 'success' } });
    expect(await deliveries(orderId)).toBe(1);
    expect(await orderStatus(who, orderId)).toBe('Active');
    expect((await paymentsOf(orderId))[0].status).toBe('Completed');
  });

  it('a canceled intent leaves the order payable: back to its payment page', async () => {
    const who = await buyer();
    const orderId = await orderFor(who);
    await intentFor(who, orderId);
    const [payment] = await paymentsOf(orderId);
    stripe.intents.get(payment.providerRef!)!.status = 'canceled';
    const res = await confirm(who, orderId);
    expect(res.body).toEqual({
      status: 'failed',
      order_status: 'Initiated',
      redirect_url: `http://localhost:3000/cart/checkout?order_id=${orderId}&payment=cancelled`,
    });
    expect(await deliveries(orderId)).toBe(0);
    expect((await paymentsOf(orderId))[0].status).toBe('Cancelled');
  });

  it('another amount received delivers nothing', async () => {
    const who = await buyer();
    const orderId = await orderFor(who);
    await intentFor(who, orderId);
    const [payment] = await paymentsOf(orderId);
    stripe.pay(payment.providerRef!, 5_000);
    const res = await confirm(who, orderId);
    expect(res.body.status).toBe('failed');
    expect(await deliveries(orderId)).toBe(0);
    expect((await paymentsOf(orderId))[0].status).toBe('Failed');
  });

  it("answers 404 for another user's order and for an order without a card payment", async () => {
    const owner = await buyer();
    const orderId = await orderFor(owner);
    await intentFor(owner, orderId);
    const res = await confirm(await buyer(), orderId);
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe('Order not found');
    const fresh = await orderFor(owner);
    expect((await confirm(owner, fresh)).statusCode).toBe(404);
    expect(
      (await api(t.app, 'POST', '/payment/stripe/confirm', undefined, { order_id: orderId })).statusCode,
    ).toBe(401);
  });
});
