import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { ADDRESS_LABELS } from '@oxstrength/shared/constants';
import { formatRs } from '@oxstrength/shared/money';
import { formatPhoneNational } from '@oxstrength/shared/phone';
import type { Order } from '@oxstrength/shared/contracts/orders';
import { clockTime, lineDetails } from '../../orders/api/orders-api';
import { OrderAmounts } from '../../orders/api/order-amounts';

/** The payment page's Summary panel: the order's lines and amounts as the server priced them. */
export function PaymentSummary({ order }: { order: Order }) {
  const address = order.delivery_address;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="payment-summary-heading">
      <Title order={2} size="h4" id="payment-summary-heading" mb="md">
        Summary
      </Title>
      <Stack gap="sm">
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Order items">
          {order.carts.map((line) => {
            const { subline } = lineDetails(line);
            return (
              <Group
                component="li"
                key={line._id}
                justify="space-between"
                align="flex-start"
                wrap="nowrap"
                gap="md"
              >
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fz="sm" fw={500}>
                    {line.ref.title}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {[subline, `Unit: ${line.unit}`].filter(Boolean).join(' · ')}
                  </Text>
                </Stack>
                <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatRs(line.sub_total)}
                </Text>
              </Group>
            );
          })}
        </Stack>
        <Divider />
        <OrderAmounts order={order} totalLabel="Order Total" nowrap />
        {address && (
          <>
            <Divider />
            <Stack gap={2}>
              <Text fz="sm" fw={600}>
                Delivery Address
              </Text>
              <Text fz="sm">
                {address.name} (
                {ADDRESS_LABELS.find((l) => l.value === address.label)?.label ?? address.label})
              </Text>
              <Text fz="sm" c="dimmed">
                {[
                  address.address.address_line1,
                  address.address.area,
                  address.address.district,
                  address.address.province,
                  address.address.country,
                ]
                  .filter(Boolean)
                  .join(', ')}
              </Text>
              <Text fz="sm" c="dimmed">
                {formatPhoneNational(address.mobile_num)}
              </Text>
            </Stack>
          </>
        )}
        <Text fz="sm" c="dimmed" mt="xs">
          Your order is reserved until <time dateTime={order.expires_at}>{clockTime(order.expires_at)}</time>
        </Text>
      </Stack>
    </Card>
  );
}
