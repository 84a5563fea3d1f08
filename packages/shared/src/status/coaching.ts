import { STAFF_ACTORS as STAFF, type StateMachine } from './machine';
import type { SubscriptionStatus } from './subscription';

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
