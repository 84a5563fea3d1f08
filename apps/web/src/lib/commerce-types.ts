/**
 * Cart, address, coupon and order records as the API returns them: the types of the shared reply contracts
 * (packages/shared/src/contracts), which the API answers with. Money fields are rupees. Types only, so zod stays
 * out of the page bundles.
 */
import type { Address } from '@oxstrength/shared/contracts/addresses';
import type { OrdersPageReply } from '@oxstrength/shared/contracts/orders';

export type { Cart, CartLine, LineRef, PricedLine } from '@oxstrength/shared/contracts/cart';
export type { Coupon } from '@oxstrength/shared/contracts/coupons';
export type { Order } from '@oxstrength/shared/contracts/orders';

/** A delivery address as its owner reads it. */
export type DeliveryAddress = Address;

/** GET /user/orders: a page of orders. */
export type OrdersPage = Omit<OrdersPageReply, 'status' | 'message'>;
