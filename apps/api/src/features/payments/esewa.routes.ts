import { isPaid } from '@oxstrength/shared/status';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orders } from '../../db/schema/orders';
import { errors, success } from '../../lib/reply';
import {
  buildEsewaForm,
  decodeEsewaData,
  esewaAmountToPaisa,
  esewaFormUrl,
  esewaProvider,
  verifyEsewaData,
} from './providers/esewa';
import {
  confirmedUrl,
  failedUrl,
  findPaymentByReference,
  latestPayment,
  logForgery,
  resultUrl,
  settlePayment,
  startPayment,
} from './payment-service';
import type { OrderRecord, PaymentRow } from './providers/provider';

/**
 * eSewa ePay v2. The signed-in buyer gets the signed form to post to eSewa; eSewa sends the browser back to our
 * success or failure URL, which carry the user and order in their path (eSewa appends `?data=` to the success
 * URL). Those callbacks need no sign-in: nothing in them is believed until the signature verifies, the payment
 * matches the path, and eSewa's status check API confirms it.
 */

const initiateBody = z.object({
  order_id: z.string({ error: 'order_id is required' }).trim().min(1, 'order_id is required').max(100),
});
const callbackParams = z.object({ user_id: z.string().max(100), order_id: z.string().max(100) });
const successQuery = z.object({ data: z.string().max(8192).optional() });

const loadOrder = async (app: FastifyInstance, payment: PaymentRow): Promise<OrderRecord | undefined> => {
  const [order] = await app.db.select().from(orders).where(eq(orders.id, payment.orderId));
  return order;
};


/**
 * Asks eSewa about the payment and applies the answer; where the browser goes next. A payment already verified
 * is not asked about again (replays change nothing). `from` says which return brought the browser: the signed
 * success data's claimed status, or eSewa's failure return (the buyer left eSewa without paying).
 */
async function settleWithStatusCheck(
  app: FastifyInstance,
  payment: PaymentRow,
  order: OrderRecord,
  from: { signedClaim?: string; failureReturn?: boolean },
) {
  const signedClaim = from.signedClaim;
  if (payment.status === 'Completed')
    return isPaid(order.status) ? confirmedUrl(app, order, payment) : failedUrl(app, order);
  const outcome = await esewaProvider.status(app, payment, order);
  // eSewa's signed word and its status check disagree (an unreachable status check is no disagreement).
  if (signedClaim === 'COMPLETE' && outcome.state !== 'completed' && outcome.raw?.status !== undefined)
    logForgery(app, 'esewa', {
      reason: 'status check disagrees with the success callback',
      reference: payment.reference,
      orderId: order.id,
      answer: outcome.raw ?? null,
    });
  const result = await settlePayment(app, payment, outcome);
  // Back through the failure return, the buyer did not pay at eSewa. While the order can still be paid they
  // choose again on its payment page, whether eSewa calls the payment cancelled or still pending (NOT_FOUND:
  // nothing is settled on the unsigned redirect's word; the recovery job asks eSewa again later).
  const cancelled =
    outcome.state === 'cancelled' || (from.failureReturn === true && outcome.state === 'pending');
  return resultUrl(app, order, payment, result, cancelled);
}

export const esewaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payment/esewa/initiate',
    {
      preHandler: app.authenticate,
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
        response: {
          200: success({
            action: z.string(),
            method: z.literal('POST'),
            fields: z.record(z.string(), z.string()),
          }),
          ...errors(401, 404, 409, 422),
        },
      },
    },
    async (request) => {
      const { payment } = await startPayment(app, request.currentUser!.id, request.body.order_id, 'esewa');
      const { secretKey, productCode } = app.config.payments.esewa;
      return {
        status: 'success' as const,
        action: esewaFormUrl(app),
        method: 'POST' as const,
        fields: buildEsewaForm({ secretKey, productCode, appUrl: app.config.APP_URL, payment }),
      };
    },
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
      const { secretKey, productCode } = app.config.payments.esewa;
      const go = (url: string) => reply.header('cache-control', 'no-store').redirect(url, 302);
      const refuse = (reason: string, details: Record<string, unknown> = {}) => {
        logForgery(app, 'esewa', { reason, userId, orderId, ...details });
        return go(failedUrl(app));
      };

      const data = decodeEsewaData(request.query.data);
      if (!data) return refuse('unreadable data');
      const claim = {
        reference: data.transaction_uuid,
        total_amount: data.total_amount,
        claimedStatus: data.status,
        transaction_code: data.transaction_code,
      };
      if (!verifyEsewaData(secretKey, data)) return refuse('bad signature', claim);
      if (data.product_code !== productCode) return refuse('another product code', claim);

      const payment = await findPaymentByReference(app.db, 'esewa', data.transaction_uuid);
      if (!payment || payment.orderId !== orderId || payment.userId !== userId)
        return refuse('transaction does not belong to this order', claim);
      if (esewaAmountToPaisa(data.total_amount) !== payment.amount)
        return refuse('amount differs from the payment', { ...claim, expected: payment.amount });

      const order = await loadOrder(app, payment);
      if (!order) return go(failedUrl(app));
      return go(await settleWithStatusCheck(app, payment, order, { signedClaim: data.status }));
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
      const go = (url: string) => reply.header('cache-control', 'no-store').redirect(url, 302);
      const payment = await latestPayment(app.db, orderId, 'esewa');
      if (!payment || payment.userId !== userId) return go(failedUrl(app));
      const order = await loadOrder(app, payment);
      if (!order) return go(failedUrl(app));
      if (payment.status !== 'Started')
        return go(
          isPaid(order.status)
            ? confirmedUrl(app, order, payment)
            : resultUrl(
                app,
                order,
                payment,
                { status: order.status, delivered: false },
                payment.status === 'Cancelled',
              ),
        );
      return go(await settleWithStatusCheck(app, payment, order, { failureReturn: true }));
    },
  );
};
