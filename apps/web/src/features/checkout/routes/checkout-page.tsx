import { Button, Card, Center, Container, Grid, Loader, Radio, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PAYABLE_ORDER_STATUSES } from '@oxstrength/shared/status';
import { Navigate, useSearchParams } from 'react-router';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { clockTime, isNotFound, useOrder } from '../../../lib/orders-api';
import { PaymentSummary } from '../components/payment-summary';

const MERCHANT = 'merchant';

/**
 * /cart/checkout?order_id=...: the payment method page. The order comes from the server; without one that
 * the caller can pay (missing, another user's, paid, cancelled) the user goes back to /cart.
 */
export function Component() {
  useDocumentTitle('Payment | OxStrength');
  const [params] = useSearchParams();
  const orderId = params.get('order_id') ?? '';
  const order = useOrder(orderId);

  const payable = order.data ? PAYABLE_ORDER_STATUSES.includes(order.data.status) : true;
  if (!orderId || (order.isError && isNotFound(order.error)) || !payable) return <Navigate to="/cart" replace />;

  let body;
  if (order.isPending) {
    body = (
      <Center py={80}>
        <Loader aria-label="Loading order" />
      </Center>
    );
  } else if (order.isError) {
    body = (
      <Center py="xl">
        <Stack align="center" gap="sm" role="status">
          <Text c="dimmed">Your order could not be loaded.</Text>
          <Button variant="default" onClick={() => void order.refetch()} loading={order.isFetching}>
            Try again
          </Button>
        </Stack>
      </Center>
    );
  } else {
    const data = order.data;
    body = (
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="payment-method-heading">
            <Title order={2} size="h4" id="payment-method-heading" mb="md">
              Payment Method
            </Title>
            <Radio.Group value={MERCHANT} aria-labelledby="payment-method-heading">
              <Radio value={MERCHANT} label="Merchant Payment" />
            </Radio.Group>
            <Text mt="md" fz="sm">
              Online payment opens soon. Your order and its stock are held until{' '}
              <time dateTime={data.expires_at}>{clockTime(data.expires_at)}</time>.
            </Text>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <PaymentSummary order={data} />
        </Grid.Col>
      </Grid>
    );
  }

  return (
    <Container size="lg" py="xl">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Template', to: '/template' }, { label: 'Cart', to: '/cart' }]} />
      <Title order={1} mt="md" mb="lg">
        Payment
      </Title>
      {body}
    </Container>
  );
}
