import { type StateMachine } from './machine';

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
  enters: [
    {
      to: 'Required',
      by: ['system'],
      when: 'a payment of the order cannot be kept (paid twice, too late, or after a cancel)',
    },
    {
      to: 'Partly refunded',
      by: ['admin'],
      when: 'an admin refunds goods given back, less than the order kept',
    },
    { to: 'Refunded', by: ['admin'], when: 'an admin refunds goods given back, all the order kept' },
  ],
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
