import { areaPlugin } from '../../lib/area-plugin';
import { pagesRoutes } from './pages.routes';

/** Pages: the policy pages (privacy, terms of service, refunds). */
export const pagesArea = areaPlugin(pagesRoutes);
