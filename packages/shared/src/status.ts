/**
 * Statuses and their state machines: orders (spec part 2, Order status; the cart and orders issue), payments,
 * subscriptions and gifts, and how order statuses show.
 */

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
 * Every state machine, as data (decisions 009 and 010): its statuses, the status a row starts in, and each
 * allowed transition with who may make it. The API writes a status only through a function that asks
 * `canMove` first (orders: `moveOrder` in apps/api/src/features/orders/orders.service.ts; payments: fulfilment.ts)
 * and throws on a transition these tables do not allow: that is a bug, never a user's error.
 *
 * Actors: `client` (the signed-in buyer or recipient), `trainer`, `admin` (staff), `system` (the server on its
 * own: a verified provider answer, the expiry and recovery jobs).
 */

export type Actor = 'client' | 'trainer' | 'admin' | 'system';

export interface Transition<S extends string> {
  from: readonly S[];
  to: S;
  by: readonly Actor[];
  /** What makes it happen. */
  when: string;
}

export interface StateMachine<S extends string> {
  statuses: readonly S[];
  /** The status a row is created with. */
  initial: S;
  transitions: readonly Transition<S>[];
}

/** True when `actor` may move a row of `machine` from `from` to `to` (a listed transition; staying is listed too). */
export function canMove<S extends string>(machine: StateMachine<S>, from: S, to: S, actor: Actor): boolean {
  return machine.transitions.some((t) => t.to === to && t.from.includes(from) && t.by.includes(actor));
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

/*
 * A payment is one attempt to pay an order with one provider (decision 010). It ends once: a later report
 * about a Failed or Cancelled payment does not change how it ended, except a verified completion, which always
 * wins because the money was taken. A completion with another amount than asked is refused as forged: the
 * payment becomes (or stays) Failed.
 */
export const PAYMENT_STATUSES = ['Started', 'Completed', 'Failed', 'Cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_MACHINE: StateMachine<PaymentStatus> = {
  statuses: PAYMENT_STATUSES,
  initial: 'Started',
  transitions: [
    {
      from: ['Started', 'Failed', 'Cancelled'],
      to: 'Completed',
      by: ['system'],
      when: 'the provider verifiably reports it paid with the amount asked (late: after Failed or Cancelled)',
    },
    {
      from: ['Started', 'Failed', 'Cancelled'],
      to: 'Failed',
      by: ['system'],
      when:
        'the provider failed or declined it (from Started), or reports it paid with another amount than asked ' +
        '(refused as forged, whatever it was)',
    },
    {
      from: ['Started'],
      to: 'Cancelled',
      by: ['system'],
      when:
        'the provider reports the buyer cancelled it, or it was still unsettled long after its order expired ' +
        "(the recovery job: 'expired')",
    },
  ],
};

/*
 * What a paid order line gives: a template, coaching or consultation subscription (spec part 2, Template and
 * Coaching subscription status). Templates use every status, coaching Pending, Active, Inactive and Completed.
 * A subscription is created Pending when its order is paid (apps/api/src/features/subscriptions).
 */
export const SUBSCRIPTION_STATUSES = [
  'Pending',
  'Consultation Requested',
  'Consultation Completed',
  'Active',
  'Inactive',
  'Completed',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/*
 * A template subscription (issue 15; the staff side lands with the staff workspace):
 *
 *   Pending  --the client sets a consultation date-->  Consultation Requested
 *   Consultation Requested  --the client changes the date, until staff approve it-->  (stays)
 *   Consultation Requested  --staff approve the date (an approval time is set) or propose another-->  (stays)
 *   Consultation Requested  --the client changes a date staff proposed: a request again-->  (stays)
 *   Consultation Requested  --staff mark the consultation held, with remarks-->  Consultation Completed
 *   Consultation Completed  --staff activate: the schedule is copied, a start date set-->  Active
 *   Pending | Consultation Requested  --an admin activates without a consultation, with a reason-->  Active
 *   Active  --staff approve a week's completion that is not the last-->  (stays; weeks_completed + 1)
 *   Active  --staff approve the last week-->  Completed
 *   Active | Consultation Completed  --staff, with a reason-->  Inactive
 *   Inactive  --staff, with a reason-->  Active (it had been activated) | Consultation Completed (it had not)
 */
const STAFF: readonly Actor[] = ['trainer', 'admin'];

export const TEMPLATE_SUBSCRIPTION_MACHINE: StateMachine<SubscriptionStatus> = {
  statuses: SUBSCRIPTION_STATUSES,
  initial: 'Pending',
  transitions: [
    {
      from: ['Pending', 'Consultation Requested'],
      to: 'Consultation Requested',
      by: ['client'],
      when: 'the client sets the consultation date, or changes it while staff have not approved it',
    },
    {
      from: ['Consultation Requested'],
      to: 'Consultation Requested',
      by: STAFF,
      when: 'staff approve the requested date, or propose another (which the client may still change)',
    },
    {
      from: ['Consultation Requested'],
      to: 'Consultation Completed',
      by: STAFF,
      when: 'staff mark the consultation held, with remarks',
    },
    {
      from: ['Consultation Completed'],
      to: 'Active',
      by: STAFF,
      when: 'staff activate it: it gets its own copy of the template’s schedule and a start date',
    },
    {
      from: ['Pending', 'Consultation Requested'],
      to: 'Active',
      by: ['admin'],
      when: 'an admin activates it without a consultation, with a reason: it gets its schedule and a start date',
    },
    {
      from: ['Active'],
      to: 'Active',
      by: STAFF,
      when: 'staff approve the completion of a week that is not the last (weeks_completed goes up by one)',
    },
    { from: ['Active'], to: 'Completed', by: STAFF, when: 'staff approve the completion of the last week' },
    {
      from: ['Active', 'Consultation Completed'],
      to: 'Inactive',
      by: STAFF,
      when: 'staff make it inactive, with a reason',
    },
    {
      from: ['Inactive'],
      to: 'Active',
      by: STAFF,
      when: 'staff make it active again, with a reason (it had been activated: it has its schedule)',
    },
    {
      from: ['Inactive'],
      to: 'Consultation Completed',
      by: STAFF,
      when: 'staff make it active again, with a reason, before it was ever activated',
    },
  ],
};

/** Template subscriptions the client follows now (My Templates); the others are Previously Purchased. */
export const EXPIRED_SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = ['Completed', 'Inactive'];

/*
 * A week's completion request (spec part 2, Training weeks): the client asks for week weeks_completed + 1 to be
 * marked complete, with remarks; one open request per subscription.
 *
 *   (client asks)  Open  --staff approve (weeks_completed + 1)-->  Approved
 *                  Open  --staff return it with a note the client sees-->  Returned (the client may ask again)
 */
export const WEEK_REQUEST_STATUSES = ['Open', 'Approved', 'Returned'] as const;
export type WeekRequestStatus = (typeof WEEK_REQUEST_STATUSES)[number];

export const WEEK_REQUEST_MACHINE: StateMachine<WeekRequestStatus> = {
  statuses: WEEK_REQUEST_STATUSES,
  initial: 'Open',
  transitions: [
    {
      from: ['Open'],
      to: 'Approved',
      by: STAFF,
      when: 'staff approve the week: weeks_completed goes up by one',
    },
    {
      from: ['Open'],
      to: 'Returned',
      by: STAFF,
      when: 'staff return it with a note; the client may ask again',
    },
  ],
};

/*
 * A coaching subscription (issue 16; spec part 2, Coaching subscription status): Pending, Active, Inactive,
 * Completed. Its consultations are rows of their own (COACHING_CONSULTATION_MACHINE), one open at a time.
 *
 *   Pending | Active  --the client requests a consultation date, or changes it until staff approve it: a
 *                      consultation row moves (COACHING_CONSULTATION_MACHINE), the subscription stays
 *   Pending  --staff activate, only once its first consultation is held-->  Active
 *   Active  --staff approve a week's completion that is not the last-->  (stays; weeks_completed + 1)
 *   Active  --staff approve the last week-->  Completed
 *   Pending | Active  --staff, with a reason: the programme lapsed without completing-->  Inactive
 *   Inactive  --staff, with a reason-->  Active (it had been activated) | Pending (it had not)
 * Weeks, progress and week completion work as for a template, on the weeks the trainer publishes.
 */
export const COACHING_SUBSCRIPTION_STATUSES = [
  'Pending',
  'Active',
  'Inactive',
  'Completed',
] as const satisfies readonly SubscriptionStatus[];
export type CoachingSubscriptionStatus = (typeof COACHING_SUBSCRIPTION_STATUSES)[number];

export const COACHING_SUBSCRIPTION_MACHINE: StateMachine<SubscriptionStatus> = {
  statuses: COACHING_SUBSCRIPTION_STATUSES,
  initial: 'Pending',
  transitions: [
    {
      from: ['Pending'],
      to: 'Active',
      by: STAFF,
      when: 'staff activate it, only once its first consultation is held; it gets a start date',
    },
    {
      from: ['Active'],
      to: 'Active',
      by: STAFF,
      when: 'staff approve the completion of a week that is not the last (weeks_completed goes up by one)',
    },
    { from: ['Active'], to: 'Completed', by: STAFF, when: 'staff approve the completion of the last week' },
    {
      from: ['Pending', 'Active'],
      to: 'Inactive',
      by: STAFF,
      when: 'staff make it inactive, with a reason (the programme lapsed without completing)',
    },
    {
      from: ['Inactive'],
      to: 'Active',
      by: STAFF,
      when: 'staff make it active again, with a reason (it had been activated)',
    },
    {
      from: ['Inactive'],
      to: 'Pending',
      by: STAFF,
      when: 'staff make it active again, with a reason, before it was ever activated',
    },
  ],
};

/** The coaching statuses in which the client may request a consultation date (the first one, or a check-in). */
export const COACHING_CONSULTATION_OPEN_TO: readonly SubscriptionStatus[] = ['Pending', 'Active'];

/*
 * One consultation of a coaching subscription (issue 16): the first, before activation, or a check-in while
 * Active. At most one open (Requested or Approved) per subscription.
 *
 *   (the client asks for a date)  Requested
 *   Requested  --the client changes the date, until staff approve it-->  Requested
 *   Approved (a date staff proposed)  --the client changes it: a request again-->  Requested
 *   Requested | Approved  --staff approve the date, or propose another (approved as proposed)-->  Approved
 *   Requested | Approved  --staff mark it held, with remarks-->  Completed
 */
export const COACHING_CONSULTATION_STATUSES = ['Requested', 'Approved', 'Completed'] as const;
export type CoachingConsultationStatus = (typeof COACHING_CONSULTATION_STATUSES)[number];
/** Requested and Approved consultations are open: a subscription has at most one. */
export const OPEN_COACHING_CONSULTATION_STATUSES: readonly CoachingConsultationStatus[] = [
  'Requested',
  'Approved',
];

export const COACHING_CONSULTATION_MACHINE: StateMachine<CoachingConsultationStatus> = {
  statuses: COACHING_CONSULTATION_STATUSES,
  initial: 'Requested',
  transitions: [
    {
      from: ['Requested'],
      to: 'Requested',
      by: ['client'],
      when: 'the client changes the date while staff have not approved it',
    },
    {
      from: ['Approved'],
      to: 'Requested',
      by: ['client'],
      when: 'the client changes a date staff proposed (one staff approved as asked is final)',
    },
    {
      from: ['Requested', 'Approved'],
      to: 'Approved',
      by: STAFF,
      when: 'staff approve the requested date, or propose another (which the client may still change)',
    },
    {
      from: ['Requested', 'Approved'],
      to: 'Completed',
      by: STAFF,
      when: 'staff mark the consultation held, with remarks',
    },
  ],
};

/*
 * A paid consultation (issue 16; spec part 2, User (paid) consultation), in the subscription's own statuses:
 *
 *   Pending (no date)  --the client sets a date-->  Consultation Requested
 *   Consultation Requested  --the client changes the date, until staff approve it-->  (stays)
 *   Consultation Requested  --staff approve the date, or propose another (the client may change it)-->  (stays)
 *   Consultation Requested  --staff mark it held, with remarks (completed)-->  Consultation Completed
 * Once completed the client may Purchase Again.
 */
export const PAID_CONSULTATION_STATUSES = [
  'Pending',
  'Consultation Requested',
  'Consultation Completed',
] as const satisfies readonly SubscriptionStatus[];

export const PAID_CONSULTATION_MACHINE: StateMachine<SubscriptionStatus> = {
  statuses: PAID_CONSULTATION_STATUSES,
  initial: 'Pending',
  transitions: [
    {
      from: ['Pending', 'Consultation Requested'],
      to: 'Consultation Requested',
      by: ['client'],
      when: 'the client sets the date, or changes it while staff have not approved it',
    },
    {
      from: ['Consultation Requested'],
      to: 'Consultation Requested',
      by: STAFF,
      when: 'staff approve the requested date, or propose another (which the client may still change)',
    },
    {
      from: ['Consultation Requested'],
      to: 'Consultation Completed',
      by: STAFF,
      when: 'staff mark the consultation held, with remarks (completed)',
    },
  ],
};

/* A gift line of a paid order waits, Pending, for its recipient (by email) to claim it (spec part 2, Gifts). */
export const GIFT_STATUSES = ['Pending', 'Claimed'] as const;
export type GiftStatus = (typeof GIFT_STATUSES)[number];

export const GIFT_MACHINE: StateMachine<GiftStatus> = {
  statuses: GIFT_STATUSES,
  initial: 'Pending',
  transitions: [{ from: ['Pending'], to: 'Claimed', by: ['client'], when: 'the recipient claims it' }],
};

/*
 * An order's refunds (decisions 019 and 033). The payments area flags it (orders.refund_required) when a payment
 * cannot be kept: the order was paid twice, paid after an admin cancelled it, or after it expired and its stock
 * was gone. An admin returns the money at the provider, then records it here (amount, the provider's reference,
 * a note): Refunded. An admin may also refund a paid or delivered order for goods given back (issue 36: a
 * return, whole or some lines, with a reason): Refunded when the returns reach what the order kept, else
 * Partly refunded.
 *
 *   (a payment cannot be kept)  Required  --an admin records the refund-->  Refunded
 *                               Refunded | Partly refunded  --another payment cannot be kept-->  Required
 *   (a return)  --an admin refunds part of the order-->  Partly refunded  --more, up to all it kept-->  Refunded
 */
export const REFUND_STATUSES = ['Required', 'Refunded', 'Partly refunded'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_MACHINE: StateMachine<RefundStatus> = {
  statuses: REFUND_STATUSES,
  initial: 'Required',
  transitions: [
    {
      from: ['Required'],
      to: 'Refunded',
      by: ['admin'],
      when: 'an admin records the refund made at the provider (amount, provider reference, note)',
    },
    {
      from: ['Refunded', 'Partly refunded'],
      to: 'Required',
      by: ['system'],
      when: 'another payment of the order cannot be kept (paid twice again, too late, or after a cancel)',
    },
    {
      from: ['Partly refunded'],
      to: 'Partly refunded',
      by: ['admin'],
      when: 'an admin refunds more goods given back, still less than the order kept',
    },
    {
      from: ['Partly refunded', 'Refunded'],
      to: 'Refunded',
      by: ['admin'],
      when: 'an admin refunds goods given back, reaching what the order kept',
    },
  ],
};

/**
 * An order's refund state: Required while flagged; else, once refunds were recorded, Partly refunded while its
 * refunds for returns (paisa, `returned`) are less than what the order kept (`kept`, its total), else Refunded;
 * null without a refund.
 */
export function refundStatus(order: {
  refundRequired: boolean;
  refunds: number;
  returned?: number;
  kept?: number;
}): RefundStatus | null {
  if (order.refundRequired) return 'Required';
  if (order.refunds === 0) return null;
  const returned = order.returned ?? 0;
  return returned > 0 && order.kept !== undefined && returned < order.kept ? 'Partly refunded' : 'Refunded';
}

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
