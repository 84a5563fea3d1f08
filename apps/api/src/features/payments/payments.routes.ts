import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentMethodsReply, type PaymentMethod } from '@oxstrength/shared/contracts/payments';
import type { PaymentsConfig } from '../../config/env';
import { errors } from '../../lib/reply';

/** The providers a buyer may choose, in the order the payment page shows them; Card only with a Stripe key. */
export function paymentMethods(p: PaymentsConfig): PaymentMethod[] {
  return [
    { id: 'esewa', name: 'eSewa', sandbox: p.esewa.sandbox },
    { id: 'fonepay_qr', name: 'Fonepay QR', sandbox: p.fonepay.sandbox },
    { id: 'fonepay_web', name: 'Fonepay', sandbox: p.fonepay.sandbox },
    { id: 'khalti', name: 'Khalti', sandbox: p.khalti.sandbox },
    ...(p.stripe ? [{ id: 'stripe' as const, name: 'Card', sandbox: false }] : []),
  ];
}

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payment/methods',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: 'The payment providers the checkout page offers',
        description:
          'eSewa, Fonepay QR, Fonepay (web redirect), Khalti, and Card (Stripe) only when a Stripe key is ' +
          'configured. `sandbox` is true for a provider answered by the built-in sandbox.',
        security: [{ jwt: [] }],
        response: {
          200: paymentMethodsReply,
          ...errors(401),
        },
      },
    },
    async () => ({
      status: 'success' as const,
      methods: paymentMethods(app.config.payments),
      stripe_publishable_key: app.config.payments.stripe?.publishableKey || null,
    }),
  );
};
