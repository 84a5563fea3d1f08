import { COACHING_PLANS, CONSULTATION_PLANS, ORDERS_PAGE_SIZE } from '@oxstrength/shared/constants';
import type { OrderFilter } from '@oxstrength/shared/status';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { nepalClock, nepalDateOf } from '@oxstrength/shared/nepal-time';
import { api, retryUnlessClientError } from '../../../lib/api-client';
import type { PricedLine } from '@oxstrength/shared/contracts/cart';
import type { Order, OrdersPageReply } from '@oxstrength/shared/contracts/orders';

/** The signed-in user's orders (GET /user/orders, GET /user/order/{id}); query keys ['orders', params], ['order', id]. */

/** GET /user/orders: a page of orders. */
export type OrdersPage = Omit<OrdersPageReply, 'status' | 'message'>;

export interface OrdersParams {
  /** A FILTER value; undefined lists every order. */
  status?: OrderFilter;
  page: number;
}

export const ordersQuery = ({ status, page }: OrdersParams) =>
  queryOptions({
    queryKey: ['orders', { status: status ?? null, page }],
    queryFn: ({ signal }) =>
      api<OrdersPage>('/user/orders', {
        query: { status, sort: 'latest', page, resultsPerPage: ORDERS_PAGE_SIZE },
        signal,
      }),
    retry: retryUnlessClientError,
    // Statuses change on the server (payment, expiry): always show the latest.
    staleTime: 0,
  });

/** One page of orders, newest first; the previous page stays on screen while the next loads. */
export const useOrders = (params: OrdersParams) =>
  useQuery({ ...ordersQuery(params), placeholderData: keepPreviousData });

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: ['order', id],
    queryFn: ({ signal }) =>
      api<{ order: Order }>(`/user/order/${encodeURIComponent(id)}`, { signal }).then((r) => r.order),
    enabled: Boolean(id),
    retry: retryUnlessClientError,
    staleTime: 0,
  });

/** One order; a missing, malformed or another user's id fails with ApiError 404. */
export const useOrder = (id: string) => useQuery(orderQuery(id));

/** Order dates show as YYYY-MM-DD (spec part 2, date formats): the Nepal day, whatever the viewer's zone. */
export const orderDate = (iso: string) => nepalDateOf(iso);

/** The payment page of an unpaid order (the checkout's /cart/checkout?order_id=...): any method, while payable. */
export const orderPaymentPath = (orderId: string) =>
  `/cart/checkout?${new URLSearchParams({ order_id: orderId }).toString()}`;

/** A clock time such as an order's reservation end: HH:mm, Nepal time. */
export const clockTime = (iso: string) => nepalClock(iso);

const planLabel = (plans: readonly { value: string; label: string }[], value: string | null) =>
  plans.find((p) => p.value === value)?.label ?? null;

/**
 * What an order line shows under its title: the subline (brand and size for products, training category for
 * templates, the plan for coaching and consultations) and a third line (product category, or By: {trainer}).
 */
export function lineDetails(line: PricedLine): { subline: string | null; byline: string | null } {
  const { ref } = line;
  switch (line.onModel) {
    case 'Product': {
      const parts = [ref.product_brand?.name, line.size?.size].filter(Boolean);
      return { subline: parts.length ? parts.join(' · ') : null, byline: ref.product_category?.name ?? null };
    }
    case 'Template':
      return {
        subline: ref.training_category?.name ?? null,
        byline: ref.trainer ? `By: ${ref.trainer.name}` : null,
      };
    case 'Coaching':
      return {
        subline: planLabel(COACHING_PLANS, line.coaching_plan),
        byline: line.coaching_trainer ? `By: ${line.coaching_trainer.name}` : null,
      };
    case 'Consultation':
      return {
        subline: planLabel(CONSULTATION_PLANS, line.consultation_plan),
        byline: line.consultation_trainer ? `By: ${line.consultation_trainer.name}` : null,
      };
  }
}

/** The line's picture: the cover, else the first image. */
export const lineImage = (line: PricedLine) => line.ref.cover ?? line.ref.images[0] ?? null;

/** Where the item's page is, when it has one. */
export function linePath(line: PricedLine): string | null {
  const slug = line.ref.slug;
  if (!slug) return null;
  const base = {
    Template: '/template',
    Product: '/shop/product',
    Coaching: '/coaching',
    Consultation: '/consultation',
  }[line.onModel];
  return `${base}/${slug}`;
}
