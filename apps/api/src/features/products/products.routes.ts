import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_SIZES } from '@oxstrength/shared/constants';
import { productReply, productsPageReply, similarProductsReply } from '@oxstrength/shared/contracts/products';
import { errors, pagingQuery } from '../../lib/reply';
import { markAddedToCart } from '../cart/added-to-cart';
import { idFilter, plainJson, searchField, sortField } from '../categories/catalogue-query';
import {
  getProduct,
  listProducts,
  listProductsOfBrand,
  listProductsOfCategory,
  listSimilarProducts,
} from './products.service';

const pageQuery = { ...pagingQuery(PAGE_SIZES.shopSearch), sort: sortField };
const idParam = z.object({ id: z.string() });
const SORTS = 'sort: latest (default), popular (most sold, then best rated), expensive or cheap (by the lowest size price).';

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  // added_to_cart is true for a signed-in caller's carted products; anonymous callers pay nothing for it.
  const caller = { preHandler: app.optionalAuth };
  type Page = { products: { _id: string; added_to_cart: boolean }[] };
  const marked = async <R extends Page>(userId: string | undefined, r: R) => ({
    ...r,
    products: await markAddedToCart(app.db, userId, 'Product', r.products),
  });

  app.get(
    '/products',
    {
      ...caller,
      serializerCompiler: plainJson,
      schema: {
        tags: ['catalogue'],
        summary: 'Published products, searched, filtered, sorted and paged',
        description:
          `${SORTS} q searches titles and short descriptions by word prefixes, all words required; without an ` +
          'explicit sort the results are ordered by relevance. parentCategory and category take a category id ' +
          '(a parent includes its sub-categories); brand a brand id.',
        querystring: z.object({
          ...pageQuery,
          q: searchField,
          parentCategory: idFilter('parentCategory'),
          category: idFilter('category'),
          brand: idFilter('brand'),
        }),
        response: { 200: productsPageReply, ...errors(400) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await marked(request.currentUser?.id, await listProducts(app.db, request.query))),
    }),
  );

  app.get(
    '/product/:slug',
    {
      ...caller,
      schema: {
        tags: ['catalogue'],
        summary: 'A published product with its sizes',
        params: z.object({ slug: z.string() }),
        response: { 200: productReply, ...errors(404) },
      },
    },
    async (request) => {
      const { product } = await getProduct(app.db, request.params.slug);
      const [item] = await markAddedToCart(app.db, request.currentUser?.id, 'Product', [product]);
      return { status: 'success' as const, product: item };
    },
  );

  app.get(
    '/products/brand/:id',
    {
      ...caller,
      serializerCompiler: plainJson,
      schema: {
        tags: ['catalogue'],
        summary: 'Products of a brand',
        description: SORTS,
        params: idParam,
        querystring: z.object(pageQuery),
        response: { 200: productsPageReply, ...errors(400, 404) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await marked(
        request.currentUser?.id,
        await listProductsOfBrand(app.db, request.params.id, request.query),
      )),
    }),
  );

  app.get(
    '/products/category/:id',
    {
      ...caller,
      serializerCompiler: plainJson,
      schema: {
        tags: ['catalogue'],
        summary: 'Products of a category (a parent includes its sub-categories)',
        description: SORTS,
        params: idParam,
        querystring: z.object(pageQuery),
        response: { 200: productsPageReply, ...errors(400, 404) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await marked(
        request.currentUser?.id,
        await listProductsOfCategory(app.db, request.params.id, request.query),
      )),
    }),
  );

  app.get(
    '/similar/products/:id',
    {
      ...caller,
      serializerCompiler: plainJson,
      schema: {
        tags: ['catalogue'],
        summary: 'Up to 8 published products: the same sub-category first, then the same parent; never the product itself',
        params: idParam,
        response: { 200: similarProductsReply, ...errors(404) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await marked(request.currentUser?.id, await listSimilarProducts(app.db, request.params.id))),
    }),
  );
};
