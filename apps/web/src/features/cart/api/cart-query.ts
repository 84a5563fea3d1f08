import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import type { Cart } from '@oxstrength/shared/contracts/cart';
import { useSession } from '../../../lib/session';

/*
 * Reading the cart, kept apart from the cart's changes (cart-api.ts) so the top bar's MY CART count
 * loads no mutation or toast code with every page.
 */

/** The signed-in user's main cart (spec part 1 section 7: GET /user/carts). */
export const CART_KEY = ['cart'] as const;

/** What every cart reply carries; kept apart from the reply's status and message. */
export const toCart = ({ carts, sub_total, total_amount, only_templates }: Cart): Cart => ({
  carts,
  sub_total,
  total_amount,
  only_templates,
});

const fetchCart = async (): Promise<Cart> => toCart(await api<Cart>('/user/carts'));

/** True once the stored session has been confirmed and a user is signed in. */
function useSignedIn() {
  const { isAuthenticated, user, ready } = useSession();
  return ready && isAuthenticated && !!user;
}

/** The main cart: loaded after sign-in, dropped on sign-out. */
export function useCart() {
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) queryClient.removeQueries({ queryKey: CART_KEY });
  }, [signedIn, queryClient]);
  const query = useQuery({ queryKey: CART_KEY, queryFn: fetchCart, enabled: signedIn });
  return { ...query, data: signedIn ? query.data : undefined };
}

/** How many lines the main cart holds (0 when signed out or not loaded yet). */
export function useCartCount(): number {
  return useCart().data?.carts.length ?? 0;
}
