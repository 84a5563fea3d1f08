import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OFFERS_PAGE_SIZE } from '@oxstrength/shared/constants';
import { offersPageReply } from '@oxstrength/shared/contracts/site';
import { offerStatusField, offerValidOnField } from '@oxstrength/shared/schemas/offers';
import { errors, pagingQuery } from '../../lib/reply';
import { listOffers } from './offers.service';

export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/offers',
    {
      schema: {
        tags: ['offers'],
        summary: 'Promotional offers, paged',
        description:
          'status=active (default) lists offers that are switched on and inside their starts_at/ends_at window; ' +
          'status=inactive lists the rest. valid_on narrows to one kind; without it every kind is listed. ' +
          'Ordered by position, then newest first.',
        querystring: z.object({
          ...pagingQuery(OFFERS_PAGE_SIZE),
          status: offerStatusField.default('active'),
          valid_on: offerValidOnField.optional(),
        }),
        response: { 200: offersPageReply, ...errors(400) },
      },
    },
    async (request) => ({ status: 'success' as const, ...(await listOffers(app.db, request.query)) }),
  );
};
