import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ADDRESS_LABELS } from '@oxstrength/shared/constants';
import { formatPhoneNational } from '@oxstrength/shared/phone';
import type { Order } from '@oxstrength/shared/contracts/orders';
import { OrderAmounts } from '../api/order-amounts';

/** Subtotal, the coupon line when one was used, the total, and the delivery address when the order has one. */
export function OrderSummary({ order }: { order: Order }) {
  const address = order.delivery_address;
  return (
    <SimpleGrid cols={{ base: 1, sm: address ? 2 : 1 }} spacing="lg">
      <Card withBorder radius="md" component="section" aria-labelledby="order-summary-heading">
        <Title order={2} size="h4" id="order-summary-heading" mb="sm">
          Summary
        </Title>
        <Stack gap="xs">
          <OrderAmounts order={order} totalLabel="Total" />
        </Stack>
      </Card>
      {address && (
        <Card withBorder radius="md" component="section" aria-labelledby="order-address-heading">
          <Title order={2} size="h4" id="order-address-heading" mb="sm">
            Delivery Address
          </Title>
          <Stack gap={2}>
            <Text fz="sm" fw={600}>
              {address.name}{' '}
              <Text span fz="xs" c="dimmed">
                ({ADDRESS_LABELS.find((l) => l.value === address.label)?.label ?? address.label})
              </Text>
            </Text>
            <Text fz="sm">
              {[address.address.address_line1, address.address.area].filter(Boolean).join(', ')}
            </Text>
            <Text fz="sm">
              {[address.address.district, address.address.province, address.address.country]
                .filter(Boolean)
                .join(', ')}
            </Text>
            <Text fz="sm" c="dimmed">
              {formatPhoneNational(address.mobile_num)}
            </Text>
            <Text fz="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {address.email}
            </Text>
          </Stack>
        </Card>
      )}
    </SimpleGrid>
  );
}
