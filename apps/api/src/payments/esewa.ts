import type { PaymentProvider } from './provider';

export const esewaProvider: PaymentProvider = {
  id: 'esewa',
  status: async () => ({ state: 'pending' }),
};
