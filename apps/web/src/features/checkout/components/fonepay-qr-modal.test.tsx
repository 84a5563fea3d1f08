import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { callsTo, fastUser, renderSignedIn, type ApiHandler } from '../../../testing/render-routes';
import { Component as CheckoutPage } from '../routes/checkout-page';
import { FakeWebSocket, methodsReply, payableOrder } from '../testing/payment-fixtures';

function Landed({ name }: { name: string }) {
  const location = useLocation();
  return (
    <h1>
      {name} {location.search}
    </h1>
  );
}

function renderQr(status: ApiHandler) {
  return renderSignedIn(
    [
      { path: '/cart/checkout', Component: CheckoutPage },
      { path: '/checkout/confirmed', element: <Landed name="Confirmed page" /> },
      { path: '/checkout/failed', element: <Landed name="Failed page" /> },
    ],
    '/cart/checkout?order_id=o1',
    {
      'GET /payment/methods': () => ({ body: methodsReply() }),
      'GET /user/order/o1': () => ({ body: { status: 'success', order: payableOrder() } }),
      'POST /payment/transaction/fonepay/qr/generate': () => ({
        body: {
          status: 'success',
          qrMessage: '00020101021226...OXS-ABCDEFGHJKLM-1',
          websocketUrl: 'ws://localhost:3000/sandbox/fonepay/socket/OXS-ABCDEFGHJKLM-1',
          prn: 'OXS-ABCDEFGHJKLM-1',
          amount: 13320,
        },
      }),
      'POST /payment/transaction/fonepay/qr/status': status,
    },
  );
}

async function openQr() {
  const user = userEvent.setup(fastUser);
  await user.click(await screen.findByRole('radio', { name: 'Fonepay QR' }));
  await user.click(screen.getByRole('button', { name: 'Pay with Fonepay QR' }));
  return within(await screen.findByRole('dialog', { name: 'Pay with Fonepay QR' }));
}

beforeEach(() => {
  FakeWebSocket.sockets = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
});
afterEach(() => vi.unstubAllGlobals());

describe('Fonepay QR', () => {
  it('shows the QR, follows the socket (scan, then payment) and goes to the confirmed page once the server says success', async () => {
    const { fetchMock, router } = renderQr(() => ({
      body: { status: 'success', prn: 'OXS-ABCDEFGHJKLM-1', totalTransactionAmount: 13320 },
    }));
    const dialog = await openQr();

    expect(dialog.getByRole('img', { name: 'Fonepay QR code' }).querySelector('svg')).toHaveAttribute(
      'width',
      '200',
    );
    expect(dialog.getByText('Amount: Rs. 13,320')).toBeInTheDocument();
    expect(dialog.getByRole('status')).toHaveTextContent('Waiting for payment');
    const socket = FakeWebSocket.open();
    expect(socket.url).toBe('ws://localhost:3000/sandbox/fonepay/socket/OXS-ABCDEFGHJKLM-1');

    act(() => socket.send({ qrVerified: true, traceId: 't1' }));
    expect(dialog.getByRole('status')).toHaveTextContent('Scanned. Confirm the payment in your app.');
    expect(callsTo(fetchMock, 'POST /payment/transaction/fonepay/qr/status')).toHaveLength(0);

    act(() => socket.send({ paymentSuccess: true, traceId: 't1' }));
    expect(socket.closed).toBe(true);
    expect(screen.getByLabelText('Confirming your payment')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: /Confirmed page/ })).toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      PRN: 'OXS-ABCDEFGHJKLM-1',
      AMT: '13320',
      order_id: 'o1',
    });
    expect(callsTo(fetchMock, 'POST /payment/transaction/fonepay/qr/status').map((c) => c.body)).toEqual([
      { order_id: 'o1' },
    ]);
    expect(FakeWebSocket.sockets.every((s) => s.closed)).toBe(true);
  });

  it('reconnects when the server restarts (close code 1012) and still hears the payment; another loss is shown', async () => {
    const { router } = renderQr(() => ({
      body: { status: 'success', prn: 'OXS-ABCDEFGHJKLM-1', totalTransactionAmount: 13320 },
    }));
    const dialog = await openQr();
    const first = FakeWebSocket.open();
    act(() => first.close(1012));
    // A second later the modal is listening again, on the same QR, and says nothing of a lost connection.
    await waitFor(() => expect(FakeWebSocket.sockets.filter((s) => !s.closed)).toHaveLength(1), {
      timeout: 3000,
    });
    const second = FakeWebSocket.open();
    expect(second.url).toBe(first.url);
    expect(dialog.getByRole('status')).toHaveTextContent('Waiting for payment');
    act(() => second.close(1006));
    expect(await dialog.findByText(/The connection to Fonepay was lost/)).toBeInTheDocument();
    expect(FakeWebSocket.sockets.filter((s) => !s.closed)).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/cart/checkout');
  });

  it('goes to the failed page for this order when the server says failed', async () => {
    const { router } = renderQr(() => ({
      body: { status: 'failed', prn: 'OXS-ABCDEFGHJKLM-1', totalTransactionAmount: 13320 },
    }));
    await openQr();
    act(() => FakeWebSocket.open().send({ paymentSuccess: false }));
    expect(await screen.findByRole('heading', { name: /Failed page/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?order_id=o1');
  });

  it('closing the QR before it is scanned is a cancel: the page says the order is still reserved', async () => {
    const user = userEvent.setup(fastUser);
    const { fetchMock, router } = renderQr(() => ({
      body: { status: 'pending', prn: 'x', totalTransactionAmount: 0 },
    }));
    const dialog = await openQr();
    expect(screen.queryByText(/Payment cancelled/)).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(
      await screen.findByText(
        /^Payment cancelled\. Your order is still reserved until \d\d:\d\d: choose a way to pay\.$/,
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart/checkout');
    expect(new URLSearchParams(router.state.location.search).get('order_id')).toBe('o1');
    // Nothing was asked of the server: the QR stays payable until the order expires.
    expect(callsTo(fetchMock, 'POST /payment/transaction/fonepay/qr/status')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Pay with Fonepay QR' })).toBeEnabled();
  });

  it('closing the QR after it was scanned says nothing of a cancel (the payment may still go through)', async () => {
    const user = userEvent.setup(fastUser);
    renderQr(() => ({ body: { status: 'pending', prn: 'x', totalTransactionAmount: 0 } }));
    const dialog = await openQr();
    act(() => FakeWebSocket.open().send({ qrVerified: true }));
    expect(dialog.getByRole('status')).toHaveTextContent('Scanned. Confirm the payment in your app.');
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(/Payment cancelled/)).not.toBeInTheDocument();
  });

  it('a failed status check shows the fallback message and closes the modal; closing the modal closes the socket', async () => {
    const user = userEvent.setup(fastUser);
    renderQr(() => ({ status: 500, body: { status: 'error' } }));
    await openQr();
    act(() => FakeWebSocket.open().send({ paymentSuccess: true }));
    expect(
      await screen.findByText('Something went wrong. Try again later or use different payment method.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByLabelText('Confirming your payment')).not.toBeInTheDocument();

    // Try again, then change one's mind.
    await user.click(screen.getByRole('button', { name: 'Pay with Fonepay QR' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pay with Fonepay QR' }));
    const socket = FakeWebSocket.open();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(socket.closed).toBe(true);
  });
});
