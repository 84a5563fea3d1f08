import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fastUser, renderSignedIn, type ApiHandler } from '../../../testing/render-routes';
import { admin, trainer } from '../testing/staff-users';
import { staffOrder, staffOrdersPageOf } from '../testing/shop-fixtures';
import { Component as StaffOrdersPage } from './staff-orders-page';

const refunded = staffOrder({
  _id: 'o2',
  identifier: 'OXS-SECONDORDER1',
  status: 'Cancelled',
  buyer: { _id: 'u2', name: 'Ram Thapa', email: 'ram@example.com' },
  to_deliver: 0,
  providers: ['khalti'],
  refund_status: 'Required',
  paid_at: null,
});

function renderPage(list: ApiHandler, entry = '/staff/orders', as = admin) {
  return renderSignedIn(
    [{ path: '/staff/orders', Component: StaffOrdersPage }],
    entry,
    {
      'GET /staff/orders': list,
    },
    as,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Staff: orders', () => {
  it('lists every buyer’s orders with status, refund, total, delivery and providers, each opening its order', async () => {
    renderPage(() => ({ body: staffOrdersPageOf([staffOrder(), refunded]) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Orders' });
    const first = within(table).getByRole('row', { name: /OXS-ABCDEFGHJKLM/ });
    expect(within(first).getByText('Sita Sharma')).toBeInTheDocument();
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(first).getByText('Rs. 14,800')).toBeInTheDocument();
    expect(within(first).getByText('1 of 2 lines')).toBeInTheDocument();
    expect(within(first).getByText('eSewa')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Open order OXS-ABCDEFGHJKLM' })).toHaveAttribute(
      'href',
      '/staff/orders/o1',
    );
    const second = within(table).getByRole('row', { name: /OXS-SECONDORDER1/ });
    expect(within(second).getByText('Refund to record')).toBeInTheDocument();
    expect(within(second).getByText('Khalti')).toBeInTheDocument();
    expect(screen.getByText('2 orders')).toBeInTheDocument();
  });

  it('finds orders by the buyer’s email and filters by status and provider, keeping them in the address', async () => {
    const user = userEvent.setup(fastUser);
    const { fetchMock, router } = renderPage(() => ({ body: staffOrdersPageOf([staffOrder()]) }));
    await screen.findByRole('table', { name: 'Orders' });
    const search = within(screen.getByRole('search', { name: 'Find orders' }));
    await user.type(search.getByRole('textbox', { name: /Search/ }), 'sita@example.com{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=sita%40example.com'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'To deliver');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Provider' }), 'Khalti');
    await waitFor(() => {
      const last = callsTo(fetchMock, 'GET /staff/orders').at(-1)!;
      expect(Object.fromEntries(last.query)).toEqual({
        q: 'sita@example.com',
        status: 'to_deliver',
        provider: 'khalti',
        page: '1',
        resultsPerPage: '20',
      });
    });
  });

  it('says when nothing matches, and shows a failed list with Try again', async () => {
    const user = userEvent.setup(fastUser);
    let fail = true;
    renderPage(() =>
      fail
        ? { status: 500, body: { status: 'error', message: 'Something went wrong' } }
        : { body: staffOrdersPageOf([]) },
    );
    expect(await screen.findByText('Could not load the orders.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
  });

  it('is for admins: a trainer is told so and nothing is asked of the server', async () => {
    const { fetchMock } = renderPage(() => ({ body: staffOrdersPageOf([]) }), '/staff/orders', trainer);
    expect(await screen.findByText('This page is for admins.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /staff/orders')).toHaveLength(0);
  });
});
