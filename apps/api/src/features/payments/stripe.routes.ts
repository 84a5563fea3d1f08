import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { stripeConfirmationReply, stripeIntentReply } from '@oxstrength/shared/contracts/payments';
import { AppError, notFound } from '../../lib/errors';
import { errors } from '../../lib/reply';
import { checkLatestPayment, startWith } from '../../workflows/pay-order';
import { ORDER_NOT_FOUND, resultUrl } from './payment-service';
import { requireStripe, STRIPE_UNAVAILABLE, stripeProvider } from './providers/stripe';

/**
 * Card payments through Stripe (providers/stripe.ts), only when a key is configured: the intent's client secret
 * for Stripe.js, then a confirmation that asks Stripe about the intent and settles it (workflows/pay-order.ts).
 */

export const PAYMENT_NOT_FOUND = 'Payment not found';

const id = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .min(1, `${name} is required`)
    .max(64);

export const stripeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payment/transaction/stripe/intent',
    {
      onRequest: app.authenticate,
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
        response: { 200: stripeIntentReply, ...errors(400, 401, 404, 409, 502) },
      },
    },
    async (request) => {
      requireStripe(app);
      const callerId = request.currentUser!.id;
      if (request.query.user_id !== callerId) throw notFound(ORDER_NOT_FOUND);
      return startWith(app, stripeProvider, callerId, request.query.order_id, request.log);
    },
  );

  app.post(
    '/payment/stripe/confirm',
    {
      onRequest: app.authenticate,
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
        response: { 200: stripeConfirmationReply, ...errors(401, 404, 422, 502) },
      },
    },
    async (request) => {
      requireStripe(app);
      const { payment, order, state, result } = await checkLatestPayment(
        app,
        stripeProvider,
        request.currentUser!.id,
        request.body.order_id,
        {
          noPayment: ORDER_NOT_FOUND,
          noProviderRef: PAYMENT_NOT_FOUND,
          unreachable: (err, attempt) => {
            request.log.warn(
              { provider: 'stripe', reference: attempt.reference, reason: (err as Error).message },
              'stripe: retrieving the payment intent failed',
            );
            return new AppError(502, STRIPE_UNAVAILABLE);
          },
        },
      );
      if (state === 'pending' && !result.delivered)
        return { status: 'pending' as const, order_status: result.status, redirect_url: null };
      return {
        status: result.delivered ? ('success' as const) : ('failed' as const),
        order_status: result.status,
        // A canceled intent leaves the order payable: back to its payment page while it can be paid.
        redirect_url: resultUrl(app, order, payment, result, state === 'cancelled'),
      };
    },
  );
};
