import { Alert, Anchor, Badge, Button, Group, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import type { Order } from '@oxstrength/shared/contracts/orders';
import { notifyError } from '../../../lib/notify';
import {
  generateFonepayQr,
  initiateEsewa,
  initiateFonepayWeb,
  initiateKhalti,
  stripeIntent,
  usePaymentMethods,
  type FonepayQr,
  type HiddenForm,
  type PaymentMethod,
  type PaymentMethods,
  type ProviderId,
  type StripeIntent,
} from '../api/payments-api';
import { orderReadyFor } from '../lib/payment-readiness';
import { submitHiddenForm } from '../lib/submit-hidden-form';
import { CardPaymentModal } from './card-payment-modal';
import { FonepayQrModal } from './fonepay-qr-modal';

/** Card (Stripe) is offered only with the publishable key its card form needs. */
const offered = (method: PaymentMethod, { stripe_publishable_key }: PaymentMethods) =>
  method.id !== 'stripe' || Boolean(stripe_publishable_key);

type Started =
  | { kind: 'form'; form: HiddenForm }
  | { kind: 'redirect'; url: string }
  | { kind: 'qr'; qr: FonepayQr }
  | { kind: 'card'; intent: StripeIntent };

async function startPayment(provider: ProviderId, order: Order): Promise<Started> {
  switch (provider) {
    case 'esewa':
      return { kind: 'form', form: await initiateEsewa(order._id) };
    case 'fonepay_web':
      return { kind: 'form', form: await initiateFonepayWeb(order._id) };
    case 'khalti':
      return { kind: 'redirect', url: (await initiateKhalti(order._id)).payment_url };
    case 'fonepay_qr':
      return { kind: 'qr', qr: await generateFonepayQr(order._id) };
    case 'stripe':
      return { kind: 'card', intent: await stripeIntent(order.user._id, order._id) };
  }
}

/**
 * Merchant Payment: one option per configured provider and a Pay button, which acts only when the order has
 * what that provider needs. eSewa and Fonepay post a signed hidden form, Khalti redirects to its payment page,
 * Fonepay QR opens the QR modal, Card opens the card form (Stripe) in a modal. `onCancelled`: the buyer closed
 * the QR before scanning it (the order stays payable).
 */
export function PaymentOptions({ order, onCancelled }: { order: Order; onCancelled?: () => void }) {
  const methods = usePaymentMethods();
  const [chosen, setChosen] = useState<ProviderId | null>(null);
  const [qr, setQr] = useState<FonepayQr | null>(null);
  const [cardIntent, setCardIntent] = useState<StripeIntent | null>(null);
  // Set once the browser is on its way to the provider, so the button stays busy until the page goes.
  const [leaving, setLeaving] = useState(false);

  // Back from the provider's page, the browser may restore this page as it was: make the button work again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const pay = useMutation({
    mutationFn: (provider: ProviderId) => startPayment(provider, order),
    onSuccess: (started) => {
      if (started.kind === 'qr') {
        setQr(started.qr);
        return;
      }
      if (started.kind === 'card') {
        setCardIntent(started.intent);
        return;
      }
      setLeaving(true);
      if (started.kind === 'form') submitHiddenForm(started.form);
      else window.location.assign(started.url);
    },
    onError: (err) => notifyError(err),
  });

  if (methods.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading payment methods">
        <Skeleton height={52} radius="md" />
        <Skeleton height={52} radius="md" />
        <Skeleton height={52} radius="md" />
      </Stack>
    );
  }
  if (methods.isError) {
    return (
      <Alert color="red" title="Payment methods could not be loaded" role="alert">
        <Stack gap="sm" align="flex-start">
          {errorMessage(methods.error)}
          <Button
            size="xs"
            variant="light"
            color="red"
            loading={methods.isFetching}
            onClick={() => void methods.refetch()}
          >
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }

  const options = methods.data.methods.filter((method) => offered(method, methods.data));
  if (options.length === 0) {
    return (
      <Text fz="sm" role="status">
        Online payment is not available right now. Please try again later.
      </Text>
    );
  }

  const selected = options.find((m) => m.id === chosen) ?? options[0];
  const ready = orderReadyFor(order, selected.id);
  const busy = pay.isPending || leaving;

  return (
    <Stack gap="md">
      <Radio.Group
        value={selected.id}
        onChange={(value) => setChosen(value as ProviderId)}
        label="Pay with"
        labelProps={{ fw: 600, mb: 'xs' }}
      >
        <Stack gap="xs">
          {options.map((method) => (
            <Radio.Card
              key={method.id}
              value={method.id}
              radius="md"
              p="md"
              aria-label={method.name}
              aria-describedby={method.sandbox ? `sandbox-${method.id}` : undefined}
            >
              <Group wrap="nowrap" gap="sm">
                <Radio.Indicator />
                <Text fw={500}>{method.name}</Text>
                {method.sandbox && (
                  <Badge id={`sandbox-${method.id}`} variant="light" color="yellow" size="sm">
                    Sandbox
                  </Badge>
                )}
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>

      {!ready && (
        <Text fz="sm" c="red.7" role="alert">
          This order is missing details {selected.name} needs. Go back to your{' '}
          <Anchor component={Link} to="/cart" fz="sm" underline="always">
            cart
          </Anchor>{' '}
          and check out again.
        </Text>
      )}

      <Button size="md" fullWidth disabled={!ready} loading={busy} onClick={() => pay.mutate(selected.id)}>
        Pay with {selected.name}
      </Button>

      <FonepayQrModal orderId={order._id} qr={qr} onClose={() => setQr(null)} onCancel={onCancelled} />
      <CardPaymentModal order={order} intent={cardIntent} onClose={() => setCardIntent(null)} />
    </Stack>
  );
}
