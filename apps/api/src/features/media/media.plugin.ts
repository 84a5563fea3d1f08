import { areaPlugin } from '../../lib/area-plugin';
import { mediaRoutes } from './media.routes';

/** Media: videos, testimonials and trainers' client reviews. */
export const mediaArea = areaPlugin(mediaRoutes);
