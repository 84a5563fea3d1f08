import { Alert, Button, Group, Text } from '@mantine/core';
import { isPayable } from '@oxstrength/shared/status';
import { Link } from 'react-router';
import type { Order } from '@oxstrength/shared/contracts/orders';
import { clockTime, orderDate, orderPaymentPath } from '../api/orders-api';

/** What an unpaid or cancelled order tells its buyer (issue 36). */
export const PAYMENT_DUE_TEXTS = {
  payNow: 'Pay now',
  title: 'Not paid yet',
  reservedUntil: (time: string, date: string) =>
    `Your order is reserved until ${time} on ${date}. Pay by then, with any method, or it is cancelled and its items go back on sale.`,
  listMark: (time: string) => `Not paid: reserved until ${time}`,
  cancelledTitle: 'Cancelled by our team',
  cancelledReason: (reason: string) => `Reason: ${reason}`,
} as const;

/**
 * On an order's page: Pay now (to the order's payment page) and when its hold ends, while the order can still
 * be paid; why an admin cancelled it. Nothing for any other order.
 */
export function OrderPaymentDue({ order, now = Date.now() }: { order: Order; now?: number }) {
  if (isPayable(order.status, order.expires_at, now))
    return (
      <Alert color="orange" title={PAYMENT_DUE_TEXTS.title}>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text fz="sm" style={{ flex: '1 1 14rem' }}>
            {PAYMENT_DUE_TEXTS.reservedUntil(clockTime(order.expires_at), orderDate(order.expires_at))}
          </Text>
          <Button component={Link} to={orderPaymentPath(order._id)}>
            {PAYMENT_DUE_TEXTS.payNow}
          </Button>
        </Group>
      </Alert>
    );
  if (order.status === 'Cancelled' && order.cancel_reason)
    return (
      <Alert color="red" title={PAYMENT_DUE_TEXTS.cancelledTitle}>
        {PAYMENT_DUE_TEXTS.cancelledReason(order.cancel_reason)}
      </Alert>
    );
  return null;
}
