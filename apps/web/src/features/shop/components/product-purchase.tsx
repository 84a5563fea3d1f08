import { Button, Group, Stack } from '@mantine/core';
import { IconBolt, IconShoppingCart } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCartActions } from '../../cart/api/cart-actions';
import { expressCheckoutUrl } from '../../cart/api/express-checkout';
import type { Product } from '@oxstrength/shared/contracts/products';
import type { ProductRate } from '@oxstrength/shared/contracts/common';
import { useRequireLogin } from '../../../lib/require-login';
import { QuantityPicker } from './quantity-picker';

/**
 * Quantity, Add To Cart and Buy Now for the chosen size. A size without stock disables all three; a size
 * already in the cart reads Added To Cart. Add To Cart sends a guest to /login; Buy Now does not check
 * sign-in here (the checkout route does).
 */
export function ProductPurchase({
  product,
  rate,
  quantity,
  onQuantity,
}: {
  product: Product;
  rate: ProductRate | undefined;
  quantity: number | '';
  onQuantity: (value: number | '') => void;
}) {
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const { addToCart, isInCart } = useCartActions();
  const [adding, setAdding] = useState(false);
  const stock = rate?.stock ?? 0;
  const outOfStock = stock <= 0;
  const unit = Math.min(quantity === '' ? 1 : quantity, Math.max(stock, 1));

  // The cart knows each size; until it has loaded, the catalogue's flag (any size) stands in.
  const inCart = (rate ? isInCart(product._id, rate._id) : undefined) ?? product.added_to_cart;
  const cartLabel = outOfStock ? 'Out of Stock' : inCart ? 'Added To Cart' : 'Add To Cart';

  const onAddToCart = async () => {
    if (!rate || outOfStock || inCart || !requireLogin()) return;
    setAdding(true);
    await addToCart({
      model_id: product._id,
      onModel: 'Product',
      unit,
      self_order: true,
      product_size: rate._id,
    });
    setAdding(false);
  };

  const onBuyNow = () => {
    if (!rate || outOfStock) return;
    void navigate(
      expressCheckoutUrl({ model_id: product._id, on_model: 'product', product_size: rate._id, unit }),
    );
  };

  return (
    <Stack gap="md">
      <QuantityPicker
        value={outOfStock ? 1 : quantity}
        max={stock}
        onChange={onQuantity}
        disabled={outOfStock}
      />
      <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap" maw={440}>
        <Button
          variant="outline"
          size="md"
          leftSection={<IconShoppingCart size={18} aria-hidden="true" />}
          onClick={() => void onAddToCart()}
          loading={adding}
          disabled={outOfStock || inCart}
        >
          {cartLabel}
        </Button>
        <Button
          size="md"
          leftSection={<IconBolt size={18} aria-hidden="true" />}
          onClick={onBuyNow}
          disabled={!rate || outOfStock}
        >
          Buy Now
        </Button>
      </Group>
    </Stack>
  );
}
