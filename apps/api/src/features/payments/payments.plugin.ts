import { areaPlugin } from '../../lib/area-plugin';
import { paymentsRoutes } from './payments.routes';
import { esewaRoutes } from './esewa.routes';
import { fonepayRoutes } from './fonepay.routes';
import { khaltiRoutes } from './khalti.routes';
import { stripeRoutes } from './stripe.routes';
import { paymentRecoveryPlugin } from '../../workflows/recover-payments';

/** Payments: starting and settling payments (eSewa, Fonepay, Khalti, Stripe), then the recovery job. */
export const paymentsArea = areaPlugin(
  paymentsRoutes,
  esewaRoutes,
  fonepayRoutes,
  khaltiRoutes,
  stripeRoutes,
  paymentRecoveryPlugin,
);
