import { areaPlugin } from '../../lib/area-plugin';
import { contactRoutes } from './contact.routes';

/** Contact: messages to the team. */
export const contactArea = areaPlugin(contactRoutes);
