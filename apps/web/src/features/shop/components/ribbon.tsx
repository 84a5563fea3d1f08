import { Badge, Group } from '@mantine/core';
import type { Discount } from '@oxstrength/shared/contracts/common';

/**
 * The labels pinned across the top of a product image: Out of stock at the top left, the discount at the
 * top right. They share one row that wraps on a card too narrow for both, so neither covers the other, and a
 * label too long for the image wraps onto a second line rather than being cut. Product images keep
 * their top strip clear for them (the brand tag sits in the caption band at the bottom; see
 * scripts/generate-catalogue-images.mjs).
 */
export function Ribbons({
  outOfStock,
  discount,
}: {
  outOfStock?: string | false;
  discount?: string | false;
}) {
  if (!outOfStock && !discount) return null;
  return (
    <Group
      pos="absolute"
      top={10}
      left={10}
      right={10}
      gap={6}
      align="flex-start"
      style={{ zIndex: 1, pointerEvents: 'none' }}
    >
      {outOfStock && <Ribbon label={outOfStock} color="red" corner="top-left" />}
      {discount && <Ribbon label={discount} color="orange" corner="top-right" />}
    </Group>
  );
}

function Ribbon({
  label,
  color,
  corner,
}: {
  label: string;
  color: string;
  corner: 'top-left' | 'top-right';
}) {
  return (
    <Badge
      color={color}
      radius="sm"
      size="lg"
      maw="100%"
      h="auto"
      mih="var(--badge-height)"
      ml={corner === 'top-right' ? 'auto' : undefined}
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.25, paddingBlock: 3 } }}
      data-corner={corner}
    >
      {label}
    </Badge>
  );
}

/** The discount ribbon's text: the discount's title, else its percentage. */
export const discountLabel = (discount: Discount) =>
  discount.title?.trim() || `${discount.discount_percentage}% OFF`;
