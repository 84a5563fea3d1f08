import { pageRoute, type PageRoute } from '../../lib/page-route';

/** Signed in only: the dashboard's own pages (orders are the orders area's, shown in the same layout). */
export const dashboardRoutes: PageRoute[] = [
  pageRoute('dashboard', 'dashboard/routes/dashboard-page'),
  pageRoute('dashboard/packages', 'dashboard/routes/my-templates-page'),
  pageRoute('dashboard/packages/:id', 'dashboard/routes/training-detail-page'),
  pageRoute('dashboard/trainers', 'dashboard/routes/my-trainers-page'),
  pageRoute('dashboard/trainers/:id', 'dashboard/routes/coaching-detail-page'),
];

/**
 * The dashboard's layout (its navigation tabs above the page), around the pages given: a route with no path,
 * so each page keeps its full path.
 */
export const dashboardLayout = (pages: PageRoute[]): PageRoute => ({
  page: 'features/dashboard/routes/dashboard-layout',
  children: pages,
});
