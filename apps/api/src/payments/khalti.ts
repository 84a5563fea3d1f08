import type { PaymentProvider } from './provider';

export const khaltiProvider: PaymentProvider = {
  id: 'khalti',
  status: async () => ({ state: 'pending' }),
};
