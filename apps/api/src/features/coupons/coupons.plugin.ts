import { areaPlugin } from '../../lib/area-plugin';
import { couponsRoutes } from './coupons.routes';

/** Coupons: checking a coupon code and reading it. */
export const couponsArea = areaPlugin(couponsRoutes);
