import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as UnsubscribePage } from './unsubscribe-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const subscriber = (emailBlacklisted: boolean) => ({
  _id: 'sub-1',
  email: 'sita@example.com',
  first_name: 'Sita',
  last_name: 'Sharma',
  emailBlacklisted,
});

type Handler = (url: string, init?: RequestInit) => Response;

function renderPage(handler: Handler, path = '/newsfeed/unsubscribe/sub-1') {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => handler(url, init));
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/newsfeed/unsubscribe/:id?', element: <UnsubscribePage /> },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return fetchMock;
}

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

describe('/newsfeed/unsubscribe/:id', { timeout: 20_000 }, () => {
  it('unsubscribes, toasts the server message and flips to the subscribe offer, and back', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = renderPage((url, init) => {
      if (url === '/api/v1/newsfeed/subscriber/sub-1')
        return json({ status: 'success', subscriber: subscriber(false) });
      if (url === '/api/v1/newsfeed/unsubscribe/sub-1' && init?.method === 'PATCH')
        return json({
          status: 'success',
          message: 'You have been unsubscribed.',
          subscriber: subscriber(true),
        });
      if (url === '/api/v1/newsfeed/resubscribe/sub-1' && init?.method === 'PATCH')
        return json({
          status: 'success',
          message: 'You have been subscribed again.',
          subscriber: subscriber(false),
        });
      return json({ status: 'error', message: 'Unexpected call' }, 400);
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unsubscribe from Newsfeed' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Are you sure you want to unsubscribe/)).toHaveTextContent(
      'Are you sure you want to unsubscribe sita@example.com from our newsfeed?',
    );
    await user.click(screen.getByRole('button', { name: 'Unsubscribe Me' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Subscribe to Newsfeed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You have been unsubscribed.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Subscribe Me' }));

    expect(await screen.findByRole('button', { name: 'Unsubscribe Me' })).toBeInTheDocument();
    expect(screen.getByText('You have been subscribed again.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`)).toEqual([
      'GET /api/v1/newsfeed/subscriber/sub-1',
      'PATCH /api/v1/newsfeed/unsubscribe/sub-1',
      'PATCH /api/v1/newsfeed/resubscribe/sub-1',
    ]);
  });

  it('offers Subscribe Me to a subscriber who already left', async () => {
    renderPage(() => json({ status: 'success', subscriber: subscriber(true) }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Subscribe to Newsfeed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe Me' })).toBeInTheDocument();
  });

  it('shows the server message for a 404, with a way home', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(() => json({ status: 'error', message: 'Subscriber not found' }, 404));
    expect(await screen.findByText('Subscriber not found')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'GO TO HOMEPAGE' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('shows "Something went wrong." for server errors, whatever their message', async () => {
    renderPage(() => json({ status: 'error', message: 'Database exploded' }, 500));
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    expect(screen.queryByText('Database exploded')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GO TO HOMEPAGE' })).toHaveAttribute('href', '/');
  });

  it('shows "Something went wrong." when the action fails', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage((url) =>
      url.includes('/subscriber/')
        ? json({ status: 'success', subscriber: subscriber(false) })
        : json({ status: 'error', message: 'Bad gateway' }, 502),
    );
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe Me' }));
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
  });

  it('shows "Something went wrong." without an id', async () => {
    const fetchMock = renderPage(() => json({}), '/newsfeed/unsubscribe');
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
