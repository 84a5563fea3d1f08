import { createBrowserRouter, type RouteObject } from 'react-router';
import { GuestOnly, RequireAuth } from './guards';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/**
 * The route table (spec part 1 section 2). Every page is a lazy module exporting `Component`, so each
 * route's JavaScript loads only when it is visited. Areas not built yet have no route (the catch-all
 * shows the not-found page) and no link in the navigation.
 */
const page = (load: () => Promise<{ Component: React.ComponentType }>) => ({ lazy: load });

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, ...page(() => import('../features/home/routes/home-page')) },
      { path: 'about', ...page(() => import('../features/pages/routes/about-page')) },
      { path: 'our-story', ...page(() => import('../features/pages/routes/our-story-page')) },
      { path: 'privacy-policy', ...page(() => import('../features/pages/routes/privacy-policy-page')) },
      { path: 'terms-of-service', ...page(() => import('../features/pages/routes/terms-of-service-page')) },
      { path: 'refund-policy', ...page(() => import('../features/pages/routes/refund-policy-page')) },
      { path: 'contact', ...page(() => import('../features/contact/routes/contact-page')) },
      { path: 'newsfeed/unsubscribe/:id', ...page(() => import('../features/newsletter/routes/unsubscribe-page')) },
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
        children: [{ path: 'dashboard', ...page(() => import('../features/dashboard/routes/dashboard-page')) }],
      },
      { path: '*', ...page(() => import('./not-found-page')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
