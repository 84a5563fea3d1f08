import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../../testing/render-routes';
import type { Order } from '@oxstrength/shared/contracts/orders';
import { AFTER_SALE_TEXTS } from '../components/order-after-sale';
import { order } from '../testing/order-fixtures';
import { Component as OrderDetailPage } from './order-detail-page';

function renderDetail(data: Order) {
  return renderSignedIn(
    [{ path: '/dashboard/orders/:id', Component: OrderDetailPage }],
    '/dashboard/orders/o1',
    {
      'GET /user/order/o1': () => ({ body: { status: 'success', order: data } }),
    },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Order detail: delivery and refunds (issue 19)', () => {
  it('shows when a Delivered order was delivered', async () => {
    renderDetail(order({ status: 'Delivered', delivered_at: '2025-03-06T10:00:00.000Z' }));
    expect(await screen.findByText('Delivered on 2025-03-06')).toBeInTheDocument();
  });

  it('tells the buyer a refund is in progress, then that it was made', async () => {
    const view = renderDetail(
      order({
        status: 'Active',
        refund: { status: 'Required', amount: null, provider_ref: null, refunded_at: null, payments: [] },
      }),
    );
    expect(await screen.findByText(AFTER_SALE_TEXTS.refundRequired)).toBeInTheDocument();
    view.unmount();
    vi.unstubAllGlobals();

    renderDetail(
      order({
        status: 'Cancelled',
        refund: {
          status: 'Refunded',
          amount: 13320,
          provider_ref: 'KHALTI-RF-77',
          refunded_at: '2025-03-07T10:00:00.000Z',
          payments: [],
        },
      }),
    );
    expect(
      await screen.findByText('Refunded Rs. 13,320 on 2025-03-07 (reference KHALTI-RF-77).'),
    ).toBeInTheDocument();
  });

  it('a payment the order could not keep (paid twice): Refund in progress, its amount and the day it is refunded by (issue 36)', async () => {
    renderDetail(
      order({
        status: 'Active',
        refund: {
          status: 'Required',
          amount: null,
          provider_ref: null,
          refunded_at: null,
          payments: [
            { reference: 'OXS-ABCDEFGHJKLM-2', amount: 13320, reason: 'paid', refund_by: '2025-03-13' },
          ],
        },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Refund in progress');
    expect(alert).toHaveTextContent(
      'This payment of Rs. 13,320 will be refunded to you by 2025-03-13, through the payment method you used. Payment reference OXS-ABCDEFGHJKLM-2.',
    );
  });

  it('a refund for part of a return reads Partly refunded (issue 36)', async () => {
    renderDetail(
      order({
        status: 'Delivered',
        refund: {
          status: 'Partly refunded',
          amount: 6500,
          provider_ref: null,
          refunded_at: '2025-03-09T10:00:00.000Z',
          payments: [],
        },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Partly refunded');
    expect(alert).toHaveTextContent('Refunded Rs. 6,500 on 2025-03-09.');
  });

  it('says nothing when there is no refund and the order is not delivered', async () => {
    renderDetail(order({ status: 'Active' }));
    expect(await screen.findByText('Order OXS-ABCDEFGHJKLM')).toBeInTheDocument();
    expect(screen.queryByText(/Refund/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Delivered on/)).not.toBeInTheDocument();
  });
});
