import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp } from '../../../test/test-app';
import { payments } from '../../db/schema/payments';
import { DELIVERED_ONCE, deliveryCounts, makePurchase, orderRow, stockOf } from './payment-fixtures';

/**
 * The QR modal polls POST /payment/transaction/fonepay/qr/status. Many polls at once, while the sandbox payment
 * is paid and settled, must never answer `failed` for the paid order, and the order is delivered exactly once.
 * Runs on PGlite and on PostgreSQL (where the polls really run side by side).
 */

const POLLERS = 30;
/** Each poller stops after hearing success this many times (or after MAX_POLLS answers). */
const SUCCESSES = 3;
const MAX_POLLS = 60;

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
  // The status route asks the sandbox over loopback HTTP.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.close());

const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: auth(token), payload });

describe('Fonepay QR status polled concurrently while the payment settles', () => {
  it(`${POLLERS} pollers polling through the settlement never hear "failed"; the order is delivered once`, async () => {
    const p = await makePurchase(t.app);
    const generated = await post('/payment/transaction/fonepay/qr/generate', p.buyer.token, {
      order_id: p.orderId,
    });
    expect(generated.statusCode).toBe(200);
    const { prn, amount } = generated.json() as { prn: string; amount: number };

    const answers: { statusCode: number; status: string }[] = [];
    const poll = async () => {
      const res = await post('/payment/transaction/fonepay/qr/status', p.buyer.token, {
        order_id: p.orderId,
      });
      const body = res.json() as { status: string; prn: string; totalTransactionAmount: number };
      answers.push({ statusCode: res.statusCode, status: body.status });
      expect(body).toMatchObject({ prn, totalTransactionAmount: amount });
      return body.status;
    };
    // Every poller keeps asking until it heard success a few times; the payer presses Pay on the phone once the
    // pollers are in full swing (a round of pending answers back), so the settlement lands among the polls.
    let paying: Promise<{ statusCode: number }> | undefined;
    const pay = () =>
      t.app.inject({ method: 'POST', url: `/sandbox/fonepay/qr/${encodeURIComponent(prn)}/pay` });
    const pollers = Array.from({ length: POLLERS }, async () => {
      const seen: string[] = [];
      while (seen.filter((s) => s === 'success').length < SUCCESSES && seen.length < MAX_POLLS) {
        seen.push(await poll());
        if (!paying && answers.length >= POLLERS) paying = pay();
      }
      return seen;
    });
    const seen = await Promise.all(pollers);
    const payReply = await paying!;
    expect(payReply.statusCode).toBe(200);

    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 'failed')).toEqual([]);
    // The payment really was settled among the polls: some heard pending before, all heard success after.
    expect(statuses).toContain('pending');
    expect(statuses).toContain('success');
    // Once a poller heard success, it never hears anything else.
    for (const s of seen) {
      const first = s.indexOf('success');
      if (first >= 0) expect(s.slice(first)).toEqual(s.slice(first).map(() => 'success'));
    }

    // What the buyer sees afterwards, and what was delivered: once.
    const after = await post('/payment/transaction/fonepay/qr/status', p.buyer.token, {
      order_id: p.orderId,
    });
    expect(after.json()).toEqual({ status: 'success', prn, totalTransactionAmount: amount });
    const order = await t.app.inject({
      method: 'GET',
      url: `/api/v1/user/order/${p.orderId}`,
      headers: auth(p.buyer.token),
    });
    expect(order.json().order.status).toBe('Active');
    expect((await orderRow(t.db, p.orderId)).refundRequired).toBe(false);
    const rows = await t.db
      .select({ status: payments.status })
      .from(payments)
      .where(and(eq(payments.orderId, p.orderId), eq(payments.provider, 'fonepay_qr')));
    expect(rows).toEqual([{ status: 'Completed' }]);
    expect(await deliveryCounts(t.db, p)).toEqual(DELIVERED_ONCE);
    expect(await stockOf(t.db, p.catalogue.sizes.large.id)).toBe(20 - p.units.large);
  });
});
