import {
  CART_TOASTS,
  type CartItemType,
  type CoachingPlan,
  type ConsultationPlan,
} from '@oxstrength/shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { refreshAfterCartChange } from './cart-api';
import { useCart } from './cart-query';
import type { Cart } from '@oxstrength/shared/contracts/cart';
import { notifyError, notifySuccess } from '../../../lib/notify';

/** One line to add to the cart (spec part 1 section 7: POST /user/cart). */
export interface CartLineInput {
  model_id: string;
  onModel: CartItemType;
  unit: number;
  self_order: boolean;
  product_size?: string;
  coaching_plan?: CoachingPlan;
  consultation_plan?: ConsultationPlan;
  trainer?: string;
  name?: string;
  relation?: string;
  email?: string;
  mobile_num?: string;
}

export interface CartActions {
  /**
   * Adds the line, shows the spec's toast and refreshes the cart and the catalogue's `added_to_cart`.
   * A failure shows the server's message as an error toast. Resolves true when the line was added.
   */
  addToCart: (line: CartLineInput) => Promise<boolean>;
  /**
   * Whether the main cart holds the item (for products: that size, when one is given). Undefined while the
   * cart is not loaded, so callers can fall back to the catalogue's `added_to_cart`.
   */
  isInCart: (modelId: string, productSizeId?: string) => boolean | undefined;
}

/** The cart's actions for catalogue pages (the caller sends guests to /login first). */
export function useCartActions(): CartActions {
  const queryClient = useQueryClient();
  const { data: cart } = useCart();

  const addToCart = useCallback(
    async (line: CartLineInput) => {
      try {
        const reply = await api<{ message?: string; cart: Cart }>('/user/cart', {
          method: 'POST',
          body: line,
        });
        notifySuccess(CART_TOASTS[line.onModel]);
        void refreshAfterCartChange(queryClient, reply.cart);
        return true;
      } catch (err) {
        notifyError(err);
        return false;
      }
    },
    [queryClient],
  );

  const isInCart = useCallback(
    (modelId: string, productSizeId?: string) =>
      cart
        ? cart.carts.some(
            (l) =>
              l.model_id === modelId && (productSizeId === undefined || l.product_size === productSizeId),
          )
        : undefined,
    [cart],
  );

  return { addToCart, isInCart };
}
