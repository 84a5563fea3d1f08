/** Order statuses and how they show (spec part 2, Order status; the cart and orders issue). */

export const ORDER_STATUSES = ['Initiated', 'Pending', 'Active', 'Delivered', 'Cancelled', 'Failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The orders list FILTER: each value and the stored statuses it selects. */
export const ORDER_FILTERS = {
  active: ['Active'],
  pending: ['Initiated', 'Pending'],
  delivered: ['Delivered'],
  cancelled: ['Cancelled'],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type OrderFilter = keyof typeof ORDER_FILTERS;
export const ORDER_FILTER_VALUES = Object.keys(ORDER_FILTERS) as [OrderFilter, ...OrderFilter[]];

export type StatusTone = 'success' | 'warning' | 'danger';

/** Active and Delivered show as success; Initiated and Pending as warning; anything else as danger. */
export function orderStatusTone(status: string): StatusTone {
  if (status === 'Active' || status === 'Delivered') return 'success';
  if (status === 'Initiated' || status === 'Pending') return 'warning';
  return 'danger';
}

/** Orders that may still be paid. */
export const PAYABLE_ORDER_STATUSES: readonly OrderStatus[] = ['Initiated', 'Pending'];
