import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const khaltiSandboxRoutes: FastifyPluginAsyncZod = async () => {};
