import type { FastifyInstance } from 'fastify';
import { refundDueBy, type UnkeptReason } from '@oxstrength/shared/refunds';
import { isPaid, orderAfterUnpaidAttempt, type OrderStatus } from '@oxstrength/shared/status';
import type { Tx } from '../db/client';
import type { OutgoingMail } from '../plugins/mail';
import {
  findOrderLines,
  lockOrder,
  markRefundRequired,
  moveOrder,
  takeStockAgain,
} from '../features/orders/orders.service';
import {
  confirmationMail,
  giftMail,
  notKeptMail,
  refundRequiredMail,
} from '../features/payments/payment-mails';
import {
  findPayment,
  hasOtherStartedPayment,
  logForgery,
  movePayment,
  setRefundDue,
  touchStartedPayment,
  type Settled,
} from '../features/payments/payment-service';
import type { PaymentRow, VerifiedOutcome } from '../features/payments/providers/provider';
import { userContact } from '../features/users/users.service';
import { fulfilOrder } from './fulfil-order';

/**
 * What a verified payment outcome does to its order, in one transaction holding the order's row lock, so that
 * however often (and however concurrently) callbacks, status checks and the recovery job report the same
 * payment, the order is paid and delivered exactly once. The payment moves through the payments area
 * (movePayment: `transitionIfStill` with PAYMENT_MACHINE); everything else is written by the area that owns it,
 * through its service, in this transaction: the order's status and stock (orders), what the lines bought
 * (fulfil-order.ts), membership (users). The mails are written to the outbox in the same transaction and sent
 * after the commit (decision 025).
 */

interface SettleResult {
  status: OrderStatus;
  /** The order is paid and delivered (by this call or an earlier one). */
  delivered: boolean;
  /** Set when the outcome was refused as not genuine (another amount): the caller logs it as forged. */
  forged?: Record<string, unknown>;
  /** Set when this payment completed but its order could not keep it: it is due for refund (issue 36). */
  notKept?: true;
}

/**
 * Applies what the provider verifiably said about `payment`: idempotent and safe under concurrency, as the order
 * row is locked for the whole change (in one transaction, the mails in the outbox with it).
 * - completed with the amount asked: the order is paid and delivered exactly once (a second payment completing
 *   for an order already paid is recorded and flagged for refund; an order that expired meanwhile takes its
 *   stock again, or is flagged for refund when it cannot);
 * - completed with another amount: nothing delivered, the payment Failed ('amount mismatch'), logged as forged;
 * - failed: the payment Failed; the order Failed and its stock released once (unless paid, or still being paid
 *   by another Started payment);
 * - cancelled (the buyer left the provider without paying): the payment Cancelled; the order Initiated again,
 *   stock still held, payable by any method until it expires (Cancelled and stock released once when it already
 *   expired; unchanged when paid or still being paid by another Started payment);
 * - pending: only last_checked_at.
 * A completed payment the order cannot keep (paid already, cancelled by an admin, or too late with the stock
 * gone) is due for refund by a day the buyer is told and mailed (issue 36): `notKept`.
 * `status` is the order's status afterwards; `delivered` is true when the order is paid and delivered (by this
 * call or an earlier one), so replays answer the same.
 */
export async function settlePayment(
  app: FastifyInstance,
  payment: PaymentRow,
  outcome: VerifiedOutcome,
): Promise<Settled> {
  const result = await settleOutcome(app, payment, outcome);
  if (result.forged) logForgery(app, payment.provider, result.forged);
  return {
    status: result.status,
    delivered: result.delivered,
    ...(result.notKept ? { notKept: true as const } : {}),
  };
}

async function settleOutcome(
  app: FastifyInstance,
  payment: PaymentRow,
  outcome: VerifiedOutcome,
): Promise<SettleResult> {
  const mails: OutgoingMail[] = [];
  /** How this call ended the payment (for GET /metrics), if it did. */
  let ended: 'completed' | 'failed' | 'cancelled' | undefined;
  const settle = async (tx: Tx): Promise<SettleResult> => {
    ended = undefined; // a retried transaction starts again
    const order = await lockOrder(tx, payment.orderId);
    if (!order) throw new Error(`settlePayment: order ${payment.orderId} of payment ${payment.id} is gone`);
    // Read under the order's lock: whatever settled this payment before has committed by now.
    const current = await findPayment(tx, payment.id);
    const now = new Date();
    const unchanged: SettleResult = { status: order.status, delivered: isPaid(order.status) };

    if (outcome.state === 'pending') {
      await touchStartedPayment(tx, current.id, now);
      return unchanged;
    }

    if (outcome.state !== 'completed') {
      // A verified payment is never undone by a later (or reordered) failure report.
      if (current.status === 'Completed') return unchanged;
      // A payment ends once: a later report about it (a replayed return) changes neither how it ended nor
      // its order, which other attempts may have moved on since.
      if (current.status !== 'Started') return unchanged;
      const endedAs = outcome.state === 'failed' ? 'Failed' : 'Cancelled';
      await movePayment(tx, current, endedAs, {
        failureReason: outcome.reason,
        raw: outcome.raw ?? current.raw,
        lastCheckedAt: now,
      });
      ended = outcome.state === 'failed' ? 'failed' : 'cancelled';
      if (order.status !== 'Initiated' && order.status !== 'Pending') return unchanged;
      // The order's side of the state machine (packages/shared/src/status.ts): a cancel leaves it payable
      // (Initiated, stock held) until it expires; a failure fails it; another attempt in progress (another
      // provider, a new QR) may still pay it, so it stays as it is.
      const next = orderAfterUnpaidAttempt(endedAs, {
        otherAttemptInProgress: await hasOtherStartedPayment(tx, order.id, current.id),
        expired: order.expiresAt.getTime() <= now.getTime(),
      });
      if (!next) return unchanged;
      await moveOrder(tx, order, next.status, 'system', { releaseStock: next.releaseStock });
      return { status: next.status, delivered: false };
    }

    // Completed.
    if (current.status === 'Completed') return unchanged;
    if (outcome.amount !== current.amount) {
      await movePayment(tx, current, 'Failed', {
        failureReason: 'amount mismatch',
        raw: outcome.raw ?? current.raw,
        lastCheckedAt: now,
      });
      ended = 'failed';
      return {
        ...unchanged,
        forged: {
          reason: 'amount mismatch',
          reference: current.reference,
          orderId: order.id,
          expected: current.amount,
          received: outcome.amount,
          providerRef: outcome.providerRef ?? null,
        },
      };
    }

    const completed = await movePayment(tx, current, 'Completed', {
      providerRef: outcome.providerRef ?? current.providerRef,
      raw: outcome.raw ?? current.raw,
      failureReason: null,
      completedAt: now,
      lastCheckedAt: now,
    });
    if (!completed)
      throw new Error(`settlePayment: payment ${current.id} changed while its order was locked`);
    ended = 'completed';
    const buyer = (await userContact(tx, order.userId))!;

    /**
     * The payment cannot be kept (issue 36): it is due for refund by a day the buyer is told, the order is
     * flagged for staff, staff are mailed what to refund and the buyer what happened to this payment.
     */
    const notKept = async (reason: UnkeptReason, what: string): Promise<SettleResult> => {
      const by = refundDueBy(now);
      await setRefundDue(tx, completed.id, by, reason);
      await markRefundRequired(tx, order.id);
      mails.push(refundRequiredMail(app.config, order, completed, buyer, what));
      mails.push(notKeptMail(app.config, order, completed, buyer, reason, by));
      return { status: order.status, delivered: isPaid(order.status), notKept: true };
    };

    // Paid twice (two attempts both went through): never delivered twice; staff refund this one.
    if (isPaid(order.status))
      return notKept(
        'paid',
        'This order was already paid by another payment; this second payment must be refunded.',
      );

    // An admin cancelled it (the buyer was told why): that stays the outcome, and this payment is refunded.
    if (order.status === 'Cancelled' && order.cancelReason !== null)
      return notKept(
        'cancelled',
        'The payment arrived after an admin cancelled the order. Nothing was delivered; the payment must be refunded.',
      );

    // Expired or failed meanwhile: the stock went back and must be taken again, if it is still there.
    if (order.stockReleased && !(await takeStockAgain(tx, order.id)))
      return notKept(
        'expired',
        'The payment arrived after the order expired and the products are no longer in stock. Nothing was delivered; the payment must be refunded.',
      );

    const lines = await findOrderLines(tx, order.id);
    const gifted = await fulfilOrder(tx, order, lines);
    await moveOrder(tx, order, 'Active', 'system', { paidAt: now });
    if (order.refundRequired)
      // An earlier payment of this order could not be delivered and is already flagged; tell staff it got
      // delivered after all, so only that one is refunded.
      mails.push(
        refundRequiredMail(
          app.config,
          order,
          completed,
          buyer,
          'The order was delivered by this payment; the earlier payment flagged for refund is still to be refunded.',
        ),
      );
    mails.push(confirmationMail(app.config, order, lines, completed, buyer));
    for (const line of gifted) mails.push(giftMail(app.config, line, buyer));
    return { status: 'Active', delivered: true };
  };

  const result = await app.db.transaction(async (tx) => {
    const settled = await settle(tx);
    // In the same transaction: the mails exist exactly when the settlement committed, and the outbox job sends
    // them with retries (decision 025).
    for (const mail of mails) await app.mailer.enqueue(tx, mail);
    return settled;
  });
  if (ended) app.metrics.paymentsSettled.inc({ provider: payment.provider, outcome: ended });
  app.mailer.kick();
  return result;
}
