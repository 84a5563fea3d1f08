import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { khaltiPaymentReply } from '@oxstrength/shared/contracts/payments';
import { errors } from '../../lib/reply';
import { redirectAfterReturn, settleReturn, startWith } from '../../workflows/pay-order';
import { khaltiProvider } from './providers/khalti';

/**
 * Khalti ePayment v2 (providers/khalti.ts): the signed-in buyer gets the payment_url; Khalti sends the browser
 * back unsigned, so only Khalti's lookup by pidx decides (workflows/pay-order.ts).
 */

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
      onRequest: app.authenticate,
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
        response: { 200: khaltiPaymentReply, ...errors(400, 401, 404, 409, 422, 502) },
      },
    },
    (request) => startWith(app, khaltiProvider, request.currentUser!.id, request.body.order_id, request.log),
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
      const input = { userId, orderId, query: request.query };
      return redirectAfterReturn(reply, await settleReturn(app, khaltiProvider, input, request.log));
    },
  );
};
