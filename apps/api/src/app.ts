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
import { healthArea } from './features/health/health.plugin';
import { authArea } from './features/auth/auth.plugin';
import { usersArea } from './features/users/users.plugin';
import { offersArea } from './features/offers/offers.plugin';
import { newsletterArea } from './features/newsletter/newsletter.plugin';
import { contactArea } from './features/contact/contact.plugin';
import { pagesArea } from './features/pages/pages.plugin';
import { locationsArea } from './features/locations/locations.plugin';
import { categoriesArea } from './features/categories/categories.plugin';
import { templatesArea } from './features/templates/templates.plugin';
import { productsArea } from './features/products/products.plugin';
import { programmesArea } from './features/programmes/programmes.plugin';
import { trainersArea } from './features/trainers/trainers.plugin';
import { mediaArea } from './features/media/media.plugin';
import { reviewsArea } from './features/reviews/reviews.plugin';
import { cartArea } from './features/cart/cart.plugin';
import { addressesArea } from './features/addresses/addresses.plugin';
import { couponsArea } from './features/coupons/coupons.plugin';
import { ordersArea } from './features/orders/orders.plugin';
import { paymentsArea } from './features/payments/payments.plugin';
import { trainingArea } from './features/training/training.plugin';
import { giftsArea } from './features/gifts/gifts.plugin';
import { staffArea } from './features/staff/staff.plugin';
import { uploadsArea } from './features/uploads/uploads.plugin';
import { forumArea } from './features/forum/forum.plugin';
import { liveArea } from './features/live/live.plugin';
import { authPlugin } from './plugins/auth';
import { contextPlugin } from './plugins/context';
import { errorServerOptions, errorsPlugin } from './plugins/errors';
import { badInputPlugin } from './plugins/bad-input';
import { securityHeadersPlugin } from './plugins/security-headers';
import { mailPlugin } from './plugins/mail';
import { webPlugin } from './plugins/web';
import { metricsPlugin } from './plugins/metrics';
import { sharedStatePlugin } from './plugins/shared-state';
import { websocketsPlugin } from './plugins/websockets';
import { loggerOptions } from './lib/logger';
import { sandboxPlugin } from './sandbox/sandbox.plugin';

const V1 = '/api/v1';

/**
 * Every area's plugin (its routes, then its jobs) with its prefix, one line each, in registration order:
 * health under /api, the rest under /api/v1.
 */
const AREAS = [
  { area: healthArea, prefix: '/api' },
  { area: authArea, prefix: V1 },
  { area: usersArea, prefix: V1 },
  { area: offersArea, prefix: V1 },
  { area: newsletterArea, prefix: V1 },
  { area: contactArea, prefix: V1 },
  { area: pagesArea, prefix: V1 },
  { area: locationsArea, prefix: V1 },
  { area: categoriesArea, prefix: V1 },
  { area: templatesArea, prefix: V1 },
  { area: productsArea, prefix: V1 },
  { area: programmesArea, prefix: V1 },
  { area: trainersArea, prefix: V1 },
  { area: mediaArea, prefix: V1 },
  { area: reviewsArea, prefix: V1 },
  { area: cartArea, prefix: V1 },
  { area: addressesArea, prefix: V1 },
  { area: couponsArea, prefix: V1 },
  { area: ordersArea, prefix: V1 },
  { area: paymentsArea, prefix: V1 },
  { area: trainingArea, prefix: V1 },
  { area: giftsArea, prefix: V1 },
  { area: staffArea, prefix: V1 },
  { area: uploadsArea, prefix: V1 },
  { area: forumArea, prefix: V1 },
  { area: liveArea, prefix: V1 },
];

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
    // Loading the server-drawn pages' build can pass Fastify's 10 s default on a busy machine (CI, a small VM).
    pluginTimeout: 60_000,
    // Draining (lib/graceful-shutdown.ts): a request that still arrives on an open connection is served, with
    // `connection: close`, rather than refused with a 503 the proxy could not tell from a failure.
    return503OnClosing: false,
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
  await app.register(metricsPlugin);
  await app.register(sharedStatePlugin);
  // Shared mode counts in Redis, so a limit holds across instances; one process counts in memory.
  await app.register(rateLimit, {
    global: false,
    ...(app.redis ? { redis: app.redis, nameSpace: `${config.REDIS_PREFIX}rate:` } : {}),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'OxStrength API',
        version: '1.0.0',
        description: 'Base path /api/v1. Auth header: `authorization: jwt <token>`.',
      },
      components: {
        securitySchemes: {
          jwt: { type: 'apiKey', in: 'header', name: 'authorization', description: 'jwt <token>' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(websocketsPlugin);
  await app.register(mailPlugin);
  await app.register(authPlugin);

  for (const { area, prefix } of AREAS) await app.register(area, { prefix });
  // The fake providers, for those without live credentials, and the demo's mailbox: only with SANDBOX=on, never
  // in production (config refuses SANDBOX=on there).
  if (config.SANDBOX === 'on') await app.register(sandboxPlugin);

  if (serveWeb) await app.register(webPlugin);
  else
    app.setNotFoundHandler((_request, reply) =>
      reply.status(404).send({ status: 'error', message: 'Not found' }),
    );

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
