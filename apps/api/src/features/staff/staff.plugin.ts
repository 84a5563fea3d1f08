import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { areaPlugin } from '../../lib/area-plugin';
import { coachingWeekRoutes } from './coaching-weeks.routes';
import { shopStaffRoutes } from './shop-staff.routes';
import { staffCalendarRoutes } from './staff-calendar.routes';
import { staffProgrammeRoutes } from './staff-programmes.routes';
import { staffRoutes } from './staff.routes';

/** Everything under /staff: one role check for the whole prefix, then each group's routes and policies. */
const underStaffPrefix: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('Trainer', 'Admin'));
  await app.register(staffRoutes); // templates: inbox, subscriptions, week reviews, the audit
  await app.register(staffProgrammeRoutes); // coaching and paid consultations
  await app.register(coachingWeekRoutes); // coaching week editor: sources, load suggestions, weeks to write
  await app.register(staffCalendarRoutes); // a trainer's consultation calendar and daily capacity
  await app.register(shopStaffRoutes); // admins: orders, refunds, stock and catalogue
};

const staffPrefix: FastifyPluginAsyncZod = async (app) => {
  await app.register(underStaffPrefix, { prefix: '/staff' });
};

/** Staff: the workspace's routes under /staff (role check on the whole prefix), the policy and the audit log. */
export const staffArea = areaPlugin(staffPrefix);
