import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  staffSubscriptionDetailReply,
  staffSubscriptionReply,
  staffSubscriptionsPageReply,
} from '@oxstrength/shared/contracts/staff';
import {
  activateSchema,
  consultationHeldSchema,
  proposeConsultationSchema,
  returnWeekSchema,
  staffInboxStateField,
  statusReasonSchema,
} from '@oxstrength/shared/schemas/staff';
import { errors, pagingQuery } from '../../lib/reply';
import { staffCaller } from '../../lib/staff-caller';
import {
  activateTemplate,
  approveTemplateDate,
  approveTemplateWeek,
  makeTemplateInactive,
  markTemplateHeld,
  proposeTemplateDate,
  reactivateTemplate,
  returnTemplateWeek,
} from '../../workflows/decide-template-subscription';
import { getSubscriptionDetail, listInbox } from './template-subscriptions.service';
import { idParams, security, stepRoute, tags } from '../staff/staff-route-parts';

/**
 * The coaching desk's template subscription routes (issue 17), under /api/v1/staff: a hook on the whole prefix
 * (staff.plugin.ts) lets only trainers and admins in (401 signed out, 403 for a client); each route names its
 * policy action. A trainer reaches only
 * the subscriptions of templates they train (another's answer 404, as if missing); admin-only routes answer a
 * trainer 403.
 */

const SCOPE =
  'Admins: every template subscription; trainers: those of the templates they train (another trainer’s ' +
  'answers 404).';

export const templateSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/template-subscriptions',
    {
      schema: {
        tags,
        security,
        summary: 'Policy subscription.list: template subscriptions waiting for staff, paged',
        description:
          'state: consultation_requests (Consultation Requested, soonest date first), to_activate (Consultation ' +
          'Completed) or week_requests (Active with an open week completion request, oldest first). ' +
          SCOPE,
        querystring: z.object({ state: staffInboxStateField(), ...pagingQuery(20, 100) }),
        response: { 200: staffSubscriptionsPageReply, ...errors(400, 401, 403) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await listInbox(app, staffCaller(request), request.query)),
    }),
  );

  app.get(
    '/template-subscriptions/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Policy subscription.read: a template subscription with its whole schedule, logs and requests',
        description: `Staff see every week's activities, locked ones too. ${SCOPE}`,
        params: idParams,
        response: { 200: staffSubscriptionDetailReply, ...errors(401, 403, 404) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      subscription: await getSubscriptionDetail(app, staffCaller(request), request.params.id),
    }),
  );

  const decided = { 200: staffSubscriptionReply, ...errors(400, 401, 403, 404, 409, 422) };

  stepRoute(
    app,
    '/template-subscriptions/:id/consultation/approve',
    {
      summary: 'Policy subscription.approveDate: approve the date the client asked for (mailed)',
      description: `Consultation Requested only; the client can no longer change it. 409 when already approved. ${SCOPE}`,
      response: decided,
    },
    (caller, id) => approveTemplateDate(app.db, app, caller, id),
  );

  stepRoute(
    app,
    '/template-subscriptions/:id/consultation/propose',
    {
      summary: 'Policy subscription.proposeDate: propose another date (mailed)',
      description:
        'Consultation Requested only. It replaces the date as approved; the client may still change it, which ' +
        'makes it a request again. Not before today in Nepal (422). The reason is required; the client reads ' +
        `it on their dashboard and in the mail. ${SCOPE}`,
      body: proposeConsultationSchema,
      response: decided,
    },
    (caller, id, body) => proposeTemplateDate(app.db, app, caller, id, body.consultation_date, body.reason),
  );

  stepRoute(
    app,
    '/template-subscriptions/:id/consultation/held',
    {
      summary: 'Policy subscription.markHeld: mark the consultation held, with remarks (mailed)',
      description: `Consultation Requested becomes Consultation Completed. ${SCOPE}`,
      body: consultationHeldSchema,
      response: decided,
    },
    (caller, id, body) => markTemplateHeld(app.db, app, caller, id, body.remarks),
  );

  stepRoute(
    app,
    '/template-subscriptions/:id/activate',
    {
      summary: 'Policy subscription.activate: activate it, copying its schedule (mailed)',
      description:
        'Consultation Completed becomes Active from start_on (YYYY-MM-DD, default today in Nepal). An admin may ' +
        `also activate a Pending or Consultation Requested one, with a reason (422 without). ${SCOPE}`,
      body: activateSchema.optional(),
      response: decided,
    },
    (caller, id, body) => activateTemplate(app.db, app, caller, id, body ?? {}),
  );

  stepRoute(
    app,
    '/template-subscriptions/:id/inactive',
    {
      summary: 'Policy subscription.setInactive: make it Inactive, with a reason (mailed)',
      description: `From Active or Consultation Completed. ${SCOPE}`,
      body: statusReasonSchema,
      response: decided,
    },
    (caller, id, body) => makeTemplateInactive(app.db, app, caller, id, body.reason),
  );

  stepRoute(
    app,
    '/template-subscriptions/:id/reactivate',
    {
      summary: 'Policy subscription.reactivate: make an Inactive one active again, with a reason (mailed)',
      description: `Active when it had been activated, else Consultation Completed. ${SCOPE}`,
      body: statusReasonSchema,
      response: decided,
    },
    (caller, id, body) => reactivateTemplate(app.db, app, caller, id, body.reason),
  );

  stepRoute(
    app,
    '/week-requests/:id/approve',
    {
      summary: 'Policy weekRequest.approve: approve a week completion request (mailed)',
      description:
        'Only while the request is Open (409 after), so a double click never skips a week: weeks_completed ' +
        `becomes the request's week; the last week makes the subscription Completed. ${SCOPE}`,
      response: decided,
    },
    (caller, id) => approveTemplateWeek(app.db, app, caller, id),
  );

  stepRoute(
    app,
    '/week-requests/:id/return',
    {
      summary: 'Policy weekRequest.return: return a week completion request with a note (mailed)',
      description: `Only while it is Open; the client reads the note and may ask again. ${SCOPE}`,
      body: returnWeekSchema,
      response: decided,
    },
    (caller, id, body) => returnTemplateWeek(app.db, app, caller, id, body.note),
  );
};
