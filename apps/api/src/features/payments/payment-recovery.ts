import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PAYMENT_GRACE_MINUTES } from '../orders/orders.service';
import { expirePayment } from './fulfilment';
import { settlePayment } from './payment-service';
import { findUnsettledPayments } from './payments.repository';
import type { VerifiedOutcome } from './providers/provider';
import { PROVIDERS } from './providers/providers';

const BATCH = 500;
/** The first sweep after the server starts comes this soon (or with the first interval, if shorter). */
const FIRST_SWEEP_MS = 5_000;

export interface RecoveryReport {
  checked: number;
  completed: number;
  failed: number;
  expired: number;
}

/**
 * Settles payments whose callback never arrived (the browser closed, the server restarted between the
 * provider's confirmation and fulfilment...): every Started payment older than PAYMENT_RECOVERY_AFTER_SECONDS is
 * checked with its provider's status API and settled (settlePayment is idempotent, so a callback arriving at
 * the same time changes nothing). One still pending or unknown PAYMENT_GRACE_MINUTES after its order expired is
 * cancelled ('expired') and its order expires. Least recently checked first, at most BATCH per sweep.
 */
export async function recoverPayments(app: FastifyInstance, now: Date = new Date()): Promise<RecoveryReport> {
  const report: RecoveryReport = { checked: 0, completed: 0, failed: 0, expired: 0 };
  const due = new Date(now.getTime() - app.config.PAYMENT_RECOVERY_AFTER_SECONDS * 1000);
  const rows = await findUnsettledPayments(app.db, due, BATCH);

  for (const { payment, order } of rows) {
    report.checked += 1;
    let outcome: VerifiedOutcome;
    try {
      // Looked up on each call (not captured at start), so the registry stays the one source.
      outcome = await PROVIDERS[payment.provider].status(app, payment, order);
    } catch (err) {
      app.log.warn(
        { err, provider: payment.provider, reference: payment.reference },
        'payment status check failed',
      );
      outcome = { state: 'pending' };
    }
    try {
      const { delivered } = await settlePayment(app, payment, outcome);
      if (outcome.state === 'completed' && delivered) report.completed += 1;
      if (outcome.state === 'failed' || outcome.state === 'cancelled') report.failed += 1;
      const graceEnded = order.expiresAt.getTime() + PAYMENT_GRACE_MINUTES * 60_000 < now.getTime();
      if (outcome.state === 'pending' && graceEnded && (await expirePayment(app, payment, now)))
        report.expired += 1;
    } catch (err) {
      app.log.error(
        { err, provider: payment.provider, reference: payment.reference },
        'payment recovery failed',
      );
    }
  }
  return report;
}

/**
 * Runs recoverPayments shortly after the server starts and then every PAYMENT_RECOVERY_SWEEP_SECONDS. A sweep
 * starts only after the previous one ended (no overlap); the timer does not keep the process alive and is
 * stopped (and a running sweep awaited) when the app closes.
 */
export const paymentRecoveryPlugin = fp(async (app: FastifyInstance) => {
  const every = app.config.PAYMENT_RECOVERY_SWEEP_SECONDS * 1000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closing = false;

  const schedule = (delay: number) => {
    if (closing) return;
    timer = setTimeout(() => {
      running = recoverPayments(app)
        .then((report) => {
          if (report.checked > 0) app.log.info(report, 'payment recovery sweep');
        })
        .catch((err: unknown) => app.log.error({ err }, 'payment recovery sweep failed'))
        .finally(() => {
          running = undefined;
          schedule(every);
        });
    }, delay);
    timer.unref();
  };

  app.addHook('onReady', async () => schedule(Math.min(every, FIRST_SWEEP_MS)));
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(timer);
    await running;
  });
});
