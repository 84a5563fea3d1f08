import { pageRoute, type PageRoute } from '../../lib/page-route';

/** Signed in only, inside the dashboard's layout (app/page-table.ts): My Gifts. */
export const giftsRoutes: PageRoute[] = [pageRoute('dashboard/gifts', 'gifts/routes/gifts-page')];
