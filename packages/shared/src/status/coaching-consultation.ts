import { STAFF_ACTORS as STAFF, type StateMachine } from './machine';

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
