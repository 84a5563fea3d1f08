import { Group, Text, VisuallyHidden } from '@mantine/core';
import { formatRs } from '@oxstrength/shared/money';

const FONT = {
  sm: { now: 'md', was: 'xs' },
  md: { now: 'lg', was: 'sm' },
  lg: { now: '1.75rem', was: 'md' },
} as const;

/** The price to pay and, when a discount lowers it, the original price struck through. */
export function PriceTag({
  price,
  discountedPrice,
  size = 'md',
}: {
  price: number;
  discountedPrice: number;
  size?: 'sm' | 'md' | 'lg';
}) {
  const discounted = discountedPrice < price;
  return (
    <Group gap="xs" align="baseline" wrap="wrap">
      <Text component="span" fw={700} fz={FONT[size].now}>
        {formatRs(discountedPrice)}
      </Text>
      {discounted && (
        <Text component="del" fz={FONT[size].was} c="dimmed">
          <VisuallyHidden component="span">Original price </VisuallyHidden>
          {formatRs(price)}
        </Text>
      )}
    </Group>
  );
}
