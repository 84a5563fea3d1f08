import { isPayable } from '@oxstrength/shared/status';
import type { Order } from '@oxstrength/shared/contracts/orders';
import { linePath } from '../../orders/api/orders-api';

/** The query key that tells the payment page the buyer cancelled an attempt (it shows the calm message). */
export const PAYMENT_CANCELLED_PARAM = ['payment', 'cancelled'] as const;

/** The payment page of an order (/cart/checkout?order_id=...), after a cancelled attempt when `cancelled`. */
export const paymentPagePath = (orderId: string, cancelled = false) =>
  `/cart/checkout?${new URLSearchParams({
    order_id: orderId,
    ...(cancelled ? { [PAYMENT_CANCELLED_PARAM[0]]: PAYMENT_CANCELLED_PARAM[1] } : {}),
  }).toString()}`;

/**
 * Where ORDER FAILED!!'s Go to Checkout leads for this order: its payment page while it can still be paid (a new
 * attempt, any method); once it cannot, back to the item after a Buy Now (express checkout never put it in the
 * cart, so the cart would be empty), else to the cart (the spec's /cart). Without an order (none named, not the
 * caller's, or still loading): the cart.
 */
export function checkoutAgainPath(order: Order | null | undefined, now: number = Date.now()): string {
  if (!order) return '/cart';
  if (isPayable(order.status, order.expires_at, now)) return paymentPagePath(order._id);
  if (order.express) return (order.carts[0] && linePath(order.carts[0])) ?? '/';
  return '/cart';
}
