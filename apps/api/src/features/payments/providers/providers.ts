import { esewaProvider } from './esewa';
import { fonepayQrProvider, fonepayWebProvider } from './fonepay';
import { khaltiProvider } from './khalti';
import type { ProviderId, ProviderStatus } from './provider';
import { stripeProvider } from './stripe';

/** Every provider by id, for what they all answer: the recovery job asks each about its payments here. */
export const PROVIDERS: Record<ProviderId, ProviderStatus> = {
  esewa: esewaProvider,
  fonepay_qr: fonepayQrProvider,
  fonepay_web: fonepayWebProvider,
  khalti: khaltiProvider,
  stripe: stripeProvider,
};
