import { areaPlugin } from '../../lib/area-plugin';
import { markAddedToCart } from '../cart/added-to-cart';
import { coachingKind, consultationKind } from './programme-kinds';
import { programmeRoutes } from './programme.routes';

/**
 * Programmes: coaching and consultations, one route factory serving both kinds, given the cart's
 * added_to_cart read (the plugin wires areas together; the routes and the rest of the area do not import the cart).
 */
export const programmesArea = areaPlugin(
  programmeRoutes(coachingKind, markAddedToCart),
  programmeRoutes(consultationKind, markAddedToCart),
);
