import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  brandsReply,
  categoriesReply,
  productCategoriesReply,
} from '@oxstrength/shared/contracts/categories';
import { errors } from '../../lib/reply';
import { idFilter } from '../../lib/list-query';
import {
  listBrands,
  listProductCategories,
  listTemplateCategories,
  listTrainingCategories,
} from './categories.service';

export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/training/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Training categories with their sub-categories',
        response: { 200: categoriesReply },
      },
    },
    async () => ({ status: 'success' as const, ...(await listTrainingCategories(app.db)) }),
  );

  app.get(
    '/template/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Template categories with their sub-categories',
        response: { 200: categoriesReply },
      },
    },
    async () => ({ status: 'success' as const, ...(await listTemplateCategories(app.db)) }),
  );

  app.get(
    '/product/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Shop categories with their sub-categories and product counts',
        response: { 200: productCategoriesReply },
      },
    },
    async () => ({ status: 'success' as const, ...(await listProductCategories(app.db)) }),
  );

  app.get(
    '/product/brands',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Brands, by name',
        description:
          'Without product_category every brand; with it, the brands that have a published product in that ' +
          'category or its sub-categories.',
        querystring: z.object({ product_category: idFilter('product_category') }),
        response: { 200: brandsReply, ...errors(400) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await listBrands(app.db, request.query.product_category)),
    }),
  );
};
