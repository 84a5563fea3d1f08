import type { CartLine } from '@oxstrength/shared/contracts/cart';
import { renderRoutes, signInAs, stubApi, testUser } from '../../../testing/render-routes';
import { Component as CartPage } from '../routes/cart-page';
import { cartChanged, cartReply, cartLine } from './cart-fixtures';

/** A signed-in user's cart page that the stubbed API changes as the page asks (update line-p, remove line-t, clear). */
export function renderCart(initial: CartLine[]) {
  let lines = initial;
  const changed = (message: string) => ({ body: cartChanged(lines, message) });
  const fetchMock = stubApi({
    'GET /auth/profile': () => ({ body: { status: 'success', user: testUser } }),
    'GET /user/carts': () => ({ body: cartReply(lines) }),
    'GET /user/delivery/addresses': () => ({ body: { status: 'success', addresses: [] } }),
    'GET /provinces': () => ({ body: { status: 'success', provinces: [] } }),
    'PUT /user/cart/line-p': ({ body }) => {
      const unit = (body as { unit: number }).unit;
      lines = lines.map((l) =>
        l._id === 'line-p' ? cartLine({ ...l, unit, sub_total: l.discounted_price * unit }) : l,
      );
      return changed('Cart updated');
    },
    'DELETE /user/cart/line-t': () => {
      lines = lines.filter((l) => l._id !== 'line-t');
      return changed('Item removed from cart');
    },
    'DELETE /user/cart/reset': () => {
      lines = [];
      return changed('Cart cleared');
    },
  });
  signInAs();
  const view = renderRoutes(
    [
      { path: '/cart', Component: CartPage },
      { path: '/', element: <p>Home page</p> },
    ],
    ['/cart'],
  );
  return { fetchMock, ...view };
}
