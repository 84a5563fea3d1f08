import { areaPlugin } from '../../lib/area-plugin';
import { healthRoutes } from './health.routes';

/** Health: the health check (under /api, not /api/v1). */
export const healthArea = areaPlugin(healthRoutes);
