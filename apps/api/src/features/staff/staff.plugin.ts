import { hasZodFastifySchemaValidationErrors, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { areaPlugin } from '../../lib/area-plugin';
import { coachingDeskRoutes } from '../coaching-desk/coaching-desk.routes';
import { peopleDeskRoutes } from '../people-desk/people-desk.routes';
import { checkRoutePolicy, requireRoutePolicy } from './route-policy';
import { shopStaffRoutes } from '../shop-desk/shop-desk.routes';
import { staffRoutes } from './staff.routes';

/**
 * Everything under /staff: one role check for the whole prefix, then each route's policy (route-policy.ts), both
 * before the body is read or the params parsed; then each group's routes.
 */
const underStaffPrefix: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRoute', requireRoutePolicy);
  app.addHook('onRequest', app.requireRole('Trainer', 'Admin'));
  app.addHook('onRequest', checkRoutePolicy(app));
  // A path parameter that does not parse ({week}, {kind}) names nothing: 404, like an id that names no row.
  // Anything else goes on to the API's error handler (a handler that throws hands over to its parent's).
  app.setErrorHandler((error) => {
    if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'params') throw notFound();
    throw error;
  });
  await app.register(staffRoutes); // the audit
  await app.register(coachingDeskRoutes); // templates, coaching, paid consultations, weeks, calendar
  await app.register(shopStaffRoutes); // admins: orders, refunds, stock and catalogue
  await app.register(peopleDeskRoutes); // admins: accounts, roles, disabling
};

const staffPrefix: FastifyPluginAsyncZod = async (app) => {
  await app.register(underStaffPrefix, { prefix: '/staff' });
};

/** Staff: the workspace's routes under /staff (role check on the whole prefix), the policy and the audit log. */
export const staffArea = areaPlugin(staffPrefix);
