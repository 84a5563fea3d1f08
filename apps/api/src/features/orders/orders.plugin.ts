import { areaPlugin } from '../../lib/area-plugin';
import { orderExpiryPlugin } from '../../workflows/expire-orders';
import { ordersRoutes } from './orders.routes';

/** Orders: placing and reading orders, then the job that expires unpaid ones (workflows/expire-orders.ts). */
export const ordersArea = areaPlugin(ordersRoutes, orderExpiryPlugin);
