import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  fastUser,
  renderRoutes,
  signInAs,
  stubApi,
  testUser,
  type ApiReply,
} from '../../../testing/render-routes';
import { cartReply, productLine } from '../testing/cart-fixtures';
import { Component as ExpressCheckoutPage } from './express-checkout-page';

function renderExpress(entries: string[], buyNow: (body: Record<string, unknown>) => ApiReply) {
  const fetchMock = stubApi({
    'GET /auth/profile': () => ({ body: { status: 'success', user: testUser } }),
    'GET /user/delivery/addresses': () => ({ body: { status: 'success', addresses: [] } }),
    'POST /user/cart/buynow': ({ body }) => buyNow(body as Record<string, unknown>),
  });
  signInAs();
  const view = renderRoutes(
    [
      { path: '/express/checkout/cart', Component: ExpressCheckoutPage },
      { path: '/', element: <p>Home page</p> },
      { path: '/shop/product/:slug', element: <p>Product page</p> },
    ],
    entries,
  );
  return { fetchMock, ...view };
}

/** The server's express cart: one product line with the asked unit (stock 3). */
const expressReply = (body: Record<string, unknown>): ApiReply => {
  const unit = Number(body.unit ?? 1);
  return { body: cartReply([productLine({ _id: `express-${unit}`, unit, sub_total: 5400 * unit })]) };
};

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '');
});

describe('express checkout page', () => {
  it('sends a visitor without model_id and on_model home', async () => {
    const { fetchMock } = renderExpress(['/express/checkout/cart?model_id=p1'], expressReply);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /user/cart/buynow')).toHaveLength(0);
  });

  it('prices the query as a one-line cart and rewrites the query when the unit changes', async () => {
    const user = userEvent.setup(fastUser);
    const { fetchMock, router } = renderExpress(
      ['/express/checkout/cart?model_id=p1&on_model=product&product_size=r-small&unit=2&utm=x'],
      expressReply,
    );
    const table = await screen.findByRole('table', { name: 'Cart items' });
    expect(document.title).toBe('Express Checkout | OxStrength');
    expect(screen.getByRole('heading', { level: 1, name: 'Express Checkout' })).toBeInTheDocument();
    expect(screen.getByText('Check cart and proceed to payment')).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    // The item's real kind: a product, listed in the shop.
    expect(within(crumbs).getByRole('link', { name: 'Product' })).toHaveAttribute('href', '/shop');
    expect(within(crumbs).queryByText('Template')).toBeNull();
    expect(within(crumbs).getByText('Cart')).toHaveAttribute('aria-current', 'page');
    expect(callsTo(fetchMock, 'POST /user/cart/buynow')).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST /user/cart/buynow')[0].body).toEqual({
      model_id: 'p1',
      on_model: 'product',
      product_size: 'r-small',
      unit: 2,
    });
    // No delete in express checkout.
    expect(within(table).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(within(table).getByText('Rs. 10,800')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Continue to Checkout' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Gold Standard Whey' }));
    await waitFor(() => expect(within(table).getByText('Rs. 16,200')).toBeInTheDocument());
    expect(router.state.historyAction).toBe('REPLACE');
    expect(new URLSearchParams(router.state.location.search).get('unit')).toBe('3');
    const calls = callsTo(fetchMock, 'POST /user/cart/buynow');
    expect(calls).toHaveLength(2);
    expect(calls[1].body).toMatchObject({ unit: 3 });
  });

  it.each([
    ['template', 'Template', '/template'],
    ['coaching', 'Coaching', '/coaching'],
    ['consultation', 'Consultation', '/consultation'],
  ])('names the kind bought in the breadcrumb: on_model=%s → %s', async (onModel, label, href) => {
    renderExpress([`/express/checkout/cart?model_id=m1&on_model=${onModel}`], expressReply);
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      [label, href],
    ]);
  });

  it("shows the server's message and goes back, or home when the page opened the history", async () => {
    const outOfStock = () => ({ status: 409, body: { status: 'error', message: 'Out of stock' } });
    const url = '/express/checkout/cart?model_id=p1&on_model=product&product_size=r-empty';
    const first = renderExpress([url], outOfStock);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    first.unmount();

    // Reached from the product page: back there.
    window.history.replaceState({ idx: 1 }, '');
    renderExpress(['/shop/product/gold-whey', url], outOfStock);
    expect(await screen.findByText('Product page')).toBeInTheDocument();
  });
});
