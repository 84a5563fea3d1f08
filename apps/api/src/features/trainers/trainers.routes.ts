import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  coachingAchievementsReply,
  personalAchievementsReply,
  trainersReply,
} from '@oxstrength/shared/contracts/trainers';
import { errors } from '../../lib/reply';
import { idParams } from '../../lib/path-id';
import {
  coachingAchievementsOf,
  listTrainers,
  listTrainersOfCategory,
  personalAchievementsOf,
} from './trainers.service';

export const trainersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/trainers',
    {
      schema: {
        tags: ['trainers'],
        summary: 'Every trainer with a profile, by profile position then name',
        response: { 200: trainersReply },
      },
    },
    async () => ({ status: 'success' as const, ...(await listTrainers(app.db)) }),
  );

  app.get(
    '/user/trainers/category/:id',
    {
      schema: {
        tags: ['trainers'],
        summary: 'Trainers of a training category (a parent includes its sub-categories)',
        params: idParams,
        response: { 200: trainersReply, ...errors(400, 404) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await listTrainersOfCategory(app.db, request.params.id)),
    }),
  );

  app.get(
    '/trainer/achievements/coaching/:id',
    {
      schema: {
        tags: ['trainers'],
        summary:
          "People a trainer has coached and what they achieved, by position (id: the trainer's user id)",
        params: idParams,
        response: { 200: coachingAchievementsReply, ...errors(400, 404) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await coachingAchievementsOf(app.db, request.params.id)),
    }),
  );

  app.get(
    '/trainer/achievements/personal/:id',
    {
      schema: {
        tags: ['trainers'],
        summary: "A trainer's own achievements, most recent year first (id: the trainer's user id)",
        params: idParams,
        response: { 200: personalAchievementsReply, ...errors(400, 404) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await personalAchievementsOf(app.db, request.params.id)),
    }),
  );
};
