import { areaPlugin } from '../../lib/area-plugin';
import { cartRoutes } from './cart.routes';

/** Cart: the main and express carts. */
export const cartArea = areaPlugin(cartRoutes);
