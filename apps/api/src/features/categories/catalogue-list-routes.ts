import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CartItemType } from '@oxstrength/shared/constants';
import type { Db } from '../../db/client';
import { errors, pagingQuery } from '../../lib/reply';
import { plainJson, sortField, type PageQuery } from '../../lib/list-query';

type App = Parameters<FastifyPluginAsyncZod>[0];
type Card = { _id: string; added_to_cart: boolean };

/**
 * Sets added_to_cart on catalogue cards for a signed-in caller: the cart's markAddedToCart, which the catalogue
 * areas' routes are given (the cart prices their lines, so the catalogue areas do not import it).
 */
export type MarkAddedToCart = <T extends Card>(
  db: Db,
  userId: string | undefined,
  onModel: CartItemType,
  items: T[],
) => Promise<T[]>;

export interface CatalogueList<K extends string> {
  /** The reply's key for the cards: templates, products. */
  key: K;
  /** The cart's on_model for them (added_to_cart). */
  cartType: CartItemType;
  pageSize: number;
  /** A page of cards (the reply of the list and of its list-by routes). */
  pageReply: z.ZodType;
  /** The sorts and the list's default, as the list-by routes describe them. */
  sorts: string;
  /** The cart's markAddedToCart, given by the list's own routes (the categories area does not depend on the cart). */
  markAddedToCart: MarkAddedToCart;
}

const idParam = z.object({ id: z.string() });

/**
 * The routes the catalogue's card lists (templates, products) have alike: the page query, added_to_cart on the
 * cards, GET <path>/:id for those of one category or brand, and GET /similar/<key>/:id.
 */
export function catalogueListRoutes<K extends string>(app: App, list: CatalogueList<K>) {
  const pageQuery = { ...pagingQuery(list.pageSize), sort: sortField };
  // added_to_cart is true for a signed-in caller's carted cards; anonymous callers pay nothing for it.
  const caller = { preHandler: app.optionalAuth };
  const marked = async <R extends Record<K, Card[]>>(userId: string | undefined, r: R) => ({
    ...r,
    [list.key]: await list.markAddedToCart(app.db, userId, list.cartType, r[list.key]),
  });

  /** A page of the cards of one category or brand (404 for an unknown one). */
  const listBy = <R extends Record<K, Card[]>>(
    path: string,
    summary: string,
    load: (db: Db, id: string, q: PageQuery) => Promise<R>,
  ) =>
    app.get(
      path,
      {
        ...caller,
        serializerCompiler: plainJson,
        schema: {
          tags: ['catalogue'],
          summary,
          description: list.sorts,
          params: idParam,
          querystring: z.object(pageQuery),
          response: { 200: list.pageReply, ...errors(400, 404) },
        },
      },
      async (request) => ({
        status: 'success' as const,
        ...(await marked(request.currentUser?.id, await load(app.db, request.params.id, request.query))),
      }),
    );

  /** Up to a few cards like the one of the id (404 for an unknown one). */
  const similar = <R extends Record<K, Card[]>>(
    summary: string,
    reply: z.ZodType,
    load: (db: Db, id: string) => Promise<R>,
  ) =>
    app.get(
      `/similar/${list.key}/:id`,
      {
        ...caller,
        serializerCompiler: plainJson,
        schema: { tags: ['catalogue'], summary, params: idParam, response: { 200: reply, ...errors(404) } },
      },
      async (request) => ({
        status: 'success' as const,
        ...(await marked(request.currentUser?.id, await load(app.db, request.params.id))),
      }),
    );

  return { pageQuery, caller, marked, listBy, similar };
}
