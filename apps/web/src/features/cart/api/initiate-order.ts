import type { OrderInitiateInput } from '@oxstrength/shared/schemas/cart';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Order } from '@oxstrength/shared/contracts/orders';

/**
 * POST /order/initiate { carts, coupon_code?, delivery_address? } → 201 { message: 'Order initiated', order }.
 * Prices, the coupon and stock are checked by the server, which reserves the stock until the order expires.
 */
export const initiateOrder = (body: OrderInitiateInput) =>
  api<{ message: string; order: Order }>('/order/initiate', { method: 'POST', body });

export const useInitiateOrder = () => useMutation({ mutationFn: initiateOrder });
