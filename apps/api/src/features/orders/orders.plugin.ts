import { areaPlugin } from '../../lib/area-plugin';
import { ordersRoutes } from './orders.routes';
import { orderExpiryPlugin } from './order-expiry';

/** Orders: placing and reading orders, then the job that expires unpaid ones. */
export const ordersArea = areaPlugin(ordersRoutes, orderExpiryPlugin);
