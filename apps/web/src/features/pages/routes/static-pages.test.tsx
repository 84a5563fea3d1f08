import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as AboutPage } from './about-page';
import { Component as OurStoryPage } from './our-story-page';

function renderPage(element: React.ReactElement) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ status: 'success', offers: [] }), { status: 200 })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={createMemoryRouter([{ path: '/', element }])} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('static pages', { timeout: 20_000 }, () => {
  it('/about has mission, vision and values, what members get and the newsletter', () => {
    renderPage(<AboutPage />);
    expect(document.title).toBe('About Us | OxStrength');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const name of ['Our Mission', 'Our Vision', 'Our Values']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    const text = document.body.textContent ?? '';
    for (const phrase of [
      'free consultation call',
      'library of programmes',
      'tutorials',
      'forum',
      'live webinars',
    ]) {
      expect(text).toContain(phrase);
    }
    expect(
      screen.getByRole('heading', { name: 'Get a customised recipe and diet plan' }),
    ).toBeInTheDocument();
  });

  it('/our-story tells the founder story and lists the benefits', () => {
    renderPage(<OurStoryPage />);
    expect(document.title).toBe('Our Story | OxStrength');
    expect(screen.getByRole('heading', { level: 1, name: 'Our Story' })).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    expect(text).toContain('2020');
    expect(text).toContain('powerlifting coach');
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(5);
  });
});
