import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as PrivacyPolicyPage } from '../routes/privacy-policy-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderPage(reply: () => Response) {
  const fetchMock = vi.fn(async (_url: string) => reply());
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/privacy-policy', element: <PrivacyPolicyPage /> }], {
    initialEntries: ['/privacy-policy'],
  });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('policy pages', { timeout: 20_000 }, () => {
  it('renders the page HTML under its title with the last updated date', async () => {
    const fetchMock = renderPage(() =>
      json({
        status: 'success',
        page: {
          _id: 'p1',
          slug: 'privacy-policy',
          title: 'Privacy Policy',
          description:
            '<h2>What we collect</h2><p>Your <strong>email</strong> and <a href="/contact">messages</a>.</p><ul><li>Orders</li></ul>',
          updatedAt: '2025-03-14T09:30:00.000Z',
        },
      }),
    );
    expect(screen.getByLabelText('Loading page')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/page/detail/privacy-policy');
    expect(screen.getByRole('heading', { level: 2, name: 'What we collect' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'messages' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('listitem')).toHaveTextContent('Orders');
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated 14 March 2025');
    expect(document.title).toBe('Privacy Policy | OxStrength');
  });

  it('says clearly when the page cannot be loaded', async () => {
    renderPage(() => json({ status: 'error', message: 'Page not found' }, 404));
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded');
    expect(screen.getByRole('alert')).toHaveTextContent('Page not found');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to HomePage' })).toHaveAttribute('href', '/');
  });
});
