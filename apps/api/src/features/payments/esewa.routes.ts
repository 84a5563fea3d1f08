import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { esewaFormReply } from '@oxstrength/shared/contracts/payments';
import { errors } from '../../lib/reply';
import { redirectAfterReturn, settleReturn, startWith } from '../../workflows/pay-order';
import { esewaProvider } from './providers/esewa';

/**
 * eSewa ePay v2 (providers/esewa.ts). The signed-in buyer gets the signed form to post to eSewa; eSewa sends the
 * browser back to our success or failure URL, which carry the user and order in their path (eSewa appends
 * `?data=` to the success URL). Those callbacks need no sign-in: nothing in them is believed until the signature
 * verifies, the payment matches the path, and eSewa's status check API confirms it (workflows/pay-order.ts).
 */

const initiateBody = z.object({
  order_id: z.string({ error: 'order_id is required' }).trim().min(1, 'order_id is required').max(100),
});
const callbackParams = z.object({ user_id: z.string().max(100), order_id: z.string().max(100) });
const successQuery = z.object({ data: z.string().max(8192).optional() });

export const esewaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payment/esewa/initiate',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: "eSewa ePay v2: the signed form that takes the caller's order to eSewa",
        description:
          'Starts an eSewa payment of the whole order (the order becomes Pending) and answers the form the browser ' +
          'posts: action (eSewa’s absolute form URL), method POST and the hidden fields (amounts in rupees, ' +
          'transaction_uuid = the payment reference, success and failure URLs, signed_field_names and the base64 ' +
          'HMAC-SHA256 signature). 404 for a missing or another user’s order; 409 when it is already paid or can ' +
          'no longer be paid.',
        security: [{ jwt: [] }],
        body: initiateBody,
        response: { 200: esewaFormReply, ...errors(401, 404, 409, 422) },
      },
    },
    (request) => startWith(app, esewaProvider, request.currentUser!.id, request.body.order_id, request.log),
  );

  app.get(
    '/payment/esewa/success/:user_id/:order_id',
    {
      schema: {
        tags: ['payments'],
        summary: 'eSewa success return (browser redirect from eSewa, with ?data=)',
        description:
          'Verifies the base64 `data` over its own signed_field_names, checks the transaction is this order’s ' +
          'payment, confirms it with eSewa’s status check API, settles it and redirects to /checkout/confirmed ' +
          '(or /checkout/failed). A forged or disagreeing callback delivers nothing.',
        params: callbackParams,
        querystring: successQuery,
      },
    },
    async (request, reply) => {
      const { user_id: userId, order_id: orderId } = request.params;
      const input = { kind: 'success' as const, userId, orderId, data: request.query.data };
      return redirectAfterReturn(reply, await settleReturn(app, esewaProvider, input, request.log));
    },
  );

  app.get(
    '/payment/esewa/failure/:user_id/:order_id',
    {
      schema: {
        tags: ['payments'],
        summary: 'eSewa failure return (browser redirect from eSewa)',
        description:
          'The redirect is not signed: the order’s latest eSewa payment is settled only as eSewa’s status check ' +
          'API reports it (cancelled there: the order stays payable, stock held, until it expires; failed: the ' +
          'order fails and its stock is released). Redirects to the order’s payment page ' +
          '(/cart/checkout?order_id=…&payment=cancelled) while the order can still be paid, else to ' +
          '/checkout/failed?order_id=… (or /checkout/confirmed when eSewa reports the payment complete).',
        params: callbackParams,
      },
    },
    async (request, reply) => {
      const { user_id: userId, order_id: orderId } = request.params;
      const input = { kind: 'failure' as const, userId, orderId };
      return redirectAfterReturn(reply, await settleReturn(app, esewaProvider, input, request.log));
    },
  );
};
