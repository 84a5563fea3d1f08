import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const fonepayRoutes: FastifyPluginAsyncZod = async () => {};
