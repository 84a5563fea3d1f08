import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fastUser, renderRoutes, stubApi, type ApiCall } from '../../../testing/render-routes';
import { category, paged, templateCard } from '../testing/template-fixtures';
import { Component as TemplateSearchPage } from './template-search-page';

const categories = [
  category({
    _id: 'c1',
    name: 'Strength',
    slug: 'strength',
    subCategories: [
      { _id: 'c1a', name: 'Powerlifting', slug: 'powerlifting' },
      { _id: 'c1b', name: 'Olympic Lifting', slug: 'olympic-lifting' },
    ],
  }),
  category({ _id: 'c2', name: 'Conditioning', slug: 'conditioning', subCategories: [] }),
];

/** A catalogue of `total` templates served 8 (or resultsPerPage) at a time. */
const templatesHandler = (total: number) => (call: ApiCall) => {
  const page = Number(call.query.get('page'));
  const size = Number(call.query.get('resultsPerPage'));
  const from = (page - 1) * size;
  const templates = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) =>
    templateCard(from + i + 1),
  );
  return { body: { status: 'success', templates, ...paged(page, size, total) } };
};

function renderPage(url: string, total = 3) {
  const fetchMock = stubApi({
    'GET /template/categories': () => ({ body: { status: 'success', categories } }),
    'GET /templates': templatesHandler(total),
  });
  const view = renderRoutes([{ path: '/template', Component: TemplateSearchPage }], [url]);
  return { fetchMock, ...view };
}

const lastTemplatesQuery = (fetchMock: ReturnType<typeof stubApi>) => {
  const calls = callsTo(fetchMock, 'GET /templates');
  return Object.fromEntries(calls[calls.length - 1]!.query);
};

afterEach(() => vi.unstubAllGlobals());

describe('Template search page', () => {
  it('reads query, category and sort from the URL and asks for the first 8', async () => {
    const { fetchMock } = renderPage('/template?query=squat&category=c1a&sort=cheap');
    expect(await screen.findByRole('heading', { level: 1, name: 'Training Templates' })).toBeInTheDocument();
    expect(await screen.findByText('Found 3 Results')).toBeInTheDocument();
    expect(lastTemplatesQuery(fetchMock)).toEqual({
      q: 'squat',
      template_category: 'c1a',
      sort: 'cheap',
      page: '1',
      resultsPerPage: '8',
    });
    expect(screen.getByLabelText('Search templates')).toHaveValue('squat');
    expect(screen.getByLabelText('Sort by')).toHaveValue('cheap');
    // The chosen sub-category's parent is open and the sub-category is marked as chosen.
    expect(await screen.findByRole('button', { name: 'Powerlifting', pressed: true })).toBeVisible();
    // Breadcrumb Home > Search; cards link to the detail page.
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('Search')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Template 1' })).toHaveAttribute('href', '/template/template-1');
  });

  it('defaults to the most popular sort and shows the count without a search', async () => {
    const { fetchMock } = renderPage('/template');
    expect(await screen.findByText('3 results')).toBeInTheDocument();
    expect(lastTemplatesQuery(fetchMock)).toEqual({ sort: 'popular', page: '1', resultsPerPage: '8' });
    expect(screen.getByLabelText('Sort by')).toHaveValue('popular');
  });

  it('writes the search to the URL after the debounce and searches with it', async () => {
    const user = userEvent.setup(fastUser);
    const { router, fetchMock } = renderPage('/template');
    await screen.findByText('3 results');
    await user.type(screen.getByLabelText('Search templates'), 'deadlift');
    // Not at once: the search waits for a pause in typing.
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(router.state.location.search).toBe('?query=deadlift'), { timeout: 3000 });
    await waitFor(() => expect(lastTemplatesQuery(fetchMock).q).toBe('deadlift'));
    // One search for the whole word, not one per letter.
    expect(callsTo(fetchMock, 'GET /templates').filter((c) => c.query.get('q')).length).toBe(1);
    expect(await screen.findByText('Found 3 Results')).toBeInTheDocument();
  });

  it('follows the URL when it changes from outside (back button)', async () => {
    const { router } = renderPage('/template?query=bench');
    await screen.findByText('Found 3 Results');
    await router.navigate('/template?query=row');
    await waitFor(() => expect(screen.getByLabelText('Search templates')).toHaveValue('row'));
  });

  it('filters by a category from the accordion; choosing it again clears the filter', async () => {
    const user = userEvent.setup(fastUser);
    const { router, fetchMock } = renderPage('/template');
    await screen.findByText('3 results');
    await user.click(screen.getByRole('button', { name: 'Strength' }));
    await user.click(await screen.findByRole('button', { name: 'Powerlifting', pressed: false }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=c1a'));
    await waitFor(() => expect(lastTemplatesQuery(fetchMock).template_category).toBe('c1a'));

    await user.click(screen.getByRole('button', { name: 'Powerlifting', pressed: true }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(lastTemplatesQuery(fetchMock).template_category).toBeUndefined());

    // A parent includes its sub-categories.
    await user.click(screen.getByRole('button', { name: 'All Strength' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=c1'));
  });

  it('writes the sort to the URL', async () => {
    const user = userEvent.setup(fastUser);
    const { router, fetchMock } = renderPage('/template');
    await screen.findByText('3 results');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: High to Low');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=expensive'));
    await waitFor(() => expect(lastTemplatesQuery(fetchMock).sort).toBe('expensive'));
  });

  it('appends the next page on Load More Templates until the last page', async () => {
    const user = userEvent.setup(fastUser);
    const { fetchMock } = renderPage('/template', 10);
    await screen.findByText('10 results');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'Load More Templates' }));
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(10));
    expect(screen.getByRole('link', { name: 'Template 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Template 10' })).toBeInTheDocument();
    expect(lastTemplatesQuery(fetchMock)).toMatchObject({ page: '2', resultsPerPage: '8' });
    expect(screen.queryByRole('button', { name: 'Load More Templates' })).not.toBeInTheDocument();
  });

  it('shows the not-available text when nothing matches', async () => {
    renderPage('/template?query=zzz', 0);
    expect(await screen.findByRole('heading', { name: 'Templates not available' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Currently we can not find the right Templates you are looking for. Please change the filter or search query',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Found 0 Results')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More Templates' })).not.toBeInTheDocument();
  });
});
