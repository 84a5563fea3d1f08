import type { CartUpdateInput, ExpressCheckoutInput } from '@oxstrength/shared/schemas/cart';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from './api-client';
import type { Cart } from './commerce-types';
import { notifyError } from './notify';
import { useSession } from './session';

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

/** Catalogue replies whose `added_to_cart` follows the cart (lists, details and similar items). */
const CART_AWARE = new Set([
  'template',
  'product',
  'products',
  'similar-products',
  'coaching',
  'consultation',
]);

/**
 * After any cart change: show the server's cart at once (when the reply carries it), then reload the cart
 * and the catalogue replies that say whether an item is in it.
 */
export async function refreshAfterCartChange(queryClient: QueryClient, cart?: Cart) {
  if (cart) queryClient.setQueryData<Cart>(CART_KEY, toCart(cart));
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: CART_KEY }),
    queryClient.invalidateQueries({
      queryKey: ['catalogue'],
      predicate: ({ queryKey }) => CART_AWARE.has(String(queryKey[1])) && !queryKey.includes('reviews'),
    }),
  ]);
}

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

interface CartChangeReply {
  message: string;
  cart: Cart;
}

/** Changes one line (unit, size, or who it is for). Failures show the server's message as a toast. */
export function useUpdateCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: CartUpdateInput & { id: string }) =>
      api<CartChangeReply>(`/user/cart/${encodeURIComponent(id)}`, { method: 'PUT', body }),
    onSuccess: ({ cart }) => refreshAfterCartChange(queryClient, cart),
    onError: (err) => {
      notifyError(err);
      void refreshAfterCartChange(queryClient);
    },
  });
}

/** Removes one line by its _id. Failures show the server's message as a toast. */
export function useRemoveCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<CartChangeReply>(`/user/cart/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: ({ cart }) => refreshAfterCartChange(queryClient, cart),
    onError: (err) => {
      notifyError(err);
      void refreshAfterCartChange(queryClient);
    },
  });
}

/** Empties the main cart. Failures show the server's message as a toast. */
export function useClearCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<CartChangeReply>('/user/cart/reset', { method: 'DELETE' }),
    onSuccess: ({ cart }) => refreshAfterCartChange(queryClient, cart),
    onError: (err) => {
      notifyError(err);
      void refreshAfterCartChange(queryClient);
    },
  });
}

/**
 * Express checkout (POST /user/cart/buynow): a one-line cart priced by the server, kept apart from the main
 * cart. Its line's _id is what the order takes. Throws ApiError with the server's message on failure.
 */
export async function fetchExpressCart(params: ExpressCheckoutInput): Promise<Cart> {
  return toCart(await api<Cart>('/user/cart/buynow', { method: 'POST', body: params }));
}
