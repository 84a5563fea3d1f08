import { areaPlugin } from '../../lib/area-plugin';
import { newsletterRoutes } from './newsletter.routes';

/** Newsletter: subscribing and unsubscribing. */
export const newsletterArea = areaPlugin(newsletterRoutes);
