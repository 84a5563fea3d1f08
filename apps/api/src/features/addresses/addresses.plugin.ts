import { areaPlugin } from '../../lib/area-plugin';
import { addressesRoutes } from './addresses.routes';

/** Addresses: a user's delivery addresses. */
export const addressesArea = areaPlugin(addressesRoutes);
