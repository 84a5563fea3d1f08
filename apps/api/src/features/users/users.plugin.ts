import { areaPlugin } from '../../lib/area-plugin';
import { usersRoutes } from './users.routes';

/** Users: public profiles and the email check. */
export const usersArea = areaPlugin(usersRoutes);
