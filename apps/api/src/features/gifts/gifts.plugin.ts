import { areaPlugin } from '../../lib/area-plugin';
import { giftsRoutes } from './gifts.routes';

/** Gifts (issue 20): those a client sent and received, and claiming one (workflows/claim-gift.ts). */
export const giftsArea = areaPlugin(giftsRoutes);
