import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireStaff } from '../../../app/guards';
import { RootLayout } from '../../../app/root-layout';
import { callsTo, fastUser, renderRoutes, signInAs, stubApi, testUser } from '../../../testing/render-routes';
import { cartReply } from '../../cart/testing/cart-fixtures';
import { userFixture } from '../../auth/testing/user-fixtures';
import { staffInboxPageOf } from '../testing/staff-fixtures';
import { Component as StaffInboxPage } from './staff-inbox-page';

/** The app's shell (with its navigation) around the staff guard and the inbox. */
function renderStaff(user: typeof testUser | null) {
  if (user) signInAs(user);
  const fetchMock = stubApi({
    'GET /auth/profile': () => ({ body: { status: 'success', user } }),
    'GET /user/carts': () => ({ body: cartReply([]) }),
    'GET /staff/template-subscriptions': () => ({ body: staffInboxPageOf([]) }),
  });
  const view = renderRoutes(
    [
      {
        element: <RootLayout />,
        children: [
          { path: '/', element: <h1>Home page</h1> },
          { path: '/login', element: <h1>Sign in</h1> },
          { path: '/dashboard', element: <h1>Dashboard</h1> },
          { element: <RequireStaff />, children: [{ path: '/staff', Component: StaffInboxPage }] },
        ],
      },
    ],
    ['/staff'],
  );
  return { fetchMock, ...view };
}

afterEach(() => vi.unstubAllGlobals());

describe('the staff guard and link', () => {
  it('tells a client the page is not theirs, asks nothing of the staff API, and shows no Staff link', async () => {
    const user = userEvent.setup(fastUser);
    const { fetchMock } = renderStaff(testUser);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(callsTo(fetchMock, 'GET /staff/template-subscriptions')).toHaveLength(0);
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
    await user.click(within(header).getByRole('button', { name: 'MENU' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
  });

  it('sends a visitor to sign in', async () => {
    const { router } = renderStaff(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/staff' });
  });

  it.each(['Trainer', 'Admin'] as const)(
    'opens the inbox for the role %s, with a Staff link',
    async (role) => {
      const user = userEvent.setup(fastUser);
      renderStaff(userFixture({ user_type: role }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Staff inbox' })).toBeInTheDocument();
      const header = screen.getByRole('banner');
      expect(within(header).getByRole('link', { name: 'Staff' })).toHaveAttribute('href', '/staff');
      await user.click(within(header).getByRole('button', { name: 'MENU' }));
      const menu = await screen.findByRole('dialog', { name: 'Menu' });
      await waitFor(() =>
        expect(within(menu).getByRole('link', { name: 'Staff' })).toHaveAttribute('href', '/staff'),
      );
    },
  );
});
