import { z } from 'zod';
import { CONSULTATION_PLANS } from './constants';
import { isCalendarDate } from './training';

/**
 * A trainer's daily capacity (issue 17): the minutes of consultations they take per Nepal day. Every approved
 * (or proposed, or held) consultation on a day counts its plan's length; an approval that would take the day
 * past the capacity is refused.
 */

export const DEFAULT_DAILY_CAPACITY_MINUTES = 240;
export const MAX_DAILY_CAPACITY_MINUTES = 24 * 60;

/**
 * A template's and a coaching's consultation is the call that comes with the programme: it has no plan of its
 * own and counts as half an hour. A paid consultation counts its plan (15, 30 or 60 minutes).
 */
export const PROGRAMME_CALL_MINUTES = 30;

export const CONSULTATION_KINDS = ['Template', 'Coaching', 'Consultation'] as const;
export type ConsultationKind = (typeof CONSULTATION_KINDS)[number];

/** The minutes a consultation takes of its trainer's day. */
export function consultationMinutes(kind: ConsultationKind, plan: string | null): number {
  if (kind !== 'Consultation') return PROGRAMME_CALL_MINUTES;
  return CONSULTATION_PLANS.find((p) => p.value === plan)?.minutes ?? PROGRAMME_CALL_MINUTES;
}

/** The message of an approval refused for capacity. */
export const capacityExceededMessage = (date: string, booked: number, capacity: number, needed: number) =>
  `Daily capacity reached for ${date}: ${booked} of ${capacity} minutes are booked and this consultation ` +
  `needs ${needed}. Propose another date or raise the daily capacity.`;

const CAPACITY_INVALID = `Daily capacity must be a whole number of minutes from 0 to ${MAX_DAILY_CAPACITY_MINUTES}`;

/** PUT /staff/trainers/{id}/capacity. */
export const dailyCapacitySchema = z.object({
  daily_capacity_minutes: z.coerce
    .number({ error: CAPACITY_INVALID })
    .int(CAPACITY_INVALID)
    .min(0, CAPACITY_INVALID)
    .max(MAX_DAILY_CAPACITY_MINUTES, CAPACITY_INVALID),
});
export type DailyCapacityInput = z.input<typeof dailyCapacitySchema>;

export const CALENDAR_DAYS_MAX = 42;
const FROM_INVALID = 'from must be a date (YYYY-MM-DD)';
const DAYS_INVALID = `days must be a whole number from 1 to ${CALENDAR_DAYS_MAX}`;

/** GET /staff/trainers/{id}/consultations: the days from `from` (a Nepal date), `days` of them. */
export const consultationCalendarQuery = z.object({
  from: z.string({ error: FROM_INVALID }).refine(isCalendarDate, FROM_INVALID),
  days: z.coerce
    .number({ error: DAYS_INVALID })
    .int(DAYS_INVALID)
    .min(1, DAYS_INVALID)
    .max(CALENDAR_DAYS_MAX, DAYS_INVALID)
    .default(7),
});

/** How a consultation stands for its trainer: asked for, approved, proposed by staff, or held. */
export const CALENDAR_STATES = ['Requested', 'Approved', 'Proposed', 'Held'] as const;
export type CalendarState = (typeof CALENDAR_STATES)[number];

/** Only approved, proposed and held consultations take time of the day; requests do not until approved. */
export const takesTime = (state: CalendarState) => state !== 'Requested';
