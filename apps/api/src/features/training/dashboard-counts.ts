import type { DashboardCounts } from '@oxstrength/shared/contracts/training';
import { nepalToday } from '@oxstrength/shared/training';
import type { Db } from '../../db/client';
import { countActiveOrders } from '../orders/orders.service';
import { countDashboardSubscriptions } from './subscriptions.repository';

/**
 * GET /analytics/profile/dashboard: the dashboard's four tiles. Templates and coachings count every
 * subscription of the kind; upcoming consultations are the caller's of every kind dated today (in Nepal) or
 * later and not yet held; active orders are the orders area's count of Active ones.
 */
export async function dashboardCounts(db: Db, userId: string, now = new Date()): Promise<DashboardCounts> {
  const [subscriptions, activeOrders] = await Promise.all([
    countDashboardSubscriptions(db, userId, nepalToday(now)),
    countActiveOrders(db, userId),
  ]);
  return {
    subscribed_templates: subscriptions.templates,
    subscribed_coachings: subscriptions.coachings,
    upcomming_consultations: subscriptions.upcoming,
    active_orders: activeOrders,
  };
}
