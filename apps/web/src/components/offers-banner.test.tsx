import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offerJson, type Offer } from '@oxstrength/shared/contracts/site';
import { OffersBanner } from './offers-banner';

/** An offer as the API sends it (parsed with the reply contract). */
const offer = (n: number, link: string | null = `/offer-${n}`): Offer =>
  offerJson.parse({
    _id: `o${n}`,
    title: `Offer ${n}`,
    info: `Details of offer ${n}`,
    cover: `/media/offers/${n}.svg`,
    link,
    valid_on: 'all',
    status: 'active',
  });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderBanner(reply: () => Response) {
  const fetchMock = vi.fn(async () => reply());
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <OffersBanner kind="all" /> }]);
  const view = render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { fetchMock, ...view };
}

afterEach(() => vi.unstubAllGlobals());

describe('OffersBanner', { timeout: 20_000 }, () => {
  it('asks for 10 active offers of its kind and shows at most 2 of them, with lazy images', async () => {
    const offers = [1, 2, 3, 4, 5].map((n) => offer(n));
    const { fetchMock } = renderBanner(() =>
      json({ status: 'success', offers, currentPage: 1, totalPage: 1, totalDocuments: 5 }),
    );

    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings).toHaveLength(2);
    const url = new URL(String((fetchMock.mock.calls[0] as unknown[])[0]), 'http://localhost');
    expect(url.pathname).toBe('/api/v1/offers');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      resultsPerPage: '10',
      status: 'active',
      valid_on: 'all',
    });

    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(2);
    for (const img of images) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width', '1200');
      expect(img).toHaveAttribute('height', '400');
      expect(offers.map((o) => o.title)).toContain(img.getAttribute('alt'));
    }
    // Two different offers, each linking to its app path.
    const links = screen.getAllByRole('link');
    expect(new Set(links.map((a) => a.getAttribute('href'))).size).toBe(2);
  });

  it('shows a single offer without a link when it has none', async () => {
    renderBanner(() =>
      json({ status: 'success', offers: [offer(1, null)], currentPage: 1, totalPage: 1, totalDocuments: 1 }),
    );
    expect(await screen.findByRole('heading', { name: 'Offer 1' })).toBeInTheDocument();
    expect(screen.getByText('Details of offer 1')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('renders nothing when there are no offers or the call fails', async () => {
    const empty = renderBanner(() =>
      json({ status: 'success', offers: [], currentPage: 1, totalPage: 0, totalDocuments: 0 }),
    );
    await vi.waitFor(() => expect(empty.fetchMock).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(empty.container.querySelector('section')).toBeNull();
    empty.unmount();

    const failed = renderBanner(() => json({ status: 'error', message: 'Boom' }, 500));
    await vi.waitFor(() => expect(failed.fetchMock).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(failed.container.querySelector('section')).toBeNull();
  });
});
