import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const fonepaySandboxRoutes: FastifyPluginAsyncZod = async () => {};
