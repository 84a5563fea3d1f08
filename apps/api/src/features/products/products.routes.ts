import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_SIZES } from '@oxstrength/shared/constants';
import { productReply, productsPageReply, similarProductsReply } from '@oxstrength/shared/contracts/products';
import { errors } from '../../lib/reply';
import { markAddedToCart } from '../cart/added-to-cart';
import { catalogueListRoutes } from '../categories/catalogue-list-routes';
import { idFilter, plainJson, searchField } from '../../lib/list-query';
import {
  getProduct,
  listProducts,
  listProductsOfBrand,
  listProductsOfCategory,
  listSimilarProducts,
} from './products.service';

const SORTS =
  'sort: latest (default), popular (most sold, then best rated), expensive or cheap (by the lowest size price).';

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pageQuery, caller, marked, cached, listBy, similar } = catalogueListRoutes(app, {
    key: 'products',
    cartType: 'Product',
    pageSize: PAGE_SIZES.shopSearch,
    pageReply: productsPageReply,
    sorts: SORTS,
    markAddedToCart,
  });
  const listPage = cached('/products', listProducts);

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
      ...(await marked(request.currentUser?.id, await listPage(app.db, request.query))),
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

  listBy('/products/brand/:id', 'Products of a brand', listProductsOfBrand);
  listBy(
    '/products/category/:id',
    'Products of a category (a parent includes its sub-categories)',
    listProductsOfCategory,
  );
  similar(
    'Up to 8 published products: the same sub-category first, then the same parent; never the product itself',
    similarProductsReply,
    listSimilarProducts,
  );
};
