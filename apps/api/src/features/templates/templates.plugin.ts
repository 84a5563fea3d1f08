import { areaPlugin } from '../../lib/area-plugin';
import { templatesRoutes } from './templates.routes';

/** Templates: the catalogue of training templates. */
export const templatesArea = areaPlugin(templatesRoutes);
