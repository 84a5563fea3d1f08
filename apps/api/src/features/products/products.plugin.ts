import { areaPlugin } from '../../lib/area-plugin';
import { productsRoutes } from './products.routes';

/** Products: the shop catalogue. */
export const productsArea = areaPlugin(productsRoutes);
