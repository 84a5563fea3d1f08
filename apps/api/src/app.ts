import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import type { Database } from './db/client';
import { healthRoutes } from './features/health/health.routes';
import { authRoutes } from './features/auth/auth.routes';
import { socialAuthRoutes } from './features/auth/social-auth.routes';
import { usersRoutes } from './features/users/users.routes';
import { contactRoutes } from './features/contact/contact.routes';
import { locationsRoutes } from './features/locations/locations.routes';
import { newsletterRoutes } from './features/newsletter/newsletter.routes';
import { offersRoutes } from './features/offers/offers.routes';
import { pagesRoutes } from './features/pages/pages.routes';
import { categoriesRoutes } from './features/categories/categories.routes';
import { templatesRoutes } from './features/templates/templates.routes';
import { productsRoutes } from './features/products/products.routes';
import { coachingRoutes } from './features/coaching/coaching.routes';
import { consultationsRoutes } from './features/consultations/consultations.routes';
import { trainersRoutes } from './features/trainers/trainers.routes';
import { mediaRoutes } from './features/media/media.routes';
import { reviewsRoutes } from './features/reviews/reviews.routes';
import { cartRoutes } from './features/cart/cart.routes';
import { addressesRoutes } from './features/addresses/addresses.routes';
import { couponsRoutes } from './features/coupons/coupons.routes';
import { ordersRoutes } from './features/orders/orders.routes';
import { orderExpiryPlugin } from './features/orders/order-expiry';
import { paymentsRoutes } from './features/payments/payments.routes';
import { esewaRoutes } from './features/payments/esewa.routes';
import { fonepayRoutes } from './features/payments/fonepay.routes';
import { khaltiRoutes } from './features/payments/khalti.routes';
import { stripeRoutes } from './features/payments/stripe.routes';
import { paymentRecoveryPlugin } from './features/payments/payment-recovery';
import { authPlugin } from './plugins/auth';
import { contextPlugin } from './plugins/context';
import { errorServerOptions, errorsPlugin } from './plugins/errors';
import { badInputPlugin } from './plugins/bad-input';
import { securityHeadersPlugin } from './plugins/security-headers';
import { mailPlugin } from './plugins/mail';
import { webPlugin } from './plugins/web';
import { loggerOptions } from './lib/logger';
import { sandboxPlugin } from './sandbox/sandbox.plugin';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({ config, database, serveWeb = true, logger }: BuildOptions) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    ...errorServerOptions,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(contextPlugin, { config, database });
  await app.register(errorsPlugin);
  await app.register(badInputPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'OxStrength API', version: '1.0.0', description: 'Base path /api/v1. Auth header: `authorization: jwt <token>`.' },
      components: {
        securitySchemes: { jwt: { type: 'apiKey', in: 'header', name: 'authorization', description: 'jwt <token>' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(mailPlugin);
  await app.register(authPlugin);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(
    async (api) => {
      // Feature routes, one line each.
      await api.register(authRoutes);
      await api.register(socialAuthRoutes);
      await api.register(usersRoutes);
      await api.register(offersRoutes);
      await api.register(newsletterRoutes);
      await api.register(contactRoutes);
      await api.register(pagesRoutes);
      await api.register(locationsRoutes);
      await api.register(categoriesRoutes);
      await api.register(templatesRoutes);
      await api.register(productsRoutes);
      await api.register(coachingRoutes);
      await api.register(consultationsRoutes);
      await api.register(trainersRoutes);
      await api.register(mediaRoutes);
      await api.register(reviewsRoutes);
      await api.register(cartRoutes);
      await api.register(addressesRoutes);
      await api.register(couponsRoutes);
      await api.register(ordersRoutes);
      await api.register(paymentsRoutes);
      await api.register(esewaRoutes);
      await api.register(fonepayRoutes);
      await api.register(khaltiRoutes);
      await api.register(stripeRoutes);
    },
    { prefix: '/api/v1' },
  );
  await app.register(orderExpiryPlugin);
  await app.register(paymentRecoveryPlugin);
  // The fake providers, for those without live credentials: only with SANDBOX=on, never in production.
  if (config.sandboxed.length > 0) await app.register(sandboxPlugin);

  if (serveWeb) await app.register(webPlugin);
  else
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ status: 'error', message: 'Not found' }));

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
