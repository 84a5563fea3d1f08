import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { closedSmtpUrl, startSmtpSink } from '../../test/smtp-sink';
import { until } from '../../test/until';
import { buildApp } from '../app';
import { mailOutbox } from '../db/schema/mail';
import { makePurchase, paid, settlePayment, startPayment } from '../features/payments/payment-fixtures';

/** The mails that must not be lost go through the outbox with retries (decision 025). */

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

async function payOrder(t: TestApp) {
  const p = await makePurchase(t.app);
  const { payment } = await startPayment(t.app, p.buyer.id, p.orderId, 'esewa');
  await settlePayment(t.app, payment, paid(payment.amount));
  return p;
}

const mailTo = (t: TestApp, to: string) => async () =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0];

describe('the mail outbox', () => {
  const closing: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const close of closing.reverse()) await close();
  });

  it('retries a mail the SMTP server refuses, with backoff, then marks it failed', async () => {
    const t = await createTestApp({
      SMTP_URL: await closedSmtpUrl(),
      MAIL_SWEEP_SECONDS: '1',
      MAIL_RETRY_BASE_SECONDS: '2',
      MAIL_MAX_ATTEMPTS: '3',
    });
    closing.push(() => t.close());
    const p = await payOrder(t);
    const paidAt = Date.now();
    // Written with the payment's settlement: there as soon as the order is paid.
    expect(await mailTo(t, p.buyer.email)()).toMatchObject({ kind: 'order-confirmation' });
    await t.app.mailer.drain();
    const refused = await mailTo(t, p.buyer.email)();
    expect(refused!.attempts).toBeGreaterThanOrEqual(1);
    expect(refused!.error).toContain('ECONNREFUSED');

    const gaveUp = await until(mailTo(t, p.buyer.email), (m) => m?.status === 'failed');
    expect(gaveUp).toMatchObject({ status: 'failed', attempts: 3, sentAt: null });
    // Waits of 2 s, then 4 s, between the three attempts (without the doubling it would be 2 s and 2 s).
    expect(Date.now() - paidAt).toBeGreaterThan(5500);
  }, 90_000);

  it('delivers what a stopped server left queued once a server starts again', async () => {
    const t = await createTestApp({
      SMTP_URL: await closedSmtpUrl(),
      MAIL_RETRY_BASE_SECONDS: '1',
    });
    const p = await payOrder(t);
    await t.app.mailer.drain();
    expect(await mailTo(t, p.buyer.email)()).toMatchObject({ status: 'queued', attempts: 1 });
    await t.app.close(); // the process stops; the database stays

    const sink = await startSmtpSink();
    closing.push(() => sink.close());
    const next = await buildApp({
      config: { ...t.config, SMTP_URL: sink.url, MAIL_SWEEP_SECONDS: 1 },
      database: t.database,
      serveWeb: false,
    });
    await next.ready();
    closing.push(async () => {
      await next.close();
      await t.database.close();
    });

    const sent = await until(mailTo(t, p.buyer.email), (m) => m?.status === 'sent');
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, error: null });
    const gift = await until(mailTo(t, p.recipientEmail), (m) => m?.status === 'sent');
    expect(gift).toMatchObject({ kind: 'gift-received', status: 'sent' });
    const confirmation = sink.received.find((m) => m.to.includes(p.buyer.email));
    expect(confirmation?.data).toMatch(/Subject: Your OxStrength order \S+ is confirmed/);
    expect(sink.received.filter((m) => m.to.includes(p.buyer.email))).toHaveLength(1);
  }, 90_000);
});
