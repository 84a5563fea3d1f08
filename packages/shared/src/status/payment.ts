import { type StateMachine } from './machine';

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
