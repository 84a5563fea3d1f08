import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { testAppForFile } from '../../../test/test-app';
import { orders } from '../../db/schema/orders';
import { insertOrderRow } from '../orders/order-fixtures';
import { makeUser } from '../trainers/trainer-fixtures';
import { makePurchase, orderRow, settlePayment, startPayment } from './payment-fixtures';
import { confirmedUrl, failedUrl, logForgery, resultUrl } from './payment-service';
import { findPaymentByReference, latestPayment } from './payments.repository';

const t = testAppForFile({ APP_URL: 'https://shop.example.test' });

/** The AppError a call rejects with, as the client would see it. */
const failure = (p: Promise<unknown>) =>
  p.then(
    () => ({ statusCode: 0, message: 'resolved' }),
    (e: { statusCode: number; message: string }) => ({ statusCode: e.statusCode, message: e.message }),
  );

describe('startPayment', () => {
  it('sets the order Pending and starts a payment of its total, referenced <identifier>-<n> over all providers', async () => {
    const p = await makePurchase(t.app);
    const initiated = await orderRow(t.db, p.orderId);
    expect(initiated.status).toBe('Initiated');

    const first = await startPayment(t.app, p.buyer.id, p.orderId, 'esewa');
    expect(first.order).toMatchObject({
      id: p.orderId,
      status: 'Pending',
      totalAmount: initiated.totalAmount,
    });
    expect(first.user).toEqual({ id: p.buyer.id, name: p.buyer.name, email: p.buyer.email });
    expect(first.payment).toMatchObject({
      orderId: p.orderId,
      userId: p.buyer.id,
      provider: 'esewa',
      status: 'Started',
      reference: `${initiated.identifier}-1`,
      amount: initiated.totalAmount,
    });
    const second = await startPayment(t.app, p.buyer.id, p.orderId, 'khalti');
    const third = await startPayment(t.app, p.buyer.id, p.orderId, 'esewa');
    expect(second.payment.reference).toBe(`${initiated.identifier}-2`);
    expect(third.payment.reference).toBe(`${initiated.identifier}-3`);
    for (const { payment } of [first, second, third]) {
      expect(payment.reference.length).toBeLessThanOrEqual(25);
      expect(payment.reference).toMatch(/^[A-Za-z0-9-]+$/);
    }

    expect(await findPaymentByReference(t.db, 'esewa', third.payment.reference)).toMatchObject({
      id: third.payment.id,
    });
    expect(await findPaymentByReference(t.db, 'khalti', third.payment.reference)).toBeUndefined();
    expect(await latestPayment(t.db, p.orderId, 'esewa')).toMatchObject({ id: third.payment.id });
    expect(await latestPayment(t.db, p.orderId, 'khalti')).toMatchObject({ id: second.payment.id });
    expect(await latestPayment(t.db, p.orderId, 'stripe')).toBeUndefined();
    expect(await latestPayment(t.db, 'not-an-id', 'esewa')).toBeUndefined();
  });

  it('answers 404 Order not found for a missing, malformed or another user’s order', async () => {
    const owner = await makeUser(t.db);
    const other = await makeUser(t.db);
    const orderId = await insertOrderRow(t.db, owner.id, 'Initiated');
    const notFound = { statusCode: 404, message: 'Order not found' };
    expect(await failure(startPayment(t.app, other.id, orderId, 'esewa'))).toEqual(notFound);
    expect(await failure(startPayment(t.app, owner.id, randomUUID(), 'esewa'))).toEqual(notFound);
    expect(await failure(startPayment(t.app, owner.id, 'abc', 'esewa'))).toEqual(notFound);
  });

  it('answers 409 for an order already paid, and for one that can no longer be paid', async () => {
    const user = await makeUser(t.db);
    const paidMessage = { statusCode: 409, message: 'This order has already been paid' };
    const closedMessage = { statusCode: 409, message: 'This order can no longer be paid' };
    for (const status of ['Active', 'Delivered'] as const)
      expect(
        await failure(startPayment(t.app, user.id, await insertOrderRow(t.db, user.id, status), 'esewa')),
      ).toEqual(paidMessage);
    for (const status of ['Cancelled', 'Failed'] as const)
      expect(
        await failure(startPayment(t.app, user.id, await insertOrderRow(t.db, user.id, status), 'esewa')),
      ).toEqual(closedMessage);
    const expired = await insertOrderRow(t.db, user.id, 'Pending');
    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, expired));
    expect(await failure(startPayment(t.app, user.id, expired, 'esewa'))).toEqual(closedMessage);
  });

  it('an order paid by one attempt refuses new attempts', async () => {
    const p = await makePurchase(t.app);
    const { payment } = await startPayment(t.app, p.buyer.id, p.orderId, 'fonepay_qr');
    await settlePayment(t.app, payment, { state: 'completed', amount: payment.amount });
    expect(await failure(startPayment(t.app, p.buyer.id, p.orderId, 'esewa'))).toEqual({
      statusCode: 409,
      message: 'This order has already been paid',
    });
  });
});

describe('result URLs and logging', () => {
  it('builds the confirmed URL from the payment (PRN, AMT in rupees, order_id) and the failed URL', async () => {
    const user = await makeUser(t.db);
    const orderId = await insertOrderRow(t.db, user.id, 'Initiated', 123_450);
    const { order, payment } = await startPayment(t.app, user.id, orderId, 'esewa');
    expect(confirmedUrl(t.app, order, payment)).toBe(
      `https://shop.example.test/checkout/confirmed?PRN=${payment.reference}&AMT=1234.5&order_id=${orderId}`,
    );
    expect(failedUrl(t.app)).toBe('https://shop.example.test/checkout/failed');
    expect(failedUrl(t.app, order)).toBe(`https://shop.example.test/checkout/failed?order_id=${orderId}`);
  });

  it('after a settlement: confirmed when delivered, the payment page after a cancel while payable, else failed', async () => {
    const user = await makeUser(t.db);
    const orderId = await insertOrderRow(t.db, user.id, 'Initiated');
    const { order, payment } = await startPayment(t.app, user.id, orderId, 'khalti');
    const paymentPage = `https://shop.example.test/cart/checkout?order_id=${orderId}&payment=cancelled`;
    const failed = `https://shop.example.test/checkout/failed?order_id=${orderId}`;
    expect(resultUrl(t.app, order, payment, { status: 'Active', delivered: true }, false)).toBe(
      confirmedUrl(t.app, order, payment),
    );
    expect(resultUrl(t.app, order, payment, { status: 'Initiated', delivered: false }, true)).toBe(
      paymentPage,
    );
    // Still being paid by another attempt: payable too.
    expect(resultUrl(t.app, order, payment, { status: 'Pending', delivered: false }, true)).toBe(paymentPage);
    expect(resultUrl(t.app, order, payment, { status: 'Cancelled', delivered: false }, true)).toBe(failed);
    expect(resultUrl(t.app, order, payment, { status: 'Failed', delivered: false }, false)).toBe(failed);
    // A cancel once the order's hold is over.
    const expired = { ...order, expiresAt: new Date(Date.now() - 1000) };
    expect(resultUrl(t.app, expired, payment, { status: 'Initiated', delivered: false }, true)).toBe(failed);
  });

  it('logs a forgery as a warning without secret-looking fields', () => {
    const warn = vi.spyOn(t.app.log, 'warn');
    logForgery(t.app, 'esewa', {
      reason: 'bad signature',
      transaction_uuid: 'OXS-AAAA-1',
      secret_key: 'x',
      password: 'y',
      access_token: 'z',
    });
    expect(warn).toHaveBeenCalledTimes(1);
    const [fields, message] = warn.mock.calls[0] as unknown as [Record<string, unknown>, string];
    expect(fields).toEqual({ provider: 'esewa', reason: 'bad signature', transaction_uuid: 'OXS-AAAA-1' });
    expect(message).toMatch(/forged/);
    warn.mockRestore();
  });
});
