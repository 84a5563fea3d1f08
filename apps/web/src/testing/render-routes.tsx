import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { SessionProvider } from '../lib/session';
import { writeSession, type AuthUser } from '../lib/session-storage';
import { userFixture } from '../features/auth/testing/user-fixtures';

/** Test helpers: the app's providers around a memory router, a signed-in user, and a stubbed API. */

/**
 * user-event options for these pages: no delay between keys and no pointer-events check (jsdom's
 * getComputedStyle is slow on Mantine pages). Mantine pages still render slowly in jsdom, hence the timeouts.
 */
export const fastUser = { delay: null, pointerEventsCheck: 0 } as const;
vi.setConfig({ testTimeout: 20_000 });
// A loaded machine can take more than the default second to settle a sign-in and a navigation.
configure({ asyncUtilTimeout: 5_000 });

export function renderRoutes(routes: RouteObject[], initialEntries: InitialEntry[]) {
  const router = createMemoryRouter(routes, { initialEntries });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // StrictMode as in main.tsx: effects run twice in development, which single-use calls must survive.
  const view = render(
    <StrictMode>
      <MantineProvider>
        <Notifications position="top-center" />
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
  return { router, ...view };
}

/** The signed-in user of these tests (parsed with the user contract). */
export const testUser: AuthUser = userFixture();

/** A stored session, as after an earlier sign-in (the provider confirms it with GET /auth/profile). */
export const signInAs = (user: AuthUser = testUser) => writeSession('test-token', user, 'email');

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
/** What a stubbed call answers: a status (200 unless given) and a JSON body. */
export type ApiReply = { status?: number; body: Record<string, unknown> };
export type ApiHandler = (call: ApiCall) => ApiReply;
type Handler = ApiHandler;

/**
 * Replaces global fetch. Handlers are keyed "METHOD /path" (without /api/v1 and the query); anything
 * else answers 404. Returns the mock so tests can read the calls.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api\/v1/, ''),
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    const handler = handlers[`${call.method} ${call.path}`];
    const { status = 200, body } = handler
      ? handler(call)
      : { status: 404, body: { status: 'error', message: 'Not found' } };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one "METHOD /path". */
export const callsTo = (fetchMock: ReturnType<typeof stubApi>, key: string) =>
  fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api\/v1/, '')}` === key)
    .map(({ url, init }) => ({
      query: url.searchParams,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined,
    }));

/**
 * The set-up of a page test: `user` signed in (GET /auth/profile answers them), the API stubbed with
 * `handlers`, and `routes` rendered at `url`. Returns the fetch mock with the view.
 */
export function renderSignedIn(
  routes: RouteObject[],
  url: InitialEntry,
  handlers: Record<string, Handler>,
  user: AuthUser = testUser,
) {
  signInAs(user);
  const fetchMock = stubApi({
    'GET /auth/profile': () => ({ body: { status: 'success', user } }),
    ...handlers,
  });
  return { fetchMock, ...renderRoutes(routes, [url]) };
}
