import { Alert, Card, Container, Grid, Radio, Stack, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title';
import { paymentCancelledMessage } from '@oxstrength/shared/constants';
import { isPayable } from '@oxstrength/shared/status';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useSearchParams } from 'react-router';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { clockTime, orderQuery } from '../../orders/api/orders-api';
import { PaymentOptions } from '../components/payment-options';
import { PaymentSummary } from '../components/payment-summary';
import { QueryState } from '../../../components/query-state';
import { PAYMENT_CANCELLED_PARAM } from '../lib/checkout-again';
import { isNotFound } from '../../../lib/api-client';

const MERCHANT = 'merchant';

/**
 * /cart/checkout?order_id=...: the payment method page. The order comes from the server; without one that
 * the caller can pay (missing, another user's, paid, cancelled, failed, expired) the user goes back to /cart.
 * Merchant Payment offers the configured providers. Back from a provider where the buyer cancelled
 * (&payment=cancelled), or after closing the Fonepay QR unscanned, a calm message says the order is still
 * reserved and any method may pay it (a new attempt on the same order).
 */
export function Component() {
  usePageTitle('Payment | OxStrength');
  const [params, setParams] = useSearchParams();
  const orderId = params.get('order_id') ?? '';
  const [cancelKey, cancelValue] = PAYMENT_CANCELLED_PARAM;
  const cancelled = params.get(cancelKey) === cancelValue;
  // Loaded once per visit: a refetch on focus while the buyer pays by QR must not send them to /cart mid-payment.
  const order = useQuery({ ...orderQuery(orderId), refetchOnWindowFocus: false });

  const payable = order.data ? isPayable(order.data.status, order.data.expires_at) : true;
  if (!orderId || (order.isError && isNotFound(order.error)) || !payable)
    return <Navigate to="/cart" replace />;

  let body;
  if (!order.data) {
    body = (
      <QueryState query={order} loadingLabel="Loading order" failure="Your order could not be loaded." />
    );
  } else {
    const data = order.data;
    const showCancelled = () =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set(cancelKey, cancelValue);
          return next;
        },
        { replace: true },
      );
    body = (
      <>
        {cancelled && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} role="status" mb="lg">
            {paymentCancelledMessage(clockTime(data.expires_at))}
          </Alert>
        )}
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card
              withBorder
              radius="md"
              padding="lg"
              component="section"
              aria-labelledby="payment-method-heading"
            >
              <Title order={2} size="h4" id="payment-method-heading" mb="md">
                Payment Method
              </Title>
              <Stack gap="lg">
                <Radio.Group value={MERCHANT} aria-labelledby="payment-method-heading">
                  <Radio value={MERCHANT} label="Merchant Payment" />
                </Radio.Group>
                <PaymentOptions order={data} onCancelled={showCancelled} />
              </Stack>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <PaymentSummary order={data} />
          </Grid.Col>
        </Grid>
      </>
    );
  }

  return (
    <Container size="lg" py="xl">
      <Breadcrumbs
        items={[
          { label: 'Home', to: '/' },
          { label: 'Template', to: '/template' },
          { label: 'Cart', to: '/cart' },
        ]}
      />
      <Title order={1} mt="md" mb="lg">
        Payment
      </Title>
      {body}
    </Container>
  );
}
