import { pageRoute } from '../../lib/page-route';

/** Signed in only. */
export const cartRoutes = [
  pageRoute('cart', 'cart/routes/cart-page'),
  pageRoute('express/checkout/cart', 'cart/routes/express-checkout-page'),
];
