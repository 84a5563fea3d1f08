import { z } from 'zod';
import { ORDER_STATUSES } from '../status';
import { success } from './reply';

/**
 * The JSON replies of the payment routes (apps/api/src/features/payments): the methods the checkout page offers,
 * what each provider's start answers (a signed form, a QR, a link, a card intent) and the two status replies the
 * browser asks for (the Fonepay QR status, the card confirmation). The `...Json` shapes are the data; the
 * `...Reply` schemas wrap them in the success envelope where the route does. Amounts here are rupees, as the
 * providers' own protocols carry them (plain numbers: these replies document no unit in OpenAPI).
 */

/** Every payment provider, as payments.provider stores it. */
export const PROVIDER_IDS = ['esewa', 'fonepay_qr', 'fonepay_web', 'khalti', 'stripe'] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

/** A provider the buyer may choose. */
export const paymentMethodJson = z.object({
  id: z.enum(PROVIDER_IDS),
  name: z.string(),
  sandbox: z.boolean().describe('Answered by the built-in sandbox (no live credentials configured)'),
});
export type PaymentMethod = z.infer<typeof paymentMethodJson>;

/** GET /payment/methods: in the order eSewa, Fonepay QR, Fonepay, Khalti, Card (only when Stripe is configured). */
export const paymentMethodsJson = z.object({
  methods: z.array(paymentMethodJson),
  stripe_publishable_key: z.string().nullable(),
});
export type PaymentMethods = z.infer<typeof paymentMethodsJson>;
export const paymentMethodsReply = success(paymentMethodsJson.shape);

/** POST /payment/esewa/initiate: the signed ePay v2 form the browser posts to eSewa. */
export const esewaFormJson = z.object({
  action: z.string(),
  method: z.literal('POST'),
  fields: z.record(z.string(), z.string()),
});
export type EsewaForm = z.infer<typeof esewaFormJson>;
export const esewaFormReply = success(esewaFormJson.shape);

/** POST /payment/fonepay/web/initiate: the signed request the browser takes to Fonepay with GET. */
export const fonepayWebFormJson = z.object({
  action: z.string(),
  method: z.literal('GET'),
  fields: z.record(z.string(), z.string()),
});
export type FonepayWebForm = z.infer<typeof fonepayWebFormJson>;
export const fonepayWebFormReply = success(fonepayWebFormJson.shape);

/** A form for the browser to post (or get) to the provider's payment page. */
export type HiddenForm = EsewaForm | FonepayWebForm;

/** POST /payment/transaction/fonepay/qr/generate: a dynamic QR and the socket that reports it. */
export const fonepayQrJson = z.object({
  /** The text the QR code encodes. */
  qrMessage: z.string(),
  /** The live channel that reports the scan and the payment. */
  websocketUrl: z.string(),
  prn: z.string(),
  /** Rupees. */
  amount: z.number(),
});
export type FonepayQr = z.infer<typeof fonepayQrJson>;
export const fonepayQrReply = success(fonepayQrJson.shape);

/** POST /payment/transaction/fonepay/qr/status: Fonepay's own shape, `status` is the payment's (no envelope). */
export const fonepayQrStatusReply = z.object({
  status: z.enum(['success', 'failed', 'pending']),
  prn: z.string(),
  /** Rupees. */
  totalTransactionAmount: z.number(),
});
export type FonepayQrStatus = z.infer<typeof fonepayQrStatusReply>;

/** POST /payment/khalti/initiate: where Khalti takes the payment. */
export const khaltiPaymentJson = z.object({ payment_url: z.string(), pidx: z.string() });
export type KhaltiPayment = z.infer<typeof khaltiPaymentJson>;
export const khaltiPaymentReply = success(khaltiPaymentJson.shape);

/** GET /payment/transaction/stripe/intent: a PaymentIntent's client secret and the key Stripe.js needs. */
export const stripeIntentJson = z.object({ client_secret: z.string(), publishable_key: z.string() });
export type StripeIntent = z.infer<typeof stripeIntentJson>;
export const stripeIntentReply = success(stripeIntentJson.shape);

/** POST /payment/stripe/confirm: what the server found when it asked Stripe (and settled it); no envelope. */
export const stripeConfirmationReply = z.object({
  status: z.enum(['success', 'pending', 'failed']),
  order_status: z.enum(ORDER_STATUSES),
  redirect_url: z.string().nullable(),
});
export type StripeConfirmation = z.infer<typeof stripeConfirmationReply>;
