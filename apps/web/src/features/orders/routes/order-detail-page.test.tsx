import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../../testing/render-routes';
import { coachingGiftLine, order, productLine, templateLine } from '../testing/order-fixtures';
import { Component as OrderDetailPage } from './order-detail-page';

function renderDetail(id: string, reply: () => { status?: number; body: Record<string, unknown> }) {
  return renderSignedIn(
    [
      { path: '/dashboard/orders', element: <h1>Orders list</h1> },
      { path: '/dashboard/orders/:id', Component: OrderDetailPage },
    ],
    `/dashboard/orders/${id}`,
    {
      [`GET /user/order/${id}`]: reply,
    },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Order detail page', () => {
  it('shows each line with its sublines, prices and who it is for, then the summary and address', async () => {
    const data = order({
      status: 'Active',
      carts: [templateLine(), productLine(), coachingGiftLine()],
      sub_total: 29800,
      coupon_discount_amount: 2980,
      total_amount: 26820,
    });
    renderDetail('o1', () => ({ body: { status: 'success', order: data } }));

    expect(screen.getByRole('heading', { level: 1, name: 'Order Detail' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute(
      'href',
      '/dashboard/orders',
    );
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Product/Package', 'Price', 'Unit', 'Subtotal', 'Order For']);
    const [, template, product, coaching] = within(table).getAllByRole('row');

    // Template: training category, By: trainer, discounted price above the struck-through original.
    const t = within(template!);
    expect(t.getByRole('link', { name: 'Strength Block' })).toHaveAttribute(
      'href',
      '/template/strength-block',
    );
    expect(t.getByText('Strength')).toBeInTheDocument();
    expect(t.getByText('By: Bikash Gurung')).toBeInTheDocument();
    expect(t.getAllByText('Rs. 1,800')).toHaveLength(2);
    expect(t.getByText('Rs. 2,000').closest('del')).not.toBeNull();
    expect(t.getByText('Self')).toBeInTheDocument();

    // Product: brand and size, product category, 2 units, no strike-through when the price is not discounted.
    const p = within(product!);
    expect(p.getByText('Optimum · 2 kg')).toBeInTheDocument();
    expect(p.getByText('Supplements')).toBeInTheDocument();
    expect(p.getByRole('cell', { name: '2' })).toBeInTheDocument();
    expect(p.getByText('Rs. 6,500')).toBeInTheDocument();
    expect(p.getByText('Rs. 13,000')).toBeInTheDocument();
    expect(product!.querySelector('del')).toBeNull();

    // Coaching bought as a gift: the plan, the trainer, and the recipient.
    const c = within(coaching!);
    expect(c.getByText('12 Weeks Plan')).toBeInTheDocument();
    expect(c.getByText('By: Anita Rai')).toBeInTheDocument();
    expect(c.getByText('Ram Thapa')).toBeInTheDocument();
    expect(c.getByText('ram@example.com')).toBeInTheDocument();
    // Phones are stored +977 and the ten digits, and shown the way Nepalis write them.
    expect(c.getByText('Friend - 981-2345678')).toBeInTheDocument();

    expect(screen.getByText('Order OXS-ABCDEFGHJKLM')).toBeInTheDocument();
    expect(screen.getByText('2025-03-04')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    const summary = within(screen.getByRole('region', { name: 'Summary' }));
    expect(summary.getByText('Rs. 29,800')).toBeInTheDocument();
    expect(summary.getByText('Discount Code (10%)')).toBeInTheDocument();
    expect(summary.getByText('- Rs. 2,980')).toBeInTheDocument();
    expect(summary.getByText('Rs. 26,820')).toBeInTheDocument();
    const address = within(screen.getByRole('region', { name: 'Delivery Address' }));
    expect(address.getByText('House 12, Street 4, Baneshwor')).toBeInTheDocument();
    expect(address.getByText('Kathmandu, Bagmati Province, Nepal')).toBeInTheDocument();
    expect(address.getByText('984-1234567')).toBeInTheDocument();
    expect(screen.queryByText(/\+977/)).not.toBeInTheDocument();
  });

  it('sends the user back to the orders list when the order is not found', async () => {
    const { router } = renderDetail('missing', () => ({
      status: 404,
      body: { status: 'error', message: 'Order not found' },
    }));
    expect(await screen.findByRole('heading', { name: 'Orders list' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/orders'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
