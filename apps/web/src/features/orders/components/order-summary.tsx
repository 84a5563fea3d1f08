import { Card, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ADDRESS_LABELS } from '@oxstrength/shared/constants';
import { formatRs } from '@oxstrength/shared/money';
import { formatPhoneNational } from '@oxstrength/shared/phone';
import type { Order } from '@oxstrength/shared/contracts/orders';

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text fz="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text fz="sm" fw={strong ? 700 : 500}>
        {value}
      </Text>
    </Group>
  );
}

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
          <Line label="Subtotal" value={formatRs(order.sub_total)} />
          {order.coupon_code && (
            <Line
              label={`Discount Code (${order.coupon_discount_percentage}%)`}
              value={`- ${formatRs(order.coupon_discount_amount)}`}
            />
          )}
          <Divider />
          <Line label="Total" value={formatRs(order.total_amount)} strong />
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
