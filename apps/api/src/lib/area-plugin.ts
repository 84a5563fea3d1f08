import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * One area's plugin: registers its parts in the order given (its routes, then its jobs). app.ts lists one per
 * area, under the area's prefix.
 */
export const areaPlugin =
  (...parts: (FastifyPluginAsyncZod | FastifyPluginAsync)[]): FastifyPluginAsyncZod =>
  async (app) => {
    for (const part of parts) await app.register(part);
  };
