import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { orderDate, useOrder } from '../api/orders-api';
import { OrderAfterSale } from '../components/order-after-sale';
import { OrderLinesTable } from '../components/order-lines-table';
import { OrderPaymentDue } from '../components/order-payment-due';
import { OrderStatusBadge } from '../components/order-status-badge';
import { OrderSummary } from '../components/order-summary';
import { QueryState } from '../../../components/query-state';
import { isNotFound } from '../../../lib/api-client';

/** /dashboard/orders/{id}: one order's lines, summary and address; an unknown order goes back to the list. */
export function Component() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  const { state } = useLocation();
  const listSearch = (state as { ordersSearch?: unknown } | null)?.ordersSearch;
  const listPath = `/dashboard/orders${typeof listSearch === 'string' && listSearch.startsWith('?') ? listSearch : ''}`;
  usePageTitle('Order Detail | OxStrength');

  if (!id || (order.isError && isNotFound(order.error))) return <Navigate to="/dashboard/orders" replace />;

  let body;
  if (!order.data) {
    body = (
      <QueryState query={order} loadingLabel="Loading order" failure="This order could not be loaded." />
    );
  } else {
    const data = order.data;
    body = (
      <Stack gap="xl">
        <Group gap="md" wrap="wrap">
          <Text fw={600}>Order {data.identifier}</Text>
          <Text c="dimmed" fz="sm">
            <time dateTime={data.createdAt}>{orderDate(data.createdAt)}</time>
          </Text>
          <OrderStatusBadge status={data.status} />
        </Group>
        <OrderPaymentDue order={data} />
        <OrderAfterSale order={data} />
        <OrderLinesTable lines={data.carts} />
        <OrderSummary order={data} />
      </Stack>
    );
  }

  return (
    <Container size="lg" py="xl">
      <Anchor component={Link} to={listPath} fz="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden="true" />
          Back to My Orders
        </Group>
      </Anchor>
      <Title order={1} mt="md" mb="lg">
        Order Detail
      </Title>
      {body}
    </Container>
  );
}
