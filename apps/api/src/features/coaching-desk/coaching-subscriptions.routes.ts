import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  paidConsultationReply,
  staffCoachingDetailReply,
  staffCoachingsPageReply,
  staffPaidConsultationsPageReply,
  subscribedCoachingDetailReply,
  subscribedCoachingReply,
} from '@oxstrength/shared/contracts/coaching-training';
import { coachingWeekSchema } from '@oxstrength/shared/schemas/coaching-training';
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
  activateCoachingSubscription,
  approveCoachingDate,
  approveCoachingWeekRequest,
  makeCoachingActiveAgain,
  makeCoachingInactive,
  markCoachingHeld,
  proposeCoachingDate,
  returnCoachingWeekRequest,
} from '../../workflows/decide-coaching-subscription';
import { approvePaidDate, markPaidHeld, proposePaidDate } from '../../workflows/decide-paid-consultation';
import { publishCoachingWeek } from '../../workflows/publish-coaching-week';
import {
  getCoachingDetail,
  listCoachingInbox,
  listPaidConsultationInbox,
} from './coaching-subscriptions.service';
import { idParams, security, stepRoute, tags } from '../staff/staff-route-parts';

/**
 * The staff workspace's coaching and paid consultation routes (issue 16), under /api/v1/staff: behind the role
 * hook of staff.plugin.ts (401 signed out, 403 for a client); each route names its policy action. A trainer
 * reaches only the coaching and consultations clients bought with them (another's answer 404, as if missing).
 */

const SCOPE = 'Admins: every one; trainers: those clients bought with them (another trainer’s answer 404).';
const WEEK_INVALID = 'week must be a week number';

export const coachingSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const coaching = { 200: subscribedCoachingReply, ...errors(400, 401, 403, 404, 409, 422) };
  const paid = { 200: paidConsultationReply, ...errors(400, 401, 403, 404, 409, 422) };

  app.get(
    '/coaching-subscriptions',
    {
      schema: {
        tags,
        security,
        summary: 'Policy subscription.list: coaching subscriptions waiting for staff, paged',
        description:
          'state: consultation_requests (an open consultation request, soonest date first), to_activate (Pending ' +
          'with its first consultation held) or week_requests (Active with an open week completion request, ' +
          `oldest first). ${SCOPE}`,
        querystring: z.object({ state: staffInboxStateField(), ...pagingQuery(20, 100) }),
        response: { 200: staffCoachingsPageReply, ...errors(400, 401, 403) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await listCoachingInbox(app, staffCaller(request), request.query)),
    }),
  );

  app.get(
    '/consultation-subscriptions',
    {
      schema: {
        tags,
        security,
        summary: 'Policy subscription.list: paid consultations with a date to approve or hold, paged',
        description: `state: consultation_requests (the only list; soonest date first). ${SCOPE}`,
        querystring: z.object({
          state: z
            .enum(['consultation_requests'], { error: 'state must be consultation_requests' })
            .default('consultation_requests'),
          ...pagingQuery(20, 100),
        }),
        response: { 200: staffPaidConsultationsPageReply, ...errors(400, 401, 403) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await listPaidConsultationInbox(app, staffCaller(request), request.query)),
    }),
  );

  app.get(
    '/coaching-subscriptions/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Policy subscription.read: a coaching subscription with every week, published or not',
        description:
          "Staff see every week's activities (unpublished and locked ones too), the client's logs, and the " +
          `client (null once the account is gone). ${SCOPE}`,
        params: idParams,
        response: { 200: staffCoachingDetailReply, ...errors(401, 403, 404) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      subscription: await getCoachingDetail(app, staffCaller(request), request.params.id),
    }),
  );

  stepRoute(
    app,
    '/coaching-consultations/:id/approve',
    {
      summary: 'Policy subscription.approveDate: approve the date of a coaching consultation request',
      description: `{id} is the consultation (latest_consultation._id). 409 once approved or held. ${SCOPE}`,
      response: coaching,
    },
    (caller, id) => approveCoachingDate(app.db, app, caller, id),
  );

  stepRoute(
    app,
    '/coaching-consultations/:id/propose',
    {
      summary: 'Policy subscription.proposeDate: propose another date for a coaching consultation',
      description:
        'Not before today in Nepal (422); the client may still change it. The reason is required: the client ' +
        `reads it. ${SCOPE}`,
      body: proposeConsultationSchema,
      response: coaching,
    },
    (caller, id, body) => proposeCoachingDate(app.db, app, caller, id, body.consultation_date, body.reason),
  );

  stepRoute(
    app,
    '/coaching-consultations/:id/held',
    {
      summary: 'Policy subscription.markHeld: mark a coaching consultation held, with remarks',
      description: `The client may then book another; a Pending coaching may then be activated. ${SCOPE}`,
      body: consultationHeldSchema,
      response: coaching,
    },
    (caller, id, body) => markCoachingHeld(app.db, app, caller, id, body.remarks),
  );

  stepRoute(
    app,
    '/coaching-subscriptions/:id/activate',
    {
      summary:
        'Policy subscription.activate: activate a Pending coaching once its first consultation is held',
      description: `Active from start_on (YYYY-MM-DD, default today in Nepal); 409 before a consultation is held. ${SCOPE}`,
      body: activateSchema.optional(),
      response: coaching,
    },
    (caller, id, body) => activateCoachingSubscription(app.db, app, caller, id, body ?? {}),
  );

  stepRoute(
    app,
    '/coaching-subscriptions/:id/inactive',
    {
      summary: 'Policy subscription.setInactive: make a Pending or Active coaching Inactive, with a reason',
      description: SCOPE,
      body: statusReasonSchema,
      response: coaching,
    },
    (caller, id, body) => makeCoachingInactive(app.db, app, caller, id, body.reason),
  );

  stepRoute(
    app,
    '/coaching-subscriptions/:id/reactivate',
    {
      summary: 'Policy subscription.reactivate: make an Inactive coaching active again, with a reason',
      description: `Active when it had been activated, else Pending. ${SCOPE}`,
      body: statusReasonSchema,
      response: coaching,
    },
    (caller, id, body) => makeCoachingActiveAgain(app.db, app, caller, id, body.reason),
  );

  app.put(
    '/coaching-subscriptions/:id/weeks/:week',
    {
      schema: {
        tags,
        security,
        summary: 'Policy subscription.publishWeek: write a coaching week’s exercises and publish it (or not)',
        description:
          'week is 1..subscribed_weeks (422), not a completed one (409). activities replace the week’s (409 once ' +
          'the client logged training in it); left out, they stay. A published week needs an exercise (422); ' +
          `an unpublished one sends the client no activities. ${SCOPE}`,
        params: z.object({
          id: z.string(),
          week: z.coerce.number({ error: WEEK_INVALID }).int(WEEK_INVALID).min(1, WEEK_INVALID),
        }),
        body: coachingWeekSchema,
        response: { 200: subscribedCoachingDetailReply, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await publishCoachingWeek(
        app.db,
        app,
        staffCaller(request),
        request.params.id,
        request.params.week,
        request.body,
      )),
    }),
  );

  stepRoute(
    app,
    '/coaching-week-requests/:id/approve',
    {
      summary: 'Policy weekRequest.approve: approve a coaching week completion request',
      description: `Only while Open (409 after); the last week makes the coaching Completed. ${SCOPE}`,
      response: coaching,
    },
    (caller, id) => approveCoachingWeekRequest(app.db, app, caller, id),
  );

  stepRoute(
    app,
    '/coaching-week-requests/:id/return',
    {
      summary: 'Policy weekRequest.return: return a coaching week completion request with a note',
      description: `Only while Open; the client reads the note and may ask again. ${SCOPE}`,
      body: returnWeekSchema,
      response: coaching,
    },
    (caller, id, body) => returnCoachingWeekRequest(app.db, app, caller, id, body.note),
  );

  stepRoute(
    app,
    '/consultation-subscriptions/:id/consultation/approve',
    {
      summary: 'Policy subscription.approveDate: approve the date of a paid consultation',
      description: `Consultation Requested only; 409 when already approved. ${SCOPE}`,
      response: paid,
    },
    (caller, id) => approvePaidDate(app.db, app, caller, id),
  );

  stepRoute(
    app,
    '/consultation-subscriptions/:id/consultation/propose',
    {
      summary: 'Policy subscription.proposeDate: propose another date for a paid consultation',
      description:
        'Consultation Requested only; not before today in Nepal (422). The reason is required: the client ' +
        `reads it. ${SCOPE}`,
      body: proposeConsultationSchema,
      response: paid,
    },
    (caller, id, body) => proposePaidDate(app.db, app, caller, id, body.consultation_date, body.reason),
  );

  stepRoute(
    app,
    '/consultation-subscriptions/:id/consultation/held',
    {
      summary: 'Policy subscription.markHeld: mark a paid consultation held, with remarks (completed)',
      description: `Consultation Requested becomes Consultation Completed. ${SCOPE}`,
      body: consultationHeldSchema,
      response: paid,
    },
    (caller, id, body) => markPaidHeld(app.db, app, caller, id, body.remarks),
  );
};
