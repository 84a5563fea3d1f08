import { Divider, Group, Text } from '@mantine/core';
import { formatRs } from '@oxstrength/shared/money';
import type { Order } from '@oxstrength/shared/contracts/orders';

/** One amount of a summary: its label at the start, its value at the end (bold for a total). */
function AmountRow({
  label,
  value,
  strong = false,
  nowrap = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
  nowrap?: boolean;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text fz="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text fz="sm" fw={strong ? 700 : 500} style={nowrap ? { whiteSpace: 'nowrap' } : undefined}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * An order's amounts as the server priced them: the subtotal, the coupon's discount when one was used, and
 * the total under a divider (the order page and the payment page; `nowrap` keeps each value on one line).
 */
export function OrderAmounts({
  order,
  totalLabel,
  nowrap = false,
}: {
  order: Order;
  totalLabel: string;
  nowrap?: boolean;
}) {
  return (
    <>
      <AmountRow label="Subtotal" value={formatRs(order.sub_total)} nowrap={nowrap} />
      {order.coupon_code && (
        <AmountRow
          label={`Discount Code (${order.coupon_discount_percentage}%)`}
          value={`- ${formatRs(order.coupon_discount_amount)}`}
          nowrap={nowrap}
        />
      )}
      <Divider />
      <AmountRow label={totalLabel} value={formatRs(order.total_amount)} strong nowrap={nowrap} />
    </>
  );
}
