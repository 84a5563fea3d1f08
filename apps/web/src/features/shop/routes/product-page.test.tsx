import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@oxstrength/shared/contracts/products';
import type { CartLine } from '@oxstrength/shared/contracts/cart';
import { cartOf, cartReply, productLine } from '../../cart/testing/cart-fixtures';
import { paged, product, productCard, rate } from '../testing/shop-fixtures';
import { renderShop, signIn, stubApi } from '../testing/render-shop';
import { OnScreenObserver } from '../../../components/testing/on-screen-observer';

const emptyReviews = {
  status: 'success',
  reviews: [],
  currentPage: 1,
  totalPage: 0,
  totalDocuments: 0,
  average_rating: 0,
  rating_count: 0,
};

/** The API for one product page: the product by slug, its reviews, similar products and offers. */
function productApi(item: Product, similar = [productCard(7)], cart: CartLine[] = []) {
  return stubApi((path) => {
    if (path === '/user/carts') return cartReply(cart);
    if (path === '/user/cart') {
      cart.push(productLine({ _id: `line-${cart.length}`, product_size: 'r-large' }));
      return {
        status: 201,
        body: { status: 'success', message: 'Product added to cart', cart: cartOf(cart) },
      };
    }
    if (path === `/product/${item.slug}`) return { status: 'success', product: item };
    if (path === `/product/reviews/${item._id}`) return emptyReviews;
    if (path === `/similar/products/${item._id}`) return { status: 'success', products: similar };
    if (path === '/offers') return { status: 'success', offers: [] };
    if (path === '/auth/profile')
      return { status: 'success', user: JSON.parse(localStorage.getItem('user') ?? 'null') };
    if (path === '/products') return paged([]);
    return undefined;
  });
}

const priceGroup = () => screen.getByRole('group', { name: 'Price' });
const quantity = () => screen.getByLabelText('Quantity') as HTMLInputElement;
const cartButton = () => screen.getByRole('button', { name: /Add To Cart|Added To Cart|Out of Stock/ });
const buyNow = () => screen.getByRole('button', { name: 'Buy Now' });

// The sections below the item (reviews, similar items) load as if the visitor had scrolled near them.
beforeEach(() => vi.stubGlobal('IntersectionObserver', OnScreenObserver));
afterEach(() => vi.unstubAllGlobals());

describe('product page', { timeout: 20_000 }, () => {
  it('shows the product with its first size chosen, the discounted price struck through and the discount ribbon', async () => {
    productApi(product());
    renderShop('/shop/product/gold-whey');

    expect(await screen.findByRole('heading', { level: 1, name: 'Gold Standard Whey' })).toBeInTheDocument();
    expect(document.title).toContain('Gold Standard Whey');
    expect(screen.getByRole('radio', { name: '1 kg' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '33' })).toBeChecked();
    expect(within(priceGroup()).getByText('Rs. 5,400')).toBeInTheDocument();
    expect(within(priceGroup()).getByText('Rs. 6,000').closest('del')).not.toBeNull();
    expect(screen.getByText('Dashain Sale')).toBeInTheDocument();
    expect(screen.getByText('Twenty-four grams of protein per scoop.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5 (2 ratings)' })).toBeInTheDocument();
    expect(quantity().value).toBe('1');
    expect(cartButton()).toHaveTextContent('Add To Cart');

    const main = screen.getByRole('img', { name: 'Gold Standard Whey, image 1 of 2' });
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).toHaveAttribute('width', '320');
    expect(screen.getByRole('button', { name: 'Show image 2' })).toBeInTheDocument();

    // Reviews, similar products and the BACK link to the plain search (not reached from a search).
    expect(await screen.findByText('No reviews available')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Similar Products' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Product 7' })).toHaveAttribute(
      'href',
      '/shop/product/product-7',
    );
    expect(screen.getByRole('link', { name: 'BACK' })).toHaveAttribute('href', '/shop/search');
  });

  it('switches the main image with the thumbnails and opens the full-screen viewer on it', async () => {
    const user = userEvent.setup();
    productApi(product());
    renderShop('/shop/product/gold-whey');
    await screen.findByRole('heading', { level: 1, name: 'Gold Standard Whey' });

    await user.click(screen.getByRole('button', { name: 'Show image 2' }));
    expect(screen.getByRole('button', { name: 'Show image 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Gold Standard Whey, image 2 of 2' })).toHaveAttribute(
      'src',
      '/images/catalogue/products/gold-whey-2.svg',
    );
    expect(document.querySelector('.yarl__root')).toBeNull();
    await user.click(
      screen.getByRole('button', { name: 'Open Gold Standard Whey, image 2 of 2 full screen' }),
    );
    await waitFor(() => expect(document.querySelector('.yarl__root')).not.toBeNull());
  });

  it('keeps the quantity between 1 and the size stock and resets it when the size changes', async () => {
    const user = userEvent.setup();
    productApi(product());
    renderShop('/shop/product/gold-whey');
    await screen.findByRole('heading', { level: 1, name: 'Gold Standard Whey' });

    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    expect(minus).toBeDisabled();
    await user.click(plus);
    await user.click(plus);
    expect(quantity().value).toBe('3');
    // Stock of 1 kg is 3.
    expect(plus).toBeDisabled();
    await user.click(plus);
    expect(quantity().value).toBe('3');

    // Typing cannot go past the stock or below 1.
    await user.clear(quantity());
    await user.type(quantity(), '9');
    expect(quantity().value).not.toBe('9');
    await user.clear(quantity());
    await user.type(quantity(), '2');
    expect(quantity().value).toBe('2');
    await user.type(quantity(), '0');
    expect(quantity().value).toBe('2');

    await user.click(screen.getByRole('radio', { name: '2 kg' }));
    expect(quantity().value).toBe('1');
    expect(screen.getByRole('radio', { name: '66' })).toBeChecked();
    expect(within(priceGroup()).getByText('Rs. 9,900')).toBeInTheDocument();
    for (let i = 0; i < 6; i++) await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(quantity().value).toBe('5');

    // Choosing by servings chooses that rate too, and resets the quantity.
    await user.click(screen.getByRole('radio', { name: '33' }));
    expect(screen.getByRole('radio', { name: '1 kg' })).toBeChecked();
    expect(quantity().value).toBe('1');
  });

  it('marks a size without stock Out of Stock and disables buying it', async () => {
    const user = userEvent.setup();
    productApi(product());
    renderShop('/shop/product/gold-whey');
    await screen.findByRole('heading', { level: 1, name: 'Gold Standard Whey' });
    expect(screen.queryByText('Out of Stock', { selector: '.mantine-Badge-label' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '5 kg' }));
    expect(screen.getByText('Out of Stock', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(cartButton()).toHaveTextContent('Out of Stock');
    expect(cartButton()).toBeDisabled();
    expect(buyNow()).toBeDisabled();
    expect(quantity()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    // The chosen size's own price is shown.
    expect(within(priceGroup()).getByText('Rs. 22,500')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '2 kg' }));
    expect(cartButton()).toHaveTextContent('Add To Cart');
    expect(buyNow()).toBeEnabled();
  });

  it('falls back to the first size in stock for prices shown without a chosen size (similar product cards)', async () => {
    const similar = productCard(8, {
      title: 'Casein',
      slug: 'casein',
      rates: [
        rate('x1', '500 g', 2500, 0),
        rate('x2', '1 kg', 4800, 2, { discounted_price: 4300 }),
        rate('x3', '2 kg', 9000, 6),
      ],
    });
    const allGone = productCard(9, {
      title: 'Mass Gainer',
      slug: 'mass-gainer',
      rates: [rate('y1', '3 kg', 7000, 0), rate('y2', '6 kg', 13000, 0)],
    });
    productApi(product(), [similar, allGone]);
    renderShop('/shop/product/gold-whey');

    const casein = (await screen.findByRole('link', { name: 'Casein' })).closest(
      '.mantine-Card-root',
    ) as HTMLElement;
    expect(within(casein).getByText('Rs. 4,300')).toBeInTheDocument();
    expect(within(casein).getByText('Rs. 4,800')).toBeInTheDocument();
    const gainer = screen
      .getByRole('link', { name: 'Mass Gainer' })
      .closest('.mantine-Card-root') as HTMLElement;
    expect(within(gainer).getByText('Rs. 7,000')).toBeInTheDocument();
    expect(within(gainer).getByText('Out of stock')).toBeInTheDocument();
  });

  it('sends Buy Now to express checkout with the product, size and quantity', async () => {
    const user = userEvent.setup();
    productApi(product());
    const view = renderShop('/shop/product/gold-whey');
    await screen.findByRole('heading', { level: 1, name: 'Gold Standard Whey' });

    await user.click(screen.getByRole('radio', { name: '2 kg' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(buyNow());
    await screen.findByRole('heading', { name: 'Express checkout' });
    expect(view.location().pathname).toBe('/express/checkout/cart');
    expect(view.location().search).toBe('?model_id=p1&on_model=product&product_size=r-large&unit=2');
  });

  it('sends a guest who adds to cart to /login, remembering the product page', async () => {
    const user = userEvent.setup();
    productApi(product());
    const view = renderShop('/shop/product/gold-whey');
    await screen.findByRole('heading', { level: 1, name: 'Gold Standard Whey' });

    expect(cartButton()).toBeEnabled();
    await user.click(cartButton());
    await screen.findByRole('heading', { name: 'Login page' });
    expect(view.location().pathname).toBe('/login');
    expect(view.location().state).toEqual({ from: '/shop/product/gold-whey' });
  });

  it("reads Added To Cart from the catalogue's flag while the cart is not loaded", async () => {
    signIn();
    stubApi((path) =>
      path === '/product/gold-whey'
        ? { status: 'success', product: product({ added_to_cart: true }) }
        : path === '/auth/profile'
          ? { status: 'success', user: JSON.parse(localStorage.getItem('user') ?? 'null') }
          : undefined,
    );
    renderShop('/shop/product/gold-whey');
    await screen.findByRole('heading', { level: 1, name: 'Gold Standard Whey' });
    expect(cartButton()).toHaveTextContent('Added To Cart');
    expect(cartButton()).toBeDisabled();
    expect(buyNow()).toBeEnabled();
  });

  it('knows which sizes are in the cart and adds the chosen size with its quantity', async () => {
    const user = userEvent.setup();
    signIn();
    // The 1 kg size is in the cart already.
    productApi(product(), [], [productLine()]);
    renderShop('/shop/product/gold-whey');
    await screen.findByRole('heading', { level: 1, name: 'Gold Standard Whey' });
    await waitFor(() => expect(cartButton()).toHaveTextContent('Added To Cart'));
    expect(cartButton()).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: '2 kg' }));
    expect(cartButton()).toHaveTextContent('Add To Cart');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(cartButton());
    await waitFor(() => expect(cartButton()).toHaveTextContent('Added To Cart'));
    expect(cartButton()).toBeDisabled();
    const posts = vi
      .mocked(fetch)
      .mock.calls.filter(([input, init]) => String(input).endsWith('/user/cart') && init?.method === 'POST');
    expect(posts.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { model_id: 'p1', onModel: 'Product', unit: 2, self_order: true, product_size: 'r-large' },
    ]);
  });

  it('keeps the BACK link on the search the visitor came from', async () => {
    productApi(product());
    renderShop({
      pathname: '/shop/product/gold-whey',
      state: { shopSearch: '/shop/search?brand=brand-on&query=whey' },
    });
    expect(await screen.findByRole('link', { name: 'BACK' })).toHaveAttribute(
      'href',
      '/shop/search?brand=brand-on&query=whey',
    );
  });

  it('shows a spinner while loading and a not-found message for an unknown slug', async () => {
    productApi(product());
    renderShop('/shop/product/no-such-thing');
    expect(screen.getByRole('status', { name: 'Loading product' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/shop');
  });

  it('keeps the spinner while the loaded product does not match the slug', async () => {
    // The server answering another product's record must not be shown under this URL.
    stubApi((path) =>
      path === '/product/gold-whey'
        ? { status: 'success', product: product({ slug: 'other-slug' }) }
        : undefined,
    );
    renderShop('/shop/product/gold-whey');
    await waitFor(() => expect(screen.getByRole('status', { name: 'Loading product' })).toBeInTheDocument());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('status', { name: 'Loading product' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
