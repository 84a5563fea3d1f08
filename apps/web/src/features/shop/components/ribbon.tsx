import { Badge } from '@mantine/core';
import type { Discount } from '../../../lib/catalogue/types';

/** A label pinned to a corner of an image (out of stock, discount). */
export function Ribbon({ label, color, corner }: { label: string; color: string; corner: 'left' | 'right' }) {
  return (
    <Badge
      color={color}
      radius="sm"
      size="lg"
      pos="absolute"
      top={10}
      left={corner === 'left' ? 10 : undefined}
      right={corner === 'right' ? 10 : undefined}
      style={{ zIndex: 1, pointerEvents: 'none' }}
    >
      {label}
    </Badge>
  );
}

/** The discount ribbon's text: the discount's title, else its percentage. */
export const discountLabel = (discount: Discount) =>
  discount.title?.trim() || `${discount.discount_percentage}% OFF`;
