import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ProviderId } from '@oxstrength/shared/contracts/payments';
import type { payments } from '../../../db/schema/payments';
import type { OrderRecord } from '../../orders/orders.service';

export type { OrderRecord, ProviderId };
export type PaymentRow = typeof payments.$inferSelect;

/**
 * What a provider says about a payment, after we verified it (signature and/or its status API).
 * `amount` is in paisa, as the provider reports it; the payment service compares it with what was asked.
 */
export type VerifiedOutcome =
  | { state: 'completed'; amount: number; providerRef?: string; raw?: Record<string, unknown> }
  | { state: 'failed' | 'cancelled'; reason: string; raw?: Record<string, unknown> }
  | { state: 'pending'; raw?: Record<string, unknown> };

/** A payment just started (workflows/start-payment.ts): its order, now Pending, and the buyer. */
export interface StartedPayment {
  order: OrderRecord;
  payment: PaymentRow;
  user: { id: string; name: string; email: string };
  /** The request's logger. */
  log: FastifyBaseLogger;
}

/**
 * What a provider answers once a payment started: the reply that takes the browser to it (a signed form, a QR, a
 * payment link, a card intent), and the provider's own id for the payment when it gave one (Khalti's pidx,
 * Stripe's PaymentIntent id), stored on the payment before the browser gets the reply.
 */
export interface ProviderStart<Reply> {
  reply: Reply;
  providerRef?: string;
}

/** A payment and its order, as the payment flow found them for a return. */
export interface ReturnedPayment {
  payment: PaymentRow;
  order: OrderRecord;
  /** The request's logger. */
  log: FastifyBaseLogger;
}

/**
 * Where the browser goes after a return (payment-service.ts): `result` is resultUrl of the settlement
 * (`cancelled`: the buyer left the provider without paying); `confirmed` the confirmation page; `failed` ORDER
 * FAILED!! for this order; `refused` ORDER FAILED!! without an order (the return was not believed).
 */
export type ReturnNext =
  { to: 'result'; cancelled: boolean } | { to: 'confirmed' } | { to: 'failed' } | { to: 'refused' };

/** What a provider verifiably said about a returned payment, and what follows. */
export interface ReturnVerdict {
  /** What to settle; without one nothing is settled and the order is taken as it stands. */
  outcome?: VerifiedOutcome;
  /** What the return claimed and what the provider says disagree: logged as possibly forged. */
  disagreement?: Record<string, unknown>;
  next: ReturnNext;
}

/**
 * A provider's return (the browser sent back by the provider), read by the provider before any record is looked
 * up: either refused (a signature or merchant that does not verify: logged as forged, ORDER FAILED!! without an
 * order), or the payment it names and how the provider verifies it.
 */
export type ReturnReading =
  | { refused: Record<string, unknown> }
  | {
      /** The user and order in the return URL's path: the payment must be theirs. */
      userId: string;
      orderId: string;
      /**
       * The payment it names: the reference we sent the provider (undefined when the return carries none), or
       * `latest` for an unsigned return that names only the order (the order's latest payment with the provider).
       */
      payment: { reference: string | undefined } | 'latest';
      /** Logged as forged when that payment is missing or not that order's and user's; unset: refused silently. */
      notOurs?: Record<string, unknown>;
      /** Checks the payment found against the return (amount, provider id): a forged-log entry when it differs. */
      mismatch?(payment: PaymentRow): Record<string, unknown> | undefined;
      /** The provider's id for the payment the return carries (Fonepay's trace id): stored before verifying. */
      providerRef?: string;
      /** Asks the provider (its status, lookup or verification API). Never trusts the return alone. */
      verify(app: FastifyInstance, returned: ReturnedPayment): Promise<ReturnVerdict>;
    };

/**
 * What every provider answers about a payment by our own records: used by the status endpoints and by the
 * recovery job that settles payments whose callback never arrived.
 */
export interface ProviderStatus {
  id: ProviderId;
  /** Asks the provider (its status / lookup / verification API) about this payment. Never trusts the browser. */
  status(app: FastifyInstance, payment: PaymentRow, order: OrderRecord): Promise<VerifiedOutcome>;
}

/**
 * One payment provider (DESIGN.md section 4: start, verify, status). The payment flow (workflows/pay-order.ts) runs the
 * steps every provider shares: it starts the payment, finds the payment a return names and checks it is the
 * caller's, settles what the provider verified and picks where the browser goes. The provider only speaks its
 * protocol: what the browser needs to pay, what its return says, what its APIs answer.
 */
export interface PaymentProvider<StartReply, ReturnInput = never> extends ProviderStatus {
  /**
   * Whether a payment already Completed is asked about again on every return and check (Khalti, Stripe). When
   * false (eSewa, Fonepay), a Completed payment is answered from our records: replays need not reach the provider.
   */
  recheckCompleted: boolean;
  /** What takes the browser to the provider for this payment. Throws an AppError for the buyer when it cannot. */
  start(app: FastifyInstance, started: StartedPayment): Promise<ProviderStart<StartReply>>;
  /** Reads a return from the provider (providers that send the browser back to us). */
  readReturn?(app: FastifyInstance, input: ReturnInput): ReturnReading;
  /**
   * Called after a new payment of an order started, with the order's payment with this provider from before it:
   * a provider whose earlier attempt could still be paid closes it (Stripe cancels the open intent).
   */
  replacePrevious?(app: FastifyInstance, previous: PaymentRow | undefined, userId: string): Promise<void>;
}

/** A provider that sends the browser back to us (eSewa, Fonepay web, Khalti): its returns are read by it. */
export type ReturningProvider<StartReply, ReturnInput> = PaymentProvider<StartReply, ReturnInput> &
  Required<Pick<PaymentProvider<StartReply, ReturnInput>, 'readReturn'>>;
