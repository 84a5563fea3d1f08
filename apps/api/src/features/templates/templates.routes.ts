import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_SIZES } from '@oxstrength/shared/constants';
import { errors, paging, pagingQuery, success } from '../../lib/reply';
import { booleanFilter, idFilter, plainJson, searchField, sortField } from '../categories/catalogue-query';
import {
  getTemplate,
  listSimilarTemplates,
  listTemplates,
  listTemplatesOfTemplateCategory,
  listTemplatesOfTrainingCategory,
} from './templates.service';

const ref = z.object({ _id: z.string(), name: z.string() });
const discount = z.object({ active: z.boolean(), title: z.string().nullable(), discount_percentage: z.number().int() });

const templateCard = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  cover: z.string(),
  price: z.number().describe('Rupees'),
  discounted_price: z.number().describe('Rupees: the price after the discount while it is active'),
  weeks: z.number().int(),
  discount,
  training_category: ref.nullable(),
  template_category: ref.nullable(),
  trainer: ref.extend({ slug: z.string() }).nullable(),
  average_rating: z.number(),
  rating_count: z.number().int(),
  featured: z.boolean(),
  added_to_cart: z.boolean(),
});

const template = templateCard.extend({
  detail: z.object({
    program_description: z.string().describe('Sanitised HTML'),
    requirement: z.string(),
    difficulty: z.string(),
    who_is_it_for: z.string(),
    lifting_frequency: z.string(),
    disclaimer: z.string(),
  }),
  whats_inside: z.array(z.string()),
  schedule_outline: z.array(z.object({ week: z.number().int(), days: z.number().int() })),
});

const page = success({ templates: z.array(templateCard), ...paging });
const pageQuery = { ...pagingQuery(PAGE_SIZES.templateSearch), sort: sortField };
const idParam = z.object({ id: z.string() });
const SORTS =
  'sort: popular (default; most sold, then best rated), latest, expensive or cheap (by the price after discount).';

export const templatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/templates',
    {
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
        response: { 200: page, ...errors(400) },
      },
    },
    async (request) => ({ status: 'success' as const, ...(await listTemplates(app.db, request.query)) }),
  );

  app.get(
    '/template/:slug',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A published template with its details and schedule outline',
        params: z.object({ slug: z.string() }),
        response: { 200: success({ template }), ...errors(404) },
      },
    },
    async (request) => ({ status: 'success' as const, ...(await getTemplate(app.db, request.params.slug)) }),
  );

  app.get(
    '/templates/training/category/:id',
    {
      serializerCompiler: plainJson,
      schema: {
        tags: ['catalogue'],
        summary: 'Templates of a training category (sub-categories included)',
        description: SORTS,
        params: idParam,
        querystring: z.object(pageQuery),
        response: { 200: page, ...errors(400, 404) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await listTemplatesOfTrainingCategory(app.db, request.params.id, request.query)),
    }),
  );

  app.get(
    '/templates/category/:id',
    {
      serializerCompiler: plainJson,
      schema: {
        tags: ['catalogue'],
        summary: 'Templates of a template category (sub-categories included)',
        description: SORTS,
        params: idParam,
        querystring: z.object(pageQuery),
        response: { 200: page, ...errors(400, 404) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await listTemplatesOfTemplateCategory(app.db, request.params.id, request.query)),
    }),
  );

  app.get(
    '/similar/templates/:id',
    {
      serializerCompiler: plainJson,
      schema: {
        tags: ['catalogue'],
        summary: 'Up to 8 published templates sharing the template or training category, never the template itself',
        params: idParam,
        response: { 200: success({ templates: z.array(templateCard) }), ...errors(404) },
      },
    },
    async (request) => ({ status: 'success' as const, ...(await listSimilarTemplates(app.db, request.params.id)) }),
  );
};
