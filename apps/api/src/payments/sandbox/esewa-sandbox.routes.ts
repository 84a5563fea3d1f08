import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const esewaSandboxRoutes: FastifyPluginAsyncZod = async () => {};
