import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CartItemType } from '@oxstrength/shared/constants';
import type { Db } from '../../db/client';
import { clearOnCatalogueChange } from '../../lib/catalogue-changes';
import { createFreshCache } from '../../lib/fresh-cache';
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

/** Queries kept at most per list area, and the longest query kept (random query strings are read, not kept). */
const MAX_KEPT = 500;
const MAX_KEY = 512;

/**
 * The routes the catalogue's card lists (templates, products) have alike: the page query, added_to_cart on the
 * cards, GET <path>/:id for those of one category or brand, and GET /similar/<key>/:id; and `cached`, which keeps
 * a list's pages briefly per query (CATALOGUE_CACHE_SECONDS) until a staff change to an item on any instance.
 */
export function catalogueListRoutes<K extends string>(app: App, list: CatalogueList<K>) {
  const seconds = app.config.CATALOGUE_CACHE_SECONDS;
  const kept = createFreshCache<unknown>({
    freshMs: seconds * 1000,
    staleMs: seconds * 1000,
    maxEntries: MAX_KEPT,
  });
  clearOnCatalogueChange(app, kept);
  /** `load`, its answers kept per name and arguments (the caller's marks are set after, on a copy). */
  const cached =
    <A extends unknown[], R>(name: string, load: (db: Db, ...args: A) => Promise<R>) =>
    (db: Db, ...args: A): Promise<R> => {
      const key = `${name}:${JSON.stringify(args)}`;
      if (seconds === 0 || key.length > MAX_KEY) return load(db, ...args);
      return kept.get(key, () => load(db, ...args)) as Promise<R>;
    };
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
    loadPage: (db: Db, id: string, q: PageQuery) => Promise<R>,
  ) => {
    const load = cached(path, loadPage);
    return app.get(
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
  };

  /** Up to a few cards like the one of the id (404 for an unknown one). */
  const similar = <R extends Record<K, Card[]>>(
    summary: string,
    reply: z.ZodType,
    loadSimilar: (db: Db, id: string) => Promise<R>,
  ) => {
    const load = cached('similar', loadSimilar);
    return app.get(
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
  };

  return { pageQuery, caller, marked, cached, listBy, similar };
}
