import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, buildUrl, retryUnlessClientError } from '../../../lib/api-client';
import { readToken } from '../../../lib/session-storage';
import { AUDIT_KEY } from './staff-api';
import type {
  StaffCatalogueItem,
  StaffCatalogueItemReply,
  StaffCatalogueItemsPageReply,
  StaffOrder,
  StaffOrderCountsReply,
  StaffOrderDetail,
  StaffOrderDetailReply,
  StaffOrderLine,
  StaffOrdersPageReply,
  StaffPayment,
  StaffSize,
  StaffSizeReply,
  StaffSizesPageReply,
} from '@oxstrength/shared/contracts/staff-orders';
import type { ProviderId } from '@oxstrength/shared/contracts/payments';
import type { CatalogueKind, StaffOrderState } from '@oxstrength/shared/schemas/staff-orders';

/**
 * The admins' shop workspace (issue 19): orders (list with filters, one order, deliver, cancel, refund, CSV),
 * the inbox's counts, product sizes (restock, prices, low stock) and the publish switch. Query keys:
 * ['staff-orders', filters], ['staff-order', id], ['staff-shop-counts'], ['staff-sizes', …],
 * ['staff-catalogue', …]; every change reloads them all.
 */

export type {
  CatalogueKind,
  ProviderId,
  StaffCatalogueItem,
  StaffOrder,
  StaffOrderDetail,
  StaffOrderLine,
  StaffOrderState,
  StaffPayment,
  StaffSize,
};

// What a shop decision changes: the lists, the order, the counts, the stock and the order's audit.
const SHOP_KEYS = [
  'staff-orders',
  'staff-order',
  'staff-shop-counts',
  'staff-sizes',
  'staff-catalogue',
  AUDIT_KEY,
];

/** The orders list's filters, as the address keeps them. */
export interface OrderFilters {
  status?: StaffOrderState;
  provider?: ProviderId;
  from?: string;
  to?: string;
  q?: string;
}

export const STAFF_ORDERS_PAGE_SIZE = 20;

type Page<R> = Omit<R, 'status' | 'message'>;

export const staffOrdersQuery = (filters: OrderFilters, page: number) =>
  queryOptions({
    queryKey: ['staff-orders', { ...filters, page }],
    queryFn: ({ signal }) =>
      api<Page<StaffOrdersPageReply>>('/staff/orders', {
        query: { ...filters, page, resultsPerPage: STAFF_ORDERS_PAGE_SIZE },
        signal,
      }),
    retry: retryUnlessClientError,
    staleTime: 0,
  });

export const useStaffOrders = (filters: OrderFilters, page: number) =>
  useQuery({ ...staffOrdersQuery(filters, page), placeholderData: keepPreviousData });

export const staffOrderQuery = (id: string) =>
  queryOptions({
    queryKey: ['staff-order', id],
    queryFn: ({ signal }) =>
      api<StaffOrderDetailReply>(`/staff/orders/${encodeURIComponent(id)}`, { signal }).then((r) => r.order),
    retry: retryUnlessClientError,
    staleTime: 0,
  });

export const useStaffOrder = (id: string) => useQuery(staffOrderQuery(id));

export const useShopCounts = (enabled: boolean) =>
  useQuery({
    queryKey: ['staff-shop-counts'],
    queryFn: ({ signal }) =>
      api<StaffOrderCountsReply>('/staff/orders/counts', { signal }).then((r) => r.counts),
    retry: retryUnlessClientError,
    staleTime: 0,
    enabled,
  });

export const STAFF_SIZES_PAGE_SIZE = 20;

export const useStaffSizes = (params: { q?: string; low: boolean; page: number }) =>
  useQuery({
    queryKey: ['staff-sizes', params],
    queryFn: ({ signal }) =>
      api<Page<StaffSizesPageReply>>('/staff/product-sizes', {
        query: {
          q: params.q,
          low: params.low ? 'true' : undefined,
          page: params.page,
          resultsPerPage: STAFF_SIZES_PAGE_SIZE,
        },
        signal,
      }),
    retry: retryUnlessClientError,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useStaffCatalogue = (params: { kind: CatalogueKind; q?: string; page: number }) =>
  useQuery({
    queryKey: ['staff-catalogue', params],
    queryFn: ({ signal }) =>
      api<Page<StaffCatalogueItemsPageReply>>(`/staff/catalogue/${params.kind}`, {
        query: { q: params.q, page: params.page, resultsPerPage: STAFF_SIZES_PAGE_SIZE },
        signal,
      }),
    retry: retryUnlessClientError,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** A change in the shop: POST to a path under /staff; its reply's message is the toast. */
export interface ShopChange {
  path: string;
  body?: Record<string, unknown>;
}

type ShopReply = StaffOrderDetailReply | StaffSizeReply | StaffCatalogueItemReply;

/** Every shop change goes through here: it posts, then reloads everything the shop pages show. */
export function useShopChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: ShopChange) =>
      api<ShopReply>(`/staff${path}`, { method: 'POST', body: body ?? {} }),
    onSuccess: () => Promise.all(SHOP_KEYS.map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  });
}

const order = (id: string) => `/orders/${encodeURIComponent(id)}`;
const size = (id: string) => `/product-sizes/${encodeURIComponent(id)}`;

/** The paths and bodies of each change. */
export const shopChanges = {
  deliver: (id: string, lines?: string[]): ShopChange => ({
    path: `${order(id)}/deliver`,
    body: lines ? { lines } : {},
  }),
  cancel: (id: string, reason: string): ShopChange => ({ path: `${order(id)}/cancel`, body: { reason } }),
  refund: (
    id: string,
    body: { amount: string; provider_ref: string; note: string; payment: string },
  ): ShopChange => ({
    path: `${order(id)}/refund`,
    body: {
      amount: body.amount,
      provider_ref: body.provider_ref,
      note: body.note,
      ...(body.payment ? { payment: body.payment } : {}),
    },
  }),
  /** A refund for goods given back (issue 36): no lines means the whole order. */
  refundReturn: (
    id: string,
    body: { amount: string; reason: string; lines: { line: string; units: string }[]; restock: boolean },
  ): ShopChange => ({
    path: `${order(id)}/refund`,
    body: {
      amount: body.amount,
      reason: body.reason,
      ...(body.lines.length > 0 ? { lines: body.lines } : {}),
      restock: body.restock,
    },
  }),
  restock: (id: string, units: string): ShopChange => ({ path: `${size(id)}/restock`, body: { units } }),
  price: (id: string, price: string, discounted_price: string): ShopChange => ({
    path: `${size(id)}/price`,
    body: { price, discounted_price },
  }),
  publish: (kind: CatalogueKind, id: string, published: boolean): ShopChange => ({
    path: `/catalogue/${kind}/${encodeURIComponent(id)}/publish`,
    body: { published },
  }),
};

/** GET /staff/orders/export with the filters: the CSV, saved by the browser as a file. */
export async function downloadOrdersCsv(filters: OrderFilters) {
  const token = readToken();
  const res = await fetch(buildUrl('/staff/orders/export', { ...filters }), {
    headers: { accept: 'text/csv', ...(token ? { authorization: `jwt ${token}` } : {}) },
  });
  if (!res.ok) {
    const data = (await res.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(res.status, data.message || 'Something went wrong');
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'oxstrength-orders.csv';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
