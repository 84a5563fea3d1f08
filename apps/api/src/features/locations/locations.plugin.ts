import { areaPlugin } from '../../lib/area-plugin';
import { locationsRoutes } from './locations.routes';

/** Locations: the provinces and districts of Nepal. */
export const locationsArea = areaPlugin(locationsRoutes);
