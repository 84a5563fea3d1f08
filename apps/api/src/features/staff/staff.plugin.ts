import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { areaPlugin } from '../../lib/area-plugin';
import { staffRoutes } from './staff.routes';

const underStaffPrefix: FastifyPluginAsyncZod = async (app) => {
  await app.register(staffRoutes, { prefix: '/staff' });
};

/** Staff: the workspace's routes under /staff (role check on the whole prefix), the policy and the audit log. */
export const staffArea = areaPlugin(underStaffPrefix);
