import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_SIZES } from '@oxstrength/shared/constants';
import { similarTemplatesReply, templateReply, templatesPageReply } from '@oxstrength/shared/contracts/templates';
import { errors, pagingQuery } from '../../lib/reply';
import { markAddedToCart } from '../cart/added-to-cart';
import { booleanFilter, idFilter, plainJson, searchField, sortField } from '../categories/catalogue-query';
import {
  getTemplate,
  listSimilarTemplates,
  listTemplates,
  listTemplatesOfTemplateCategory,
  listTemplatesOfTrainingCategory,
} from './templates.service';

const pageQuery = { ...pagingQuery(PAGE_SIZES.templateSearch), sort: sortField };
const idParam = z.object({ id: z.string() });
const SORTS =
  'sort: popular (default; most sold, then best rated), latest, expensive or cheap (by the price after discount).';

export const templatesRoutes: FastifyPluginAsyncZod = async (app) => {
  // added_to_cart is true for a signed-in caller's carted templates; anonymous callers pay nothing for it.
  const caller = { preHandler: app.optionalAuth };
  type Page = { templates: { _id: string; added_to_cart: boolean }[] };
  const marked = async <R extends Page>(userId: string | undefined, r: R) => ({
    ...r,
    templates: await markAddedToCart(app.db, userId, 'Template', r.templates),
  });

  app.get(
    '/templates',
    {
      ...caller,
      serializerCompiler: plainJson,
      schema: {
        tags: ['catalogue'],
        summary: 'Published templates, searched, filtered, sorted and paged',
        description:
          `${SORTS} q searches titles (and who it is for, difficulty) by word prefixes, all words required; ` +
          'without an explicit sort the results are ordered by relevance. template_category and ' +
          'training_category include their sub-categories. featured=true lists only featured templates, ' +
          'featured=false only the others.',
        querystring: z.object({
          ...pageQuery,
          q: searchField,
          template_category: idFilter('template_category'),
          training_category: idFilter('training_category'),
          trainer: idFilter('trainer'),
          featured: booleanFilter('featured'),
        }),
        response: { 200: templatesPageReply, ...errors(400) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await marked(request.currentUser?.id, await listTemplates(app.db, request.query))),
    }),
  );

  app.get(
    '/template/:slug',
    {
      ...caller,
      schema: {
        tags: ['catalogue'],
        summary: 'A published template with its details and schedule outline',
        params: z.object({ slug: z.string() }),
        response: { 200: templateReply, ...errors(404) },
      },
    },
    async (request) => {
      const { template } = await getTemplate(app.db, request.params.slug);
      const [item] = await markAddedToCart(app.db, request.currentUser?.id, 'Template', [template]);
      return { status: 'success' as const, template: item };
    },
  );

  app.get(
    '/templates/training/category/:id',
    {
      ...caller,
      serializerCompiler: plainJson,
      schema: {
        tags: ['catalogue'],
        summary: 'Templates of a training category (sub-categories included)',
        description: SORTS,
        params: idParam,
        querystring: z.object(pageQuery),
        response: { 200: templatesPageReply, ...errors(400, 404) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await marked(
        request.currentUser?.id,
        await listTemplatesOfTrainingCategory(app.db, request.params.id, request.query),
      )),
    }),
  );

  app.get(
    '/templates/category/:id',
    {
      ...caller,
      serializerCompiler: plainJson,
      schema: {
        tags: ['catalogue'],
        summary: 'Templates of a template category (sub-categories included)',
        description: SORTS,
        params: idParam,
        querystring: z.object(pageQuery),
        response: { 200: templatesPageReply, ...errors(400, 404) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await marked(
        request.currentUser?.id,
        await listTemplatesOfTemplateCategory(app.db, request.params.id, request.query),
      )),
    }),
  );

  app.get(
    '/similar/templates/:id',
    {
      ...caller,
      serializerCompiler: plainJson,
      schema: {
        tags: ['catalogue'],
        summary: 'Up to 8 published templates sharing the template or training category, never the template itself',
        params: idParam,
        response: { 200: similarTemplatesReply, ...errors(404) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await marked(request.currentUser?.id, await listSimilarTemplates(app.db, request.params.id))),
    }),
  );
};
