import { pageRoute, type PageRoute } from '../../lib/page-route';

/** Signed in only (inside the dashboard's layout: app/page-table.ts). */
export const ordersRoutes: PageRoute[] = [
  pageRoute('dashboard/orders', 'orders/routes/orders-page'),
  pageRoute('dashboard/orders/:id', 'orders/routes/order-detail-page'),
];
