import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, renderSignedIn, stubApi } from '../testing/render-routes';
import { cartReply } from '../features/cart/testing/cart-fixtures';
import { MenuDrawer } from './menu-drawer';

const routes: RouteObject[] = [{ path: '/', Component: () => <MenuDrawer opened onClose={() => {}} /> }];

afterEach(() => vi.unstubAllGlobals());

/** Each item of the menu with the Tabler icon it shows (the icon's name is in its class, tabler-icon-<name>). */
async function menuItems() {
  const menu = within(await screen.findByRole('navigation', { name: 'Menu' }));
  const items = [...menu.queryAllByRole('link'), ...menu.queryAllByRole('button')];
  return items.map((item) => {
    const icons = item.querySelectorAll('svg.tabler-icon');
    expect(icons).toHaveLength(1);
    expect(icons[0]).toHaveAttribute('aria-hidden', 'true');
    const name = [...icons[0].classList].find((c) => c.startsWith('tabler-icon-'));
    return { label: item.textContent, icon: name };
  });
}

describe('menu drawer', () => {
  it('signed out: every item has its own icon', async () => {
    stubApi({});
    renderRoutes(routes, ['/']);
    const items = await menuItems();
    expect(items.map((i) => i.label)).toEqual([
      'Templates',
      'Coaching',
      'Consultation',
      'Ox Shop',
      'Discussions',
      'About',
      'Sign In',
      'Register',
    ]);
    expect(items.every((i) => i.icon)).toBe(true);
    expect(new Set(items.map((i) => i.icon)).size).toBe(items.length);
    expect(items.find((i) => i.label === 'Ox Shop')?.icon).toBe('tabler-icon-shopping-bag');
    expect(items.find((i) => i.label === 'About')?.icon).toBe('tabler-icon-info-circle');
    // The close button has a name (Mantine's is an unlabelled icon).
    expect(
      within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Close menu' }),
    ).toBeInTheDocument();
  });

  it('signed in: My Cart and Logout too, still one distinct icon each', async () => {
    renderSignedIn(routes, '/', {
      'GET /user/carts': () => ({ body: cartReply([]) }),
    });
    await screen.findByRole('button', { name: 'Logout' });
    const items = await menuItems();
    expect(items.map((i) => i.label)).toEqual([
      'Templates',
      'Coaching',
      'Consultation',
      'Ox Shop',
      'Discussions',
      'About',
      'My Cart',
      'Logout',
    ]);
    expect(new Set(items.map((i) => i.icon)).size).toBe(items.length);
  });
});
