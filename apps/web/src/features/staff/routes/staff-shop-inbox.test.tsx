import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, renderSignedIn } from '../../../testing/render-routes';
import { admin, trainer } from '../testing/staff-users';
import { staffCoachingsPageOf, staffPaidPageOf } from '../testing/programme-staff-fixtures';
import { shopCountsReply } from '../testing/shop-fixtures';
import { staffInboxPageOf } from '../testing/staff-fixtures';
import { Component as StaffInboxPage } from './staff-inbox-page';

afterEach(() => vi.unstubAllGlobals());

function renderInbox(as: typeof admin) {
  const { fetchMock } = renderSignedIn(
    [{ path: '/staff', Component: StaffInboxPage }],
    '/staff',
    {
      'GET /staff/template-subscriptions': () => ({ body: staffInboxPageOf([]) }),
      // Issue 17: the coaching and paid consultation lists, empty.
      'GET /staff/coaching-subscriptions': () => ({ body: staffCoachingsPageOf([]) }),
      'GET /staff/consultation-subscriptions': () => ({ body: staffPaidPageOf([]) }),
      'GET /staff/orders/counts': () => ({ body: shopCountsReply() }),
    },
    as,
  );
  return fetchMock;
}

describe('Staff inbox: the shop (issue 19)', () => {
  it('shows admins the orders to deliver, refunds to record and low stock, each linking to its list', async () => {
    renderInbox(admin);
    expect(await screen.findByRole('link', { name: 'Orders to deliver: 2' })).toHaveAttribute(
      'href',
      '/staff/orders?status=to_deliver',
    );
    expect(await screen.findByRole('link', { name: 'Refunds to record: 1' })).toHaveAttribute(
      'href',
      '/staff/orders?status=refund_required',
    );
    expect(await screen.findByRole('link', { name: 'Sizes low on stock: 4' })).toHaveAttribute(
      'href',
      '/staff/stock?low=true',
    );
    const nav = screen.getByRole('navigation', { name: 'Shop' });
    expect(nav).toHaveTextContent('OrdersStockCatalogue');
  });

  it('shows a trainer none of it', async () => {
    const fetchMock = renderInbox(trainer);
    expect(await screen.findByRole('link', { name: 'Consultation requests: 0' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Shop' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /staff/orders/counts')).toHaveLength(0);
  });
});
