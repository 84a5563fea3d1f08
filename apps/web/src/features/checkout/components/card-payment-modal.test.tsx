import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { callsTo, fastUser, renderSignedIn, type ApiHandler } from '../../../testing/render-routes';
import type { PaymentMethods } from '../api/payments-api';
import { Component as CheckoutPage } from '../routes/checkout-page';
import { methodsReply, payableOrder, SANDBOX_METHODS } from '../testing/payment-fixtures';

/** A stand-in for Stripe.js: the page gets it only through loadStripe, whose objects are spies. */
const fake = vi.hoisted(() => {
  const listeners: Record<string, () => void> = {};
  const element = {
    on: vi.fn((event: string, listener: () => void) => {
      listeners[event] = listener;
      return element;
    }),
    mount: vi.fn((node: HTMLElement) => {
      const frame = document.createElement('iframe');
      frame.title = 'Secure payment input frame';
      node.appendChild(frame);
    }),
    destroy: vi.fn(),
  };
  const elements = { create: vi.fn((_type: string) => element) };
  const stripe = {
    elements: vi.fn((_options: { clientSecret: string }) => elements),
    confirmPayment: vi.fn(),
  };
  return {
    element,
    elements,
    stripe,
    loadStripe: vi.fn(async (_key: string) => stripe),
    /** Stripe reports the card form ready. */
    ready: () => listeners.ready?.(),
    reset() {
      for (const key of Object.keys(listeners)) delete listeners[key];
    },
  };
});
vi.mock('@stripe/stripe-js', () => ({ loadStripe: fake.loadStripe }));

const WITH_CARD = methodsReply({
  methods: [...SANDBOX_METHODS, { id: 'stripe', name: 'Card', sandbox: false }],
  stripe_publishable_key: 'pk_test_1',
});

function Landed() {
  const location = useLocation();
  return <h1>Confirmed page {location.search}</h1>;
}

function renderCard(
  methods: ReturnType<typeof methodsReply> = WITH_CARD,
  handlers: Record<string, ApiHandler> = {},
) {
  return renderSignedIn(
    [
      { path: '/cart/checkout', Component: CheckoutPage },
      { path: '/checkout/confirmed', element: <Landed /> },
    ],
    '/cart/checkout?order_id=o1',
    {
      'GET /payment/methods': () => ({ body: methods }),
      'GET /user/order/o1': () => ({ body: { status: 'success', order: payableOrder() } }),
      'GET /payment/transaction/stripe/intent': () => ({
        body: { status: 'success', client_secret: 'pi_1_secret_abc', publishable_key: 'pk_test_1' },
      }),
      'POST /payment/stripe/confirm': () => ({
        body: {
          status: 'success',
          order_status: 'Active',
          // The server names the card payment it checked (its PRN), as confirmedUrl does.
          redirect_url:
            'http://localhost:3000/checkout/confirmed?PRN=OXS-ABCDEFGHJKLM-1&AMT=13320&order_id=o1',
        },
      }),
      ...handlers,
    },
  );
}

/** Choose Card, press Pay with Card, and wait for the card form. */
async function openCardForm() {
  const user = userEvent.setup(fastUser);
  await user.click(await screen.findByRole('radio', { name: 'Card' }));
  await user.click(screen.getByRole('button', { name: 'Pay with Card' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Pay with Card' }));
  await waitFor(() => expect(fake.element.mount).toHaveBeenCalledTimes(1));
  return { user, dialog };
}

const CONFIRMED = { order_id: 'o1', PRN: 'OXS-ABCDEFGHJKLM', AMT: '13320' };

beforeEach(() => {
  vi.clearAllMocks();
  fake.reset();
});
afterEach(() => vi.unstubAllGlobals());

describe('Card (Stripe)', () => {
  it.each<[string, Partial<PaymentMethods>]>([
    ['the methods do not list stripe', {}],
    ['there is no publishable key', { methods: WITH_CARD.methods, stripe_publishable_key: null }],
  ])('is not offered when %s', async (_name, overrides) => {
    renderCard(methodsReply(overrides));
    const providers = within(await screen.findByRole('radiogroup', { name: 'Pay with' }));
    expect(providers.getAllByRole('radio').map((o) => o.getAttribute('aria-label'))).toEqual([
      'eSewa',
      'Fonepay QR',
      'Fonepay',
      'Khalti',
    ]);
    expect(fake.loadStripe).not.toHaveBeenCalled();
  });

  it('pays: intent, card form mounted, confirmPayment, the server confirms, then the confirmed page', async () => {
    fake.stripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    const { fetchMock, router } = renderCard();
    const { user, dialog } = await openCardForm();

    const intentCalls = callsTo(fetchMock, 'GET /payment/transaction/stripe/intent');
    expect(intentCalls.map((c) => Object.fromEntries(c.query))).toEqual([{ user_id: 'u1', order_id: 'o1' }]);
    expect(fake.loadStripe).toHaveBeenCalledWith('pk_test_1');
    expect(fake.stripe.elements).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_abc' });
    expect(fake.elements.create).toHaveBeenCalledWith('payment');
    const host = fake.element.mount.mock.calls[0][0];
    expect(dialog.getByRole('group', { name: 'Card details' })).toBe(host);
    expect(dialog.getByTitle('Secure payment input frame')).toBeInTheDocument();

    // Until Stripe says the form is ready, Pay waits.
    expect(dialog.getByRole('status', { name: 'Loading the card form' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Pay Rs. 13,320' })).toBeDisabled();
    act(() => fake.ready());
    expect(dialog.queryByRole('status', { name: 'Loading the card form' })).not.toBeInTheDocument();
    const pay = dialog.getByRole('button', { name: 'Pay Rs. 13,320' });
    expect(pay).toBeEnabled();
    expect(callsTo(fetchMock, 'POST /payment/stripe/confirm')).toHaveLength(0);

    pay.focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: /Confirmed page/ })).toBeInTheDocument();
    const returnUrl = new URL('/checkout/confirmed', window.location.origin);
    returnUrl.search = new URLSearchParams(CONFIRMED).toString();
    expect(fake.stripe.confirmPayment).toHaveBeenCalledTimes(1);
    expect(fake.stripe.confirmPayment).toHaveBeenCalledWith({
      elements: fake.elements,
      confirmParams: { return_url: returnUrl.toString() },
      redirect: 'if_required',
    });
    expect(callsTo(fetchMock, 'POST /payment/stripe/confirm').map((c) => c.body)).toEqual([
      { order_id: 'o1' },
    ]);
    expect(router.state.location.pathname).toBe('/checkout/confirmed');
    // To the result the server named: this card payment's own PRN, so a payment the order could not keep says so.
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      ...CONFIRMED,
      PRN: 'OXS-ABCDEFGHJKLM-1',
    });
    // Leaving the page took the card form down.
    expect(fake.element.destroy).toHaveBeenCalledTimes(1);
  });

  it("a declined card shows Stripe's message in the modal; closing the modal unmounts the card form", async () => {
    fake.stripe.confirmPayment.mockResolvedValue({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    const { fetchMock, router } = renderCard();
    const { user, dialog } = await openCardForm();
    act(() => fake.ready());

    await user.click(dialog.getByRole('button', { name: 'Pay Rs. 13,320' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(dialog.getByRole('button', { name: 'Pay Rs. 13,320' })).toBeEnabled();
    expect(callsTo(fetchMock, 'POST /payment/stripe/confirm')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/cart/checkout');
    expect(fake.element.destroy).not.toHaveBeenCalled();

    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.element.destroy).toHaveBeenCalledTimes(1);
  });
});
