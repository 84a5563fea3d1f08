import { areaPlugin } from '../../lib/area-plugin';
import { offersRoutes } from './offers.routes';

/** Offers: the offers shown on the site. */
export const offersArea = areaPlugin(offersRoutes);
