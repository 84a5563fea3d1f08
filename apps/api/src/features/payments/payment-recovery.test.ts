import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { testAppForFile } from '../../../test/test-app';
import { buildApp } from '../../app';
import { orders } from '../../db/schema/orders';
import {
  DELIVERED_ONCE,
  deliveryCounts,
  makePurchase,
  orderRow,
  paid,
  paymentRow,
  settlePayment,
  startPayment,
  stockOf,
  stubProvider,
} from './payment-fixtures';
import { recoverPayments } from '../../workflows/recover-payments';
import type { ProviderId, ProviderStatus, VerifiedOutcome } from './providers/provider';
import { PROVIDERS } from './providers/providers';

/**
 * The apps here check payments only once they are an hour old (PAYMENT_RECOVERY_AFTER_SECONDS 3600), so their
 * own timers never touch these fresh payments; the tests run the sweep with a clock moved forward instead.
 */
const t = testAppForFile({ PAYMENT_RECOVERY_SWEEP_SECONDS: '3600', PAYMENT_RECOVERY_AFTER_SECONDS: '3600' });

const originals = { ...PROVIDERS };
/** Puts a stub in the registry in place of a provider (restored after each test). */
const useProvider = (id: ProviderId, provider: ProviderStatus) => {
  PROVIDERS[id] = provider;
};
afterEach(() => {
  Object.assign(PROVIDERS, originals);
});

const hoursLater = (h: number) => new Date(Date.now() + h * 60 * 60_000);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('recoverPayments', () => {
  it('completes a Started payment the provider now reports paid; a second sweep finds nothing to do', async () => {
    const p = await makePurchase(t.app);
    const { payment } = await startPayment(t.app, p.buyer.id, p.orderId, 'esewa');
    const esewa = stubProvider('esewa', () => paid(payment.amount, 'ESEWA-0001'));
    useProvider('esewa', esewa);

    // Not due yet: nothing asked.
    expect(await recoverPayments(t.app)).toEqual({ checked: 0, completed: 0, failed: 0, expired: 0 });
    expect(esewa.calls).toBe(0);

    const report = await recoverPayments(t.app, hoursLater(2));
    expect(report).toMatchObject({ checked: 1, completed: 1 });
    expect(await orderRow(t.db, p.orderId)).toMatchObject({ status: 'Active' });
    expect(await paymentRow(t.db, payment.id)).toMatchObject({
      status: 'Completed',
      providerRef: 'ESEWA-0001',
    });
    expect(await deliveryCounts(t.db, p)).toMatchObject({
      subscriptions: 2,
      gifts: 1,
      cartLinesLeft: 0,
      confirmationMails: 1,
    });

    expect(await recoverPayments(t.app, hoursLater(3))).toEqual({
      checked: 0,
      completed: 0,
      failed: 0,
      expired: 0,
    });
    expect(esewa.calls).toBe(1);
    expect(await deliveryCounts(t.db, p)).toMatchObject({ subscriptions: 2, gifts: 1, confirmationMails: 1 });
  });

  it('fails a payment the provider reports failed: order Failed, stock back', async () => {
    const p = await makePurchase(t.app);
    const { payment } = await startPayment(t.app, p.buyer.id, p.orderId, 'khalti');
    useProvider(
      'khalti',
      stubProvider('khalti', () => ({ state: 'failed', reason: 'Khalti: Failed' })),
    );
    expect(await recoverPayments(t.app, hoursLater(1.1))).toMatchObject({ checked: 1, failed: 1 });
    expect(await paymentRow(t.db, payment.id)).toMatchObject({
      status: 'Failed',
      failureReason: 'Khalti: Failed',
    });
    expect(await orderRow(t.db, p.orderId)).toMatchObject({ status: 'Failed', stockReleased: true });
    expect(await stockOf(t.db, p.catalogue.sizes.large.id)).toBe(20);
  });

  it('a payment the provider reports cancelled leaves the order payable, its stock held', async () => {
    const p = await makePurchase(t.app);
    const { payment } = await startPayment(t.app, p.buyer.id, p.orderId, 'khalti');
    useProvider(
      'khalti',
      stubProvider('khalti', () => ({ state: 'cancelled', reason: 'Khalti: User canceled' })),
    );
    expect(await recoverPayments(t.app, hoursLater(1.1))).toMatchObject({ checked: 1, failed: 1 });
    expect(await paymentRow(t.db, payment.id)).toMatchObject({
      status: 'Cancelled',
      failureReason: 'Khalti: User canceled',
    });
    expect(await orderRow(t.db, p.orderId)).toMatchObject({ status: 'Initiated', stockReleased: false });
    expect(await stockOf(t.db, p.catalogue.sizes.large.id)).toBe(18);
  });

  it('leaves a pending payment alone until 15 minutes after its order expired, then cancels it and expires the order', async () => {
    const p = await makePurchase(t.app);
    const { payment } = await startPayment(t.app, p.buyer.id, p.orderId, 'fonepay_qr');
    const expiresAt = (await orderRow(t.db, p.orderId)).expiresAt;
    const fonepay = stubProvider('fonepay_qr', (): VerifiedOutcome => ({ state: 'pending' }));
    useProvider('fonepay_qr', fonepay);

    // An hour and a bit after the start: due for a check, but the order expired less than 15 minutes ago.
    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() + 55 * 60_000) })
      .where(eq(orders.id, p.orderId));
    expect(await recoverPayments(t.app, hoursLater(1.1))).toMatchObject({ checked: 1, expired: 0 });
    expect(await paymentRow(t.db, payment.id)).toMatchObject({ status: 'Started' });
    expect((await paymentRow(t.db, payment.id)).lastCheckedAt).toBeInstanceOf(Date);
    expect((await orderRow(t.db, p.orderId)).status).toBe('Pending');

    await t.db.update(orders).set({ expiresAt }).where(eq(orders.id, p.orderId));
    expect(await recoverPayments(t.app, hoursLater(2))).toMatchObject({ checked: 1, expired: 1 });
    expect(await paymentRow(t.db, payment.id)).toMatchObject({
      status: 'Cancelled',
      failureReason: 'expired',
    });
    expect(await orderRow(t.db, p.orderId)).toMatchObject({ status: 'Cancelled', stockReleased: true });
    expect(await stockOf(t.db, p.catalogue.sizes.large.id)).toBe(20);
    expect(fonepay.calls).toBe(2);

    // The provider completes it after all: delivered if the stock is still there.
    expect(await settlePayment(t.app, payment, paid(payment.amount))).toEqual({
      status: 'Active',
      delivered: true,
    });
    expect(await stockOf(t.db, p.catalogue.sizes.large.id)).toBe(18);
  });

  it('a provider that cannot be reached leaves the payment Started for the next sweep', async () => {
    const p = await makePurchase(t.app);
    const { payment } = await startPayment(t.app, p.buyer.id, p.orderId, 'fonepay_web');
    useProvider(
      'fonepay_web',
      stubProvider('fonepay_web', () => {
        throw new Error('connect ECONNREFUSED');
      }),
    );
    // Due for a check (over an hour old) while the order is still open.
    await t.db
      .update(orders)
      .set({ expiresAt: hoursLater(2) })
      .where(eq(orders.id, p.orderId));
    expect(await recoverPayments(t.app, hoursLater(1.1))).toMatchObject({
      checked: 1,
      completed: 0,
      failed: 0,
      expired: 0,
    });
    expect(await paymentRow(t.db, payment.id)).toMatchObject({ status: 'Started' });
    expect((await orderRow(t.db, p.orderId)).status).toBe('Pending');
  });
});

describe(`a server killed between the provider's confirmation and fulfilment (${inject('dbTemplate').kind})`, () => {
  it('is settled by the recovery sweep of the next server on the same database, once', async () => {
    // Server A: the buyer starts paying; the provider will confirm, but A goes down before it settles anything.
    const appA = await buildApp({ config: t.config, database: t.app.database, serveWeb: false });
    await appA.ready();
    const p = await makePurchase(appA);
    const { payment } = await startPayment(appA, p.buyer.id, p.orderId, 'esewa');
    let providerSays: VerifiedOutcome = { state: 'pending' };
    const esewa = stubProvider('esewa', () => providerSays);
    useProvider('esewa', esewa);
    providerSays = paid(payment.amount, 'ESEWA-AFTER-CRASH');
    await appA.close();
    expect((await orderRow(t.db, p.orderId)).status).toBe('Pending');

    // Server B starts on the same database; its recovery job (every second, payments older than a second) finds
    // the payment and asks the provider.
    const appB = await buildApp({
      config: { ...t.config, PAYMENT_RECOVERY_SWEEP_SECONDS: 1, PAYMENT_RECOVERY_AFTER_SECONDS: 1 },
      database: t.app.database,
      serveWeb: false,
    });
    await appB.ready();
    try {
      const deadline = Date.now() + 20_000;
      while ((await orderRow(t.db, p.orderId)).status !== 'Active' && Date.now() < deadline) await sleep(200);
      expect((await orderRow(t.db, p.orderId)).status).toBe('Active');
      // Two more sweeps of B, one by hand, and the provider's callback arriving late: nothing doubles.
      await sleep(2_500);
      expect(await recoverPayments(appB)).toMatchObject({ completed: 0 });
      expect(await settlePayment(appB, payment, paid(payment.amount, 'ESEWA-AFTER-CRASH'))).toEqual({
        status: 'Active',
        delivered: true,
      });
    } finally {
      await appB.close();
    }

    const counts = await deliveryCounts(t.db, p);
    console.info(
      `after a restart, recovery sweeps and a late callback: ${JSON.stringify(counts)}, provider asked ${esewa.calls}x`,
    );
    expect(counts).toEqual(DELIVERED_ONCE);
    expect(esewa.calls).toBe(1);
    expect(await stockOf(t.db, p.catalogue.sizes.large.id)).toBe(18);
    expect(await paymentRow(t.db, payment.id)).toMatchObject({
      status: 'Completed',
      providerRef: 'ESEWA-AFTER-CRASH',
    });
  });
});
