import { areaPlugin } from '../../lib/area-plugin';
import { coachingKind, consultationKind } from './programme-kinds';
import { programmeRoutes } from './programme.routes';

/** Programmes: coaching and consultations, one route factory serving both kinds. */
export const programmesArea = areaPlugin(programmeRoutes(coachingKind), programmeRoutes(consultationKind));
