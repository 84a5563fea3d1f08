import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { SessionProvider } from '../../../lib/session';
import { userFixture } from '../../auth/testing/user-fixtures';
import { Component as ProductPage } from '../routes/product-page';
import { Component as ShopPage } from '../routes/shop-page';
import { Component as ShopSearchPage } from '../routes/shop-search-page';

// Pages wait on chained requests (product, then similar products); give slow shared runners time.
configure({ asyncUtilTimeout: 5000 });

export type Reply = { status?: number; body: unknown };
/** Answers a request by its path and query; undefined means 404. */
export type Responder = (path: string, query: URLSearchParams) => Reply | unknown | undefined;

const isReply = (value: unknown): value is Reply =>
  typeof value === 'object' &&
  value !== null &&
  'body' in value &&
  Object.keys(value).every((k) => k === 'body' || k === 'status');

/** Stubs fetch with `respond`; every call's path and query is kept in `calls`. */
export function stubApi(respond: Responder) {
  const calls: { path: string; query: URLSearchParams }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    calls.push({ path, query: url.searchParams });
    const answer = respond(path, url.searchParams);
    const reply: Reply =
      answer === undefined
        ? { status: 404, body: { status: 'error', message: 'Not found' } }
        : isReply(answer)
          ? answer
          : { body: answer };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (path: string) => calls.filter((c) => c.path === path).map((c) => Object.fromEntries(c.query)),
  };
}

function Probe({ name }: { name: string }) {
  const location = useLocation();
  return (
    <div>
      <h1>{name}</h1>
      <output data-testid="location">{`${location.pathname}${location.search}`}</output>
      <output data-testid="state">{JSON.stringify(location.state)}</output>
    </div>
  );
}

/** Renders the shop pages in a memory router starting at `entry` (a path or a history entry with state). */
export function renderShop(entry: string | { pathname: string; search?: string; state?: unknown }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/shop', element: <ShopPage /> },
      { path: '/shop/search', element: <ShopSearchPage /> },
      { path: '/shop/product/:slug', element: <ProductPage /> },
      { path: '/login', element: <Probe name="Login page" /> },
      { path: '/express/checkout/cart', element: <Probe name="Express checkout" /> },
    ],
    { initialEntries: [entry] },
  );
  const view = render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  const location = () => router.state.location;
  const search = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
  return { ...view, router, location, search };
}

/** Stores a signed-in session the way sign-in does. */
export function signIn() {
  localStorage.setItem(
    'user',
    JSON.stringify(userFixture({ name: 'Asha', email: 'asha@example.com', slug: 'asha' })),
  );
  localStorage.setItem('token', 'header.eyJleHAiOjQxMDI0NDQ4MDB9.signature');
  localStorage.setItem('isAuthenticated', 'true');
  localStorage.setItem('loginSource', 'email');
}
