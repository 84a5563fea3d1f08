import type { PaymentProvider } from './provider';

export const fonepayQrProvider: PaymentProvider = { id: 'fonepay_qr', status: async () => ({ state: 'pending' }) };
export const fonepayWebProvider: PaymentProvider = { id: 'fonepay_web', status: async () => ({ state: 'pending' }) };
