import { type StateMachine } from './machine';

/* A gift line of a paid order waits, Pending, for its recipient (by email) to claim it (spec part 2, Gifts). */
export const GIFT_STATUSES = ['Pending', 'Claimed'] as const;
export type GiftStatus = (typeof GIFT_STATUSES)[number];

export const GIFT_MACHINE: StateMachine<GiftStatus> = {
  statuses: GIFT_STATUSES,
  initial: 'Pending',
  transitions: [{ from: ['Pending'], to: 'Claimed', by: ['client'], when: 'the recipient claims it' }],
};
