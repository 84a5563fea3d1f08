import { areaPlugin } from '../../lib/area-plugin';
import { liveRoutes } from './live.routes';

/** Live: the signed-in user's events over one WebSocket (owns no tables; other areas announce, db/announce.ts). */
export const liveArea = areaPlugin(liveRoutes);
