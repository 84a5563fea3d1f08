import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/session';
import { Component as HomePage } from './home-page';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function renderHome() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json({ status: 'success', offers: [], currentPage: 1, totalPage: 0, totalDocuments: 0 })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <HomePage /> }]);
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('home page', { timeout: 20_000 }, () => {
  it('has one h1, the journey strip, the offer tiles, the about blurb and the newsletter', () => {
    renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toContain('OxStrength');
    for (const step of ['Browse Templates', 'Make your choice list', 'Purchase template', 'Track progress']) {
      expect(screen.getByRole('heading', { level: 3, name: new RegExp(step) })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Purchase Templates' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Training Consultation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'More about us' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('heading', { name: 'Get a customised recipe and diet plan' })).toBeInTheDocument();
  });

  it('links to no catalogue page before the catalogue exists', () => {
    renderHome();
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    for (const missing of ['/template', '/shop', '/coaching', '/trainers']) expect(hrefs).not.toContain(missing);
  });
});
