import type { FastifyInstance } from 'fastify';
import type { StripeIntent } from '@oxstrength/shared/contracts/payments';
import { AppError, notFound } from '../../../lib/errors';
import type { PaymentProvider, PaymentRow, VerifiedOutcome } from './provider';

/**
 * Card payments through Stripe's PaymentIntent REST API (`POST /v1/payment_intents`, form-encoded;
 * `GET /v1/payment_intents/{id}`; `Authorization: Bearer <secret key>`). Offered only when a Stripe key is
 * configured (config.payments.stripe); there is no Stripe sandbox. Amounts are in paisa (Stripe's smallest
 * unit of NPR), currency `npr`.
 */

const TIMEOUT_MS = 10_000;
/** A Started payment without an intent id this old never got one (creating it failed): it is over. */
const NO_INTENT_GRACE_MS = 2 * 60 * 1000;
export const STRIPE_CURRENCY = 'npr';

/** The fields of a PaymentIntent we read. */
export interface PaymentIntent {
  id: string;
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string | null;
  cancellation_reason: string | null;
  metadata: Record<string, string>;
}

/** Stripe refused a call or could not be reached. */
export class StripeApiError extends Error {
  constructor(
    message: string,
    public readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'StripeApiError';
  }
}

function settings(app: FastifyInstance) {
  const stripe = app.config.payments.stripe;
  if (!stripe) throw new StripeApiError('Stripe is not configured');
  return { ...stripe, baseUrl: stripe.baseUrl.replace(/\/+$/, '') };
}

async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  path: string,
  form?: URLSearchParams,
  idempotencyKey?: string,
): Promise<PaymentIntent> {
  const { baseUrl, secretKey } = settings(app);
  let res: Response;
  try {
    res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${secretKey}`,
        accept: 'application/json',
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: form?.toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    throw new StripeApiError(`Stripe ${path} unreachable: ${(err as Error).message}`);
  }
  const body = (await res.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  if (!res.ok || !body || typeof body.id !== 'string') {
    const error = body?.error as { message?: string; type?: string } | undefined;
    throw new StripeApiError(
      `Stripe ${method} ${path} failed (HTTP ${res.status}): ${error?.message ?? error?.type ?? 'no error message'}`,
      res.status,
    );
  }
  return {
    id: body.id,
    amount: Number(body.amount),
    amount_received: Number(body.amount_received ?? 0),
    currency: String(body.currency ?? ''),
    status: String(body.status ?? ''),
    client_secret: typeof body.client_secret === 'string' ? body.client_secret : null,
    cancellation_reason: typeof body.cancellation_reason === 'string' ? body.cancellation_reason : null,
    metadata: (body.metadata && typeof body.metadata === 'object' ? body.metadata : {}) as Record<
      string,
      string
    >,
  };
}

/**
 * Creates the PaymentIntent for a payment: its whole amount in paisa, in NPR, tagged with our order and
 * reference. The payment reference is the idempotency key, so a retried call never makes a second intent.
 */
export function createPaymentIntent(
  app: FastifyInstance,
  payment: PaymentRow,
  meta: { orderId: string; identifier: string },
): Promise<PaymentIntent> {
  const form = new URLSearchParams({
    amount: String(payment.amount),
    currency: STRIPE_CURRENCY,
    'automatic_payment_methods[enabled]': 'true',
    description: `OxStrength order ${meta.identifier}`,
    'metadata[order_id]': meta.orderId,
    'metadata[reference]': payment.reference,
  });
  return call(app, 'POST', '/v1/payment_intents', form, payment.reference);
}

export function retrievePaymentIntent(app: FastifyInstance, id: string): Promise<PaymentIntent> {
  return call(app, 'GET', `/v1/payment_intents/${encodeURIComponent(id)}`);
}

/** Cancels an intent nobody will pay any more (a newer one replaced it). */
export function cancelPaymentIntent(app: FastifyInstance, id: string): Promise<PaymentIntent> {
  return call(
    app,
    'POST',
    `/v1/payment_intents/${encodeURIComponent(id)}/cancel`,
    new URLSearchParams({ cancellation_reason: 'abandoned' }),
  );
}

/**
 * What an intent means for us: succeeded is paid (amount_received, compared with what was asked by the payment
 * service; an intent in another currency counts as no amount at all); canceled never will be; every other
 * status (requires_payment_method after a declined card, requires_action, processing...) is still open.
 */
export function intentOutcome(intent: PaymentIntent): VerifiedOutcome {
  const raw = {
    id: intent.id,
    status: intent.status,
    amount: intent.amount,
    amount_received: intent.amount_received,
    currency: intent.currency,
    metadata: intent.metadata,
  };
  if (intent.status === 'succeeded')
    return {
      state: 'completed',
      amount: intent.currency === STRIPE_CURRENCY ? intent.amount_received : 0,
      providerRef: intent.id,
      raw,
    };
  if (intent.status === 'canceled')
    return {
      state: 'cancelled',
      reason: `Stripe: canceled (${intent.cancellation_reason ?? 'no reason'})`,
      raw,
    };
  return { state: 'pending', raw };
}

/** Stripe's answer about a payment, by its PaymentIntent id (provider_ref). */
async function status(app: FastifyInstance, payment: PaymentRow): Promise<VerifiedOutcome> {
  // Without a key nothing can be asked; without an intent id the buyer never got a card form.
  if (!app.config.payments.stripe) return { state: 'pending' };
  if (!payment.providerRef) {
    if (Date.now() - payment.createdAt.getTime() < NO_INTENT_GRACE_MS) return { state: 'pending' };
    return { state: 'cancelled', reason: 'Stripe payment intent was never created' };
  }
  return intentOutcome(await retrievePaymentIntent(app, payment.providerRef));
}

export const STRIPE_NOT_CONFIGURED = 'Stripe is not configured';
export const STRIPE_UNAVAILABLE =
  'Card payments are not available right now. Please try again or use a different payment method.';

/** Stripe's settings; 404 "Stripe is not configured" without a key (card payments are then not offered). */
export function requireStripe(app: FastifyInstance) {
  const stripe = app.config.payments.stripe;
  if (!stripe) throw notFound(STRIPE_NOT_CONFIGURED);
  return stripe;
}

/** Intents still waiting for the buyer: a newer intent for the same order replaces them. */
const OPEN_INTENT = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

/** Best effort: the order's previous card attempt is cancelled at Stripe so only the newest can be paid. */
async function cancelPrevious(app: FastifyInstance, previous: PaymentRow | undefined, userId: string) {
  if (!previous || previous.userId !== userId || previous.status !== 'Started' || !previous.providerRef)
    return;
  try {
    const intent = await retrievePaymentIntent(app, previous.providerRef);
    if (OPEN_INTENT.has(intent.status)) await cancelPaymentIntent(app, intent.id);
  } catch (err) {
    app.log.warn(
      { provider: 'stripe', reference: previous.reference, reason: (err as Error).message },
      'stripe: could not cancel the previous intent',
    );
  }
}

export const stripeProvider: PaymentProvider<StripeIntent> = {
  id: 'stripe',
  // Every confirmation retrieves the intent again, even for a payment verified before.
  recheckCompleted: true,
  /** A PaymentIntent's client secret (its id stored as the payment's providerRef) and the publishable key. */
  async start(app, { order, payment, log }) {
    const { publishableKey } = requireStripe(app);
    let intent: PaymentIntent;
    try {
      intent = await createPaymentIntent(app, payment, { orderId: order.id, identifier: order.identifier });
    } catch (err) {
      log.warn(
        { provider: 'stripe', reference: payment.reference, reason: (err as Error).message },
        'stripe: creating the payment intent failed',
      );
      throw new AppError(502, STRIPE_UNAVAILABLE);
    }
    if (!intent.client_secret) throw new AppError(502, STRIPE_UNAVAILABLE);
    return {
      reply: { client_secret: intent.client_secret, publishable_key: publishableKey },
      providerRef: intent.id,
    };
  },
  replacePrevious: cancelPrevious,
  status: (app, payment) => status(app, payment),
};
