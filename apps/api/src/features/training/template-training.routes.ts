import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dayActivitiesReply,
  dayActivityReply,
  subscribedTemplateDetailReply,
  subscribedTemplateReply,
  subscribedTemplatesPageReply,
} from '@oxstrength/shared/contracts/training';
import {
  bulkProgressSchema,
  dayProgressSchema,
  templateConsultationRequestSchema,
  weekCompletionSchema,
} from '@oxstrength/shared/schemas/training';
import { SUBSCRIPTION_STATUSES } from '@oxstrength/shared/status';
import { BULK_PROGRESS_MAX, MY_TEMPLATES_PAGE_SIZE } from '@oxstrength/shared/training';
import { errors, pagingQuery } from '../../lib/reply';
import { EDITED_AT_RULE } from './training-progress';
import { booleanFilter, plainJson } from '../../lib/list-query';
import {
  getSubscribedTemplate,
  listSubscribedTemplates,
  requestTemplateConsultation,
  requestWeekCompletion,
  saveBulkProgress,
  saveDayProgress,
} from './template-training.service';

const listQuery = z.object({
  sort: z.enum(['latest', 'oldest'], { error: 'sort must be latest or oldest' }).default('latest'),
  ...pagingQuery(MY_TEMPLATES_PAGE_SIZE, 50),
  expired: booleanFilter('expired').describe(
    'true: Previously Purchased (Completed and Inactive); false: the others. Absent: the others, unless ' +
      'status is given (then status alone decides).',
  ),
  status: z
    .enum(SUBSCRIPTION_STATUSES, { error: `status must be one of ${SUBSCRIPTION_STATUSES.join(', ')}` })
    .optional(),
});

/** `{id}`: any text; one that is not a uuid names nothing (404, as another user's). */
const idParams = z.object({ id: z.string() });

const PROGRESS_RULES =
  'Only while the subscription is Active, only on week weeks_completed + 1 (409 on a completed or a locked ' +
  'week) and not while that week’s completion request is Open (409). Feedback is kept only when the activity ' +
  'has an actual RPE or a weight used after this save (422 otherwise). A field left out stays as it is; null ' +
  'or "" clears it. ' +
  EDITED_AT_RULE;

export const templateTrainingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/subscribed/templates',
    {
      onRequest: app.authenticate,
      serializerCompiler: plainJson, // hot: see plainJson
      schema: {
        tags: ['training'],
        summary: "The caller's template subscriptions (My Templates), paged",
        description: 'sort: latest (default) or oldest, by purchase.',
        security: [{ jwt: [] }],
        querystring: listQuery,
        response: { 200: subscribedTemplatesPageReply, ...errors(400, 401) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await listSubscribedTemplates(app.db, request.currentUser!.id, request.query)),
    }),
  );

  app.get(
    '/subscribed/template/:id',
    {
      onRequest: app.authenticate,
      serializerCompiler: plainJson, // hot: see plainJson
      schema: {
        tags: ['training'],
        summary: "One of the caller's template subscriptions with its schedule and progress",
        description:
          'Weeks 1..weeks, each Completed, In Progress or Locked (a locked week’s activities are not sent); ' +
          'schedule is empty until the subscription is activated. week_completed_req is the latest request ' +
          'staff have not approved (Open, or Returned with their note). 404 alike for a missing, malformed, ' +
          'another user’s or a non-template subscription.',
        security: [{ jwt: [] }],
        params: idParams,
        response: { 200: subscribedTemplateDetailReply, ...errors(401, 404) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await getSubscribedTemplate(app.db, request.currentUser!.id, request.params.id)),
    }),
  );

  app.post(
    '/user/template/progress/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['training'],
        summary: 'Log actual RPE, weight used and feedback on one day activity of the caller’s template',
        description: `{id} is a day activity of the caller's subscription (404 otherwise). ${PROGRESS_RULES}`,
        security: [{ jwt: [] }],
        params: idParams,
        body: dayProgressSchema,
        response: { 200: dayActivityReply, ...errors(401, 404, 409, 422) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await saveDayProgress(app.db, request.currentUser!.id, request.params.id, request.body)),
    }),
  );

  app.put(
    '/user/template/progress/bulk',
    {
      onRequest: app.authenticate,
      serializerCompiler: plainJson, // hot: see plainJson
      schema: {
        tags: ['training'],
        summary: 'Log several day activities of one of the caller’s templates at once, all or none',
        description:
          `At most ${BULK_PROGRESS_MAX} day activities, each at most once. Any _id that is not a day activity ` +
          `of that subscription: 404 and nothing is saved. ${PROGRESS_RULES}`,
        security: [{ jwt: [] }],
        body: bulkProgressSchema,
        response: { 200: dayActivitiesReply, ...errors(401, 404, 409, 422) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await saveBulkProgress(app.db, request.currentUser!.id, request.body)),
    }),
  );

  app.post(
    '/subscribed/template/week/completion',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['training'],
        summary: 'Ask staff to mark the week in progress complete, with remarks',
        description:
          'weeks_completed is the week asked for: weeks_completed + 1 of the subscription (422 otherwise). Only ' +
          'while Active (409). One Open request per subscription (409 while one is open, also between ' +
          'concurrent requests); after staff return a request it may be asked again.',
        security: [{ jwt: [] }],
        body: weekCompletionSchema,
        response: { 200: subscribedTemplateReply, ...errors(401, 404, 409, 422) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await requestWeekCompletion(app.db, request.currentUser!.id, request.body)),
    }),
  );

  app.post(
    '/subscribed/template/consultation/request',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['training'],
        summary: 'Set or change the consultation date of one of the caller’s templates',
        description:
          'consultation_date (YYYY-MM-DD) is never before today in Nepal (422). Pending becomes Consultation ' +
          'Requested; in Consultation Requested the date may be changed until staff approve it (409 after), ' +
          'and a date staff proposed may be changed too (it becomes a request again); any other status: 409.',
        security: [{ jwt: [] }],
        body: templateConsultationRequestSchema,
        response: { 200: subscribedTemplateReply, ...errors(401, 404, 409, 422) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await requestTemplateConsultation(app.db, request.currentUser!.id, request.body)),
    }),
  );
};
