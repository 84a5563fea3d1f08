import { areaPlugin } from '../../lib/area-plugin';
import { dashboardRoutes } from './dashboard.routes';
import { templateTrainingRoutes } from './template-training.routes';

/** Subscriptions: a client's templates (list, training detail, progress, week completion, consultation date) and the dashboard counts. */
export const subscriptionsArea = areaPlugin(templateTrainingRoutes, dashboardRoutes);
