import { pageRoute } from '../../lib/page-route';

/** The payment results anyone may land on (a provider's return). */
export const checkoutResultRoutes = [
  pageRoute('checkout/confirmed', 'checkout/routes/order-confirmed-page'),
  pageRoute('checkout/failed', 'checkout/routes/order-failed-page'),
];

/** Signed in only. */
export const checkoutRoutes = [pageRoute('cart/checkout', 'checkout/routes/checkout-page')];
