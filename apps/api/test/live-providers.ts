/**
 * Live-looking credentials for every provider, at hosts that do not exist: enough for a production
 * configuration to start, for tests that never call a provider.
 */
export const LIVE_PROVIDERS = {
  ESEWA_BASE_URL: 'https://esewa.invalid',
  ESEWA_PRODUCT_CODE: 'OXSLIVE',
  ESEWA_SECRET_KEY: 'live-esewa-secret',
  FONEPAY_BASE_URL: 'https://fonepay.invalid/api',
  FONEPAY_MERCHANT_CODE: 'OXSLIVE',
  FONEPAY_SECRET_KEY: 'live-fonepay-secret',
  FONEPAY_USERNAME: 'oxs',
  FONEPAY_PASSWORD: 'live-fonepay-password',
  KHALTI_BASE_URL: 'https://khalti.invalid/api/v2',
  KHALTI_SECRET_KEY: 'live-khalti-secret',
  GOOGLE_CLIENT_ID: 'live-google-client',
  FACEBOOK_APP_ID: 'live-facebook-app',
  FACEBOOK_APP_SECRET: 'live-facebook-secret',
};
