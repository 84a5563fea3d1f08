import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  coachingDayActivitiesReply,
  coachingDayActivityReply,
  myConsultationsPageReply,
  paidConsultationReply,
  paidConsultationsPageReply,
  subscribedCoachingDetailReply,
  subscribedCoachingReply,
  subscribedCoachingsPageReply,
} from '@oxstrength/shared/contracts/coaching-training';
import {
  coachingConsultationChangeSchema,
  coachingConsultationRequestSchema,
  consultationStatusField,
  paidConsultationRequestSchema,
} from '@oxstrength/shared/schemas/coaching-training';
import {
  bulkProgressSchema,
  dayProgressSchema,
  weekCompletionSchema,
} from '@oxstrength/shared/schemas/training';
import {
  BULK_PROGRESS_MAX,
  MY_CONSULTATIONS_PAGE_SIZE,
  MY_TRAINERS_PAGE_SIZE,
} from '@oxstrength/shared/training';
import { errors, pagingQuery } from '../../lib/reply';
import { plainJson } from '../../lib/list-query';
import { EDITED_AT_RULE } from './training-progress';
import {
  changeCoachingConsultation,
  getSubscribedCoaching,
  listSubscribedCoachings,
  requestCoachingConsultation,
  requestCoachingWeekCompletion,
  saveCoachingBulkProgress,
  saveCoachingDayProgress,
} from './coaching-training.service';
import {
  listMyConsultations,
  listPaidConsultations,
  requestPaidConsultation,
} from './consultation-training.service';

/**
 * A client's coaching programmes (My Trainers, the coaching detail, progress, week completion, consultations)
 * and paid consultations, and My Consultations (issue 16; spec part 2, section 7).
 */

const sortField = (name: string) =>
  z.enum(['latest', 'oldest'], { error: `${name} must be latest or oldest` }).default('latest');

const FILTER =
  'consultation_status: all (default), requested (Upcoming), completed (Previous) or not_requested (Pending), ' +
  'by the display status of spec part 2, section 4.';

/** `{id}`: any text; one that is not a uuid names nothing (404, as another user's). */
const idParams = z.object({ id: z.string() });

const PROGRESS_RULES =
  'Only while the coaching is Active, only on week weeks_completed + 1 (409 on a completed or a locked week), ' +
  'only once its trainer published it (409) and not while its completion request is Open (409). Feedback is ' +
  'kept only when the activity has an actual RPE or a weight used after this save (422 otherwise). A field ' +
  'left out stays as it is; null or "" clears it. ' +
  EDITED_AT_RULE;

const tags = ['training'];
const security = [{ jwt: [] }];

export const coachingTrainingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/subscribed/coachings',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The caller's coaching subscriptions (My Trainers), paged",
        description: `consultation_sort: latest (default) or oldest, by purchase. ${FILTER}`,
        querystring: z.object({
          consultation_sort: sortField('consultation_sort'),
          consultation_status: consultationStatusField(),
          ...pagingQuery(MY_TRAINERS_PAGE_SIZE, 50),
        }),
        response: { 200: subscribedCoachingsPageReply, ...errors(400, 401) },
      },
    },
    async (request) => {
      const { consultation_sort, ...q } = request.query;
      return {
        status: 'success' as const,
        ...(await listSubscribedCoachings(app.db, request.currentUser!.id, {
          ...q,
          sort: consultation_sort,
        })),
      };
    },
  );

  app.get(
    '/subscribed/coaching/consultations',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The caller's coaching subscriptions with their consultations, paged",
        description:
          'Each coaching with first_consultation_completed, latest_consultation and consultation_display. sort: ' +
          `latest (default) or oldest, by purchase. ${FILTER}`,
        querystring: z.object({
          sort: sortField('sort'),
          consultation_status: consultationStatusField(),
          ...pagingQuery(MY_CONSULTATIONS_PAGE_SIZE, 50),
        }),
        response: { 200: subscribedCoachingsPageReply, ...errors(400, 401) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await listSubscribedCoachings(app.db, request.currentUser!.id, request.query)),
    }),
  );

  app.get(
    '/subscribed/coaching/detail/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "One of the caller's coaching subscriptions with its weeks and progress",
        description:
          'Weeks 1..subscribed_weeks, each Completed, In Progress or Locked and published or not: a locked or ' +
          'unpublished week’s activities are not sent (an unpublished one reads "Trainer is estimating exercises ' +
          'for you..."); schedule is empty until it is activated. 404 alike for a missing, malformed, another ' +
          'user’s or a non-coaching subscription.',
        params: idParams,
        response: { 200: subscribedCoachingDetailReply, ...errors(401, 404) },
      },
      serializerCompiler: plainJson, // hot (the scale bench): see plainJson
    },
    async (request) => ({
      status: 'success' as const,
      ...(await getSubscribedCoaching(app.db, request.currentUser!.id, request.params.id)),
    }),
  );

  app.put(
    '/subscribed/coaching/user/progress/bulk',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Log several day activities of one of the caller’s coachings at once, all or none',
        description:
          `At most ${BULK_PROGRESS_MAX} day activities, each at most once. Any _id that is not a day activity ` +
          `of that subscription: 404 and nothing is saved. ${PROGRESS_RULES}`,
        body: bulkProgressSchema,
        response: { 200: coachingDayActivitiesReply, ...errors(401, 404, 409, 422) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await saveCoachingBulkProgress(app.db, request.currentUser!.id, request.body)),
    }),
  );

  app.put(
    '/subscribed/coaching/user/progress/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Log actual RPE, weight used and feedback on one day activity of the caller’s coaching',
        description: `{id} is a day activity of the caller's coaching (404 otherwise). ${PROGRESS_RULES}`,
        params: idParams,
        body: dayProgressSchema,
        response: { 200: coachingDayActivityReply, ...errors(401, 404, 409, 422) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await saveCoachingDayProgress(app.db, request.currentUser!.id, request.params.id, request.body)),
    }),
  );

  app.post(
    '/subscribed/coaching/week/completion',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Ask staff to mark the coaching week in progress complete, with remarks',
        description:
          'weeks_completed is the week asked for: weeks_completed + 1 of the subscription (422 otherwise), a ' +
          'published week (409). Only while Active (409). One Open request per subscription (409); after staff ' +
          'return a request it may be asked again.',
        body: weekCompletionSchema,
        response: { 200: subscribedCoachingReply, ...errors(401, 404, 409, 422) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await requestCoachingWeekCompletion(app.db, request.currentUser!.id, request.body)),
    }),
  );

  app.post(
    '/subscribed/coaching/consultation/request',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Request a consultation date for one of the caller’s coachings',
        description:
          'While Pending (the first consultation) or Active (a check-in); 409 otherwise. consultation_date ' +
          '(YYYY-MM-DD) is never before today in Nepal (422). One open request at a time: 409 while one is ' +
          'open (change its date with PUT /subscribed/coaching/consultation/{subscription}).',
        body: coachingConsultationRequestSchema,
        response: { 200: subscribedCoachingReply, ...errors(401, 404, 409, 422) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await requestCoachingConsultation(app.db, request.currentUser!.id, request.body)),
    }),
  );

  app.put(
    '/subscribed/coaching/consultation/:subscription',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Change the date of the open consultation request of one of the caller’s coachings',
        description:
          'Until staff approve it (409 after); a date staff proposed may be changed too (a request again). 409 ' +
          'when no request is open. Never before today in Nepal (422).',
        params: z.object({ subscription: z.string() }),
        body: coachingConsultationChangeSchema,
        response: { 200: subscribedCoachingReply, ...errors(401, 404, 409, 422) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await changeCoachingConsultation(
        app.db,
        request.currentUser!.id,
        request.params.subscription,
        request.body,
      )),
    }),
  );

  app.get(
    '/subscribed/consultations',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The caller's paid consultations, paged",
        description: `sort: latest (default) or oldest, by purchase. ${FILTER}`,
        querystring: z.object({
          sort: sortField('sort'),
          consultation_status: consultationStatusField(),
          ...pagingQuery(MY_CONSULTATIONS_PAGE_SIZE, 50),
        }),
        response: { 200: paidConsultationsPageReply, ...errors(400, 401) },
      },
      serializerCompiler: plainJson, // hot (the scale bench): see plainJson
    },
    async (request) => ({
      status: 'success' as const,
      ...(await listPaidConsultations(app.db, request.currentUser!.id, request.query)),
    }),
  );

  app.get(
    '/subscribed/consultations/all',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          'My Consultations: the consultations of the caller’s templates, coaching and paid consultations',
        description:
          'One row per subscription (a coaching’s latest consultation), with on_model and consultation_display. ' +
          `sort: latest (default) or oldest, by purchase. ${FILTER}`,
        querystring: z.object({
          sort: sortField('sort'),
          consultation_status: consultationStatusField(),
          ...pagingQuery(MY_CONSULTATIONS_PAGE_SIZE, 50),
        }),
        response: { 200: myConsultationsPageReply, ...errors(400, 401) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await listMyConsultations(app.db, request.currentUser!.id, request.query)),
    }),
  );

  app.post(
    '/subscribed/consultation/request',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Set or change the date of one of the caller’s paid consultations',
        description:
          'consultation_date (YYYY-MM-DD) is never before today in Nepal (422). Pending becomes Consultation ' +
          'Requested; the date may be changed until staff approve it (409 after; a date staff proposed may be ' +
          'changed too); once it is held: 409.',
        body: paidConsultationRequestSchema,
        response: { 200: paidConsultationReply, ...errors(401, 404, 409, 422) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await requestPaidConsultation(app.db, request.currentUser!.id, request.body)),
    }),
  );
};
