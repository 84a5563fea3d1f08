import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/errors';
import { errors, success } from '../../lib/reply';
import { KhaltiApiError, khaltiInitiate, khaltiLookup, lookupOutcome } from './providers/khalti';
import { orderOfPayment, storeProviderRef } from './provider-ref-repository';
import {
  confirmedUrl,
  failedUrl,
  findPaymentByReference,
  logForgery,
  resultUrl,
  settlePayment,
  startPayment,
} from './payment-service';

export const KHALTI_UNAVAILABLE =
  'Khalti is not available right now. Please try again or use a different payment method.';

const initiateBody = z.object({
  order_id: z.string({ error: 'order_id is required' }).min(1, 'order_id is required').max(64),
});

/** Khalti's return parameters: read leniently (a bad value is just absent), never trusted. */
const param = z.string().max(200).optional().catch(undefined);
const returnQuery = z.looseObject({
  pidx: param,
  status: param,
  transaction_id: param,
  tidx: param,
  amount: param,
  total_amount: param,
  mobile: param,
  purchase_order_id: param,
  purchase_order_name: param,
});

export const khaltiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payment/khalti/initiate',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: "Start paying the caller's order with Khalti (ePayment v2)",
        description:
          'Starts a Khalti payment for the whole order total (amount in paisa, purchase_order_id = the payment ' +
          'reference) and answers the payment_url the browser goes to, and the pidx. Khalti sends the buyer back ' +
          'to /payment/khalti/return/{user_id}/{order_id}. 404 for a missing or another user’s order; 409 when ' +
          'it is paid or can no longer be paid; 502 when Khalti cannot be reached.',
        security: [{ jwt: [] }],
        body: initiateBody,
        response: {
          200: success({ payment_url: z.string(), pidx: z.string() }),
          ...errors(400, 401, 404, 409, 422, 502),
        },
      },
    },
    async (request) => {
      const { order, payment, user } = await startPayment(
        app,
        request.currentUser!.id,
        request.body.order_id,
        'khalti',
      );
      const base = app.config.APP_URL;
      let started;
      try {
        started = await khaltiInitiate(app, {
          return_url: `${base}/api/v1/payment/khalti/return/${user.id}/${order.id}`,
          website_url: base,
          amount: payment.amount,
          purchase_order_id: payment.reference,
          purchase_order_name: `OxStrength order ${order.identifier}`,
          customer_info: { name: user.name, email: user.email },
        });
      } catch (err) {
        // The payment stays Started without a pidx; the recovery job closes it. The buyer may try again.
        const body = err instanceof KhaltiApiError ? err.body : undefined;
        request.log.warn(
          { provider: 'khalti', reference: payment.reference, reason: (err as Error).message },
          'khalti initiate failed',
        );
        const amountError = Array.isArray(body?.amount) ? body.amount.join(' ') : undefined;
        if (amountError) throw badRequest(amountError);
        throw new AppError(502, KHALTI_UNAVAILABLE);
      }
      await storeProviderRef(app.db, payment, started.pidx);
      return { status: 'success' as const, payment_url: started.payment_url, pidx: started.pidx };
    },
  );

  app.get(
    '/payment/khalti/return/:user_id/:order_id',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Where Khalti sends the buyer back (pidx, status, transaction_id, amount, purchase_order_id...)',
        description:
          'The return is not signed: the payment is found by purchase_order_id and must carry this pidx and ' +
          'belong to the order and user in the path; then only Khalti’s lookup decides (Completed with the amount ' +
          'asked delivers the order once; User canceled or Expired leaves the order payable, stock held, until it ' +
          'expires). Redirects to /checkout/confirmed, to the order’s payment page ' +
          '(/cart/checkout?order_id=…&payment=cancelled) after a cancel while the order can still be paid, or to ' +
          '/checkout/failed?order_id=…; a return the lookup contradicts is logged and delivers nothing.',
        params: z.object({ user_id: z.string().max(64), order_id: z.string().max(64) }),
        querystring: returnQuery,
      },
    },
    async (request, reply) => {
      const { user_id: userId, order_id: orderId } = request.params;
      const { pidx, status: claimed, purchase_order_id: reference } = request.query;
      const go = (url: string) => reply.header('cache-control', 'no-store').redirect(url, 302);
      const failed = (): FastifyReply => go(failedUrl(app));

      const payment =
        pidx && reference ? await findPaymentByReference(app.db, 'khalti', reference) : undefined;
      if (
        !payment ||
        payment.providerRef !== pidx ||
        payment.orderId !== orderId ||
        payment.userId !== userId
      ) {
        logForgery(app, 'khalti', {
          reason: 'return for a pidx that is not this order’s Khalti payment',
          pidx,
          purchase_order_id: reference,
          order_id: orderId,
          user_id: userId,
          claimed_status: claimed,
        });
        return failed();
      }
      const order = await orderOfPayment(app.db, payment);
      if (!order) return failed();

      let lookup;
      try {
        lookup = await khaltiLookup(app, payment.providerRef);
      } catch (err) {
        // Khalti cannot say now: nothing is decided here; the recovery job asks again later.
        request.log.warn(
          { provider: 'khalti', reference: payment.reference, reason: (err as Error).message },
          'khalti lookup failed on return',
        );
        return go(claimed === 'Completed' ? confirmedUrl(app, order, payment) : failedUrl(app, order));
      }
      const outcome = lookupOutcome(lookup);

      if (claimed === 'Completed' && outcome.state !== 'completed') {
        logForgery(app, 'khalti', {
          reason: `return says Completed, Khalti's lookup says ${lookup.status}`,
          pidx,
          purchase_order_id: reference,
          order_id: orderId,
        });
        // A payment Khalti itself calls over is settled as such; one still open is left to the lookup later.
        if (outcome.state === 'cancelled' || outcome.state === 'failed')
          await settlePayment(app, payment, outcome);
        return failed();
      }

      const result = await settlePayment(app, payment, outcome);
      // Khalti's Pending means "hold": the confirmation page waits while the recovery job asks again.
      if (outcome.state === 'pending' && claimed === 'Pending') return go(confirmedUrl(app, order, payment));
      // User canceled (or the link Expired): back to the order's payment page while it can still be paid.
      return go(resultUrl(app, order, payment, result, outcome.state === 'cancelled'));
    },
  );
};
