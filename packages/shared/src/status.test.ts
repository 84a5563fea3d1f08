import { describe, expect, it } from 'vitest';
import {
  canEnter,
  canMove,
  COACHING_CONSULTATION_MACHINE,
  COACHING_SUBSCRIPTION_MACHINE,
  GIFT_MACHINE,
  PAID_CONSULTATION_MACHINE,
  REFUND_MACHINE,
  ORDER_FILTERS,
  ORDER_MACHINE,
  orderAfterUnpaidAttempt,
  isPayable,
  PAYMENT_MACHINE,
  TEMPLATE_SUBSCRIPTION_MACHINE,
  WEEK_REQUEST_MACHINE,
  type Actor,
  type OrderStatus,
  type PaymentStatus,
  type StateMachine,
} from './status';

describe('isPayable', () => {
  const now = new Date('2026-01-01T10:00:00Z');
  const later = '2026-01-01T10:30:00Z';
  const earlier = '2026-01-01T09:59:59Z';

  it('is true for an Initiated or Pending order until its expires_at', () => {
    expect(isPayable('Initiated', later, now)).toBe(true);
    expect(isPayable('Pending', new Date(later), now.getTime())).toBe(true);
    expect(isPayable('Pending', earlier, now)).toBe(false);
    expect(isPayable('Initiated', now, now)).toBe(false);
  });

  it('is false for paid, failed and cancelled orders', () => {
    for (const status of ['Active', 'Delivered', 'Failed', 'Cancelled'] as const)
      expect(isPayable(status, later, now)).toBe(false);
  });
});

describe('orderAfterUnpaidAttempt', () => {
  it('a cancelled attempt leaves the order payable (Initiated, stock held) before it expires', () => {
    expect(orderAfterUnpaidAttempt('Cancelled', { otherAttemptInProgress: false, expired: false })).toEqual({
      status: 'Initiated',
      releaseStock: false,
    });
  });

  it('a cancelled attempt after expiry cancels the order and releases its stock', () => {
    expect(orderAfterUnpaidAttempt('Cancelled', { otherAttemptInProgress: false, expired: true })).toEqual({
      status: 'Cancelled',
      releaseStock: true,
    });
  });

  it('a failed attempt fails the order and releases its stock', () => {
    expect(orderAfterUnpaidAttempt('Failed', { otherAttemptInProgress: false, expired: false })).toEqual({
      status: 'Failed',
      releaseStock: true,
    });
  });

  it('changes nothing while another attempt is in progress', () => {
    for (const attempt of ['Failed', 'Cancelled'] as const)
      for (const expired of [false, true])
        expect(orderAfterUnpaidAttempt(attempt, { otherAttemptInProgress: true, expired })).toBeNull();
  });
});

describe('ORDER_FILTERS', () => {
  it('has a filter for failed orders', () => {
    expect(ORDER_FILTERS.failed).toEqual(['Failed']);
  });
});

describe('the state machines', () => {
  const machines = {
    ORDER_MACHINE,
    PAYMENT_MACHINE,
    TEMPLATE_SUBSCRIPTION_MACHINE,
    WEEK_REQUEST_MACHINE,
    GIFT_MACHINE,
    COACHING_SUBSCRIPTION_MACHINE,
    COACHING_CONSULTATION_MACHINE,
    PAID_CONSULTATION_MACHINE,
    REFUND_MACHINE,
  } as Record<string, StateMachine<string>>;

  it('name only their own statuses, start in one of them and say who moves each transition', () => {
    for (const [name, m] of Object.entries(machines)) {
      expect(m.statuses, name).toContain(m.initial);
      for (const t of m.transitions) {
        expect(m.statuses, `${name} ${t.when}`).toContain(t.to);
        for (const from of t.from) expect(m.statuses, `${name} ${t.when}`).toContain(from);
        expect(t.by.length, `${name} ${t.when}`).toBeGreaterThan(0);
        expect(t.when.length, name).toBeGreaterThan(0);
      }
      for (const e of m.enters ?? []) {
        expect(m.statuses, `${name} ${e.when}`).toContain(e.to);
        expect(e.by.length, `${name} ${e.when}`).toBeGreaterThan(0);
      }
    }
  });

  it('canEnter lets a record without a status enter only as its machine lists, for a listed actor', () => {
    // An order's refund state: a return refunded by an admin, a payment that cannot be kept flagged by the system.
    expect(canEnter(REFUND_MACHINE, 'Partly refunded', 'admin')).toBe(true);
    expect(canEnter(REFUND_MACHINE, 'Refunded', 'admin')).toBe(true);
    expect(canEnter(REFUND_MACHINE, 'Required', 'system')).toBe(true);
    expect(canEnter(REFUND_MACHINE, 'Required', 'admin')).toBe(false);
    expect(canEnter(REFUND_MACHINE, 'Refunded', 'trainer')).toBe(false);
    // A machine without `enters` starts its rows only as they are created.
    expect(canEnter(ORDER_MACHINE, 'Initiated', 'client')).toBe(false);
  });

  it('canMove allows only a listed transition, for a listed actor', () => {
    expect(canMove(ORDER_MACHINE, 'Initiated', 'Pending', 'client')).toBe(true);
    expect(canMove(ORDER_MACHINE, 'Initiated', 'Pending', 'system')).toBe(false);
    expect(canMove(ORDER_MACHINE, 'Active', 'Delivered', 'admin')).toBe(true);
    expect(canMove(ORDER_MACHINE, 'Active', 'Delivered', 'client')).toBe(false);
    expect(canMove(ORDER_MACHINE, 'Delivered', 'Initiated', 'system')).toBe(false);
    expect(canMove(ORDER_MACHINE, 'Active', 'Cancelled', 'system')).toBe(false);
    expect(canMove(ORDER_MACHINE, 'Pending', 'Active', 'client')).toBe(false);
    expect(canMove(PAYMENT_MACHINE, 'Completed', 'Failed', 'system')).toBe(false);
    expect(canMove(PAYMENT_MACHINE, 'Cancelled', 'Cancelled', 'system')).toBe(false);
    expect(canMove(GIFT_MACHINE, 'Pending', 'Claimed', 'client')).toBe(true);
    expect(canMove(GIFT_MACHINE, 'Claimed', 'Pending', 'client')).toBe(false);
  });

  /*
   * Every status change the API makes today, where it makes it. The API asks canMove before each write and
   * throws when it says no, so each of these must be in the table.
   */
  const orderMoves: [OrderStatus[], OrderStatus, Actor, string][] = [
    [['Initiated', 'Pending'], 'Pending', 'client', 'payment-service startPayment (a payable order)'],
    [['Initiated'], 'Cancelled', 'client', 'orders.service initiateOrder: the order it replaces'],
    [['Initiated', 'Pending'], 'Cancelled', 'system', 'order-expiry expireOrders; fulfilment expirePayment'],
    [
      ['Initiated', 'Pending', 'Failed', 'Cancelled'],
      'Active',
      'system',
      'fulfilment settleOutcome: a completion with the amount asked (not yet paid)',
    ],
  ];

  it.each(orderMoves)('orders: %j to %s by %s (%s) is allowed', (from, to, actor) => {
    for (const status of from) expect(canMove(ORDER_MACHINE, status, to, actor), status).toBe(true);
  });

  it('orders: whatever an unpaid attempt makes of an Initiated or Pending order is allowed (fulfilment)', () => {
    for (const status of ['Initiated', 'Pending'] as const)
      for (const attempt of ['Failed', 'Cancelled'] as const)
        for (const expired of [false, true]) {
          const next = orderAfterUnpaidAttempt(attempt, { otherAttemptInProgress: false, expired });
          expect(
            canMove(ORDER_MACHINE, status, next!.status, 'system'),
            `${status} ${attempt} ${expired}`,
          ).toBe(true);
        }
  });

  const paymentMoves: [PaymentStatus[], PaymentStatus, string][] = [
    [['Started'], 'Failed', 'fulfilment: the provider failed it'],
    [['Started'], 'Cancelled', 'fulfilment: the buyer cancelled it; expirePayment (expired)'],
    [['Started', 'Failed', 'Cancelled'], 'Completed', 'fulfilment: verified paid, the amount asked'],
    [['Started', 'Failed', 'Cancelled'], 'Failed', 'fulfilment: reported paid with another amount'],
  ];

  it.each(paymentMoves)('payments: %j to %s (%s) is allowed for the system', (from, to) => {
    for (const status of from) expect(canMove(PAYMENT_MACHINE, status, to, 'system'), status).toBe(true);
  });

  it('payments: a completed payment never changes again', () => {
    for (const to of PAYMENT_MACHINE.statuses)
      for (const actor of ['client', 'trainer', 'admin', 'system'] as const)
        expect(canMove(PAYMENT_MACHINE, 'Completed', to, actor)).toBe(false);
  });

  it('subscriptions and gifts start Pending (fulfilment writes them so)', () => {
    expect(TEMPLATE_SUBSCRIPTION_MACHINE.initial).toBe('Pending');
    expect(GIFT_MACHINE.initial).toBe('Pending');
    expect(ORDER_MACHINE.initial).toBe('Initiated');
    expect(PAYMENT_MACHINE.initial).toBe('Started');
  });
});

describe('the template subscription', () => {
  const m = TEMPLATE_SUBSCRIPTION_MACHINE;

  it('lets the client set or change a date, and nothing else', () => {
    expect(canMove(m, 'Pending', 'Consultation Requested', 'client')).toBe(true);
    expect(canMove(m, 'Consultation Requested', 'Consultation Requested', 'client')).toBe(true);
    for (const from of m.statuses)
      for (const to of m.statuses)
        if (to !== 'Consultation Requested')
          expect(canMove(m, from, to, 'client'), `${from} -> ${to}`).toBe(false);
  });

  it('is activated after its consultation was held (by an admin also before, with a reason), completed only from Active', () => {
    expect(canMove(m, 'Consultation Completed', 'Active', 'trainer')).toBe(true);
    expect(canMove(m, 'Pending', 'Active', 'admin')).toBe(true);
    expect(canMove(m, 'Consultation Requested', 'Active', 'admin')).toBe(true);
    expect(canMove(m, 'Pending', 'Active', 'trainer')).toBe(false);
    expect(canMove(m, 'Consultation Requested', 'Active', 'trainer')).toBe(false);
    expect(canMove(m, 'Completed', 'Active', 'admin')).toBe(false);
    expect(canMove(m, 'Active', 'Completed', 'trainer')).toBe(true);
    expect(canMove(m, 'Inactive', 'Completed', 'admin')).toBe(false);
  });

  it('goes Inactive and back only by staff', () => {
    expect(canMove(m, 'Active', 'Inactive', 'admin')).toBe(true);
    expect(canMove(m, 'Consultation Completed', 'Inactive', 'trainer')).toBe(true);
    expect(canMove(m, 'Inactive', 'Active', 'admin')).toBe(true);
    expect(canMove(m, 'Pending', 'Inactive', 'admin')).toBe(false);
    expect(canMove(m, 'Active', 'Inactive', 'system')).toBe(false);
  });

  it('a week request is decided once, by staff', () => {
    expect(canMove(WEEK_REQUEST_MACHINE, 'Open', 'Approved', 'trainer')).toBe(true);
    expect(canMove(WEEK_REQUEST_MACHINE, 'Open', 'Returned', 'admin')).toBe(true);
    expect(canMove(WEEK_REQUEST_MACHINE, 'Returned', 'Approved', 'admin')).toBe(false);
    expect(canMove(WEEK_REQUEST_MACHINE, 'Open', 'Approved', 'client')).toBe(false);
  });
});
