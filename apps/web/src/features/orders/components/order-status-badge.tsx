import { Badge } from '@mantine/core';
import { orderStatusTone, type StatusTone } from '@oxstrength/shared/status';

const TONE_COLOR: Record<StatusTone, string> = { success: 'green', warning: 'orange', danger: 'red' };

/** An order's status as stored (Initiated, Pending, Active, ...), coloured by its tone. */
export function OrderStatusBadge({ status }: { status: string }) {
  const tone = orderStatusTone(status);
  return (
    <Badge color={TONE_COLOR[tone]} variant="light" data-tone={tone}>
      {status}
    </Badge>
  );
}
