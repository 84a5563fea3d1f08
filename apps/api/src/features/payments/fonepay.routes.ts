import { isPaid } from '@oxstrength/shared/status';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toRupees } from '@oxstrength/shared/money';
import { orders } from '../../db/schema/orders';
import { AppError, notFound } from '../../lib/errors';
import { errors, success } from '../../lib/reply';
import {
  createDynamicQr,
  dvMatches,
  fonepayAmount,
  fonepayDate,
  fonepayQrProvider,
  fonepayWebRequestUrl,
  qrRemarks,
  webOutcome,
  webRequestDv,
  webReturnDv,
  type WebRequestFields,
  type WebReturnFields,
} from './providers/fonepay';
import {
  confirmedUrl,
  failedUrl,
  findPaymentByReference,
  latestPayment,
  logForgery,
  ORDER_NOT_FOUND,
  resultUrl,
  settlePayment,
  startPayment,
} from './payment-service';
import type { OrderRecord, PaymentRow, VerifiedOutcome } from './providers/provider';
import { isId } from '../categories/catalogue-query';
import { storeProviderRef } from './provider-ref-repository';

/**
 * Fonepay (payments/fonepay.ts): the dynamic QR, shown in a modal while the browser listens on Fonepay's socket
 * and then asks us for the status, and the web redirect, whose signed return we verify and confirm with Fonepay
 * before anything is delivered. The return carries the user and order in its path; nothing in it is believed
 * until its DV verifies, the PRN is that order's payment and Fonepay's verification call agrees.
 */

export const QR_UNAVAILABLE = 'Fonepay could not create a QR code right now. Please try again or use a different payment method.';
export const QR_STATUS_UNAVAILABLE = 'We could not reach Fonepay to check your payment. Please try again in a moment.';
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


async function loadOrder(app: FastifyInstance, userId: string, orderId: string): Promise<OrderRecord | undefined> {
  if (!isId(orderId)) return undefined;
  const [order] = await app.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return order;
}

export const fonepayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payment/transaction/fonepay/qr/generate',
    {
      preHandler: app.authenticate,
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
        response: {
          200: success({ qrMessage: z.string(), websocketUrl: z.string(), prn: z.string(), amount: z.number() }),
          ...errors(401, 404, 409, 422, 502),
        },
      },
    },
    async (request) => {
      const { order, payment } = await startPayment(app, request.currentUser!.id, request.body.order_id, 'fonepay_qr');
      let qr;
      try {
        qr = await createDynamicQr(app, { prn: payment.reference, amount: payment.amount, ...qrRemarks(order.identifier) });
      } catch (err) {
        // The payment stays Started: the order remains payable (another QR, another provider) until it expires.
        request.log.error({ err, reference: payment.reference }, 'fonepay: QR request failed');
        throw new AppError(502, QR_UNAVAILABLE);
      }
      return {
        status: 'success' as const,
        qrMessage: qr.qrMessage,
        websocketUrl: qr.websocketUrl,
        prn: payment.reference,
        amount: toRupees(payment.amount),
      };
    },
  );

  app.post(
    '/payment/transaction/fonepay/qr/status',
    {
      preHandler: app.authenticate,
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
        response: {
          // Fonepay's own shape: `status` is the payment's (this reply has no success envelope).
          200: z.object({
            status: z.enum(['success', 'failed', 'pending']),
            prn: z.string(),
            totalTransactionAmount: z.number(),
          }),
          ...errors(401, 404, 422, 502),
        },
      },
    },
    async (request) => {
      const order = await loadOrder(app, request.currentUser!.id, request.body.order_id);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      const payment = await latestPayment(app.db, order.id, 'fonepay_qr');
      if (!payment) throw notFound(NO_QR_PAYMENT);

      let delivered: boolean;
      let state: VerifiedOutcome['state'];
      if (payment.status === 'Completed') {
        // Verified before: replays change nothing and need not ask Fonepay again. Whether the order was delivered
        // is read again, after the payment: the order read above may predate the settlement that completed the
        // payment (another poll settling it at that moment) and would still say Pending, i.e. "failed".
        delivered = isPaid(((await loadOrder(app, order.userId, order.id)) ?? order).status);
        state = 'completed';
      } else {
        let outcome: VerifiedOutcome;
        try {
          outcome = await fonepayQrProvider.status(app, payment, order);
        } catch (err) {
          request.log.error({ err, reference: payment.reference }, 'fonepay: QR status check failed');
          throw new AppError(502, QR_STATUS_UNAVAILABLE);
        }
        state = outcome.state;
        delivered = (await settlePayment(app, payment, outcome)).delivered;
      }
      const status: 'success' | 'failed' | 'pending' =
        state === 'pending' ? 'pending' : state === 'completed' && delivered ? 'success' : 'failed';
      return {
        status,
        prn: payment.reference,
        totalTransactionAmount: toRupees(payment.amount),
      };
    },
  );

  app.post(
    '/payment/fonepay/web/initiate',
    {
      preHandler: app.authenticate,
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
        response: {
          200: success({ action: z.string(), method: z.literal('GET'), fields: z.record(z.string(), z.string()) }),
          ...errors(401, 404, 409, 422),
        },
      },
    },
    async (request) => {
      const { order, payment, user } = await startPayment(app, request.currentUser!.id, request.body.order_id, 'fonepay_web');
      const { merchantCode, secretKey } = app.config.payments.fonepay;
      const signed: WebRequestFields = {
        PID: merchantCode,
        MD: 'P',
        PRN: payment.reference,
        AMT: fonepayAmount(payment.amount),
        CRN: 'NPR',
        DT: fonepayDate(new Date()),
        R1: order.id,
        R2: order.remarks,
        RU: `${app.config.APP_URL}/api/v1/payment/fonepay/web/success/${user.id}/${order.id}`,
      };
      const { PID, MD, AMT, CRN, DT, R1, R2, RU, PRN } = signed;
      return {
        status: 'success' as const,
        action: fonepayWebRequestUrl(app),
        method: 'GET' as const,
        fields: { PID, MD, AMT, CRN, DT, R1, R2, RU, PRN, DV: webRequestDv(secretKey, signed) },
      };
    },
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
      const q = request.query;
      const { merchantCode, secretKey } = app.config.payments.fonepay;
      const go = (url: string) => reply.header('cache-control', 'no-store').redirect(url, 302);
      const f: WebReturnFields = {
        PRN: q.PRN ?? '',
        PID: q.PID ?? '',
        PS: q.PS ?? '',
        RC: q.RC ?? '',
        UID: q.UID ?? '',
        BC: q.BC ?? '',
        INI: q.INI ?? '',
        P_AMT: q.P_AMT ?? '',
        R_AMT: q.R_AMT ?? '',
      };
      const claim = { reference: f.PRN, PS: f.PS, RC: f.RC, UID: f.UID, P_AMT: f.P_AMT };
      const refuse = (reason: string, details: Record<string, unknown> = {}) => {
        logForgery(app, 'fonepay_web', { reason, userId, orderId, ...claim, ...details });
        return go(failedUrl(app));
      };

      if (!dvMatches(webReturnDv(secretKey, f), q.DV)) return refuse('bad DV');
      if (f.PID !== merchantCode) return refuse('another merchant code');
      const payment: PaymentRow | undefined = f.PRN ? await findPaymentByReference(app.db, 'fonepay_web', f.PRN) : undefined;
      if (!payment || payment.orderId !== orderId || payment.userId !== userId)
        return refuse('PRN does not belong to this order');
      const order = await loadOrder(app, payment.userId, payment.orderId);
      if (!order) return go(failedUrl(app));
      if (payment.status === 'Completed')
        return go(isPaid(order.status) ? confirmedUrl(app, order, payment) : failedUrl(app, order));
      if (!f.UID) {
        // Nothing Fonepay could verify. A signed "not paid" is believed (it delivers nothing): the buyer cancelled
        // at Fonepay, and the order stays payable. A "paid" is not.
        if (f.PS === 'false') {
          const cancelled: VerifiedOutcome = { state: 'cancelled', reason: `Fonepay: not paid (RC=${f.RC || 'none'})` };
          return go(resultUrl(app, order, payment, await settlePayment(app, payment, cancelled), true));
        }
        return go(failedUrl(app, order));
      }

      // The signed return carries Fonepay's trace id: keep it, so the recovery job can verify this payment
      // later if Fonepay cannot be reached right now.
      if (!payment.providerRef) await storeProviderRef(app.db, payment, f.UID);
      let outcome: VerifiedOutcome;
      try {
        outcome = await webOutcome(app, payment, f.UID);
      } catch (err) {
        request.log.error({ err, reference: payment.reference }, 'fonepay: web verification failed');
        return go(failedUrl(app, order));
      }
      if (f.PS === 'true' && outcome.state !== 'completed')
        logForgery(app, 'fonepay_web', {
          reason: 'verification disagrees with the return',
          userId,
          orderId,
          ...claim,
          answer: outcome.raw ?? null,
        });
      // The buyer left Fonepay without paying (PS=false) and Fonepay confirms nothing was paid.
      if (f.PS === 'false' && outcome.state === 'failed')
        outcome = { state: 'cancelled', reason: `Fonepay: not paid (RC=${f.RC || 'none'})`, raw: outcome.raw };
      const result = await settlePayment(app, payment, outcome);
      return go(resultUrl(app, order, payment, result, outcome.state === 'cancelled'));
    },
  );
};
