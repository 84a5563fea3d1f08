import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptedLoadReply,
  coachingWeeksToWritePageReply,
  weekSourcesReply,
} from '@oxstrength/shared/contracts/coaching-weeks';
import { errors, pagingQuery } from '../../lib/reply';
import { acceptLoad, weeksToWrite, weekSources } from './coaching-weeks.service';
import { staffCaller } from '../../lib/staff-caller';
import { idParams, security, tags } from '../staff/staff-route-parts';

/**
 * The coaching week editor's routes (issue 18), under /api/v1/staff behind the role hook of staff.plugin.ts
 * (401 signed out, 403 for a client). Writing, saving as draft and publishing a week is PUT
 * /staff/coaching-subscriptions/{id}/weeks/{week} (coaching-subscriptions.routes.ts).
 */

const SCOPE =
  'Admins: every coaching; trainers: those clients bought with them (another trainer’s answer 404).';

export const coachingWeekRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/coaching-weeks-to-write',
    {
      schema: {
        tags,
        security,
        summary: 'Policy subscription.list: Active coaching whose next week is not published, paged',
        description:
          'next_week: the week in progress when it is not published, else the week after it. The week in ' +
          `progress first. ${SCOPE}`,
        querystring: z.object(pagingQuery(20, 100)),
        response: { 200: coachingWeeksToWritePageReply, ...errors(400, 401, 403) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await weeksToWrite(app, staffCaller(request), request.query)),
    }),
  );

  app.get(
    '/coaching-subscriptions/:id/week-sources',
    {
      schema: {
        tags,
        security,
        summary: 'Policy subscription.publishWeek: the templates a coaching week may be copied from',
        description: `The templates of the coaching's trainer, each with its whole schedule. ${SCOPE}`,
        params: idParams,
        response: { 200: weekSourcesReply, ...errors(401, 403, 404) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      templates: await weekSources(app, staffCaller(request), request.params.id),
    }),
  );

  app.post(
    '/coaching-subscriptions/:id/activities/:activityId/accept-load',
    {
      schema: {
        tags,
        security,
        summary:
          'Policy subscription.publishWeek: accept a load suggestion into the next week’s planned load',
        description:
          'The suggestion is worked out again from what the client logged on the activity (decision 028); 409 ' +
          'when it has none, in the last week, or once the client logged the next week. A next week with no ' +
          'exercises gets the logged week’s plan as a draft first; its activities of the same movement get the ' +
          `load. ${SCOPE}`,
        params: z.object({ id: z.string(), activityId: z.string() }),
        response: { 200: acceptedLoadReply, ...errors(401, 403, 404, 409) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await acceptLoad(app, staffCaller(request), request.params.id, request.params.activityId)),
    }),
  );
};
