import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { isPayable } from '@oxstrength/shared/status';
import { formatRs } from '@oxstrength/shared/money';
import { Link, useLocation } from 'react-router';
import type { Order } from '@oxstrength/shared/contracts/orders';
import { clockTime, orderDate, orderPaymentPath } from '../api/orders-api';
import { PAYMENT_DUE_TEXTS } from './order-payment-due';
import { OrderStatusBadge } from './order-status-badge';
import { CardLink } from '../../../components/card-link';

const TITLES_SHOWN = 2;

/** "3 items: Title A, Title B +1 more" */
export function itemsSummary(order: Order): string {
  const count = order.carts.length;
  const titles = order.carts.slice(0, TITLES_SHOWN).map((line) => line.ref.title);
  const more = count > TITLES_SHOWN ? ` +${count - TITLES_SHOWN} more` : '';
  return `${count} ${count === 1 ? 'item' : 'items'}: ${titles.join(', ')}${more}`;
}

/** One order in the list; the whole card links to /dashboard/orders/{id}. */
export function OrderRow({ order }: { order: Order }) {
  // The detail page's back link returns to this filter and page.
  const { search } = useLocation();
  const payable = isPayable(order.status, order.expires_at);
  return (
    <Card component="li" withBorder radius="md" padding="md" pos="relative">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Text fw={600} component="h2" m={0} fz="md">
            <CardLink to={`/dashboard/orders/${order._id}`} state={{ ordersSearch: search }}>
              Order {order.identifier}
            </CardLink>
          </Text>
          <Text fz="sm" c="dimmed">
            <time dateTime={order.createdAt}>{orderDate(order.createdAt)}</time>
          </Text>
          <Text fz="sm" lineClamp={2}>
            {itemsSummary(order)}
          </Text>
          {payable && (
            <Text fz="sm" fw={600} c="orange.9">
              {PAYMENT_DUE_TEXTS.listMark(clockTime(order.expires_at))}
            </Text>
          )}
        </Stack>
        <Stack gap={6} align="flex-end">
          <Text fw={700}>{formatRs(order.total_amount)}</Text>
          <OrderStatusBadge status={order.status} />
          {payable && (
            // Above the card's covering link: its own click target.
            <Button
              component={Link}
              to={orderPaymentPath(order._id)}
              size="xs"
              pos="relative"
              style={{ zIndex: 1 }}
              aria-label={`${PAYMENT_DUE_TEXTS.payNow}: order ${order.identifier}`}
            >
              {PAYMENT_DUE_TEXTS.payNow}
            </Button>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
