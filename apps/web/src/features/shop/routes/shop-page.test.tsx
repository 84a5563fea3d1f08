import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { categories, paged, productCard } from '../testing/shop-fixtures';
import { renderShop, stubApi } from '../testing/render-shop';

afterEach(() => vi.unstubAllGlobals());

describe('shop page', { timeout: 20_000 }, () => {
  it('shows the hero, the trust badges, the categories and four products of each parent category with View all', async () => {
    const api = stubApi((path, query) => {
      if (path === '/product/categories') return { status: 'success', categories };
      if (path === '/products') {
        const parent = query.get('parentCategory');
        // Gym gear has no products yet: its section is left out.
        if (parent === 'cat-gear') return paged([]);
        const base = parent === 'cat-apparel' ? 10 : 20;
        return paged([1, 2, 3, 4].map((n) => productCard(base + n, { title: `${parent} item ${n}` })));
      }
      if (path === '/offers') return { status: 'success', offers: [] };
      return undefined;
    });
    renderShop('/shop');

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/shop/search');
    const badges = screen.getByRole('list', { name: 'Why shop with us' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Top Healthy',
      'Verified products over 2 years',
      'Home Delivery within 1 week',
      '24/7 Support',
    ]);

    const apparel = await screen.findByRole('region', { name: 'Apparels' });
    await within(apparel).findByRole('link', { name: 'cat-apparel item 1' });
    expect(within(apparel).getAllByRole('link', { name: /cat-apparel item/ })).toHaveLength(4);
    expect(within(apparel).getByRole('link', { name: 'View all Apparels' })).toHaveAttribute(
      'href',
      '/shop/search?category=cat-apparel',
    );
    const supplements = screen.getByRole('region', { name: 'Supplements' });
    await within(supplements).findByRole('link', { name: 'cat-supplements item 4' });
    expect(within(supplements).getByRole('link', { name: 'View all Supplements' })).toHaveAttribute(
      'href',
      '/shop/search?category=cat-supplements',
    );
    await waitFor(() => expect(api.callsTo('/products')).toHaveLength(3));
    expect(api.callsTo('/products')).toContainEqual({
      parentCategory: 'cat-gear',
      page: '1',
      resultsPerPage: '4',
    });
    expect(screen.queryByRole('region', { name: 'Gym Gears' })).not.toBeInTheDocument();

    // The category carousel: parents and sub-categories with their counts, opening the search.
    const carousel = screen.getByRole('region', { name: 'Shop by Category' });
    const supplementTile = within(carousel).getByRole('link', { name: /^Supplements/ });
    expect(supplementTile).toHaveAttribute('href', '/shop/search?category=cat-supplements');
    expect(supplementTile).toHaveTextContent('12 Products');
    expect(within(carousel).getByRole('link', { name: /^Hoodies/ })).toHaveAttribute(
      'href',
      '/shop/search?category=sub-hoodies',
    );

    expect(api.callsTo('/offers')).toContainEqual({
      resultsPerPage: '10',
      status: 'active',
      valid_on: 'product',
    });
  });
});
