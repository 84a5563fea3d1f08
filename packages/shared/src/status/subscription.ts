import { STAFF_ACTORS as STAFF, type StateMachine } from './machine';

/*
 * What a paid order line gives: a template, coaching or consultation subscription (spec part 2, Template and
 * Coaching subscription status). Templates use every status, coaching Pending, Active, Inactive and Completed.
 * A subscription is created Pending when its order is paid (apps/api/src/features/training).
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
