import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductCard } from '@oxstrength/shared/contracts/products';
import { brandsByCategory, categories, paged, productCard, rate } from '../testing/shop-fixtures';
import { renderShop, stubApi, type Responder } from '../testing/render-shop';

/** The catalogue API: categories, brands per category, and `products` for GET /products. */
function shopApi(products: (query: URLSearchParams) => unknown = () => paged([productCard(1)])): Responder {
  return (path, query) => {
    if (path === '/product/categories') return { status: 'success', categories };
    if (path === '/product/brands')
      return { status: 'success', brands: brandsByCategory[query.get('product_category') ?? 'all'] ?? [] };
    if (path === '/products') return products(query);
    if (path === '/offers') return { status: 'success', offers: [] };
    return undefined;
  };
}

const toggle = (name: string) => screen.getByRole('button', { name });
const lastProductsQuery = (calls: Record<string, string>[]) => calls[calls.length - 1];

afterEach(() => vi.unstubAllGlobals());

describe('shop search page', { timeout: 20_000 }, () => {
  it('writes the category, sub-category and brand to the URL, queries by them, and clears a filter picked again', async () => {
    const user = userEvent.setup();
    const api = stubApi(shopApi());
    const view = renderShop('/shop/search');

    await screen.findByRole('link', { name: 'Product 1' });
    expect(lastProductsQuery(api.callsTo('/products'))).toEqual({
      sort: 'latest',
      page: '1',
      resultsPerPage: '8',
    });

    await user.click(toggle('Supplements'));
    expect(view.search()).toEqual({ category: 'cat-supplements' });
    expect(toggle('Supplements')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(lastProductsQuery(api.callsTo('/products'))).toEqual({
        parentCategory: 'cat-supplements',
        sort: 'latest',
        page: '1',
        resultsPerPage: '8',
      }),
    );

    // A sub-category goes to the API as category (without the parent).
    await user.click(toggle('Whey Protein'));
    expect(view.search()).toEqual({ category: 'cat-supplements', sub: 'sub-whey' });
    await waitFor(() =>
      expect(lastProductsQuery(api.callsTo('/products'))).toEqual({
        category: 'sub-whey',
        sort: 'latest',
        page: '1',
        resultsPerPage: '8',
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'Optimum Nutrition' }));
    expect(view.search()).toEqual({ category: 'cat-supplements', sub: 'sub-whey', brand: 'brand-on' });
    await waitFor(() =>
      expect(lastProductsQuery(api.callsTo('/products'))).toMatchObject({
        category: 'sub-whey',
        brand: 'brand-on',
      }),
    );

    // Picking the active brand, sub-category or category again clears it.
    await user.click(toggle('Optimum Nutrition'));
    expect(view.search()).toEqual({ category: 'cat-supplements', sub: 'sub-whey' });
    await user.click(toggle('Whey Protein'));
    expect(view.search()).toEqual({ category: 'cat-supplements' });
    await user.click(toggle('Supplements'));
    expect(view.search()).toEqual({});
    await waitFor(() =>
      expect(lastProductsQuery(api.callsTo('/products'))).toEqual({
        sort: 'latest',
        page: '1',
        resultsPerPage: '8',
      }),
    );
    // Sub-categories are listed only under the chosen category.
    expect(screen.queryByRole('button', { name: 'Whey Protein' })).not.toBeInTheDocument();
  });

  it('lists the brands of the chosen category or sub-category', async () => {
    const user = userEvent.setup();
    const api = stubApi(shopApi());
    renderShop('/shop/search');

    await screen.findByRole('button', { name: 'Ox Wear' });
    expect(screen.getByRole('button', { name: 'MuscleTech' })).toBeInTheDocument();
    expect(api.callsTo('/product/brands')[0]).toEqual({});

    await user.click(await screen.findByRole('button', { name: 'Apparel' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'MuscleTech' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Ox Wear' })).toBeInTheDocument();
    expect(api.callsTo('/product/brands').at(-1)).toEqual({ product_category: 'cat-apparel' });

    await user.click(screen.getByRole('button', { name: 'Supplements' }));
    await screen.findByRole('button', { name: 'MuscleTech' });
    expect(screen.queryByRole('button', { name: 'Ox Wear' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Whey Protein' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'MuscleTech' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Optimum Nutrition' })).toBeInTheDocument();
    expect(api.callsTo('/product/brands').at(-1)).toEqual({ product_category: 'sub-whey' });
  });

  it('takes a sub-category id given as category (category carousel links) as that sub-category', async () => {
    const api = stubApi(shopApi());
    renderShop('/shop/search?category=sub-creatine');
    expect(await screen.findByRole('button', { name: 'Creatine' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'Creatine' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('/products').at(-1)).toMatchObject({ category: 'sub-creatine' }));
    expect(api.callsTo('/products').some((q) => 'parentCategory' in q)).toBe(false);
  });

  it('sorts and searches through the URL', async () => {
    const user = userEvent.setup();
    const api = stubApi(shopApi());
    const view = renderShop('/shop/search?category=cat-apparel');
    await screen.findByRole('link', { name: 'Product 1' });

    await user.selectOptions(screen.getByLabelText('Sort by'), 'cheap');
    expect(view.search()).toEqual({ category: 'cat-apparel', sort: 'cheap' });
    await waitFor(() => expect(api.callsTo('/products').at(-1)).toMatchObject({ sort: 'cheap' }));

    await user.type(screen.getByLabelText('Search products'), 'whey');
    await waitFor(
      () => expect(view.search()).toEqual({ category: 'cat-apparel', sort: 'cheap', query: 'whey' }),
      { timeout: 2000 },
    );
    await waitFor(() =>
      expect(api.callsTo('/products').at(-1)).toMatchObject({
        q: 'whey',
        sort: 'cheap',
        parentCategory: 'cat-apparel',
      }),
    );

    // The default sort is not written to the URL.
    await user.selectOptions(screen.getByLabelText('Sort by'), 'latest');
    expect(view.search()).toEqual({ category: 'cat-apparel', query: 'whey' });
  });

  it('appends the next 8 products with Load More Products until the last page', async () => {
    const user = userEvent.setup();
    const first = Array.from({ length: 8 }, (_, i) => productCard(i + 1));
    const second = [productCard(9), productCard(10)];
    const api = stubApi(
      shopApi((q) => (q.get('page') === '2' ? paged(second, 2, 2, 10) : paged(first, 1, 2, 10))),
    );
    renderShop('/shop/search');

    await screen.findByRole('link', { name: 'Product 8' });
    expect(screen.getAllByRole('link', { name: /^Product \d+$/ })).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'Load More Products' }));
    await screen.findByRole('link', { name: 'Product 10' });
    expect(screen.getAllByRole('link', { name: /^Product \d+$/ })).toHaveLength(10);
    expect(api.callsTo('/products').at(-1)).toMatchObject({ page: '2', resultsPerPage: '8' });
    expect(screen.queryByRole('button', { name: 'Load More Products' })).not.toBeInTheDocument();
  });

  it('shows the empty text when nothing matches', async () => {
    stubApi(shopApi(() => paged([], 1, 0, 0)));
    renderShop('/shop/search?query=zzz');
    expect(await screen.findByRole('heading', { name: 'Products not available' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Currently we can not find the right Products you are looking for. Please change the filter or search query',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More Products' })).not.toBeInTheDocument();
  });

  it('shows cards with the first in-stock size price, the ribbons, and a link that remembers the search', async () => {
    const user = userEvent.setup();
    const soldOut: ProductCard = productCard(2, {
      title: 'Sold Out Belt',
      slug: 'sold-out-belt',
      rates: [rate('b1', 'M', 3000, 0), rate('b2', 'L', 3200, 0)],
      in_stock: false,
    });
    const fallback: ProductCard = productCard(3, {
      title: 'Creatine 300 g',
      slug: 'creatine-300',
      discount: { active: true, title: 'Tihar Offer', discount_percentage: 20 },
      // The first size has no stock: the card shows the second size's price.
      rates: [
        rate('c1', '100 g', 1500, 0, { discounted_price: 1200 }),
        rate('c2', '300 g', 4000, 4, { discounted_price: 3200 }),
      ],
    });
    stubApi((path) => {
      if (path === '/product/categories') return { status: 'success', categories };
      if (path === '/product/brands') return { status: 'success', brands: [] };
      if (path === '/products') return paged([soldOut, fallback]);
      if (path === '/product/creatine-300')
        return { status: 'success', product: { ...fallback, short_info: '' } };
      return undefined;
    });
    const view = renderShop('/shop/search?category=cat-supplements&sort=cheap');

    const soldOutCard = (await screen.findByRole('link', { name: 'Sold Out Belt' })).closest(
      '.mantine-Card-root',
    ) as HTMLElement;
    expect(within(soldOutCard).getByText('Out of stock')).toBeInTheDocument();
    expect(within(soldOutCard).getByText('Rs. 3,000')).toBeInTheDocument();

    const link = screen.getByRole('link', { name: 'Creatine 300 g' });
    expect(link).toHaveAttribute('href', '/shop/product/creatine-300');
    const card = link.closest('.mantine-Card-root') as HTMLElement;
    expect(within(card).getByText('Tihar Offer')).toBeInTheDocument();
    expect(within(card).queryByText('Out of stock')).not.toBeInTheDocument();
    expect(within(card).getByText('Rs. 3,200')).toBeInTheDocument();
    expect(within(card).getByText('Rs. 4,000')).toBeInTheDocument();
    expect(within(card).getByText('Optimum Nutrition')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rated 4.5 out of 5 (2 ratings)' })).toBeInTheDocument();
    const image = within(card).getByRole('img', { name: 'Creatine 300 g' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '400');

    // The product page's BACK link returns to this search.
    await user.click(link);
    const back = await screen.findByRole('link', { name: 'BACK' });
    expect(back).toHaveAttribute('href', '/shop/search?category=cat-supplements&sort=cheap');
    expect(view.location().pathname).toBe('/shop/product/creatine-300');
  });
});
