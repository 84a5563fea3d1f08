import { STAFF_ACTORS as STAFF, type StateMachine } from './machine';

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
