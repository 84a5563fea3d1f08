import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  FonepayQr,
  FonepayQrStatus,
  HiddenForm,
  KhaltiPayment,
  PaymentMethods,
  StripeConfirmation,
  StripeIntent,
} from '@oxstrength/shared/contracts/payments';
import { api } from '../../../lib/api-client';

/** The payment calls of the checkout page (all need sign-in; another user's order answers 404 'Order not found'). */

/** The replies' shapes are the API's contract (packages/shared/src/contracts/payments.ts); types only here. */
export type {
  FonepayQr,
  FonepayQrStatus,
  HiddenForm,
  KhaltiPayment,
  PaymentMethod,
  PaymentMethods,
  ProviderId,
  StripeConfirmation,
  StripeIntent,
} from '@oxstrength/shared/contracts/payments';

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
  api<FonepayQrStatus>('/payment/transaction/fonepay/qr/status', {
    method: 'POST',
    body: { order_id: orderId },
  });

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
