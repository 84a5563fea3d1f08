import { areaPlugin } from '../../lib/area-plugin';
import { coachingTrainingRoutes } from './coaching-training.routes';
import { dashboardRoutes } from './dashboard.routes';
import { templateTrainingRoutes } from './template-training.routes';

/** Training: a client's templates (list, training detail, progress, week completion, consultation date), coaching and paid consultations (issue 16), and the dashboard counts. */
export const trainingArea = areaPlugin(templateTrainingRoutes, coachingTrainingRoutes, dashboardRoutes);
