import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repeatInServer } from '../lib/repeating-job';
import { PAYMENT_GRACE_MINUTES } from '../features/orders/orders.service';
import { findUnsettledPayments } from '../features/payments/payment-service';
import type { VerifiedOutcome } from '../features/payments/providers/provider';
import { PROVIDERS } from '../features/payments/providers/providers';
import { expirePayment } from './expire-payment';
import { settlePayment } from './settle-payment';

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
 * Runs recoverPayments shortly after the server starts and then every PAYMENT_RECOVERY_SWEEP_SECONDS, one
 * sweep at a time (lib/repeating-job.ts).
 */
export const paymentRecoveryPlugin = fp(async (app: FastifyInstance) => {
  const every = app.config.PAYMENT_RECOVERY_SWEEP_SECONDS * 1000;
  repeatInServer(app, {
    name: 'payment recovery sweep',
    everyMs: every,
    firstMs: Math.min(every, FIRST_SWEEP_MS),
    run: async () => {
      const report = await recoverPayments(app);
      if (report.checked > 0) app.log.info(report, 'payment recovery sweep');
    },
  });
});
