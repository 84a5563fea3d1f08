import { Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { formatRs } from '@oxstrength/shared/money';

const FONT = {
  xs: { now: 'sm', was: 'xs' },
  sm: { now: 'md', was: 'xs' },
  md: { now: 'lg', was: 'sm' },
  lg: { now: '1.75rem', was: 'md' },
} as const;

/**
 * The price to pay and, when a discount lowers it, the original price struck through: beside it, or beneath it
 * when `stacked` (table cells).
 */
export function PriceTag({
  price,
  discountedPrice,
  size = 'md',
  stacked = false,
}: {
  price: number;
  discountedPrice: number;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  stacked?: boolean;
}) {
  const discounted = discountedPrice < price;
  const Layout = stacked ? Stack : Group;
  return (
    <Layout gap={stacked ? 0 : 'xs'} {...(stacked ? {} : { align: 'baseline', wrap: 'wrap' as const })}>
      <Text component="span" fw={700} fz={FONT[size].now}>
        {formatRs(discountedPrice)}
      </Text>
      {discounted && (
        <Text component="del" fz={FONT[size].was} c="dimmed">
          <VisuallyHidden component="span">Original price </VisuallyHidden>
          {formatRs(price)}
        </Text>
      )}
    </Layout>
  );
}
