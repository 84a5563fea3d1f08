import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import type { PageRoute } from '../lib/page-route';
import { GuestOnly, RequireAuth, RequireStaff } from './guards';
import { PAGE_TABLE } from './page-table';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { Splash } from './splash';

type PageModule = { Component: React.ComponentType };

/**
 * Every page module, each its own chunk: a route's JavaScript loads only when it is visited. Keyed by
 * `../features/<area>/routes/<page>.tsx`, as the page table names them.
 */
const PAGE_MODULES = import.meta.glob<PageModule>([
  '../features/*/routes/*.tsx',
  '!../features/**/*.test.tsx',
]);

function lazyPage(page: string) {
  const load = PAGE_MODULES[`../${page}.tsx`];
  if (!load) throw new Error(`The page table names ${page}, which has no module under src/features/*/routes`);
  return load;
}

/** The page table (app/page-table.ts) as React Router routes. */
function toRoutes(table: PageRoute[]): RouteObject[] {
  return table.map(({ path, index, page, ssr, redirect, children }) => ({
    ...(index ? { index: true as const } : { path }),
    ...(page ? { lazy: lazyPage(page) } : {}),
    ...(redirect ? { element: <Navigate to={redirect} replace /> } : {}),
    // Pages the server draws for a guest (entry-server.tsx): each must draw the same in the browser's first render.
    ...(ssr ? { handle: { ssr: true } } : {}),
    ...(children ? { children: toRoutes(children) } : {}),
  })) as RouteObject[];
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first page's code loads.
    hydrateFallbackElement: <Splash />,
    children: [
      ...toRoutes(PAGE_TABLE.public),
      { element: <GuestOnly />, children: toRoutes(PAGE_TABLE.guestOnly) },
      { element: <RequireAuth />, children: toRoutes(PAGE_TABLE.signedIn) },
      { element: <RequireStaff />, children: toRoutes(PAGE_TABLE.staff) },
      { path: '*', lazy: () => import('./not-found-page') },
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
