import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auth, testAppForFile } from '../../../test/test-app';
import { mailOutbox } from '../../db/schema/mail';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { products } from '../../db/schema/products';
import { coachings, consultations } from '../../db/schema/programmes';
import { gifts } from '../../db/schema/gifts';
import { subscriptions } from '../../db/schema/subscriptions';
import { templates } from '../../db/schema/templates';
import { expireOrders } from '../../workflows/expire-orders';
import {
  deliveryCounts,
  makePurchase,
  orderRow,
  paid,
  paymentRow,
  purchasedGift,
  setStock,
  settlePayment,
  staffMails,
  startPayment,
  stockOf,
  type Purchase,
} from './payment-fixtures';

const t = testAppForFile();

const soldCounts = async (p: Purchase) => {
  const [product] = await t.db
    .select({ n: products.soldCount })
    .from(products)
    .where(eq(products.id, p.catalogue.product.id));
  const [template] = await t.db
    .select({ n: templates.soldCount })
    .from(templates)
    .where(eq(templates.id, p.catalogue.template.id));
  const [coaching] = await t.db
    .select({ n: coachings.soldCount })
    .from(coachings)
    .where(eq(coachings.id, p.catalogue.coaching.id));
  const [consultation] = await t.db
    .select({ n: consultations.soldCount })
    .from(consultations)
    .where(eq(consultations.id, p.catalogue.consultation.id));
  return { product: product.n, template: template.n, coaching: coaching.n, consultation: consultation.n };
};

const orderJson = async (p: Purchase) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/user/order/${p.orderId}`,
    headers: auth(p.buyer.token),
  });
  return res.json().order as Record<string, unknown>;
};

const mailsOfKind = (to: string, kind: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)));

/** Expires the order as the expiry job does once the payment grace is over (stock given back). */
const expire = async (orderId: string) => {
  await t.db
    .update(orders)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(orders.id, orderId));
  await expireOrders(t.db, new Date(Date.now() + 20 * 60_000));
  expect((await orderRow(t.db, orderId)).status).toBe('Cancelled');
};

describe('a verified, matching payment', () => {
  it('is delivered exactly once when the same completion arrives 20 times at once and again later', async () => {
    const p = await makePurchase(t.app);
    const { payment, order } = await startPayment(t.app, p.buyer.id, p.orderId, 'esewa');
    expect(order.status).toBe('Pending');
    expect(await stockOf(t.db, p.catalogue.sizes.large.id)).toBe(18); // reserved at initiation
    const before = await soldCounts(p);

    const outcome = paid(payment.amount, 'ESEWA-REF-1');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => settlePayment(t.app, payment, outcome)),
    );
    const replay = await settlePayment(t.app, payment, outcome);

    for (const r of [...results, replay]) expect(r).toEqual({ status: 'Active', delivered: true });
    const counts = await deliveryCounts(t.db, p);
    console.info(`21 settlements of one payment (20 concurrent): ${JSON.stringify(counts)}`);
    expect(counts).toEqual({
      subscriptions: 2, // template and consultation (own); the product gets none
      gifts: 1, // the coaching plan
      cartLinesLeft: 0,
      confirmationMails: 1,
      giftMails: 1,
      activeMember: true,
    });
    expect(await stockOf(t.db, p.catalogue.sizes.large.id)).toBe(18);
    const after = await soldCounts(p);
    expect(after).toEqual({
      product: before.product + 2,
      template: before.template + 1,
      coaching: before.coaching + 1,
      consultation: before.consultation + 1,
    });

    const row = await orderRow(t.db, p.orderId);
    expect(row.status).toBe('Active');
    expect(row.paidAt).toBeInstanceOf(Date);
    expect(row.refundRequired).toBe(false);
    const settled = await paymentRow(t.db, payment.id);
    expect(settled).toMatchObject({ status: 'Completed', providerRef: 'ESEWA-REF-1' });
    expect(settled.completedAt).toBeInstanceOf(Date);

    const json = await orderJson(p);
    expect(json.status).toBe('Active');
    expect(json).not.toHaveProperty('refund_required');
  });

  it('gives own lines subscriptions and gift lines a gift, with plan, trainer, weeks and minutes', async () => {
    const p = await makePurchase(t.app);
    const { payment } = await startPayment(t.app, p.buyer.id, p.orderId, 'khalti');
    await settlePayment(t.app, payment, paid(payment.amount));

    const subs = await t.db.select().from(subscriptions).where(eq(subscriptions.orderId, p.orderId));
    expect(
      subs
        .map((s) => ({
          user: s.userId,
          on: s.onModel,
          model: s.modelId,
          plan: s.plan,
          trainer: s.trainerId,
          weeks: s.weeks,
          minutes: s.minutes,
          status: s.status,
        }))
        .sort((a, b) => a.on.localeCompare(b.on)),
    ).toEqual([
      {
        user: p.buyer.id,
        on: 'Consultation',
        model: p.catalogue.consultation.id,
        plan: 'half_hour',
        trainer: p.catalogue.coach.id,
        weeks: null,
        minutes: 30,
        status: 'Pending',
      },
      {
        user: p.buyer.id,
        on: 'Template',
        model: p.catalogue.template.id,
        plan: null,
        trainer: null,
        weeks: 12,
        minutes: null,
        status: 'Pending',
      },
    ]);
    const [gift] = await t.db.select().from(gifts).where(eq(gifts.orderId, p.orderId));
    expect(gift).toMatchObject(purchasedGift(p));
  });

  it('mails the buyer the lines and totals in rupees, and the gift recipient a short note', async () => {
    const p = await makePurchase(t.app);
    const { payment } = await startPayment(t.app, p.buyer.id, p.orderId, 'esewa');
    await settlePayment(t.app, payment, paid(payment.amount));
    const [confirmation] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, p.buyer.email), eq(mailOutbox.kind, 'order-confirmation')));
    const order = await orderRow(t.db, p.orderId);
    expect(confirmation.subject).toBe(`Your OxStrength order ${order.identifier} is confirmed`);
    // 2 kg whey sold at Rs. 9,500: two of them.
    expect(confirmation.text).toMatch(/Whey Protein \w+ \(2 kg\) × 2: Rs\. 19,000/);
    expect(confirmation.text).toContain(`Total paid: Rs. `);
    expect(confirmation.text).toContain(payment.reference);
    expect(confirmation.html).toContain('Order confirmed');

    const [gift] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, p.recipientEmail), eq(mailOutbox.kind, 'gift-received')));
    expect(gift.subject).toBe('Asha Gurung sent you a gift on OxStrength');
    expect(gift.text).toContain('Hi Bina Rai,');
    expect(gift.text).toContain('4 Weeks Plan');
  });

  it('arriving in any order with failures and pending answers still delivers once (the verified payment wins)', async () => {
    const p = await makePurchase(t.app);
    const { payment } = await startPayment(t.app, p.buyer.id, p.orderId, 'fonepay_qr');
    const outcomes = [
      ...Array.from({ length: 10 }, () => paid(payment.amount, 'UID-1')),
      ...Array.from({ length: 5 }, () => ({ state: 'failed' as const, reason: 'declined' })),
      ...Array.from({ length: 5 }, () => ({ state: 'pending' as const })),
    ].sort(() => Math.random() - 0.5);
    await Promise.all(outcomes.map((o) => settlePayment(t.app, payment, o)));
    // Whatever came first, a completion after it leaves the order paid, delivered once, stock taken once.
    await settlePayment(t.app, payment, { state: 'failed', reason: 'late failure report' });

    expect((await orderRow(t.db, p.orderId)).status).toBe('Active');
    expect((await paymentRow(t.db, payment.id)).status).toBe('Completed');
    expect(await deliveryCounts(t.db, p)).toMatchObject({
      subscriptions: 2,
      gifts: 1,
      cartLinesLeft: 0,
      confirmationMails: 1,
    });
    expect(await stockOf(t.db, p.catalogue.sizes.large.id)).toBe(18);
  });
});

describe('a payment that must not deliver', () => {
  it('with another amount: nothing delivered, payment Failed, logged as forged without secrets', async () => {
    const p = await makePurchase(t.app);
    const { payment } = await startPayment(t.app, p.buyer.id, p.orderId, 'khalti');
    const warn = vi.spyOn(t.app.log, 'warn');
    const result = await settlePayment(t.app, payment, {
      state: 'completed',
      amount: 100,
      providerRef: 'pidx-1',
    });
    expect(result).toEqual({ status: 'Pending', delivered: false });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({
        provider: 'khalti',
        reason: 'amount mismatch',
        expected: payment.amount,
        received: 100,
      }),
      expect.stringContaining('forged'),
    );
    warn.mockRestore();

    expect(await paymentRow(t.db, payment.id)).toMatchObject({
      status: 'Failed',
      failureReason: 'amount mismatch',
    });
    expect(await deliveryCounts(t.db, p)).toEqual({
      subscriptions: 0,
      gifts: 0,
      cartLinesLeft: 4,
      confirmationMails: 0,
      giftMails: 0,
      activeMember: false,
    });
    expect((await orderRow(t.db, p.orderId)).status).toBe('Pending');
  });

  it('failed: payment Failed, order Failed, stock back exactly once however often it is reported', async () => {
    const p = await makePurchase(t.app);
    const { payment } = await startPayment(t.app, p.buyer.id, p.orderId, 'esewa');
    expect(await stockOf(t.db, p.catalogue.sizes.large.id)).toBe(18);
    const failed = { state: 'failed' as const, reason: 'user cancelled at eSewa' };
    const results = await Promise.all(
      Array.from({ length: 10 }, () => settlePayment(t.app, payment, failed)),
    );
    for (const r of results) expect(r).toEqual({ status: 'Failed', delivered: false });
    await expireOrders(t.db, new Date(Date.now() + 24 * 60 * 60_000));

    expect(await stockOf(t.db, p.catalogue.sizes.large.id)).toBe(20);
    expect(await paymentRow(t.db, payment.id)).toMatchObject({
      status: 'Failed',
      failureReason: 'user cancelled at eSewa',
    });
    expect(await orderRow(t.db, p.orderId)).toMatchObject({ status: 'Failed', stockReleased: true });
    expect((await orderJson(p)).status).toBe('Failed');
    expect(await deliveryCounts(t.db, p)).toMatchObject({
      subscriptions: 0,
      gifts: 0,
      cartLinesLeft: 4,
      confirmationMails: 0,
    });
  });

  it('failed while another attempt is still open leaves the order payable; the last one failing fails it', async () => {
    const p = await makePurchase(t.app);
    const first = await startPayment(t.app, p.buyer.id, p.orderId, 'khalti');
    const second = await startPayment(t.app, p.buyer.id, p.orderId, 'fonepay_qr');
    expect(await settlePayment(t.app, first.payment, { state: 'failed', reason: 'Khalti: Failed' })).toEqual({
      status: 'Pending',
      delivered: false,
    });
    expect((await paymentRow(t.db, first.payment.id)).status).toBe('Failed');
    expect(await stockOf(t.db, p.catalogue.sizes.large.id)).toBe(18);

    expect(
      await settlePayment(t.app, second.payment, { state: 'failed', reason: 'Fonepay QR payment failed' }),
    ).toEqual({ status: 'Failed', delivered: false });
    expect(await stockOf(t.db, p.catalogue.sizes.large.id)).toBe(20);
  });

  it('a failure reported again after another attempt moved the order on changes nothing', async () => {
    const p = await makePurchase(t.app);
    const first = await startPayment(t.app, p.buyer.id, p.orderId, 'khalti');
    const second = await startPayment(t.app, p.buyer.id, p.orderId, 'esewa');
    const failed = { state: 'failed' as const, reason: 'Khalti: Failed' };
    expect(await settlePayment(t.app, first.payment, failed)).toEqual({
      status: 'Pending',
      delivered: false,
    });
    expect(
      await settlePayment(t.app, second.payment, { state: 'cancelled', reason: 'Cancelled at eSewa' }),
    ).toEqual({ status: 'Initiated', delivered: false });

    // The buyer reloads Khalti's failure return: the order stays payable with its stock held.
    expect(await settlePayment(t.app, first.payment, failed)).toEqual({
      status: 'Initiated',
      delivered: false,
    });
    expect(await orderRow(t.db, p.orderId)).toMatchObject({ status: 'Initiated', stockReleased: false });
    expect(await stockOf(t.db, p.catalogue.sizes.large.id)).toBe(18);
  });

  it('cancelled by the buyer: the order stays payable with its stock held, and another provider pays it once', async () => {
    const p = await makePurchase(t.app);
    const first = await startPayment(t.app, p.buyer.id, p.orderId, 'khalti');
    const second = await startPayment(t.app, p.buyer.id, p.orderId, 'esewa');
    // Another attempt is still open: the order stays Pending.
    expect(
      await settlePayment(t.app, first.payment, { state: 'cancelled', reason: 'Khalti: User canceled' }),
    ).toEqual({ status: 'Pending', delivered: false });
    expect((await paymentRow(t.db, first.payment.id)).status).toBe('Cancelled');

    // The last open attempt cancelled too: Initiated again, nothing given back, however often it is reported.
    const cancelled = { state: 'cancelled' as const, reason: 'Cancelled at eSewa' };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => settlePayment(t.app, second.payment, cancelled)),
    );
    for (const r of results) expect(r).toEqual({ status: 'Initiated', delivered: false });
    // A later report of another kind about the same (ended) attempt changes nothing either.
    expect(
      await settlePayment(t.app, second.payment, { state: 'failed', reason: 'Not found at eSewa' }),
    ).toEqual({ status: 'Initiated', delivered: false });
    expect(await paymentRow(t.db, second.payment.id)).toMatchObject({
      status: 'Cancelled',
      failureReason: 'Cancelled at eSewa',
    });
    expect(await orderRow(t.db, p.orderId)).toMatchObject({ status: 'Initiated', stockReleased: false });
    expect(await stockOf(t.db, p.catalogue.sizes.large.id)).toBe(18);
    expect((await orderJson(p)).status).toBe('Initiated');

    // A new attempt on the same order, with a third provider, pays it.
    const third = await startPayment(t.app, p.buyer.id, p.orderId, 'fonepay_web');
    const { identifier } = await orderRow(t.db, p.orderId);
    expect(third.payment.reference).toBe(`${identifier}-3`);
    expect(third.order.status).toBe('Pending');
    const done = await Promise.all(
      Array.from({ length: 5 }, () => settlePayment(t.app, third.payment, paid(third.payment.amount))),
    );
    for (const r of done) expect(r).toEqual({ status: 'Active', delivered: true });
    expect(await stockOf(t.db, p.catalogue.sizes.large.id)).toBe(18);
    expect(await deliveryCounts(t.db, p)).toMatchObject({
      subscriptions: 2,
      gifts: 1,
      cartLinesLeft: 0,
      confirmationMails: 1,
      giftMails: 1,
    });
  });

  it('cancelled after the order expired: the order is cancelled and its stock released once', async () => {
    const p = await makePurchase(t.app);
    const { payment } = await startPayment(t.app, p.buyer.id, p.orderId, 'khalti');
    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, p.orderId));
    const cancelled = { state: 'cancelled' as const, reason: 'Khalti: Expired' };
    for (const r of await Promise.all(
      Array.from({ length: 5 }, () => settlePayment(t.app, payment, cancelled)),
    ))
      expect(r).toEqual({ status: 'Cancelled', delivered: false });
    await expireOrders(t.db, new Date(Date.now() + 24 * 60 * 60_000));
    expect(await orderRow(t.db, p.orderId)).toMatchObject({ status: 'Cancelled', stockReleased: true });
    expect(await stockOf(t.db, p.catalogue.sizes.large.id)).toBe(20);
    // It can no longer be paid.
    await expect(startPayment(t.app, p.buyer.id, p.orderId, 'esewa')).rejects.toMatchObject({
      statusCode: 409,
    });
  });

  it('pending: only the check time is recorded', async () => {
    const p = await makePurchase(t.app);
    const { payment } = await startPayment(t.app, p.buyer.id, p.orderId, 'fonepay_web');
    expect(await settlePayment(t.app, payment, { state: 'pending' })).toEqual({
      status: 'Pending',
      delivered: false,
    });
    const row = await paymentRow(t.db, payment.id);
    expect(row.status).toBe('Started');
    expect(row.lastCheckedAt).toBeInstanceOf(Date);
    expect(await deliveryCounts(t.db, p)).toMatchObject({ subscriptions: 0, cartLinesLeft: 4 });
  });

  it('a second payment completing for a paid order is recorded, flagged for refund and told to staff, never delivered twice', async () => {
    const p = await makePurchase(t.app);
    const first = await startPayment(t.app, p.buyer.id, p.orderId, 'esewa');
    const second = await startPayment(t.app, p.buyer.id, p.orderId, 'khalti');
    await settlePayment(t.app, first.payment, paid(first.payment.amount));
    const result = await settlePayment(t.app, second.payment, paid(second.payment.amount, 'pidx-2'));
    await settlePayment(t.app, second.payment, paid(second.payment.amount, 'pidx-2'));

    expect(result).toEqual({ status: 'Active', delivered: true, notKept: true });
    expect(await paymentRow(t.db, second.payment.id)).toMatchObject({
      status: 'Completed',
      refundReason: 'paid',
      refundDueBy: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(await mailsOfKind(p.buyer.email, 'payment-refund-due')).toHaveLength(1);
    const order = await orderRow(t.db, p.orderId);
    expect(order).toMatchObject({ status: 'Active', refundRequired: true });
    const mails = await staffMails(t.db, t.config.STAFF_EMAIL, order.identifier);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(second.payment.reference);
    expect(mails[0].text).toContain('pidx-2');
    expect(await deliveryCounts(t.db, p)).toMatchObject({
      subscriptions: 2,
      gifts: 1,
      confirmationMails: 1,
      giftMails: 1,
    });
    expect(await stockOf(t.db, p.catalogue.sizes.large.id)).toBe(18);
    expect(await orderJson(p)).not.toHaveProperty('refund_required');
  });
});

describe('a payment verified after its order expired', () => {
  it('takes the stock again when it is there and delivers', async () => {
    const p = await makePurchase(t.app);
    const { payment } = await startPayment(t.app, p.buyer.id, p.orderId, 'esewa');
    await expire(p.orderId);
    expect(await stockOf(t.db, p.catalogue.sizes.large.id)).toBe(20);

    const results = await Promise.all(
      Array.from({ length: 5 }, () => settlePayment(t.app, payment, paid(payment.amount))),
    );
    for (const r of results) expect(r).toEqual({ status: 'Active', delivered: true });

    expect(await stockOf(t.db, p.catalogue.sizes.large.id)).toBe(18);
    expect(await orderRow(t.db, p.orderId)).toMatchObject({
      status: 'Active',
      stockReleased: false,
      refundRequired: false,
    });
    expect(await deliveryCounts(t.db, p)).toMatchObject({
      subscriptions: 2,
      gifts: 1,
      cartLinesLeft: 0,
      confirmationMails: 1,
    });
    // The expiry job never gives the stock of a paid order back.
    await expireOrders(t.db, new Date(Date.now() + 24 * 60 * 60_000));
    expect(await stockOf(t.db, p.catalogue.sizes.large.id)).toBe(18);
  });

  it('with the stock gone: flagged for refund, staff mailed, nothing delivered, no stock taken', async () => {
    const p = await makePurchase(t.app, { small: true });
    const { payment } = await startPayment(t.app, p.buyer.id, p.orderId, 'esewa');
    await expire(p.orderId);
    expect(await stockOf(t.db, p.catalogue.sizes.small.id)).toBe(5);
    // Someone bought the 2 kg size meanwhile: one left, the order needs two. The 1 kg size is still there.
    await setStock(t.db, p.catalogue.sizes.large.id, 1);

    const results = await Promise.all(
      Array.from({ length: 3 }, () => settlePayment(t.app, payment, paid(payment.amount))),
    );
    for (const r of results) expect(r).toMatchObject({ status: 'Cancelled', delivered: false });
    // The one that settled it says this payment is not kept (due for refund, issue 36); replays change nothing.
    expect(results.filter((r) => r.notKept)).toHaveLength(1);
    expect(await mailsOfKind(p.buyer.email, 'payment-refund-due')).toHaveLength(1);

    const order = await orderRow(t.db, p.orderId);
    expect(order).toMatchObject({ status: 'Cancelled', refundRequired: true, stockReleased: true });
    expect(await stockOf(t.db, p.catalogue.sizes.large.id)).toBe(1);
    expect(await stockOf(t.db, p.catalogue.sizes.small.id)).toBe(5);
    expect((await paymentRow(t.db, payment.id)).status).toBe('Completed');
    expect(await deliveryCounts(t.db, p)).toEqual({
      subscriptions: 0,
      gifts: 0,
      cartLinesLeft: 5,
      confirmationMails: 0,
      giftMails: 0,
      activeMember: false,
    });
    const mails = await staffMails(t.db, t.config.STAFF_EMAIL, order.identifier);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('no longer in stock');
    expect((await orderJson(p)).status).toBe('Cancelled');
  });

  it('racing the expiry job (20 completions and 5 sweeps at once): delivered once, stock taken once', async () => {
    const p = await makePurchase(t.app);
    const { payment } = await startPayment(t.app, p.buyer.id, p.orderId, 'esewa');
    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, p.orderId));
    const afterGrace = new Date(Date.now() + 20 * 60_000);
    await Promise.all([
      ...Array.from({ length: 20 }, () => settlePayment(t.app, payment, paid(payment.amount))),
      ...Array.from({ length: 5 }, () => expireOrders(t.db, afterGrace)),
    ]);
    const counts = await deliveryCounts(t.db, p);
    const stock = await stockOf(t.db, p.catalogue.sizes.large.id);
    console.info(
      `20 completions racing 5 expiry sweeps: ${JSON.stringify(counts)}, 2 kg stock ${stock} (20 before the order of 2)`,
    );
    expect(await orderRow(t.db, p.orderId)).toMatchObject({ status: 'Active', refundRequired: false });
    expect(counts).toMatchObject({ subscriptions: 2, gifts: 1, cartLinesLeft: 0, confirmationMails: 1 });
    expect(stock).toBe(18);
  });

  it('the expiry job waits for a payment in progress until 15 minutes after expiry', async () => {
    const p = await makePurchase(t.app);
    const { payment } = await startPayment(t.app, p.buyer.id, p.orderId, 'esewa');
    const expiresAt = new Date(Date.now() - 60_000);
    await t.db.update(orders).set({ expiresAt }).where(eq(orders.id, p.orderId));

    await expireOrders(t.db, new Date(expiresAt.getTime() + 14 * 60_000));
    expect((await orderRow(t.db, p.orderId)).status).toBe('Pending');
    expect(await stockOf(t.db, p.catalogue.sizes.large.id)).toBe(18);

    // Once the attempt is over, the order expires at once.
    await t.db.update(payments).set({ status: 'Cancelled' }).where(eq(payments.id, payment.id));
    await expireOrders(t.db, new Date(expiresAt.getTime() + 60_000));
    expect((await orderRow(t.db, p.orderId)).status).toBe('Cancelled');
    expect(await stockOf(t.db, p.catalogue.sizes.large.id)).toBe(20);
  });

  it('after the grace the expiry job cancels it even with a payment still Started', async () => {
    const p = await makePurchase(t.app);
    await startPayment(t.app, p.buyer.id, p.orderId, 'esewa');
    const expiresAt = new Date(Date.now() - 60_000);
    await t.db.update(orders).set({ expiresAt }).where(eq(orders.id, p.orderId));
    await expireOrders(t.db, new Date(expiresAt.getTime() + 16 * 60_000));
    expect((await orderRow(t.db, p.orderId)).status).toBe('Cancelled');
  });
});
