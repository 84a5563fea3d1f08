import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const khaltiRoutes: FastifyPluginAsyncZod = async () => {};
