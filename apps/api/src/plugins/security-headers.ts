import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/** `ws://host` or `wss://host` for an http(s) address. */
const socketOrigin = (url: string) => {
  const { protocol, host } = new URL(url);
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}`;
};

/**
 * Helmet with our Content Security Policy. The page may open sockets only to the Fonepay QR channel: this
 * server's own (the sandbox) or Fonepay's. HSTS and `upgrade-insecure-requests` are sent only on HTTPS
 * requests: a demo on plain HTTP (a laptop, a LAN address) must not be told to switch to HTTPS.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app;
  // Card payments load Stripe.js, which talks to Stripe's API and shows its card form (and 3-D Secure) in
  // frames: allowed only when a Stripe key is configured.
  const stripe = config.payments.stripe !== null;
  const fonepaySocket = config.payments.fonepay.sandbox
    ? socketOrigin(config.APP_URL)
    : config.FONEPAY_SOCKET_ORIGIN;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe ? ['https://js.stripe.com'] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Uploaded images come from this server, or from the S3 storage's public origin (decision 021).
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(config.UPLOADS_DRIVER === 's3' && config.S3_PUBLIC_URL
            ? [new URL(config.S3_PUBLIC_URL).origin]
            : []),
        ],
        // Logout revokes a live Google token from the browser.
        connectSrc: [
          "'self'",
          fonepaySocket,
          ...(config.social.google.sandbox ? [] : ['https://oauth2.googleapis.com']),
          ...(stripe ? ['https://api.stripe.com'] : []),
        ],
        ...(stripe ? { frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'] } : {}),
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'", 'https:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol !== 'https') return;
    reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', `${csp};upgrade-insecure-requests`);
  });
});
