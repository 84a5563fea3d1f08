import { pageRoute, type PageRoute } from '../../lib/page-route';

/** Trainers and admins only (app/guards.tsx RequireStaff): the inbox and one template subscription. */
export const staffRoutes: PageRoute[] = [
  pageRoute('staff', 'staff/routes/staff-inbox-page'),
  pageRoute('staff/subscriptions/:id', 'staff/routes/staff-subscription-page'),
  // Issue 17: a trainer's consultations by day (list and week calendar) and their daily capacity.
  pageRoute('staff/calendar', 'staff/routes/staff-calendar-page'),
  // Issue 18: a coaching client (weeks, review, load suggestions, progress) and the week editor.
  pageRoute('staff/coaching/:id', 'staff/routes/staff-coaching-page'),
  pageRoute('staff/coaching/:id/weeks/:week', 'staff/routes/coaching-week-editor-page'),
  // Admins only (issue 19): a trainer is told the page is for admins.
  pageRoute('staff/orders', 'staff/routes/staff-orders-page'),
  pageRoute('staff/orders/:id', 'staff/routes/staff-order-page'),
  pageRoute('staff/stock', 'staff/routes/staff-stock-page'),
  pageRoute('staff/catalogue', 'staff/routes/staff-catalogue-page'),
  // Admins only (issue 32): every account, its role, disabling.
  pageRoute('staff/users', 'staff/routes/staff-people-page'),
];
