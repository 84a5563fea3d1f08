import { areaPlugin } from '../../lib/area-plugin';
import { reviewsRoutes } from './reviews.routes';

/** Reviews: ratings of catalogue items. */
export const reviewsArea = areaPlugin(reviewsRoutes);
