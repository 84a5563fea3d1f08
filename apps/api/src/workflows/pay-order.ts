import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { isPaid, type OrderStatus } from '@oxstrength/shared/status';
import { notFound } from '../lib/errors';
import {
  confirmedUrl,
  failedUrl,
  findPaymentByReference,
  findUserOrder,
  latestPayment,
  logForgery,
  ORDER_NOT_FOUND,
  orderOfPayment,
  resultUrl,
  storeProviderRef,
} from '../features/payments/payment-service';
import type {
  OrderRecord,
  PaymentProvider,
  PaymentRow,
  ProviderStatus,
  ReturningProvider,
  VerifiedOutcome,
} from '../features/payments/providers/provider';
import { settlePayment } from './settle-payment';
import { startPayment } from './start-payment';

/**
 * The one payment flow, start → verify → settle → where next, for every provider (payments/providers/provider.ts).
 * The provider routes only parse the provider's request, call one of these and reply or redirect:
 * - startWith: the caller's order gets a Started payment (start-payment.ts), the provider says what takes the
 *   browser there, and its id for the payment is stored;
 * - settleReturn: the browser is back from the provider. The provider reads the return; the payment it names must
 *   be the order's and user's in the return URL; a payment verified before is not asked about again (unless the
 *   provider always asks); the provider verifies with its own API; that is settled (settle-payment.ts) and the
 *   browser redirected;
 * - checkLatestPayment: the signed-in buyer asks about their order's latest payment with a provider (the Fonepay
 *   QR status, the card confirmation): the provider's status API is asked and the answer settled.
 * Returns and answers that do not verify are logged as possibly forged (payments/payment-service.ts logForgery).
 */

type Settled = { status: OrderStatus; delivered: boolean };

/** The order as it stands, when nothing was settled now: delivered when it is paid. */
const standing = (order: OrderRecord): Settled => ({ status: order.status, delivered: isPaid(order.status) });

/**
 * Starts paying the caller's order with `provider` and answers the success reply that takes the browser to it.
 * 404 for a missing, malformed or another user's order; 409 when it is paid or can no longer be paid; whatever
 * the provider's start throws when it cannot take the payment.
 */
export async function startWith<Reply, Input>(
  app: FastifyInstance,
  provider: PaymentProvider<Reply, Input>,
  userId: string,
  orderId: string,
  log: FastifyBaseLogger,
): Promise<{ status: 'success' } & Reply> {
  // The order's earlier attempt with this provider, read before the new one exists.
  const previous = provider.replacePrevious ? await latestPayment(app.db, orderId, provider.id) : undefined;
  const started = await startPayment(app, userId, orderId, provider.id);
  const { reply, providerRef } = await provider.start(app, { ...started, log });
  if (providerRef !== undefined) await storeProviderRef(app.db, started.payment, providerRef);
  await provider.replacePrevious?.(app, previous, userId);
  return { status: 'success' as const, ...reply };
}

/**
 * Handles the browser's return from `provider` (nothing in it is believed until the provider verified it) and
 * answers where the browser goes: /checkout/confirmed, the order's payment page after a cancel while it can be
 * paid, or ORDER FAILED!! (for the order, or without one when the return was not believed).
 */
export async function settleReturn<Reply, Input>(
  app: FastifyInstance,
  provider: ReturningProvider<Reply, Input>,
  input: Input,
  log: FastifyBaseLogger,
): Promise<string> {
  const reading = provider.readReturn(app, input);
  if ('refused' in reading) {
    logForgery(app, provider.id, reading.refused);
    return failedUrl(app);
  }

  const named = reading.payment;
  const payment =
    named === 'latest'
      ? await latestPayment(app.db, reading.orderId, provider.id)
      : named.reference
        ? await findPaymentByReference(app.db, provider.id, named.reference)
        : undefined;
  if (!payment || payment.orderId !== reading.orderId || payment.userId !== reading.userId) {
    if (reading.notOurs) logForgery(app, provider.id, reading.notOurs);
    return failedUrl(app);
  }
  const mismatch = reading.mismatch?.(payment);
  if (mismatch) {
    logForgery(app, provider.id, mismatch);
    return failedUrl(app);
  }

  const order = await orderOfPayment(app.db, payment);
  if (!order) return failedUrl(app);
  // Verified before: a replayed return changes nothing.
  if (payment.status === 'Completed' && !provider.recheckCompleted)
    return resultUrl(app, order, payment, standing(order), false);

  // The provider's id for the payment, kept at once: the recovery job can verify later if the provider cannot
  // be reached now.
  if (reading.providerRef && !payment.providerRef)
    await storeProviderRef(app.db, payment, reading.providerRef);
  const verdict = await reading.verify(app, { payment, order, log });
  if (verdict.disagreement) logForgery(app, provider.id, verdict.disagreement);
  const result = verdict.outcome ? await settlePayment(app, payment, verdict.outcome) : standing(order);
  switch (verdict.next.to) {
    case 'result':
      return resultUrl(app, order, payment, result, verdict.next.cancelled);
    case 'confirmed':
      return confirmedUrl(app, order, payment);
    case 'failed':
      return failedUrl(app, order);
    case 'refused':
      return failedUrl(app);
  }
}

/** Sends the browser on after a return; never cached, as the same URL may answer differently later. */
export const redirectAfterReturn = (reply: FastifyReply, url: string) =>
  reply.header('cache-control', 'no-store').redirect(url, 302);

export interface CheckOptions {
  /** The 404 message when the order has no payment with this provider. */
  noPayment: string;
  /** The 404 message when the payment has no provider id yet (nothing the provider could be asked about). */
  noProviderRef?: string;
  /** The error to answer (after logging) when the provider cannot be asked right now. */
  unreachable(err: unknown, payment: PaymentRow): Error;
}

export interface CheckedPayment {
  payment: PaymentRow;
  order: OrderRecord;
  /** What the provider said (completed, without asking again, for a payment verified before). */
  state: VerifiedOutcome['state'];
  /** The order afterwards: its status, and whether it is paid and delivered. */
  result: Settled;
}

/**
 * Asks `provider` about the caller's order's latest payment with it and settles the answer (exactly once however
 * often it is called). 404 for a missing or another user's order, or when the order has no such payment.
 */
export async function checkLatestPayment(
  app: FastifyInstance,
  provider: ProviderStatus & { recheckCompleted: boolean },
  userId: string,
  orderId: string,
  options: CheckOptions,
): Promise<CheckedPayment> {
  const order = await findUserOrder(app.db, userId, orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const payment = await latestPayment(app.db, order.id, provider.id);
  if (!payment) throw notFound(options.noPayment);
  if (options.noProviderRef && !payment.providerRef) throw notFound(options.noProviderRef);

  if (payment.status === 'Completed' && !provider.recheckCompleted) {
    // Verified before: replays change nothing and need not ask the provider again. Whether the order was
    // delivered is read again, after the payment: the order read above may predate the settlement that completed
    // the payment (another request settling it at that moment) and would still say Pending, i.e. "failed".
    const now = (await orderOfPayment(app.db, payment)) ?? order;
    return { payment, order, state: 'completed', result: standing(now) };
  }
  let outcome: VerifiedOutcome;
  try {
    outcome = await provider.status(app, payment, order);
  } catch (err) {
    throw options.unreachable(err, payment);
  }
  return { payment, order, state: outcome.state, result: await settlePayment(app, payment, outcome) };
}
