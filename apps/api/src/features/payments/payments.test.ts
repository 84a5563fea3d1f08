import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp } from '../../../test/test-app';
import { orders } from '../../db/schema/orders';
import { insertOrderRow } from '../orders/order-fixtures';
import { makeUser } from '../trainers/trainer-fixtures';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const methods = async (t: TestApp, token?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/payment/methods',
    headers: token ? auth(token) : {},
  });
  return { statusCode: res.statusCode, body: res.json() };
};

const tokenFor = async (t: TestApp) => t.app.issueToken(await makeUser(t.db));

describe('GET /payment/methods', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('needs sign-in', async () => {
    expect((await methods(t)).statusCode).toBe(401);
  });

  it('offers eSewa, Fonepay QR, Fonepay and Khalti (sandboxed without live credentials) and no card without a Stripe key', async () => {
    expect(await methods(t, await tokenFor(t))).toEqual({
      statusCode: 200,
      body: {
        status: 'success',
        methods: [
          { id: 'esewa', name: 'eSewa', sandbox: true },
          { id: 'fonepay_qr', name: 'Fonepay QR', sandbox: true },
          { id: 'fonepay_web', name: 'Fonepay', sandbox: true },
          { id: 'khalti', name: 'Khalti', sandbox: true },
        ],
        stripe_publishable_key: null,
      },
    });
  });
});

describe('with live credentials, a Stripe key and Fonepay keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      FONEPAY_MERCHANT_CODE: 'NBQM',
      FONEPAY_SECRET_KEY: 'fonepay-test-secret',
      ESEWA_BASE_URL: 'https://rc-epay.esewa.com.np',
      KHALTI_BASE_URL: 'https://dev.khalti.com/api/v2',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_456',
    });
  });
  afterAll(() => t.close());

  it('GET /payment/methods marks live providers as not sandboxed and adds Card last, with the publishable key', async () => {
    const { statusCode, body } = await methods(t, await tokenFor(t));
    expect(statusCode).toBe(200);
    expect(body.methods).toEqual([
      { id: 'esewa', name: 'eSewa', sandbox: false },
      { id: 'fonepay_qr', name: 'Fonepay QR', sandbox: true },
      { id: 'fonepay_web', name: 'Fonepay', sandbox: true },
      { id: 'khalti', name: 'Khalti', sandbox: false },
      { id: 'stripe', name: 'Card', sandbox: false },
    ]);
    expect(body.stripe_publishable_key).toBe('pk_test_456');
  });

  it('the order JSON carries fonepay_hash (HMAC-SHA512 of "order,<identifier>,<merchant code>" with a derived key), and no refund flag', async () => {
    const user = await makeUser(t.db);
    const orderId = await insertOrderRow(t.db, user.id, 'Initiated');
    await t.db
      .update(orders)
      .set({ identifier: 'OXS-TESTHASH0001', refundRequired: true })
      .where(eq(orders.id, orderId));
    // K=$(echo -n "oxstrength:order-hash" | openssl dgst -sha512 -hmac "fonepay-test-secret" | awk '{print $NF}')
    // echo -n "order,OXS-TESTHASH0001,NBQM" | openssl dgst -sha512 -mac HMAC -macopt hexkey:$K
    const expected =
      'bdeaa39e47fb90dee26d9eba12bd6688c4b2e5980d5bb2fb0043185a963cd80fa82e85673b11366658fc9158e2a5456f62aef3d568aa34f89429bf57c7d47349';
    const headers = auth(t.app.issueToken(user));

    const one = await t.app.inject({ method: 'GET', url: `/api/v1/user/order/${orderId}`, headers });
    expect(one.statusCode).toBe(200);
    expect(one.json().order.fonepay_hash).toBe(expected);
    expect(one.json().order).not.toHaveProperty('refund_required');

    const list = await t.app.inject({ method: 'GET', url: '/api/v1/user/orders', headers });
    expect(list.json().orders[0]).toMatchObject({ _id: orderId, fonepay_hash: expected });
  });
});
