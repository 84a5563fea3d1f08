import { areaPlugin } from '../../lib/area-plugin';
import { categoriesRoutes } from './categories.routes';

/** Categories: training, template and product categories, and brands. */
export const categoriesArea = areaPlugin(categoriesRoutes);
