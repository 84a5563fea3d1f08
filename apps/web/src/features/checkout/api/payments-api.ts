import { useMutation, useQuery } from '@tanstack/react-query';
import type { OrderStatus } from '@oxstrength/shared/status';
import { api } from '../../../lib/api-client';

/** The payment calls of the checkout page (all need sign-in; another user's order answers 404 'Order not found'). */

export type ProviderId = 'esewa' | 'fonepay_qr' | 'fonepay_web' | 'khalti' | 'stripe';

export interface PaymentMethod {
  id: ProviderId;
  name: string;
  /** True when the provider is the built-in sandbox (no real money). */
  sandbox: boolean;
}

export interface PaymentMethods {
  /** In the order eSewa, Fonepay QR, Fonepay, Khalti, Card (only when Stripe is configured). */
  methods: PaymentMethod[];
  stripe_publishable_key: string | null;
}

/** A form for the browser to post (or get) to the provider's payment page. */
export interface HiddenForm {
  action: string;
  method: 'GET' | 'POST';
  fields: Record<string, string>;
}

export interface FonepayQr {
  /** The text the QR code encodes. */
  qrMessage: string;
  /** The live channel that reports the scan and the payment. */
  websocketUrl: string;
  prn: string;
  /** Rupees. */
  amount: number;
}

export interface FonepayQrStatus {
  status: 'success' | 'failed' | 'pending';
  prn: string;
  /** Rupees. */
  totalTransactionAmount: number;
}

export interface KhaltiPayment {
  payment_url: string;
  pidx: string;
}

export interface StripeIntent {
  client_secret: string;
  publishable_key: string;
}

/** GET /payment/methods: the configured providers. */
export const usePaymentMethods = () =>
  useQuery({
    queryKey: ['payment-methods'],
    queryFn: ({ signal }) => api<PaymentMethods>('/payment/methods', { signal }),
    staleTime: 5 * 60_000,
  });

/** POST /payment/esewa/initiate: eSewa's signed ePay form. */
export const initiateEsewa = (orderId: string) =>
  api<HiddenForm>('/payment/esewa/initiate', { method: 'POST', body: { order_id: orderId } });

/** POST /payment/fonepay/web/initiate: Fonepay's signed redirect form. */
export const initiateFonepayWeb = (orderId: string) =>
  api<HiddenForm>('/payment/fonepay/web/initiate', { method: 'POST', body: { order_id: orderId } });

/** POST /payment/khalti/initiate: where Khalti takes the payment. */
export const initiateKhalti = (orderId: string) =>
  api<KhaltiPayment>('/payment/khalti/initiate', { method: 'POST', body: { order_id: orderId } });

/** POST /payment/transaction/fonepay/qr/generate: a dynamic QR and its live channel. */
export const generateFonepayQr = (orderId: string) =>
  api<FonepayQr>('/payment/transaction/fonepay/qr/generate', { method: 'POST', body: { order_id: orderId } });

/** POST /payment/transaction/fonepay/qr/status: the server asks Fonepay and settles the payment. */
export const fonepayQrStatus = (orderId: string) =>
  api<FonepayQrStatus>('/payment/transaction/fonepay/qr/status', { method: 'POST', body: { order_id: orderId } });

/** What the server found when it asked Stripe about the order's latest card payment (and settled it). */
export interface StripeConfirmation {
  status: 'success' | 'pending' | 'failed';
  order_status: OrderStatus;
  redirect_url: string | null;
}

/**
 * GET /payment/transaction/stripe/intent: a PaymentIntent for a card payment, with the key Stripe.js needs
 * (404 'Stripe is not configured' without a key).
 */
export const stripeIntent = (userId: string, orderId: string) =>
  api<StripeIntent>('/payment/transaction/stripe/intent', { query: { user_id: userId, order_id: orderId } });

/**
 * POST /payment/stripe/confirm: the server asks Stripe about the order's latest card payment and settles it
 * (idempotent). The browser's own view of the payment proves nothing.
 */
export const confirmStripe = (orderId: string) =>
  api<StripeConfirmation>('/payment/stripe/confirm', { method: 'POST', body: { order_id: orderId } });

export const useFonepayQrStatus = () => useMutation({ mutationFn: fonepayQrStatus });
