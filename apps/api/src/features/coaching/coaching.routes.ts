import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coachingReply, coachingsPageReply } from '@oxstrength/shared/contracts/programmes';
import { errors } from '../../lib/reply';
import { markAddedToCart } from '../cart/added-to-cart';
import { coachingKind } from '../programmes/programme-kinds';
import { programmeListDescription, programmeListQuery, slugParams } from '../programmes/programme-query';
import { getProgramme, listProgrammes } from '../programmes/programmes.service';

export const coachingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/coachings',
    {
      preHandler: app.optionalAuth,
      schema: {
        tags: ['coaching'],
        summary: 'Published coaching programmes, searched, sorted and paged',
        description: programmeListDescription,
        querystring: programmeListQuery,
        response: { 200: coachingsPageReply, ...errors(400) },
      },
    },
    async (request) => {
      const { items, ...page } = await listProgrammes(app.db, coachingKind, request.query);
      const marked = await markAddedToCart(app.db, request.currentUser?.id, 'Coaching', items);
      return { status: 'success' as const, coachings: marked, ...page };
    },
  );

  app.get(
    '/coaching/:slug',
    {
      // added_to_cart is true when the signed-in caller has it in their cart.
      preHandler: app.optionalAuth,
      schema: {
        tags: ['coaching'],
        summary: "A published coaching programme with every trainer's rates (rupees)",
        params: slugParams,
        response: { 200: coachingReply, ...errors(400, 404) },
      },
    },
    async (request) => {
      const item = await getProgramme(app.db, coachingKind, request.params.slug);
      const [marked] = await markAddedToCart(app.db, request.currentUser?.id, 'Coaching', [item]);
      return { status: 'success' as const, coaching: marked };
    },
  );
};
