import { authRoutes } from '../features/auth/auth-routes';
import { cartRoutes } from '../features/cart/cart-routes';
import { checkoutResultRoutes, checkoutRoutes } from '../features/checkout/checkout-routes';
import { contactRoutes } from '../features/contact/contact-routes';
import { dashboardLayout, dashboardRoutes } from '../features/dashboard/dashboard-routes';
import { forumRoutes, forumSignedInRoutes } from '../features/forum/forum-routes';
import { giftsRoutes } from '../features/gifts/gifts-routes';
import { homeRoutes } from '../features/home/home-routes';
import { newsletterRoutes } from '../features/newsletter/newsletter-routes';
import { ordersRoutes } from '../features/orders/orders-routes';
import { pagesRoutes } from '../features/pages/pages-routes';
import { programmesRoutes } from '../features/programmes/programmes-routes';
import { settingsRoutes } from '../features/settings/settings-routes';
import { shopRoutes } from '../features/shop/shop-routes';
import { staffRoutes } from '../features/staff/staff-routes';
import { templatesRoutes } from '../features/templates/templates-routes';
import { trainersRoutes } from '../features/trainers/trainers-routes';
import { videosRoutes } from '../features/videos/videos-routes';
import type { PageRoute } from '../lib/page-route';

/**
 * The route table (spec part 1 section 2), composed from each area's list. Areas not built yet have no route
 * (the catch-all shows the not-found page) and no link in the navigation.
 */
export const PAGE_TABLE = {
  /** Anyone. */
  public: [
    ...homeRoutes,
    ...pagesRoutes,
    ...contactRoutes,
    ...newsletterRoutes,
    ...templatesRoutes,
    ...shopRoutes,
    ...programmesRoutes,
    ...trainersRoutes,
    ...videosRoutes,
    ...forumRoutes,
    ...checkoutResultRoutes,
  ],
  /** Visitors only: a signed-in user is sent home. */
  guestOnly: [...authRoutes],
  /** Signed-in users only: a visitor is sent to sign in. The dashboard's pages share its tabs. */
  signedIn: [
    ...cartRoutes,
    ...checkoutRoutes,
    ...forumSignedInRoutes,
    dashboardLayout([...dashboardRoutes, ...ordersRoutes, ...giftsRoutes, ...settingsRoutes]),
  ],
  /** Trainers and admins only: a visitor is sent to sign in, a client is told the page is not theirs. */
  staff: [...staffRoutes],
} satisfies Record<string, PageRoute[]>;

/** Every page as a full path with its modules, for the server's page hints (entry-server.tsx exports it). */
export interface TablePage {
  /** The full path, e.g. `/template/:slug`. */
  path: string;
  /**
   * The modules that draw it, outermost first, as the build's manifest names them
   * (e.g. `src/features/trainers/routes/trainer-profile-layout.tsx`, then the tab's module).
   */
  modules: string[];
  ssr: boolean;
}

/**
 * The pages of the table (redirects too, with no modules); a layout with children is listed through its
 * children, each naming it first. A layout without a path (the dashboard's) adds no path segment.
 */
export function flattenPageTable(): TablePage[] {
  const pages: TablePage[] = [];
  const walk = (routes: PageRoute[], parent: string, outer: string[]) => {
    for (const route of routes) {
      const path = route.index
        ? parent || '/'
        : route.path === undefined
          ? parent
          : `${parent}/${route.path}`;
      const modules = route.page ? [...outer, `src/${route.page}.tsx`] : outer;
      if (route.children) walk(route.children, path, modules);
      else if (route.page || route.redirect) pages.push({ path, modules, ssr: route.ssr === true });
    }
  };
  walk([...PAGE_TABLE.public, ...PAGE_TABLE.guestOnly, ...PAGE_TABLE.signedIn, ...PAGE_TABLE.staff], '', []);
  return pages;
}
