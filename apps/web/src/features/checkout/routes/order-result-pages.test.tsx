import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatus } from '@oxstrength/shared/status';
import { RootLayout } from '../../../app/root-layout';
import type { Order } from '@oxstrength/shared/contracts/orders';
import {
  callsTo,
  fastUser,
  renderRoutes,
  renderSignedIn,
  signInAs,
  stubApi,
  testUser,
} from '../../../testing/render-routes';
import {
  cartReply,
  productLine as cartProductLine,
  templateLine as cartTemplateLine,
} from '../../cart/testing/cart-fixtures';
import { productLine, templateLine } from '../../orders/testing/order-fixtures';
import { FakeWebSocket, methodsReply, minutesFromNow, payableOrder } from '../testing/payment-fixtures';
import { Component as CheckoutPage } from './checkout-page';
import { Component as ConfirmedPage } from './order-confirmed-page';
import { Component as FailedPage } from './order-failed-page';

const CONFIRMED_URL = '/checkout/confirmed?PRN=OXS-ABCDEFGHJKLM-1&AMT=13320&order_id=o1';

/** The order as the server has it; `server.status` changes what later GETs answer. */
function renderConfirmed(
  status: OrderStatus,
  {
    signedIn = true,
    url = CONFIRMED_URL,
    confirmAnswered,
  }: { signedIn?: boolean; url?: string; confirmAnswered?: Promise<void> } = {},
) {
  if (signedIn) signInAs();
  const server = { status };
  const fetchMock = stubApi({
    'GET /auth/profile': () => ({ body: { status: 'success', user: testUser } }),
    'GET /user/order/o1': () => ({
      body: { status: 'success', order: payableOrder({ status: server.status }) },
    }),
    // The server asks Stripe, which says paid: the order becomes Active.
    'POST /payment/stripe/confirm': () => {
      server.status = 'Active';
      return {
        body: {
          status: 'success',
          order_status: 'Active',
          redirect_url: `http://localhost:3000${CONFIRMED_URL}`,
        },
      };
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
    expect(
      screen.getByText('Thank you! We have received your payment and your order is confirmed.'),
    ).toBeInTheDocument();
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

  it('listens on the live socket instead of polling, and shows ORDER CONFIRMED!! when it says the order was paid', async () => {
    class LiveSocket {
      static sockets: LiveSocket[] = [];
      sent: unknown[] = [];
      onopen: (() => void) | null = null;
      onmessage: ((event: { data: string }) => void) | null = null;
      onclose: ((event: { code: number }) => void) | null = null;
      constructor(public readonly url: string) {
        LiveSocket.sockets.push(this);
        setTimeout(() => this.onopen?.(), 0);
      }
      send(data: string) {
        this.sent.push(JSON.parse(data));
      }
      close() {
        this.onclose?.({ code: 1000 });
      }
      push(event: unknown) {
        this.onmessage?.({ data: JSON.stringify(event) });
      }
    }
    vi.stubGlobal('WebSocket', LiveSocket);
    const { fetchMock, server } = renderConfirmed('Pending');
    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeInTheDocument();
    await waitFor(() => expect(LiveSocket.sockets.at(-1)?.sent).toHaveLength(1));
    const socket = LiveSocket.sockets.at(-1)!;
    // The token goes in the first message, never in the URL.
    expect(socket.url).toBe('ws://localhost:3000/api/v1/live');
    expect(socket.sent[0]).toEqual({ type: 'auth', token: expect.any(String) });
    act(() => socket.push({ type: 'ready' }));
    await waitFor(() => expect(callsTo(fetchMock, 'GET /user/order/o1').length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const reads = callsTo(fetchMock, 'GET /user/order/o1').length;
    // Listening: no polling every 2 s.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(callsTo(fetchMock, 'GET /user/order/o1')).toHaveLength(reads);

    server.status = 'Active';
    act(() => socket.push({ type: 'order', order_id: 'o1', status: 'Active' }));
    expect(await screen.findByRole('heading', { name: 'ORDER CONFIRMED!!' })).toBeInTheDocument();
  });

  it('back from Stripe (payment_intent in the query), it has the server check the card payment once, then reads the order', async () => {
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
    expect(callsTo(fetchMock, 'POST /payment/stripe/confirm').map((c) => c.body)).toEqual([
      { order_id: 'o1' },
    ]);
  });

  it('shows the failed view when the order ends Failed', async () => {
    renderConfirmed('Failed');
    expect(await screen.findByRole('heading', { name: 'ORDER FAILED!!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Checkout' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('heading', { name: 'ORDER CONFIRMED!!' })).not.toBeInTheDocument();
  });

  it('sends the buyer back to the payment page when the attempt was cancelled meanwhile (the order is Initiated again)', async () => {
    const { router } = renderSignedIn(
      [
        { path: '/checkout/confirmed', Component: ConfirmedPage },
        { path: '/cart/checkout', Component: CheckoutPage },
      ],
      CONFIRMED_URL,
      {
        'GET /payment/methods': () => ({ body: methodsReply() }),
        'GET /user/order/o1': () => ({
          body: { status: 'success', order: payableOrder({ status: 'Initiated' }) },
        }),
      },
    );
    expect(
      await screen.findByText(/^Payment cancelled\. Your order is still reserved until/),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart/checkout');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      order_id: 'o1',
      payment: 'cancelled',
    });
    expect(screen.queryByRole('heading', { name: 'ORDER FAILED!!' })).not.toBeInTheDocument();
  });

  it("once the order is paid, the header's MY CART count is read again (Fonepay QR: no page load in between)", async () => {
    signInAs();
    // The order as the server has it: Initiated until the QR starts a payment, then Pending, then paid.
    const server = { started: false, paid: false };
    FakeWebSocket.sockets = [];
    vi.stubGlobal('WebSocket', FakeWebSocket);
    const fetchMock = stubApi({
      'GET /auth/profile': () => ({ body: { status: 'success', user: testUser } }),
      'GET /payment/methods': () => ({ body: methodsReply() }),
      // The paid lines leave the cart on the server.
      'GET /user/carts': () => ({
        body: cartReply(server.paid ? [] : [cartProductLine(), cartTemplateLine()]),
      }),
      'GET /user/order/o1': () => ({
        body: {
          status: 'success',
          order: payableOrder({ status: server.paid ? 'Active' : server.started ? 'Pending' : 'Initiated' }),
        },
      }),
      'POST /payment/transaction/fonepay/qr/generate': () => {
        server.started = true;
        return {
          body: {
            status: 'success',
            qrMessage: 'qr-text',
            websocketUrl: 'ws://localhost:3000/sandbox/fonepay/socket/OXS-ABCDEFGHJKLM-1',
            prn: 'OXS-ABCDEFGHJKLM-1',
            amount: 13320,
          },
        };
      },
      'POST /payment/transaction/fonepay/qr/status': () => {
        server.paid = true;
        return { body: { status: 'success', prn: 'OXS-ABCDEFGHJKLM-1', totalTransactionAmount: 13320 } };
      },
    });
    // Answers take a while, as over a network: the confirmed page first has the payment page's copy of the order.
    const stubbed = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      const response = await stubbed(input, init);
      if (server.paid && String(input).includes('/user/order/o1'))
        await new Promise((r) => setTimeout(r, 300));
      return response;
    });
    renderRoutes(
      [
        {
          element: <RootLayout />,
          children: [
            { path: '/cart/checkout', Component: CheckoutPage },
            { path: '/checkout/confirmed', Component: ConfirmedPage },
          ],
        },
      ],
      ['/cart/checkout?order_id=o1'],
    );
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('link', { name: 'My cart, 2 items' })).toBeInTheDocument();

    const user = userEvent.setup(fastUser);
    await user.click(await screen.findByRole('radio', { name: 'Fonepay QR' }));
    await user.click(screen.getByRole('button', { name: 'Pay with Fonepay QR' }));
    await screen.findByRole('dialog', { name: 'Pay with Fonepay QR' });
    act(() => FakeWebSocket.open().send({ paymentSuccess: true }));

    // The payment page's copy of the order (Initiated, from before the QR) does not send the buyer back.
    expect(await screen.findByRole('heading', { name: 'ORDER CONFIRMED!!' })).toBeInTheDocument();
    expect(screen.queryByText(/Payment cancelled/)).not.toBeInTheDocument();
    expect(await within(header).findByRole('link', { name: 'My cart, 0 items' })).toBeInTheDocument();
  });

  it('without sign-in it asks nothing of the server and shows a neutral message', async () => {
    const { fetchMock } = renderConfirmed('Active', { signedIn: false });
    expect(
      await screen.findByText('Sign in to see whether your payment was received and your order confirmed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('heading', { name: 'ORDER CONFIRMED!!' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /user/order/o1')).toHaveLength(0);
  });
});

describe('a payment the order could not keep (issue 36)', () => {
  const unkept = (reason: 'paid' | 'cancelled', reference = 'OXS-ABCDEFGHJKLM-2') => ({
    status: 'Required' as const,
    amount: null,
    provider_ref: null,
    refunded_at: null,
    payments: [{ reference, amount: 13320, reason, refund_by: '2026-12-05' }],
  });

  function renderWith(data: Order, url: string) {
    renderSignedIn(
      [
        { path: '/checkout/confirmed', Component: ConfirmedPage },
        { path: '/checkout/failed', Component: FailedPage },
      ],
      url,
      {
        'GET /user/order/o1': () => ({ body: { status: 'success', order: data } }),
      },
    );
  }

  it('the tab whose payment came second: not ORDER CONFIRMED!!, but already paid, refunded by a day', async () => {
    renderWith(
      payableOrder({ status: 'Active', refund: unkept('paid') }),
      '/checkout/confirmed?PRN=OXS-ABCDEFGHJKLM-2&AMT=13320&order_id=o1',
    );
    expect(await screen.findByRole('heading', { name: 'This order was already paid' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'ORDER CONFIRMED!!' })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'This payment of Rs. 13,320 will be refunded to you by 2026-12-05, through the payment method you used.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('OXS-ABCDEFGHJKLM-2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/dashboard/orders/o1');
  });

  it("back from a card's 3-D Secure (the query names the order), the payment the server checked decides: already paid", async () => {
    const { fetchMock } = renderSignedIn(
      [{ path: '/checkout/confirmed', Component: ConfirmedPage }],
      '/checkout/confirmed?order_id=o1&PRN=OXS-ABCDEFGHJKLM&AMT=13320&payment_intent=pi_2&redirect_status=succeeded',
      {
        'GET /user/order/o1': () => ({
          body: { status: 'success', order: payableOrder({ status: 'Active', refund: unkept('paid') }) },
        }),
        'POST /payment/stripe/confirm': () => ({
          body: {
            status: 'success',
            order_status: 'Active',
            redirect_url:
              'http://localhost:3000/checkout/confirmed?PRN=OXS-ABCDEFGHJKLM-2&AMT=13320&order_id=o1',
          },
        }),
      },
    );
    expect(await screen.findByRole('heading', { name: 'This order was already paid' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'ORDER CONFIRMED!!' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /payment/stripe/confirm')).toHaveLength(1);
  });

  it('the tab whose payment came first still says ORDER CONFIRMED!!', async () => {
    renderWith(
      payableOrder({ status: 'Active', refund: unkept('paid') }),
      '/checkout/confirmed?PRN=OXS-ABCDEFGHJKLM-1&AMT=13320&order_id=o1',
    );
    expect(await screen.findByRole('heading', { name: 'ORDER CONFIRMED!!' })).toBeInTheDocument();
    expect(screen.queryByText(/will be refunded/)).not.toBeInTheDocument();
  });

  it('paid after an admin cancelled the order: one outcome, cancelled, this payment refunded (also via a QR)', async () => {
    const cancelled = payableOrder({
      status: 'Cancelled',
      cancel_reason: 'Out of stock',
      refund: unkept('cancelled', 'OXS-ABCDEFGHJKLM-1'),
    });
    renderWith(cancelled, '/checkout/confirmed?PRN=OXS-ABCDEFGHJKLM-1&AMT=13320&order_id=o1');
    expect(await screen.findByRole('heading', { name: 'This order was cancelled' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'ORDER FAILED!!' })).not.toBeInTheDocument();
    expect(screen.getByText(/will be refunded to you by 2026-12-05/)).toBeInTheDocument();
  });

  it('the failed page of a cancelled order whose payment went through says the same (Fonepay QR lands there)', async () => {
    renderWith(
      payableOrder({ status: 'Cancelled', refund: unkept('cancelled', 'OXS-ABCDEFGHJKLM-1') }),
      '/checkout/failed?order_id=o1',
    );
    expect(await screen.findByRole('heading', { name: 'This order was cancelled' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'ORDER FAILED!!' })).not.toBeInTheDocument();
  });
});

describe('/checkout/failed', () => {
  it('shows ORDER FAILED!! with the way back to the cart', async () => {
    renderRoutes([{ path: '/checkout/failed', Component: FailedPage }], ['/checkout/failed']);
    expect(await screen.findByRole('heading', { level: 1, name: 'ORDER FAILED!!' })).toBeInTheDocument();
    expect(
      screen.getByText('There seems to be a problem while placing your order. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Checkout' })).toHaveAttribute('href', '/cart');
  });

  /** The failed page for order o1 as the server has it; resolves once the page has read the order. */
  async function renderFailed(data: Order) {
    const { fetchMock } = renderSignedIn(
      [{ path: '/checkout/failed', Component: FailedPage }],
      '/checkout/failed?order_id=o1',
      {
        'GET /user/order/o1': () => ({ body: { status: 'success', order: data } }),
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'ORDER FAILED!!' })).toBeInTheDocument();
    expect(
      screen.getByText('There seems to be a problem while placing your order. Please try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'GET /user/order/o1').length).toBeGreaterThan(0));
    // Let the order's answer reach the page.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return screen.getByRole('link', { name: 'Go to Checkout' });
  }

  it.each<[string, Partial<Order>, string]>([
    ['the order’s payment page while it can be paid', { status: 'Pending' }, '/cart/checkout?order_id=o1'],
    [
      'the order’s payment page after a Buy Now, while it can be paid',
      { status: 'Initiated', express: true, carts: [productLine()] },
      '/cart/checkout?order_id=o1',
    ],
    ['the cart once a cart order has failed', { status: 'Failed' }, '/cart'],
    [
      'the cart once a cart order has expired',
      { status: 'Pending', expires_at: minutesFromNow(-1) },
      '/cart',
    ],
    [
      'the product once a Buy Now has failed (never an empty cart)',
      { status: 'Failed', express: true, carts: [productLine()] },
      '/shop/product/whey-protein',
    ],
    [
      'the template once a Buy Now has expired',
      { status: 'Cancelled', express: true, carts: [templateLine()] },
      '/template/strength-block',
    ],
  ])('Go to Checkout leads to %s', async (_name, overrides, href) => {
    const link = await renderFailed(payableOrder(overrides));
    await waitFor(() => expect(link).toHaveAttribute('href', href));
  });

  it('Go to Checkout leads to the cart for an order that is not the caller’s', async () => {
    renderSignedIn([{ path: '/checkout/failed', Component: FailedPage }], '/checkout/failed?order_id=o1', {
      'GET /user/order/o1': () => ({ status: 404, body: { status: 'error', message: 'Order not found' } }),
    });
    expect(await screen.findByRole('link', { name: 'Go to Checkout' })).toHaveAttribute('href', '/cart');
  });
});
