import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, renderRoutes, signInAs, stubApi, testUser } from '../../auth/testing/render-routes';
import { order, templateLine } from '../../orders/testing/order-fixtures';
import { Component as CheckoutPage } from './checkout-page';

function renderCheckout(url: string, reply?: () => { status?: number; body: Record<string, unknown> }) {
  signInAs();
  const fetchMock = stubApi({
    'GET /auth/profile': () => ({ body: { status: 'success', user: testUser } }),
    ...(reply ? { 'GET /user/order/o1': reply } : {}),
  });
  const view = renderRoutes(
    [
      { path: '/cart', element: <h1>Cart page</h1> },
      { path: '/cart/checkout', Component: CheckoutPage },
    ],
    [url],
  );
  return { fetchMock, ...view };
}

afterEach(() => vi.unstubAllGlobals());

describe('Payment page (/cart/checkout)', () => {
  it("shows the order's summary, Merchant Payment selected, and how long the order is held", async () => {
    const data = order();
    const { fetchMock } = renderCheckout('/cart/checkout?order_id=o1', () => ({ body: { status: 'success', order: data } }));
    const held = dayjs(data.expires_at).format('HH:mm');

    expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Template' })).toHaveAttribute('href', '/template');
    expect(within(crumbs).getByText('Cart')).toBeInTheDocument();

    expect(await screen.findByRole('radio', { name: 'Merchant Payment' })).toBeChecked();
    expect(screen.getByText(/Online payment opens soon/)).toHaveTextContent(
      `Online payment opens soon. Your order and its stock are held until ${held}.`,
    );
    expect(screen.queryByRole('button', { name: /pay/i })).not.toBeInTheDocument();

    const summary = within(screen.getByRole('region', { name: 'Summary' }));
    const items = summary.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Strength BlockStrength · Unit: 1Rs. 1,800',
      'Whey ProteinOptimum · 2 kg · Unit: 2Rs. 13,000',
    ]);
    expect(summary.getByText('Rs. 14,800')).toBeInTheDocument();
    expect(summary.getByText('Discount Code (10%)')).toBeInTheDocument();
    expect(summary.getByText('- Rs. 1,480')).toBeInTheDocument();
    expect(summary.getByText('Rs. 13,320')).toBeInTheDocument();
    expect(summary.getByText('Sita Sharma (Home)')).toBeInTheDocument();
    expect(summary.getByText('House 12, Street 4, Baneshwor, Kathmandu, Bagmati Province, Nepal')).toBeInTheDocument();
    expect(summary.getByText(/Your order is reserved until/)).toHaveTextContent(`Your order is reserved until ${held}`);
    expect(callsTo(fetchMock, 'GET /user/order/o1').length).toBeGreaterThan(0);
  });

  it('a templates-only order without coupon shows no address and no discount line', async () => {
    const data = order({
      carts: [templateLine()],
      coupon_code: null,
      coupon_discount_percentage: 0,
      coupon_discount_amount: 0,
      sub_total: 1800,
      total_amount: 1800,
      only_templates: true,
      delivery_address: null,
      status: 'Pending',
    });
    renderCheckout('/cart/checkout?order_id=o1', () => ({ body: { status: 'success', order: data } }));
    const summary = within(await screen.findByRole('region', { name: 'Summary' }));
    expect(summary.queryByText(/Discount Code/)).not.toBeInTheDocument();
    expect(summary.queryByText('Delivery Address')).not.toBeInTheDocument();
    expect(summary.getAllByText('Rs. 1,800')).toHaveLength(3);
  });

  it.each([
    ['without order_id', '/cart/checkout', undefined],
    ['when the order is not found', '/cart/checkout?order_id=o1', () => ({ status: 404, body: { status: 'error', message: 'Order not found' } })],
    ['when the order is paid', '/cart/checkout?order_id=o1', () => ({ body: { status: 'success', order: order({ status: 'Active' }) } })],
    ['when the order is cancelled', '/cart/checkout?order_id=o1', () => ({ body: { status: 'success', order: order({ status: 'Cancelled' }) } })],
  ])('redirects to /cart %s', async (_name, url, reply) => {
    const { router } = renderCheckout(url, reply);
    expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
