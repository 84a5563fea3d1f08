import { pageRoute, type PageRoute } from '../../lib/page-route';

/** Trainers and admins only (app/guards.tsx RequireStaff): the inbox and one template subscription. */
export const staffRoutes: PageRoute[] = [
  pageRoute('staff', 'staff/routes/staff-inbox-page'),
  pageRoute('staff/subscriptions/:id', 'staff/routes/staff-subscription-page'),
];
