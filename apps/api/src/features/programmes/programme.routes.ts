import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../lib/reply';
import type { MarkAddedToCart } from '../categories/catalogue-list-routes';
import type { ProgrammeKind } from './programme-kinds';
import { programmeListDescription, programmeListQuery, slugParams } from './programme-query';
import { getProgramme, listProgrammes } from './programmes.service';

/**
 * The two public routes of a programme kind: GET /<plural> (a page of cards) and GET /<name>/:slug (one with
 * every trainer's rates). Coaching and consultations differ only in the words and shapes their kind carries.
 * Their added_to_cart is the cart's read, handed in by the plugin: the cart prices programme lines through the
 * programmes' service, so the programmes do not import the cart.
 */
export const programmeRoutes =
  <P extends string>(kind: ProgrammeKind<P>, markAddedToCart: MarkAddedToCart): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `/${kind.plural}`,
      {
        preHandler: app.optionalAuth,
        schema: {
          tags: [kind.docs.tag],
          summary: kind.docs.list,
          description: programmeListDescription,
          querystring: programmeListQuery,
          response: { 200: kind.replies.page, ...errors(400) },
        },
      },
      async (request) => {
        const { items, ...page } = await listProgrammes(app.db, kind, request.query);
        const marked = await markAddedToCart(app.db, request.currentUser?.id, kind.cartType, items);
        return { status: 'success' as const, [kind.plural]: marked, ...page };
      },
    );

    app.get(
      `/${kind.name}/:slug`,
      {
        // added_to_cart is true when the signed-in caller has it in their cart.
        preHandler: app.optionalAuth,
        schema: {
          tags: [kind.docs.tag],
          summary: kind.docs.detail,
          params: slugParams,
          response: { 200: kind.replies.detail, ...errors(400, 404) },
        },
      },
      async (request) => {
        const item = await getProgramme(app.db, kind, request.params.slug);
        const [marked] = await markAddedToCart(app.db, request.currentUser?.id, kind.cartType, [item]);
        return { status: 'success' as const, [kind.name]: marked };
      },
    );
  };
