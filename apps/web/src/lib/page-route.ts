/**
 * A page of the route table, as data: each feature lists its pages (`features/<area>/<area>-routes.ts`) and the
 * app composes them (app/page-table.ts). The router turns the table into lazy routes (app/router.tsx); the
 * server reads the same table from the server build to hint each page's code (apps/api/src/plugins/
 * web-page-hints.ts), so there is one route table.
 */
export interface PageRoute {
  /** Relative to the parent's path; absent on an index route and on a layout that adds no path segment. */
  path?: string;
  index?: true;
  /** The page module under src/features (or src/app), without `.tsx`: it exports `Component`. */
  page?: string;
  /** The server draws the page for a guest (entry-server.tsx): it must draw the same in the browser. */
  ssr?: true;
  /** Sends the visitor here instead of showing a page. */
  redirect?: string;
  children?: PageRoute[];
}

/** A page route for the module `features/<page>.tsx`. */
export const pageRoute = (
  path: string | undefined,
  page: string,
  options: { ssr?: true } = {},
): PageRoute => ({
  ...(path === undefined ? { index: true as const } : { path }),
  page: `features/${page}`,
  ...options,
});

/** Pages the server draws for a guest. */
export const drawnOnServer = { ssr: true } as const;
