import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_SIZES } from '@oxstrength/shared/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as ConsultationSearchPage } from './consultation-search-page';
import { callsTo, fastUser, renderRoutes, stubApi, type ApiCall } from '../../../testing/render-routes';
import { coachingCard, paged } from '../testing/programme-fixtures';
import { Component as CoachingSearchPage } from './coaching-search-page';

/** 10 coachings in pages of 9 (the stub honours page, and answers the query it was given). */
function coachingsReply({ query }: ApiCall) {
  const page = Number(query.get('page') ?? 1);
  const all = Array.from({ length: 10 }, (_, i) => coachingCard(i + 1));
  const size = Number(query.get('resultsPerPage'));
  return {
    body: {
      status: 'success',
      coachings: all.slice((page - 1) * size, page * size),
      ...paged(page, Math.ceil(all.length / size), all.length),
    },
  };
}

function renderSearch(
  url: string,
  handlers: Parameters<typeof stubApi>[0] = { 'GET /coachings': coachingsReply },
) {
  const fetchMock = stubApi(handlers);
  const view = renderRoutes(
    [
      { path: '/coaching', Component: CoachingSearchPage },
      { path: '/consultation', Component: ConsultationSearchPage },
    ],
    [url],
  );
  return { fetchMock, ...view };
}

/** The card titles (the link text inside each card's h3). */
const cardTitles = () => screen.getAllByText(/^Coaching \d+$/);

afterEach(() => vi.unstubAllGlobals());

describe('coaching search', () => {
  it('reads query and sort from the URL, shows the count, and Load More appends the next page', async () => {
    const user = userEvent.setup(fastUser);
    const { fetchMock } = renderSearch('/coaching?query=strength&sort=cheap');
    expect(screen.getByRole('heading', { level: 1, name: 'One on One Online Coaching' })).toBeInTheDocument();
    expect(await screen.findByText('Found 10 Results')).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(PAGE_SIZES.programmeSearch);

    const [first] = callsTo(fetchMock, 'GET /coachings');
    expect(Object.fromEntries(first.query)).toEqual({
      q: 'strength',
      sort: 'cheap',
      page: '1',
      resultsPerPage: '9',
    });
    expect(screen.getByLabelText('Search coachings')).toHaveValue('strength');
    expect(screen.getByLabelText('Sort by')).toHaveValue('cheap');

    expect(screen.getByText('Coaching 1').closest('a')).toHaveAttribute('href', '/coaching/coaching-1');
    expect(screen.getAllByText('From Rs. 4,500')).toHaveLength(9);
    expect(screen.getAllByLabelText('Trainers: Trainer 1, Trainer 2')).toHaveLength(9);
    expect(screen.getAllByLabelText('Rated 4.5 out of 5 (3 ratings)')).toHaveLength(9);

    // Role queries are slow on a page of cards: find the button by its text.
    await user.click(screen.getByText('Load More').closest('button')!);
    await waitFor(() => expect(cardTitles()).toHaveLength(10));
    expect(callsTo(fetchMock, 'GET /coachings').at(-1)?.query.get('page')).toBe('2');
    // The last page is shown: no more Load More.
    expect(screen.queryByText('Load More')).not.toBeInTheDocument();
  }, 40_000);

  it('defaults to the popular sort and writes a new search and sort into the URL', async () => {
    const user = userEvent.setup(fastUser);
    const { fetchMock, router } = renderSearch('/coaching', {
      'GET /coachings': () => ({
        body: { status: 'success', coachings: [coachingCard(1)], ...paged(1, 1, 1) },
      }),
    });
    await screen.findByText('Found 1 Results');
    expect(callsTo(fetchMock, 'GET /coachings')[0].query.get('sort')).toBe('popular');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'latest');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=latest'));

    await user.type(screen.getByRole('searchbox', { name: 'Search coachings' }), 'power');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=latest&query=power'), {
      timeout: 3000,
    });
    await waitFor(() => expect(callsTo(fetchMock, 'GET /coachings').at(-1)?.query.get('q')).toBe('power'));
  });

  it('shows skeletons while loading and "Coachings not available" for an empty result', async () => {
    renderSearch('/coaching?query=zzz', {
      'GET /coachings': () => ({ body: { status: 'success', coachings: [], ...paged(1, 0, 0) } }),
    });
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Coachings not available' })).toBeInTheDocument();
    expect(screen.getByText('Found 0 Results')).toBeInTheDocument();
  });

  it('has a side menu to both lists and a link to the templates', () => {
    renderSearch('/coaching');
    const menu = screen.getByRole('navigation', { name: 'Programmes' });
    expect(menu).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'One on One Online' })).toHaveAttribute('href', '/coaching');
    expect(screen.getByRole('link', { name: 'One on One Online' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'One on One Consultation' })).toHaveAttribute(
      'href',
      '/consultation',
    );
    expect(screen.getByRole('link', { name: 'Explore Templates' })).toHaveAttribute('href', '/template');
  });
});

describe('consultation search', () => {
  it('lists consultations from /consultations and says "Consultations not available" when empty', async () => {
    const { fetchMock } = renderSearch('/consultation', {
      'GET /consultations': () => ({ body: { status: 'success', consultations: [], ...paged(1, 0, 0) } }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'One on One Consultation' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Consultations not available' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /consultations').length).toBeGreaterThan(0);
    expect(callsTo(fetchMock, 'GET /coachings')).toHaveLength(0);
  });
});
