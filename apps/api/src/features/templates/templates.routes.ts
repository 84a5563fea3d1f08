import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_SIZES } from '@oxstrength/shared/constants';
import {
  similarTemplatesReply,
  templateReply,
  templatesPageReply,
} from '@oxstrength/shared/contracts/templates';
import { errors } from '../../lib/reply';
import { markAddedToCart } from '../cart/added-to-cart';
import { catalogueListRoutes } from '../categories/catalogue-list-routes';
import { booleanFilter, idFilter, plainJson, searchField } from '../../lib/list-query';
import {
  getTemplate,
  listSimilarTemplates,
  listTemplates,
  listTemplatesOfTemplateCategory,
  listTemplatesOfTrainingCategory,
} from './templates.service';

const SORTS =
  'sort: popular (default; most sold, then best rated), latest, expensive or cheap (by the price after discount).';

export const templatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pageQuery, caller, marked, cached, listBy, similar } = catalogueListRoutes(app, {
    key: 'templates',
    cartType: 'Template',
    pageSize: PAGE_SIZES.templateSearch,
    pageReply: templatesPageReply,
    sorts: SORTS,
    markAddedToCart,
  });
  const listPage = cached('/templates', listTemplates);

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
      ...(await marked(request.currentUser?.id, await listPage(app.db, request.query))),
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

  listBy(
    '/templates/training/category/:id',
    'Templates of a training category (sub-categories included)',
    listTemplatesOfTrainingCategory,
  );
  listBy(
    '/templates/category/:id',
    'Templates of a template category (sub-categories included)',
    listTemplatesOfTemplateCategory,
  );
  similar(
    'Up to 8 published templates sharing the template or training category, never the template itself',
    similarTemplatesReply,
    listSimilarTemplates,
  );
};
