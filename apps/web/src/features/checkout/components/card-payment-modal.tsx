import { Alert, Box, Button, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { formatRs } from '@oxstrength/shared/money';
import type { Stripe, StripeElements, StripePaymentElement } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Order } from '@oxstrength/shared/contracts/orders';
import { confirmStripe, type StripeIntent } from '../api/payments-api';

export const CARD_FORM_ERROR = 'The card form could not be loaded. Check your connection and try again.';
export const CARD_PAY_ERROR = 'Your card payment could not be completed. Please try again.';

/** /checkout/confirmed for this order: where the buyer goes once paid (and where Stripe returns after 3-D Secure). */
export function cardConfirmedPath(order: Order): string {
  const query = new URLSearchParams({
    order_id: order._id,
    PRN: order.identifier,
    AMT: String(order.total_amount),
  });
  return `/checkout/confirmed?${query.toString()}`;
}

type FormState = 'loading' | 'ready' | 'unavailable';

/**
 * Stripe's Payment Element for one PaymentIntent. Stripe.js is loaded only here, on demand, so none of it is
 * in the payment page's bundle. Unmounting (closing the modal) destroys the element.
 */
function CardForm({
  order,
  intent,
  onBusy,
}: {
  order: Order;
  intent: StripeIntent;
  onBusy: (busy: boolean) => void;
}) {
  const navigate = useNavigate();
  // The element's container, as state: the effect runs once the modal has actually put it in the page.
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const stripeRef = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<FormState>('loading');
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!host) return;
    let active = true;
    let element: StripePaymentElement | null = null;
    void (async () => {
      try {
        const { loadStripe } = await import('@stripe/stripe-js');
        const stripe = await loadStripe(intent.publishable_key);
        if (!active) return;
        if (!stripe) throw new Error('Stripe.js is not available');
        const elements = stripe.elements({ clientSecret: intent.client_secret });
        element = elements.create('payment');
        element.on('ready', () => {
          if (active) setState('ready');
        });
        element.on('loaderror', () => {
          if (active) setState('unavailable');
        });
        element.mount(host);
        stripeRef.current = { stripe, elements };
      } catch {
        if (active) setState('unavailable');
      }
    })();
    return () => {
      active = false;
      stripeRef.current = null;
      element?.destroy();
    };
  }, [host, intent.publishable_key, intent.client_secret, attempt]);

  const retry = () => {
    setState('loading');
    setAttempt((n) => n + 1);
  };

  const pay = async () => {
    const loaded = stripeRef.current;
    if (!loaded || paying) return;
    setPaying(true);
    onBusy(true);
    setError(null);
    const path = cardConfirmedPath(order);
    let failure: string | null = null;
    try {
      const result = await loaded.stripe.confirmPayment({
        elements: loaded.elements,
        confirmParams: { return_url: `${window.location.origin}${path}` },
        redirect: 'if_required',
      });
      if (result.error) failure = result.error.message || CARD_PAY_ERROR;
    } catch {
      failure = CARD_PAY_ERROR;
    }
    if (failure) {
      setError(failure);
      setPaying(false);
      onBusy(false);
      return;
    }
    // Paid without leaving the page: the server asks Stripe and delivers; the confirmed page shows the result.
    try {
      const confirmation = await confirmStripe(order._id);
      if (confirmation.status === 'failed') {
        void navigate(`/checkout/failed?${new URLSearchParams({ order_id: order._id }).toString()}`);
      } else {
        // The server's result names this card payment (its PRN): a payment the order could not keep says so.
        const result = confirmation.redirect_url
          ? new URL(confirmation.redirect_url, window.location.origin)
          : null;
        void navigate(result ? `${result.pathname}${result.search}` : path);
      }
    } catch {
      // Stripe has taken the payment; the confirmed page waits while the server's recovery settles it.
      void navigate(path);
    }
  };

  return (
    <Stack gap="md">
      <Text fz="sm">
        Amount: <strong>{formatRs(order.total_amount)}</strong>
      </Text>
      {state === 'loading' && (
        <Center py="md">
          <Loader size="sm" role="status" aria-label="Loading the card form" />
        </Center>
      )}
      {state === 'unavailable' && (
        <Alert color="red" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text fz="sm">{CARD_FORM_ERROR}</Text>
            <Button size="xs" variant="light" color="red" onClick={retry}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      <Box ref={setHost} hidden={state === 'unavailable'} aria-label="Card details" role="group" />
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Button size="md" fullWidth disabled={state !== 'ready'} loading={paying} onClick={() => void pay()}>
        Pay {formatRs(order.total_amount)}
      </Button>
    </Stack>
  );
}

/**
 * Card (Stripe PaymentIntent): the card form in a modal and a Pay button. A declined card or a failed check
 * shows Stripe's message here; a payment that goes through is confirmed by the server, then the buyer goes to
 * the confirmed page. 3-D Secure that needs a redirect comes back to that page, which asks the server too.
 */
export function CardPaymentModal({
  order,
  intent,
  onClose,
}: {
  order: Order;
  intent: StripeIntent | null;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  if (!intent) return null;
  const close = () => {
    setBusy(false);
    onClose();
  };
  return (
    <Modal
      opened
      onClose={() => {
        if (!busy) close();
      }}
      title="Pay with Card"
      centered
      withCloseButton={!busy}
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <CardForm key={intent.client_secret} order={order} intent={intent} onBusy={setBusy} />
    </Modal>
  );
}
