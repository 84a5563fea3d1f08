import { Button, Group } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';

/**
 * Buy Now and Add To Cart of a training item: both wait until the choice is `ready`; Add To Cart shows it is
 * `adding`, and reads Added To Cart (and is off) once the item is in the cart.
 */
export function BuyButtons({
  ready,
  inCart,
  adding,
  onBuyNow,
  onAddToCart,
}: {
  ready: boolean;
  inCart: boolean;
  adding: boolean;
  onBuyNow: () => void;
  onAddToCart: () => Promise<void>;
}) {
  return (
    <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
      <Button size="md" onClick={onBuyNow} disabled={!ready}>
        Buy Now
      </Button>
      <Button
        size="md"
        variant="outline"
        leftSection={<IconShoppingCart size={18} aria-hidden="true" />}
        onClick={() => void onAddToCart()}
        loading={adding}
        disabled={!ready || inCart}
      >
        {inCart ? 'Added To Cart' : 'Add To Cart'}
      </Button>
    </Group>
  );
}
