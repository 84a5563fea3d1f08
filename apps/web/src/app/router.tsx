import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { GuestOnly, RequireAuth } from './guards';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { Splash } from './splash';

/**
 * The route table (spec part 1 section 2). Every page is a lazy module exporting `Component`, so each
 * route's JavaScript loads only when it is visited. Areas not built yet have no route (the catch-all
 * shows the not-found page) and no link in the navigation.
 */
const page = (load: () => Promise<{ Component: React.ComponentType }>) => ({ lazy: load });

/**
 * Pages the server draws for a guest (entry-server.tsx), so the visitor sees the page before the app's code
 * has run. Each must draw the same on the server as in the browser's first render.
 */
const drawnOnServer = { handle: { ssr: true } };

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first page's code loads.
    hydrateFallbackElement: <Splash />,
    children: [
      { index: true, ...page(() => import('../features/home/routes/home-page')), ...drawnOnServer },
      { path: 'about', ...page(() => import('../features/pages/routes/about-page')), ...drawnOnServer },
      { path: 'our-story', ...page(() => import('../features/pages/routes/our-story-page')) },
      { path: 'privacy-policy', ...page(() => import('../features/pages/routes/privacy-policy-page')) },
      { path: 'terms-of-service', ...page(() => import('../features/pages/routes/terms-of-service-page')) },
      { path: 'refund-policy', ...page(() => import('../features/pages/routes/refund-policy-page')) },
      { path: 'contact', ...page(() => import('../features/contact/routes/contact-page')) },
      { path: 'newsfeed/unsubscribe/:id', ...page(() => import('../features/newsletter/routes/unsubscribe-page')) },
      { path: 'template', ...page(() => import('../features/templates/routes/template-search-page')), ...drawnOnServer },
      { path: 'template/:slug', ...page(() => import('../features/templates/routes/template-detail-page')), ...drawnOnServer },
      { path: 'shop', ...page(() => import('../features/shop/routes/shop-page')), ...drawnOnServer },
      { path: 'shop/search', ...page(() => import('../features/shop/routes/shop-search-page')), ...drawnOnServer },
      { path: 'shop/product/:slug', ...page(() => import('../features/shop/routes/product-page')), ...drawnOnServer },
      { path: 'coaching', ...page(() => import('../features/coaching/routes/coaching-search-page')), ...drawnOnServer },
      { path: 'coaching/:slug', ...page(() => import('../features/coaching/routes/coaching-detail-page')), ...drawnOnServer },
      { path: 'consultation', ...page(() => import('../features/consultations/routes/consultation-search-page')), ...drawnOnServer },
      { path: 'consultation/:slug', ...page(() => import('../features/consultations/routes/consultation-detail-page')), ...drawnOnServer },
      { path: 'trainers', ...page(() => import('../features/trainers/routes/trainers-page')), ...drawnOnServer },
      {
        path: 'trainer/:slug/profile',
        ...page(() => import('../features/trainers/routes/trainer-profile-layout')),
        children: [
          { index: true, ...page(() => import('../features/trainers/routes/trainer-about-tab')) },
          { path: 'videos', ...page(() => import('../features/trainers/routes/trainer-videos-tab')) },
          { path: 'packages', ...page(() => import('../features/trainers/routes/trainer-packages-tab')) },
          { path: 'images', ...page(() => import('../features/trainers/routes/trainer-images-tab')) },
          { path: 'reviews', ...page(() => import('../features/trainers/routes/trainer-reviews-tab')) },
        ],
      },
      { path: 'videos', ...page(() => import('../features/videos/routes/videos-page')), ...drawnOnServer },
      { path: 'checkout/confirmed', ...page(() => import('../features/checkout/routes/order-confirmed-page')) },
      { path: 'checkout/failed', ...page(() => import('../features/checkout/routes/order-failed-page')) },
      {
        element: <GuestOnly />,
        children: [
          { path: 'login', ...page(() => import('../features/auth/routes/login-page')) },
          { path: 'register', ...page(() => import('../features/auth/routes/register-page')) },
          { path: 'register/verify-account', ...page(() => import('../features/auth/routes/verify-account-page')) },
          { path: 'forgot-password', ...page(() => import('../features/auth/routes/forgot-password-page')) },
          { path: 'reset-password', ...page(() => import('../features/auth/routes/reset-password-page')) },
          { path: 'email/verification', ...page(() => import('../features/auth/routes/email-verification-page')) },
          { path: 'email-verified', ...page(() => import('../features/auth/routes/email-verified-page')) },
          { path: 'auth/callback/:provider', ...page(() => import('../features/auth/routes/social-callback-page')) },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          { path: 'cart', ...page(() => import('../features/cart/routes/cart-page')) },
          { path: 'express/checkout/cart', ...page(() => import('../features/cart/routes/express-checkout-page')) },
          { path: 'cart/checkout', ...page(() => import('../features/checkout/routes/checkout-page')) },
          // Until the dashboard issue lands, /dashboard opens the orders list.
          { path: 'dashboard', element: <Navigate to="/dashboard/orders" replace /> },
          { path: 'dashboard/orders', ...page(() => import('../features/orders/routes/orders-page')) },
          { path: 'dashboard/orders/:id', ...page(() => import('../features/orders/routes/order-detail-page')) },
        ],
      },
      { path: '*', ...page(() => import('./not-found-page')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

/** True when the server draws the page these matches lead to. */
export const isDrawnOnServer = (matches: { route: { handle?: unknown } }[]) =>
  matches.length > 0 && (matches.at(-1)!.route.handle as { ssr?: boolean } | undefined)?.ssr === true;

/**
 * The router for a page the server drew: the page's code is loaded first, so the router starts on the page
 * (not its loading splash) and React can adopt the server's HTML as it is.
 */
export async function createRouterAt(location: { pathname: string }) {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy());
      delete route.lazy;
    }),
  );
  return createRouter();
}
