import type { CartUpdateInput, ExpressCheckoutInput } from '@oxstrength/shared/schemas/cart';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CART_KEY, toCart } from './cart-query';
import type { Cart } from '@oxstrength/shared/contracts/cart';
import { notifyError } from '../../../lib/notify';

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
