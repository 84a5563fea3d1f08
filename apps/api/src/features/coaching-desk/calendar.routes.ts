import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consultationCalendarQuery, dailyCapacitySchema } from '@oxstrength/shared/capacity';
import {
  consultationCalendarReply,
  staffTrainersReply,
  trainerCapacityReply,
} from '@oxstrength/shared/contracts/staff-calendar';
import { errors } from '../../lib/reply';
import { trainerConsultationDays } from '../consultations/consultation-capacity';
import { getTrainerCapacity, setTrainerCapacity, trainersInScope } from '../consultations/capacity.service';
import { staffCaller } from '../../lib/staff-caller';
import { security, tags } from '../staff/staff-route-parts';

/**
 * A trainer's consultation calendar and daily capacity (issue 17), under /api/v1/staff behind the role hook of
 * staff.plugin.ts. A trainer reads and sets their own (another trainer's answers 404); an admin any trainer's.
 */

const SCOPE = 'Trainers: their own (another trainer answers 404); admins: any trainer.';
const trainerParams = z.object({ id: z.string() });

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/trainers',
    {
      schema: {
        tags,
        security,
        summary: 'Policy capacity.read: the trainers whose calendar the caller may read',
        description: 'Admins: every trainer; a trainer: themselves.',
        response: { 200: staffTrainersReply, ...errors(401, 403) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      trainers: await trainersInScope(app.db, staffCaller(request)),
    }),
  );

  app.get(
    '/trainers/:id/consultations',
    {
      schema: {
        tags,
        security,
        summary: 'Policy capacity.read: a trainer’s consultations by Nepal day, with the daily capacity',
        description:
          'Every consultation with a date from `from` for `days` days (default 7, at most 42): templates’, ' +
          'coachings’ and paid ones, each Requested, Approved, Proposed or Held, with its minutes; each day ' +
          `sums the minutes booked (approved, proposed, held) and asked. ${SCOPE}`,
        params: trainerParams,
        querystring: consultationCalendarQuery,
        response: { 200: consultationCalendarReply, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const capacity = await getTrainerCapacity(app.db, staffCaller(request), request.params.id);
      return {
        status: 'success' as const,
        capacity,
        days: await trainerConsultationDays(
          app.db,
          capacity.trainer._id,
          request.query.from,
          request.query.days,
        ),
      };
    },
  );

  app.put(
    '/trainers/:id/capacity',
    {
      schema: {
        tags,
        security,
        summary: 'Policy capacity.update: set a trainer’s daily capacity in minutes per Nepal day',
        description: `0 to 1440 (default 240). Approvals already made stay. ${SCOPE}`,
        params: trainerParams,
        body: dailyCapacitySchema,
        response: { 200: trainerCapacityReply, ...errors(400, 401, 403, 404, 422) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'Daily capacity saved',
      capacity: await setTrainerCapacity(
        app.db,
        staffCaller(request),
        request.params.id,
        request.body.daily_capacity_minutes,
      ),
    }),
  );
};
