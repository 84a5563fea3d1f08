import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardCountsReply } from '@oxstrength/shared/contracts/training';
import { errors } from '../../lib/reply';
import { plainJson } from '../../lib/list-query';
import { dashboardCounts } from './dashboard-counts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/analytics/profile/dashboard',
    {
      onRequest: app.authenticate,
      serializerCompiler: plainJson, // hot: see plainJson
      schema: {
        tags: ['dashboard'],
        summary: "The caller's dashboard counts",
        description:
          'subscribed_templates and subscribed_coachings: every template and coaching subscription of the ' +
          'caller; upcomming_consultations: the caller’s subscriptions of any kind with a consultation dated ' +
          'today in Nepal or later and not yet held; active_orders: orders paid and waiting for delivery (Active).',
        security: [{ jwt: [] }],
        response: { 200: dashboardCountsReply, ...errors(401) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      counts: await dashboardCounts(app.db, request.currentUser!.id),
    }),
  );
};
