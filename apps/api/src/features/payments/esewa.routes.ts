import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const esewaRoutes: FastifyPluginAsyncZod = async () => {};
