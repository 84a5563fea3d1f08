import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORDER_STATUSES } from '@oxstrength/shared/status';
import { AppError, notFound } from '../../lib/errors';
import { errors, success } from '../../lib/reply';
import { orderOfPayment, storeProviderRef } from './provider-ref-repository';
import {
  latestPayment,
  ORDER_NOT_FOUND,
  resultUrl,
  settlePayment,
  startPayment,
} from './payment-service';
import type { PaymentRow } from './providers/provider';
import {
  cancelPaymentIntent,
  createPaymentIntent,
  intentOutcome,
  retrievePaymentIntent,
} from './providers/stripe';

export const STRIPE_NOT_CONFIGURED = 'Stripe is not configured';
export const STRIPE_UNAVAILABLE =
  'Card payments are not available right now. Please try again or use a different payment method.';
export const PAYMENT_NOT_FOUND = 'Payment not found';

const id = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .min(1, `${name} is required`)
    .max(64);

/** Intents still waiting for the buyer: a newer intent for the same order replaces them. */
const OPEN_INTENT = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

function requireStripe(app: FastifyInstance) {
  const stripe = app.config.payments.stripe;
  if (!stripe) throw notFound(STRIPE_NOT_CONFIGURED);
  return stripe;
}

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

export const stripeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payment/transaction/stripe/intent',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: "Start paying the caller's order by card: a Stripe PaymentIntent's client secret",
        description:
          'Only when a Stripe key is configured (else 404 "Stripe is not configured"). user_id must be the ' +
          'caller. Creates a PaymentIntent for the whole order total (paisa, currency npr, metadata order_id and ' +
          'reference; the payment reference is the idempotency key) and answers its client_secret with the ' +
          'publishable key. A newer intent replaces the order’s previous open one. Then POST /payment/stripe/confirm.',
        security: [{ jwt: [] }],
        querystring: z.object({ user_id: id('user_id'), order_id: id('order_id') }),
        response: {
          200: success({ client_secret: z.string(), publishable_key: z.string() }),
          ...errors(400, 401, 404, 409, 502),
        },
      },
    },
    async (request) => {
      const stripe = requireStripe(app);
      const callerId = request.currentUser!.id;
      if (request.query.user_id !== callerId) throw notFound(ORDER_NOT_FOUND);
      const previous = await latestPayment(app.db, request.query.order_id, 'stripe');
      const { order, payment } = await startPayment(app, callerId, request.query.order_id, 'stripe');
      let intent;
      try {
        intent = await createPaymentIntent(app, payment, { orderId: order.id, identifier: order.identifier });
      } catch (err) {
        request.log.warn(
          { provider: 'stripe', reference: payment.reference, reason: (err as Error).message },
          'stripe: creating the payment intent failed',
        );
        throw new AppError(502, STRIPE_UNAVAILABLE);
      }
      if (!intent.client_secret) throw new AppError(502, STRIPE_UNAVAILABLE);
      await storeProviderRef(app.db, payment, intent.id);
      await cancelPrevious(app, previous, callerId);
      return {
        status: 'success' as const,
        client_secret: intent.client_secret,
        publishable_key: stripe.publishableKey,
      };
    },
  );

  app.post(
    '/payment/stripe/confirm',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: "After the card form: ask Stripe about the order's latest card payment and settle it",
        description:
          'Retrieves the PaymentIntent of the order’s latest card payment from Stripe and settles it (exactly ' +
          'once however often it is called). status: success (paid and delivered), pending (Stripe is still ' +
          'processing or waiting for the buyer) or failed (a canceled intent leaves the order payable, stock held, ' +
          'until it expires). redirect_url is where the browser goes next: /checkout/confirmed, the order’s ' +
          'payment page after a cancel while it can be paid, or /checkout/failed?order_id=….',
        security: [{ jwt: [] }],
        body: z.object({ order_id: id('order_id') }),
        response: {
          200: z.object({
            status: z.enum(['success', 'pending', 'failed']),
            order_status: z.enum(ORDER_STATUSES),
            redirect_url: z.string().nullable(),
          }),
          ...errors(401, 404, 422, 502),
        },
      },
    },
    async (request) => {
      requireStripe(app);
      const payment = await latestPayment(app.db, request.body.order_id, 'stripe');
      if (!payment || payment.userId !== request.currentUser!.id) throw notFound(ORDER_NOT_FOUND);
      if (!payment.providerRef) throw notFound(PAYMENT_NOT_FOUND);
      const order = await orderOfPayment(app.db, payment);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      let intent;
      try {
        intent = await retrievePaymentIntent(app, payment.providerRef);
      } catch (err) {
        request.log.warn(
          { provider: 'stripe', reference: payment.reference, reason: (err as Error).message },
          'stripe: retrieving the payment intent failed',
        );
        throw new AppError(502, STRIPE_UNAVAILABLE);
      }
      const outcome = intentOutcome(intent);
      const result = await settlePayment(app, payment, outcome);
      if (outcome.state === 'pending' && !result.delivered)
        return { status: 'pending' as const, order_status: result.status, redirect_url: null };
      return {
        status: result.delivered ? ('success' as const) : ('failed' as const),
        order_status: result.status,
        // A canceled intent leaves the order payable: back to its payment page while it can be paid.
        redirect_url: resultUrl(app, order, payment, result, outcome.state === 'cancelled'),
      };
    },
  );
};
