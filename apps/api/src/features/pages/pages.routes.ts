import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageReply } from '@oxstrength/shared/contracts/site';
import { errors } from '../../lib/reply';
import { getPage } from './pages.service';

export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/page/detail/:id',
    {
      schema: {
        tags: ['pages'],
        summary: 'A policy page by slug (privacy-policy, terms-of-service, refund-policy) or id',
        params: z.object({ id: z.string() }),
        response: { 200: pageReply, ...errors(404) },
      },
    },
    async (request) => ({ status: 'success' as const, page: await getPage(app.db, request.params.id) }),
  );
};
