import { type StateMachine } from './machine';

/* Orders (spec part 2, Order status; the cart and orders issue): their statuses, how they show, their machine. */

export const ORDER_STATUSES = ['Initiated', 'Pending', 'Active', 'Delivered', 'Cancelled', 'Failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The orders list FILTER: each value and the stored statuses it selects. */
export const ORDER_FILTERS = {
  active: ['Active'],
  pending: ['Initiated', 'Pending'],
  delivered: ['Delivered'],
  cancelled: ['Cancelled'],
  failed: ['Failed'],
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

/*
 * The order follows its payments (decision 010):
 *
 *   Initiated  --a payment starts (any provider, any number of attempts)-->  Pending
 *   Initiated | Pending  --a payment completes with the amount asked-->  Active (stock sold, delivered)
 *   Pending  --the buyer cancels the attempt (and no other attempt is in progress), before expiry-->  Initiated
 *            (stock still held: payable again, by any method, until expires_at)
 *   Pending  --the provider fails the attempt (and no other attempt is in progress)-->  Failed (stock released)
 *   Initiated | Pending  --expires_at passes unpaid (the expiry job), or a cancel arrives after it-->  Cancelled
 *                        (stock released)
 *   Initiated  --the same cart lines are ordered again-->  Cancelled (stock released; replaced by the new order)
 *   Initiated | Pending  --an admin cancels it, with a reason-->  Cancelled (stock released once, racing the
 *                        expiry job: whichever locks the order first moves it; decision 019)
 *   Active  --an admin marks its last undelivered product line delivered-->  Delivered (an order without
 *           product lines was delivered at payment: its subscriptions and gifts; it stays Active, as before)
 * A verified completion always wins, even after Failed or Cancelled (decision 010), except after an admin's
 * cancel, which is final: that payment is refunded and the order stays Cancelled (decision 033).
 */
export const ORDER_MACHINE: StateMachine<OrderStatus> = {
  statuses: ORDER_STATUSES,
  initial: 'Initiated',
  transitions: [
    {
      from: ['Initiated', 'Pending'],
      to: 'Pending',
      by: ['client'],
      when: 'the buyer starts a payment attempt (Pending to Pending: another attempt while one is in progress)',
    },
    {
      from: ['Initiated', 'Pending', 'Failed', 'Cancelled'],
      to: 'Active',
      by: ['system'],
      when:
        'a payment is verified completed with the amount asked (after Failed or Cancelled: the stock is taken ' +
        'again first, or the order is flagged for refund and stays as it is)',
    },
    {
      from: ['Initiated', 'Pending'],
      to: 'Initiated',
      by: ['system'],
      when:
        'the buyer cancelled the attempt at the provider, no other attempt is in progress and the order has ' +
        'not expired',
    },
    {
      from: ['Initiated', 'Pending'],
      to: 'Failed',
      by: ['system'],
      when: 'the provider failed the attempt and no other attempt is in progress; the stock is released',
    },
    {
      from: ['Initiated', 'Pending'],
      to: 'Cancelled',
      by: ['system'],
      when:
        'expires_at passed unpaid (the expiry job, the recovery job giving up on its payment) or a cancel ' +
        'arrived after it; the stock is released',
    },
    {
      from: ['Initiated'],
      to: 'Cancelled',
      by: ['client'],
      when: 'the buyer ordered the same cart lines again: the new order replaces it; the stock is released',
    },
    {
      from: ['Initiated', 'Pending'],
      to: 'Cancelled',
      by: ['admin'],
      when: 'an admin cancels the unpaid order, with a reason; the stock is released (once, whoever is first)',
    },
    {
      from: ['Active'],
      to: 'Delivered',
      by: ['admin'],
      when: 'an admin marks the last of its product lines delivered (issue 19)',
    },
  ],
};

/** Orders that were paid: Active (waiting for delivery) or Delivered. */
export const PAID_ORDER_STATUSES: readonly OrderStatus[] = ['Active', 'Delivered'];

/** True once an order is paid, whatever happened to it since. */
export function isPaid(status: OrderStatus): boolean {
  return PAID_ORDER_STATUSES.includes(status);
}

/** Orders that may still be paid (until their expires_at). */
export const PAYABLE_ORDER_STATUSES: readonly OrderStatus[] = ['Initiated', 'Pending'];

/** True while an order can be paid: Initiated or Pending, and its stock hold (expires_at) not over. */
export function isPayable(
  status: OrderStatus,
  expiresAt: Date | string,
  now: Date | number = Date.now(),
): boolean {
  return PAYABLE_ORDER_STATUSES.includes(status) && new Date(expiresAt).getTime() > new Date(now).getTime();
}

/**
 * What an unpaid order (Initiated or Pending) becomes when one of its payment attempts ends without money:
 * `attempt` is how the payment ended. Null when the order stays as it is, because another attempt is still in
 * progress (that one may pay it). `releaseStock` says the order gives its stock back.
 * - Cancelled by the buyer (eSewa's failure return, Khalti's User canceled, Fonepay's PS=false...) before the
 *   order expired: Initiated again, stock still held, payable by any method until it expires.
 * - Cancelled after the order expired: Cancelled, as the expiry job would make it.
 * - Failed (the provider declined it): Failed.
 */
export function orderAfterUnpaidAttempt(
  attempt: 'Failed' | 'Cancelled',
  order: { otherAttemptInProgress: boolean; expired: boolean },
): { status: OrderStatus; releaseStock: boolean } | null {
  if (order.otherAttemptInProgress) return null;
  if (attempt === 'Failed') return { status: 'Failed', releaseStock: true };
  if (order.expired) return { status: 'Cancelled', releaseStock: true };
  return { status: 'Initiated', releaseStock: false };
}
