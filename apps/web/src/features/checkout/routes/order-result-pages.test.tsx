import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatus } from '@oxstrength/shared/status';
import { callsTo, renderRoutes, signInAs, stubApi, testUser } from '../../auth/testing/render-routes';
import { payableOrder } from '../testing/payment-fixtures';
import { Component as ConfirmedPage } from './order-confirmed-page';
import { Component as FailedPage } from './order-failed-page';

const CONFIRMED_URL = '/checkout/confirmed?PRN=OXS-ABCDEFGHJKLM-1&AMT=13320&order_id=o1';

/** The order as the server has it; `server.status` changes what later GETs answer. */
function renderConfirmed(
  status: OrderStatus,
  { signedIn = true, url = CONFIRMED_URL, confirmAnswered }: { signedIn?: boolean; url?: string; confirmAnswered?: Promise<void> } = {},
) {
  if (signedIn) signInAs();
  const server = { status };
  const fetchMock = stubApi({
    'GET /auth/profile': () => ({ body: { status: 'success', user: testUser } }),
    'GET /user/order/o1': () => ({ body: { status: 'success', order: payableOrder({ status: server.status }) } }),
    // The server asks Stripe, which says paid: the order becomes Active.
    'POST /payment/stripe/confirm': () => {
      server.status = 'Active';
      return { body: { status: 'success', order_status: 'Active', redirect_url: `http://localhost:3000${CONFIRMED_URL}` } };
    },
  });
  if (confirmAnswered) {
    // The server's answer to the Stripe confirmation arrives only once the test says so.
    const stubbed = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      const response = await stubbed(input, init);
      if (String(input).includes('/payment/stripe/confirm')) await confirmAnswered;
      return response;
    });
  }
  renderRoutes([{ path: '/checkout/confirmed', Component: ConfirmedPage }], [url]);
  return { fetchMock, server };
}

afterEach(() => vi.unstubAllGlobals());

describe('/checkout/confirmed', () => {
  it('says it is confirming while the order is Pending, and ORDER CONFIRMED!! once the server has it Active', async () => {
    const { fetchMock, server } = renderConfirmed('Pending');
    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'GET /user/order/o1').length).toBeGreaterThan(0));
    expect(screen.queryByRole('heading', { name: 'ORDER CONFIRMED!!' })).not.toBeInTheDocument();

    server.status = 'Active';

    expect(await screen.findByRole('heading', { name: 'ORDER CONFIRMED!!' })).toBeInTheDocument();
    expect(screen.getByText('Thank you! We have received your payment and your order is confirmed.')).toBeInTheDocument();
    expect(screen.getByText('OXS-ABCDEFGHJKLM-1')).toBeInTheDocument();
    expect(screen.getByText('Rs. 13,320')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    const polls = callsTo(fetchMock, 'GET /user/order/o1').length;
    expect(polls).toBeGreaterThanOrEqual(2);
    // Polling stops once the order is paid.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(callsTo(fetchMock, 'GET /user/order/o1')).toHaveLength(polls);
    // Not back from Stripe: the page asks nothing else.
    expect(callsTo(fetchMock, 'POST /payment/stripe/confirm')).toHaveLength(0);
  });

  it("back from Stripe (payment_intent in the query), it has the server check the card payment once, then reads the order", async () => {
    let answer = () => {};
    const { fetchMock } = renderConfirmed('Pending', {
      url: `/checkout/confirmed?order_id=o1&PRN=OXS-ABCDEFGHJKLM&AMT=13320&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_abc&redirect_status=succeeded`,
      confirmAnswered: new Promise<void>((resolve) => (answer = resolve)),
    });

    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'POST /payment/stripe/confirm')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(callsTo(fetchMock, 'GET /user/order/o1')).toHaveLength(0);

    answer();
    expect(await screen.findByRole('heading', { name: 'ORDER CONFIRMED!!' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /payment/stripe/confirm').map((c) => c.body)).toEqual([{ order_id: 'o1' }]);
  });

  it('shows the failed view when the order ends Failed', async () => {
    renderConfirmed('Failed');
    expect(await screen.findByRole('heading', { name: 'ORDER FAILED!!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Checkout' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('heading', { name: 'ORDER CONFIRMED!!' })).not.toBeInTheDocument();
  });

  it('without sign-in it asks nothing of the server and shows a neutral message', async () => {
    const { fetchMock } = renderConfirmed('Active', { signedIn: false });
    expect(await screen.findByText('Sign in to see whether your payment was received and your order confirmed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('heading', { name: 'ORDER CONFIRMED!!' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /user/order/o1')).toHaveLength(0);
  });
});

describe('/checkout/failed', () => {
  it('shows ORDER FAILED!! with the way back to the cart', async () => {
    renderRoutes([{ path: '/checkout/failed', Component: FailedPage }], ['/checkout/failed']);
    expect(await screen.findByRole('heading', { level: 1, name: 'ORDER FAILED!!' })).toBeInTheDocument();
    expect(screen.getByText('There seems to be a problem while placing your order. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Checkout' })).toHaveAttribute('href', '/cart');
  });
});
