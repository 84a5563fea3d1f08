import { Stack } from '@mantine/core';
import { giftRecipientSchema } from '@oxstrength/shared/schemas/gift';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  INITIAL_PURCHASE_FOR,
  isPurchaseForValid,
  PurchaseFor,
  type PurchaseForValue,
} from '../../../components/purchase-for';
import { useCartActions } from '../../cart/api/cart-actions';
import { expressCheckoutUrl } from '../../cart/api/express-checkout';
import type { TemplateCard } from '@oxstrength/shared/contracts/templates';
import { useRequireLogin } from '../../../lib/require-login';
import { BuyButtons } from '../../../components/buy-buttons';

/** Buying for oneself or as a gift, then Buy Now (express checkout) or Add To Cart. */
export function TemplatePurchase({ template }: { template: Pick<TemplateCard, '_id' | 'added_to_cart'> }) {
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const { addToCart, isInCart } = useCartActions();
  const [purchaseFor, setPurchaseFor] = useState<PurchaseForValue>(INITIAL_PURCHASE_FOR);
  const [adding, setAdding] = useState(false);
  const valid = isPurchaseForValid(purchaseFor);
  // The recipient as the schema normalises it (trimmed, email lower-cased); only for a valid gift.
  const gift = !purchaseFor.self_order && valid ? giftRecipientSchema.parse(purchaseFor.recipient) : null;

  const buyNow = () => {
    if (!valid) return;
    void navigate(
      expressCheckoutUrl({
        model_id: template._id,
        on_model: 'template',
        ...(gift ? { self_order: false, ...gift } : {}),
      }),
    );
  };

  // The cart decides once loaded; until then the catalogue's flag stands in.
  const inCart = isInCart(template._id) ?? template.added_to_cart;

  const add = async () => {
    if (!valid || inCart || !requireLogin()) return;
    setAdding(true);
    // addToCart reports its own failures (toast); the button simply becomes usable again.
    await addToCart({
      model_id: template._id,
      onModel: 'Template',
      unit: 1,
      self_order: !gift,
      ...(gift ?? {}),
    });
    setAdding(false);
  };

  return (
    <Stack gap="md">
      <PurchaseFor value={purchaseFor} onChange={setPurchaseFor} />
      <BuyButtons ready={valid} inCart={inCart} adding={adding} onBuyNow={buyNow} onAddToCart={add} />
    </Stack>
  );
}
