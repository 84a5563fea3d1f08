import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  fonepayQrReply,
  fonepayQrStatusReply,
  fonepayWebFormReply,
} from '@oxstrength/shared/contracts/payments';
import { toRupees } from '@oxstrength/shared/money';
import { AppError } from '../../lib/errors';
import { errors } from '../../lib/reply';
import { checkLatestPayment, redirectAfterReturn, settleReturn, startWith } from '../../workflows/pay-order';
import { fonepayQrProvider, fonepayWebProvider } from './providers/fonepay';

/**
 * Fonepay (providers/fonepay.ts): the dynamic QR, shown in a modal while the browser listens on Fonepay's socket
 * and then asks us for the status, and the web redirect, whose signed return we verify and confirm with Fonepay
 * before anything is delivered. The return carries the user and order in its path; nothing in it is believed
 * until its DV verifies, the PRN is that order's payment and Fonepay's verification call agrees.
 */

export const QR_STATUS_UNAVAILABLE =
  'We could not reach Fonepay to check your payment. Please try again in a moment.';
export const NO_QR_PAYMENT = 'No Fonepay QR payment was started for this order';

const orderBody = z.object({
  order_id: z.string({ error: 'order_id is required' }).trim().min(1, 'order_id is required').max(100),
});
const callbackParams = z.object({ user_id: z.string().max(100), order_id: z.string().max(100) });
/** Fonepay's return, read leniently: a value that is missing or not one string counts as empty. */
const returned = z.string().max(2000).optional().catch(undefined);
const returnQuery = z.object({
  PRN: returned,
  PID: returned,
  PS: returned,
  RC: returned,
  UID: returned,
  BC: returned,
  INI: returned,
  P_AMT: returned,
  R_AMT: returned,
  DV: returned,
});

export const fonepayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payment/transaction/fonepay/qr/generate',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: "Fonepay dynamic QR for the caller's order",
        description:
          'Starts a Fonepay QR payment of the whole order (the order becomes Pending) and asks Fonepay for the QR ' +
          '(signed HMAC-SHA512 over AMOUNT,PRN,MERCHANT-CODE,REMARKS1,REMARKS2). Answers the QR text, the ' +
          'WebSocket URL on which Fonepay reports the scan and the payment (messages whose transactionStatus is a ' +
          'JSON string: qrVerified, then paymentSuccess), the PRN and the amount in rupees. 404 for a missing or ' +
          'another user’s order; 409 when it is already paid or can no longer be paid; 502 when Fonepay refuses.',
        security: [{ jwt: [] }],
        body: orderBody,
        response: { 200: fonepayQrReply, ...errors(401, 404, 409, 422, 502) },
      },
    },
    (request) =>
      startWith(app, fonepayQrProvider, request.currentUser!.id, request.body.order_id, request.log),
  );

  app.post(
    '/payment/transaction/fonepay/qr/status',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: "Status of the caller's latest Fonepay QR payment for an order, from Fonepay",
        description:
          'Asks Fonepay’s status API about the order’s latest QR payment (signed over PRN,MERCHANT-CODE) and ' +
          'settles it. status (the payment’s, not an envelope): success (the order is paid and delivered), failed, ' +
          'or pending (not paid yet). ' +
          'totalTransactionAmount is in rupees. 404 for a missing or another user’s order, or when no QR payment ' +
          'was started; 502 when Fonepay cannot be reached.',
        security: [{ jwt: [] }],
        body: orderBody,
        // Fonepay's own shape: `status` is the payment's (this reply has no success envelope).
        response: { 200: fonepayQrStatusReply, ...errors(401, 404, 422, 502) },
      },
    },
    async (request) => {
      const { payment, state, result } = await checkLatestPayment(
        app,
        fonepayQrProvider,
        request.currentUser!.id,
        request.body.order_id,
        {
          noPayment: NO_QR_PAYMENT,
          unreachable: (err, attempt) => {
            request.log.error({ err, reference: attempt.reference }, 'fonepay: QR status check failed');
            return new AppError(502, QR_STATUS_UNAVAILABLE);
          },
        },
      );
      return {
        status:
          state === 'pending' ? 'pending' : state === 'completed' && result.delivered ? 'success' : 'failed',
        prn: payment.reference,
        totalTransactionAmount: toRupees(payment.amount),
      } as const;
    },
  );

  app.post(
    '/payment/fonepay/web/initiate',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: "Fonepay web payment: the signed request that takes the caller's order to Fonepay",
        description:
          'Starts a Fonepay web payment of the whole order (the order becomes Pending) and answers the form the ' +
          'browser submits with GET: action (Fonepay’s absolute merchantRequest URL) and fields PID, MD=P, AMT ' +
          '(rupees), CRN=NPR, DT (MM/DD/YYYY), R1 (order id), R2 (remarks), RU (our return URL with the user and ' +
          'order ids), PRN (the payment reference) and DV (HMAC-SHA512 hex over PID,MD,PRN,AMT,CRN,DT,R1,R2,RU). ' +
          '404 for a missing or another user’s order; 409 when it is already paid or can no longer be paid.',
        security: [{ jwt: [] }],
        body: orderBody,
        response: { 200: fonepayWebFormReply, ...errors(401, 404, 409, 422) },
      },
    },
    (request) =>
      startWith(app, fonepayWebProvider, request.currentUser!.id, request.body.order_id, request.log),
  );

  app.get(
    '/payment/fonepay/web/success/:user_id/:order_id',
    {
      schema: {
        tags: ['payments'],
        summary: 'Fonepay web return (browser redirect from Fonepay)',
        description:
          'Checks the DV over PRN,PID,PS,RC,UID,BC,INI,P_AMT,R_AMT (values as received), that the PRN is this ' +
          'order’s Fonepay payment, confirms it with Fonepay’s verification call, settles it and redirects to ' +
          '/checkout/confirmed, to the order’s payment page (/cart/checkout?order_id=…&payment=cancelled) when the ' +
          'buyer left Fonepay without paying (PS=false) and the order can still be paid, or to ' +
          '/checkout/failed?order_id=…. A forged or disagreeing return delivers nothing.',
        params: callbackParams,
        querystring: returnQuery,
      },
    },
    async (request, reply) => {
      const { user_id: userId, order_id: orderId } = request.params;
      const input = { userId, orderId, query: request.query };
      return redirectAfterReturn(reply, await settleReturn(app, fonepayWebProvider, input, request.log));
    },
  );
};
