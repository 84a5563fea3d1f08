import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consultationReply, consultationsPageReply } from '@oxstrength/shared/contracts/programmes';
import { errors } from '../../lib/reply';
import { markAddedToCart } from '../cart/added-to-cart';
import { consultationKind } from '../programmes/programme-kinds';
import { programmeListDescription, programmeListQuery, slugParams } from '../programmes/programme-query';
import { getProgramme, listProgrammes } from '../programmes/programmes.service';

export const consultationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/consultations',
    {
      preHandler: app.optionalAuth,
      schema: {
        tags: ['consultations'],
        summary: 'Published consultations, searched, sorted and paged',
        description: programmeListDescription,
        querystring: programmeListQuery,
        response: { 200: consultationsPageReply, ...errors(400) },
      },
    },
    async (request) => {
      const { items, ...page } = await listProgrammes(app.db, consultationKind, request.query);
      const marked = await markAddedToCart(app.db, request.currentUser?.id, 'Consultation', items);
      return { status: 'success' as const, consultations: marked, ...page };
    },
  );

  app.get(
    '/consultation/:slug',
    {
      // added_to_cart is true when the signed-in caller has it in their cart.
      preHandler: app.optionalAuth,
      schema: {
        tags: ['consultations'],
        summary: "A published consultation with every trainer's rates (rupees)",
        params: slugParams,
        response: { 200: consultationReply, ...errors(400, 404) },
      },
    },
    async (request) => {
      const item = await getProgramme(app.db, consultationKind, request.params.slug);
      const [marked] = await markAddedToCart(app.db, request.currentUser?.id, 'Consultation', [item]);
      return { status: 'success' as const, consultation: marked };
    },
  );
};
