import { pageRoute, type PageRoute } from '../../lib/page-route';

/** Signed in only. */
export const ordersRoutes: PageRoute[] = [
  // Until the dashboard issue lands, /dashboard opens the orders list.
  { path: 'dashboard', redirect: '/dashboard/orders' },
  pageRoute('dashboard/orders', 'orders/routes/orders-page'),
  pageRoute('dashboard/orders/:id', 'orders/routes/order-detail-page'),
];
