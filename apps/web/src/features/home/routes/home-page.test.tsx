import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/session';
import type { TemplateCard } from '@oxstrength/shared/contracts/templates';
import { templateCard as templateCardOf } from '../../templates/testing/template-fixtures';
import { testimonial as testimonialOf, trainerSummary } from '../../trainers/testing/trainer-fixtures';
import { Component as HomePage } from './home-page';
import { OnScreenObserver } from '../../../components/testing/on-screen-observer';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const templateCard = (n: number, featured = false): TemplateCard =>
  templateCardOf(n, {
    _id: `tpl${n}`,
    slug: `template-${n}`,
    title: `${featured ? 'Featured' : 'Latest'} Template ${n}`,
    cover: `/images/catalogue/templates/template-${n}.jpg`,
    price: 2000,
    discounted_price: 2000,
    weeks: 8,
    discount: { active: false, title: null, discount_percentage: 0 },
    training_category: null,
    template_category: null,
    trainer: null,
    average_rating: 4,
    rating_count: 2,
    featured,
    added_to_cart: false,
  });
const trainer = trainerSummary(1, {
  _id: 't1',
  slug: 'asha-gurung',
  name: 'Asha Gurung',
  profile_pic: null,
  designation: 'Coach',
  training_category: { _id: 'tc1', name: 'Powerlifting' },
  is_verified: false,
});
const testimonial = testimonialOf(1, 'Stronger than ever.', { name: 'Bikash Rai', designation: 'Member' });
const page = { currentPage: 1, totalPage: 1, totalDocuments: 1 };

/** Answers each API path the home page calls; everything else is an empty success. */
function stubHomeApi() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    if (path === '/templates' && url.searchParams.get('featured') === 'true') {
      return json({ status: 'success', templates: [templateCard(1, true), templateCard(2, true)], ...page });
    }
    if (path === '/templates')
      return json({ status: 'success', templates: [templateCard(3), templateCard(4)], ...page });
    if (path === '/user/trainers') return json({ status: 'success', trainers: [trainer] });
    if (path === '/testimonials') return json({ status: 'success', testimonials: [testimonial] });
    return json({ status: 'success', offers: [], currentPage: 1, totalPage: 0, totalDocuments: 0 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderHome() {
  const fetchMock = stubHomeApi();
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
  return fetchMock;
}

const calledPaths = (fetchMock: ReturnType<typeof stubHomeApi>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));

afterEach(() => vi.unstubAllGlobals());

describe('home page', { timeout: 20_000 }, () => {
  it('has one h1, the journey strip, the offer tiles, the about blurb and the newsletter', async () => {
    vi.stubGlobal('IntersectionObserver', OnScreenObserver);
    renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toContain('OxStrength');
    for (const step of ['Browse Templates', 'Make your choice list', 'Purchase template', 'Track progress']) {
      expect(screen.getByRole('heading', { level: 3, name: new RegExp(step) })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Purchase Templates' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Training Consultation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'More about us' })).toHaveAttribute('href', '/about');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Get a customised recipe and diet plan' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });

  it('links the offer tiles to the templates and the trainers', () => {
    renderHome();
    expect(
      within(screen.getByRole('heading', { name: 'Purchase Templates' })).getByRole('link'),
    ).toHaveAttribute('href', '/template');
    expect(
      within(screen.getByRole('heading', { name: 'Training Consultation' })).getByRole('link'),
    ).toHaveAttribute('href', '/trainers');
  });

  it('loads the catalogue sections only once they come near the viewport', async () => {
    // The test setup's IntersectionObserver never reports anything: nothing below the fold is on screen.
    const fetchMock = renderHome();
    await waitFor(() =>
      expect(calledPaths(fetchMock).some((u) => u.pathname === '/api/v1/offers')).toBe(true),
    );
    const paths = calledPaths(fetchMock).map((u) => u.pathname);
    for (const path of ['/api/v1/templates', '/api/v1/user/trainers', '/api/v1/testimonials'])
      expect(paths).not.toContain(path);
  });

  it('shows featured templates, the trainers, the latest templates with View all, and testimonials', async () => {
    vi.stubGlobal('IntersectionObserver', OnScreenObserver);
    const fetchMock = renderHome();

    // Role queries are slow on this long page: find each section by its heading, then look inside it.
    const section = async (heading: string) =>
      (await screen.findByText(heading, { selector: 'h2' }, { timeout: 10_000 })).closest('section')!;
    const linkTo = (el: HTMLElement, text: string) => within(el).getByText(text).closest('a');

    const featured = await section('Featured Templates');
    await within(featured).findByText('Featured Template 1');
    expect(linkTo(featured, 'Featured Template 1')).toHaveAttribute('href', '/template/template-1');
    expect(linkTo(featured, 'Featured Template 2')).toHaveAttribute('href', '/template/template-2');

    const trainers = await section('Our Trainers');
    await within(trainers).findByText('Asha Gurung');
    expect(linkTo(trainers, 'Asha Gurung')).toHaveAttribute('href', '/trainer/asha-gurung/profile');
    expect(within(trainers).getByText('Powerlifting')).toBeInTheDocument();
    expect(linkTo(trainers, 'View all trainers')).toHaveAttribute('href', '/trainers');

    const latest = await section('Latest Templates');
    expect(linkTo(latest, 'View all')).toHaveAttribute('href', '/template');
    expect(linkTo(latest, 'Latest Template 3')).toHaveAttribute('href', '/template/template-3');

    const testimonials = await section('What our members say');
    expect(within(testimonials).getByText('Stronger than ever.')).toBeInTheDocument();
    expect(within(testimonials).getByText('Bikash Rai')).toBeInTheDocument();

    const templateCalls = calledPaths(fetchMock).filter((u) => u.pathname === '/api/v1/templates');
    expect(templateCalls.map((u) => Object.fromEntries(u.searchParams))).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ featured: 'true', resultsPerPage: '8' }),
        expect.objectContaining({ sort: 'latest', resultsPerPage: '10' }),
      ]),
    );
  });
});
