import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarRoutes } from './calendar.routes';
import { coachingSubscriptionRoutes } from './coaching-subscriptions.routes';
import { coachingWeekRoutes } from './coaching-weeks.routes';
import { templateSubscriptionRoutes } from './template-subscriptions.routes';

/**
 * The coaching desk (issue 30): staff's routes on training subscriptions, under /api/v1/staff. staff.plugin.ts
 * registers it behind the role hook and each route's policy (features/staff/route-policy.ts); its decisions
 * are workflows (apps/api/src/workflows/decide-*.ts, publish-coaching-week.ts), its reads this area's services.
 */
export const coachingDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(templateSubscriptionRoutes); // templates: inbox, subscriptions, week reviews
  await app.register(coachingSubscriptionRoutes); // coaching and paid consultations
  await app.register(coachingWeekRoutes); // coaching week editor: sources, load suggestions, weeks to write
  await app.register(calendarRoutes); // a trainer's consultation calendar and daily capacity
};
