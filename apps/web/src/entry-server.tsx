/**
 * The server's render of a guest's first page (built with `vite build --ssr`, used by
 * apps/api/src/plugins/web-page-hints.ts). The visitor sees the page as soon as the HTML and its stylesheet
 * arrive; the app's code then adopts that HTML (main.tsx) instead of drawing the page a second time.
 *
 * Only pages marked in the router (`handle.ssr`) are drawn, always as a guest sees them. The data a page
 * asks for is found by drawing it: each draw leaves the queries it needs in the cache, those are fetched
 * through the API's own handler, and the page is drawn again until nothing is missing. The answers go into
 * the page so the browser starts with the same data.
 */
import { dehydrate, QueryClient, skipToken, type DehydratedState, type Query } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/app';
import { isDrawnOnServer, routes } from './app/router';
import { flattenPageTable } from './app/page-table';
import { setApiTransport } from './lib/api-client';
import { PageTitleContext } from './lib/page-title';

export interface DrawnPage {
  /** The HTML that goes inside `<div id="root">`. */
  html: string;
  /** The page's data, for the browser's cache. */
  state: DehydratedState;
  /** The page's title, when it sets one. */
  title?: string;
}

/** Draws at most this many times: the page, then once more for each round of data it turned out to need. */
const MAX_DRAWS = 4;

const handler = createStaticHandler(routes);

const isEnabled = (query: Query) => {
  const { enabled, queryFn } = query.options as {
    enabled?: boolean | ((q: Query) => boolean);
    queryFn?: unknown;
  };
  if (queryFn === skipToken) return false;
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
};

/**
 * The page at `url` (path and query string) as a guest first sees it, or null when it is not drawn on the
 * server (not marked, a redirect, or its data did not all load: the browser then draws it as usual).
 * `transport` answers the page's API calls (the server passes its own handler).
 */
export async function renderPage(url: string, transport: typeof fetch): Promise<DrawnPage | null> {
  setApiTransport(transport);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response || context.errors || !isDrawnOnServer(context.matches)) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // Fetched once here; the browser's cache takes them over fresh (its staleTime counts from now).
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  const page: { title?: string } = {};
  const draw = () =>
    renderToString(
      <PageTitleContext.Provider value={page}>
        <AppProviders client={client} initiallyReady>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </PageTitleContext.Provider>,
    );

  for (let i = 0; i < MAX_DRAWS; i++) {
    const html = draw();
    const queries = client.getQueryCache().getAll();
    if (queries.some((q) => q.state.status === 'error')) return null;
    const missing = queries.filter((q) => q.state.status === 'pending' && isEnabled(q));
    if (missing.length === 0) return { html, state: dehydrate(client), title: page.title };
    await Promise.all(missing.map((q) => q.fetch().catch(() => undefined)));
  }
  return null;
}

/** Every page's full path and module: the server's page hints come from this table (web-page-hints.ts). */
export const pageTable = flattenPageTable();
