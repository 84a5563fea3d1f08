import { z } from 'zod';
import { CALENDAR_STATES, CONSULTATION_KINDS } from '../capacity';
import { success } from './reply';

/**
 * Replies of the trainer's consultation calendar (issue 17): every consultation of a trainer in a run of Nepal
 * days (templates', coachings' and paid ones), each day's booked minutes against the daily capacity.
 */

export const calendarConsultationJson = z.object({
  _id: z
    .string()
    .describe('What staff act on: the subscription (Template, Consultation) or the consultation (Coaching)'),
  kind: z.enum(CONSULTATION_KINDS),
  subscription_id: z.string(),
  title: z.string().describe('The template, coaching or consultation bought'),
  client: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  date: z.string().describe('YYYY-MM-DD, a Nepal day'),
  minutes: z.number().int(),
  state: z.enum(CALENDAR_STATES),
  remarks: z.string(),
});
export type CalendarConsultation = z.infer<typeof calendarConsultationJson>;

export const calendarDayJson = z.object({
  date: z.string(),
  booked_minutes: z.number().int().describe('Approved, proposed and held consultations'),
  requested_minutes: z.number().int().describe('Requests waiting for a decision'),
  consultations: z.array(calendarConsultationJson),
});
export type CalendarDay = z.infer<typeof calendarDayJson>;

export const trainerCapacityJson = z.object({
  trainer: z.object({ _id: z.string(), name: z.string() }),
  daily_capacity_minutes: z.number().int(),
});
export type TrainerCapacity = z.infer<typeof trainerCapacityJson>;

export const consultationCalendarReply = success({
  capacity: trainerCapacityJson,
  days: z.array(calendarDayJson),
});
export type ConsultationCalendarReply = z.infer<typeof consultationCalendarReply>;

export const trainerCapacityReply = success({ capacity: trainerCapacityJson });
export type TrainerCapacityReply = z.infer<typeof trainerCapacityReply>;

/** GET /staff/trainers: the trainers whose calendar the caller may read (a trainer: themselves). */
export const staffTrainersReply = success({
  trainers: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type StaffTrainersReply = z.infer<typeof staffTrainersReply>;
