import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderRoutes, renderSignedIn, stubApi } from '../testing/render-routes';
import { cartReply, productLine, templateLine } from '../features/cart/testing/cart-fixtures';
import { RootLayout } from './root-layout';

const routes: RouteObject[] = [
  { element: <RootLayout />, children: [{ path: '/', Component: () => <h1>Home page</h1> }] },
];

afterEach(() => vi.unstubAllGlobals());

describe('top bar cart link', () => {
  it('signed in: MY CART links to /cart with the number of cart lines, and the menu has My Cart', async () => {
    renderSignedIn(routes, '/', {
      'GET /user/carts': () => ({ body: cartReply([productLine(), templateLine()]) }),
    });
    const header = await screen.findByRole('banner');
    const cart = await within(header).findByRole('link', { name: 'My cart, 2 items' });
    expect(cart).toHaveAttribute('href', '/cart');
    expect(cart).toHaveTextContent('MY CART');

    await userEvent.setup(fastUser).click(within(header).getByRole('button', { name: 'MENU' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'My Cart' })).toHaveAttribute('href', '/cart');
  });

  it('signed out: no cart link and no cart request', async () => {
    const fetchMock = stubApi({});
    renderRoutes(routes, ['/']);
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'LOGIN' })).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: /My cart/ })).toBeNull();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/user/carts'))).toBe(false);
  });
});
