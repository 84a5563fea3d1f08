import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OFFER_KINDS, OFFER_STATUSES, OFFERS_PAGE_SIZE } from '@oxstrength/shared/constants';
import { offerStatusField, offerValidOnField } from '@oxstrength/shared/schemas/offers';
import { errors, paging, pagingQuery, success } from '../../lib/reply';
import { listOffers } from './offers.service';

const offer = z.object({
  _id: z.string(),
  title: z.string(),
  info: z.string(),
  cover: z.string(),
  link: z.string().nullable(),
  valid_on: z.enum(OFFER_KINDS),
  status: z.enum(OFFER_STATUSES),
});

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
        response: { 200: success({ offers: z.array(offer), ...paging }), ...errors(400) },
      },
    },
    async (request) => ({ status: 'success' as const, ...(await listOffers(app.db, request.query)) }),
  );
};
