import { esewaProvider } from './esewa';
import { fonepayQrProvider, fonepayWebProvider } from './fonepay';
import { khaltiProvider } from './khalti';
import type { PaymentProvider, ProviderId } from './provider';
import { stripeProvider } from './stripe';

/** Every provider by id (the recovery job and the status endpoints look providers up here). */
export const PROVIDERS: Record<ProviderId, PaymentProvider> = {
  esewa: esewaProvider,
  fonepay_qr: fonepayQrProvider,
  fonepay_web: fonepayWebProvider,
  khalti: khaltiProvider,
  stripe: stripeProvider,
};
