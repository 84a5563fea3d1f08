import { areaPlugin } from '../../lib/area-plugin';
import { trainersRoutes } from './trainers.routes';

/** Trainers: the trainers and their achievements. */
export const trainersArea = areaPlugin(trainersRoutes);
