import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nepalClock } from '@oxstrength/shared/nepal-time';
import type { Order } from '@oxstrength/shared/contracts/orders';
import {
  callsTo,
  fastUser,
  renderSignedIn,
  type ApiHandler,
  type ApiReply,
} from '../../../testing/render-routes';
import { order, orderReplyOf, templateLine } from '../../orders/testing/order-fixtures';
import { methodsReply, minutesFromNow, payableOrder, SANDBOX_METHODS } from '../testing/payment-fixtures';
import { Component as CheckoutPage } from './checkout-page';

function renderCheckout(url: string, reply?: () => ApiReply, handlers: Record<string, ApiHandler> = {}) {
  return renderSignedIn(
    [
      { path: '/cart', element: <h1>Cart page</h1> },
      { path: '/cart/checkout', Component: CheckoutPage },
    ],
    url,
    {
      'GET /payment/methods': () => ({ body: methodsReply() }),
      ...(reply ? { 'GET /user/order/o1': reply } : {}),
      ...handlers,
    },
  );
}

const orderReply = (data: Order) => () => ({ body: orderReplyOf(data) });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.querySelectorAll('form').forEach((form) => form.remove());
});

describe('Payment page (/cart/checkout)', () => {
  it("shows the order's summary, Merchant Payment selected and one option per configured provider", async () => {
    const data = payableOrder();
    const { fetchMock } = renderCheckout('/cart/checkout?order_id=o1', orderReply(data), {
      'GET /payment/methods': () => ({
        body: methodsReply({
          methods: [...SANDBOX_METHODS, { id: 'stripe', name: 'Card', sandbox: false }],
          stripe_publishable_key: 'pk_test_1',
        }),
      }),
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Template' })).toHaveAttribute('href', '/template');
    expect(within(crumbs).getByText('Cart')).toBeInTheDocument();

    expect(await screen.findByRole('radio', { name: 'Merchant Payment' })).toBeChecked();
    const providers = within(await screen.findByRole('radiogroup', { name: 'Pay with' }));
    const options = providers.getAllByRole('radio');
    expect(options.map((o) => o.getAttribute('aria-label'))).toEqual([
      'eSewa',
      'Fonepay QR',
      'Fonepay',
      'Khalti',
      'Card',
    ]);
    expect(providers.getByRole('radio', { name: 'eSewa' })).toBeChecked();
    expect(providers.getByRole('radio', { name: 'eSewa' })).toHaveAccessibleDescription('Sandbox');
    expect(providers.getByRole('radio', { name: 'Khalti' })).not.toHaveAccessibleDescription();
    expect(screen.getByRole('button', { name: 'Pay with eSewa' })).toBeEnabled();

    const summary = within(screen.getByRole('region', { name: 'Summary' }));
    const items = summary.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Strength BlockStrength · Unit: 1Rs. 1,800',
      'Whey ProteinOptimum · 2 kg · Unit: 2Rs. 13,000',
    ]);
    expect(summary.getByText('Discount Code (10%)')).toBeInTheDocument();
    expect(summary.getByText('Rs. 13,320')).toBeInTheDocument();
    expect(summary.getByText('Sita Sharma (Home)')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /user/order/o1').length).toBeGreaterThan(0);
  });

  it('a templates-only order without coupon shows no address and no discount line', async () => {
    const data = payableOrder({
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
    renderCheckout('/cart/checkout?order_id=o1', orderReply(data));
    const summary = within(await screen.findByRole('region', { name: 'Summary' }));
    expect(summary.queryByText(/Discount Code/)).not.toBeInTheDocument();
    expect(summary.queryByText('Delivery Address')).not.toBeInTheDocument();
    expect(summary.getAllByText('Rs. 1,800')).toHaveLength(3);
  });

  it('back from a cancelled payment: says calmly that the order is still reserved, until when, and offers every method', async () => {
    const user = userEvent.setup(fastUser);
    const expiresAt = minutesFromNow(20);
    // The hold's end as the page shows it: in Nepal time, whatever the device's zone.
    const hhmm = nepalClock(expiresAt);
    const submitted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    const { fetchMock, router } = renderCheckout(
      '/cart/checkout?order_id=o1&payment=cancelled',
      orderReply(payableOrder({ status: 'Initiated', expires_at: expiresAt })),
      {
        'POST /payment/esewa/initiate': () => ({
          body: {
            status: 'success',
            action: 'http://localhost:3000/sandbox/esewa/api/epay/main/v2/form',
            method: 'POST',
            fields: { transaction_uuid: 'OXS-ABCDEFGHJKLM-2' },
          },
        }),
      },
    );

    expect(
      await screen.findByText(
        `Payment cancelled. Your order is still reserved until ${hhmm}: choose a way to pay.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/ORDER FAILED/)).not.toBeInTheDocument();
    expect(screen.queryByText(/There seems to be a problem/)).not.toBeInTheDocument();
    // The same order, still to pay, by any method.
    expect(router.state.location.pathname).toBe('/cart/checkout');
    const providers = within(await screen.findByRole('radiogroup', { name: 'Pay with' }));
    expect(providers.getAllByRole('radio').map((o) => o.getAttribute('aria-label'))).toEqual([
      'eSewa',
      'Fonepay QR',
      'Fonepay',
      'Khalti',
    ]);
    for (const name of ['Khalti', 'Fonepay', 'Fonepay QR', 'eSewa']) {
      await user.click(providers.getByRole('radio', { name }));
      expect(screen.getByRole('button', { name: `Pay with ${name}` })).toBeEnabled();
    }
    await user.click(screen.getByRole('button', { name: 'Pay with eSewa' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /payment/esewa/initiate').map((c) => c.body)).toEqual([
      { order_id: 'o1' },
    ]);
  });

  it('shows no cancellation message when the buyer did not cancel', async () => {
    renderCheckout('/cart/checkout?order_id=o1', orderReply(payableOrder()));
    expect(await screen.findByRole('button', { name: 'Pay with eSewa' })).toBeEnabled();
    expect(screen.queryByText(/Payment cancelled/)).not.toBeInTheDocument();
  });

  it.each([
    ['without order_id', '/cart/checkout', undefined],
    [
      'when the order is not found',
      '/cart/checkout?order_id=o1',
      () => ({ status: 404, body: { status: 'error', message: 'Order not found' } }),
    ],
    ['when the order is paid', '/cart/checkout?order_id=o1', orderReply(order({ status: 'Active' }))],
    ['when the order is cancelled', '/cart/checkout?order_id=o1', orderReply(order({ status: 'Cancelled' }))],
    [
      'when the order failed',
      '/cart/checkout?order_id=o1&payment=cancelled',
      orderReply(order({ status: 'Failed' })),
    ],
    [
      'when the order is past its reservation',
      '/cart/checkout?order_id=o1&payment=cancelled',
      orderReply(payableOrder({ status: 'Initiated', expires_at: minutesFromNow(-1) })),
    ],
  ])('redirects to /cart %s', async (_name, url, reply) => {
    const { router } = renderCheckout(url, reply);
    expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('eSewa: posts the hidden form the server signed', async () => {
    const user = userEvent.setup(fastUser);
    const fields = {
      amount: '13320',
      total_amount: '13320',
      transaction_uuid: 'OXS-ABCDEFGHJKLM-1',
      signature: 'c2ln',
    };
    const submitted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    const { fetchMock } = renderCheckout('/cart/checkout?order_id=o1', orderReply(payableOrder()), {
      'POST /payment/esewa/initiate': () => ({
        body: {
          status: 'success',
          action: 'http://localhost:3000/sandbox/esewa/api/epay/main/v2/form',
          method: 'POST',
          fields,
        },
      }),
    });

    await user.click(await screen.findByRole('button', { name: 'Pay with eSewa' }));

    await waitFor(() => expect(submitted).toHaveLength(1));
    const form = submitted[0];
    expect(form.method).toBe('post');
    expect(form.action).toBe('http://localhost:3000/sandbox/esewa/api/epay/main/v2/form');
    expect(form.isConnected).toBe(true);
    expect(Object.fromEntries(new FormData(form))).toEqual(fields);
    expect([...form.elements].every((el) => (el as HTMLInputElement).type === 'hidden')).toBe(true);
    expect(callsTo(fetchMock, 'POST /payment/esewa/initiate').map((c) => c.body)).toEqual([
      { order_id: 'o1' },
    ]);
    // The page is on its way to eSewa: the button stays busy.
    expect(screen.getByRole('button', { name: 'Pay with eSewa' })).toHaveAttribute('data-loading', 'true');
  });

  it('Khalti: goes to the payment_url; a failed start shows the server message', async () => {
    const user = userEvent.setup(fastUser);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    let fail = true;
    renderCheckout('/cart/checkout?order_id=o1', orderReply(payableOrder()), {
      'POST /payment/khalti/initiate': () =>
        fail
          ? { status: 409, body: { status: 'error', message: 'This order can no longer be paid' } }
          : {
              body: {
                status: 'success',
                payment_url: 'http://localhost:3000/sandbox/khalti/pay/px1',
                pidx: 'px1',
              },
            },
    });

    await user.click(await screen.findByRole('radio', { name: 'Khalti' }));
    expect(screen.getByRole('radio', { name: 'Khalti' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Pay with Khalti' }));
    expect(await screen.findByText('This order can no longer be paid')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Pay with Khalti' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/sandbox/khalti/pay/px1'));
  });

  it("Fonepay's buttons do not act without the order's fonepay_hash; eSewa's still does", async () => {
    const user = userEvent.setup(fastUser);
    const { fetchMock } = renderCheckout(
      '/cart/checkout?order_id=o1',
      orderReply(payableOrder({ fonepay_hash: '' })),
    );

    await user.click(await screen.findByRole('radio', { name: 'Fonepay' }));
    expect(screen.getByRole('button', { name: 'Pay with Fonepay' })).toBeDisabled();
    expect(screen.getByText(/This order is missing details/)).toHaveTextContent(
      'This order is missing details Fonepay needs. Go back to your cart and check out again.',
    );
    await user.click(screen.getByRole('radio', { name: 'Fonepay QR' }));
    expect(screen.getByRole('button', { name: 'Pay with Fonepay QR' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'eSewa' }));
    expect(screen.getByRole('button', { name: 'Pay with eSewa' })).toBeEnabled();
    expect(screen.queryByText(/This order is missing details/)).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /payment/fonepay/web/initiate')).toHaveLength(0);
  });
});
