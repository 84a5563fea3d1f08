import type { PaymentProvider } from './provider';

export const stripeProvider: PaymentProvider = {
  id: 'stripe',
  status: async () => ({ state: 'pending' }),
};
