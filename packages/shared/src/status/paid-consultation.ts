import { STAFF_ACTORS as STAFF, type StateMachine } from './machine';
import type { SubscriptionStatus } from './subscription';

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
