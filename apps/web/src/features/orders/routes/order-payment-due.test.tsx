import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nepalClock, nepalDateOf } from '@oxstrength/shared/nepal-time';
import type { Order } from '@oxstrength/shared/contracts/orders';
import { renderSignedIn } from '../../../testing/render-routes';
import { paged } from '../../templates/testing/template-fixtures';
import { order, orderN, ordersPageOf } from '../testing/order-fixtures';
import { Component as OrderDetailPage } from './order-detail-page';
import { Component as OrdersPage } from './orders-page';

/**
 * An unpaid order can be paid from where the buyer finds it (issue 36): its page offers Pay now (to its payment
 * page) and says when its hold ends while it can still be paid, the orders list marks it, and a cancelled order
 * says why the admin cancelled it.
 */

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function renderDetail(data: Order) {
  renderSignedIn(
    [
      { path: '/dashboard/orders/:id', Component: OrderDetailPage },
      { path: '/cart/checkout', element: <h1>Payment page</h1> },
    ],
    '/dashboard/orders/o1',
    {
      'GET /user/order/o1': () => ({ body: { status: 'success', order: data } }),
    },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('An unpaid order (issue 36)', () => {
  it('its page offers Pay now, to its payment page, and says until when it is reserved', async () => {
    const expires = inMinutes(20);
    renderDetail(order({ status: 'Initiated', expires_at: expires }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not paid yet');
    expect(alert).toHaveTextContent(
      `Your order is reserved until ${nepalClock(expires)} on ${nepalDateOf(expires)}.`,
    );
    expect(within(alert).getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      '/cart/checkout?order_id=o1',
    );
  });

  it('offers no Pay now once its hold has ended, nor for a paid order', async () => {
    renderDetail(order({ status: 'Initiated', expires_at: inMinutes(-1) }));
    expect(await screen.findByText('Order OXS-ABCDEFGHJKLM')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('a cancelled order says why the admin cancelled it', async () => {
    renderDetail(order({ status: 'Cancelled', cancel_reason: 'Duplicate of your other order' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cancelled by our team');
    expect(alert).toHaveTextContent('Reason: Duplicate of your other order');
  });

  it('the orders list marks it and offers Pay now beside it', async () => {
    const expires = inMinutes(15);
    renderSignedIn([{ path: '/dashboard/orders', Component: OrdersPage }], '/dashboard/orders', {
      'GET /user/orders': () => ({
        body: ordersPageOf(
          [orderN(1, { status: 'Initiated', expires_at: expires }), orderN(2, { status: 'Active' })],
          paged(1, 5, 2),
        ),
      }),
      'GET /templates': () => ({ body: { status: 'success', templates: [], ...paged(1, 6, 0) } }),
    });
    const [unpaid, paid] = within(await screen.findByRole('list', { name: 'Orders' })).getAllByRole(
      'listitem',
    );
    expect(within(unpaid!).getByText(`Not paid: reserved until ${nepalClock(expires)}`)).toBeInTheDocument();
    expect(within(unpaid!).getByRole('link', { name: 'Pay now: order OXS-ORDER0000001' })).toHaveAttribute(
      'href',
      '/cart/checkout?order_id=o1',
    );
    expect(within(paid!).queryByText(/Not paid/)).not.toBeInTheDocument();
    expect(within(paid!).queryByRole('link', { name: /Pay now/ })).not.toBeInTheDocument();
  });
});
