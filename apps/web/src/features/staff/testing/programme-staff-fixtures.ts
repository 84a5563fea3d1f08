import type { Paged } from '@oxstrength/shared/contracts/reply';
import {
  staffCoachingsPageReply,
  staffPaidConsultationsPageReply,
  type StaffCoaching,
  type StaffPaidConsultation,
} from '@oxstrength/shared/contracts/coaching-training';
import {
  consultationCalendarReply,
  type CalendarConsultation,
  type CalendarDay,
} from '@oxstrength/shared/contracts/staff-calendar';
import { paidConsultation, subscribedCoaching } from '../../dashboard/testing/programme-fixtures';
import { pageReply } from '../../../testing/page-reply';

/** Staff's coaching and paid consultation lists and the consultation calendar, parsed with their contracts. */

const client = { _id: 'c9', name: 'Sita Gurung', email: 'sita@example.com' };

export const staffCoaching = (overrides: Partial<StaffCoaching> = {}): StaffCoaching => ({
  ...subscribedCoaching(1),
  client,
  ...overrides,
});

/** A paid consultation as staff list it: its client with their phone (stored form). */
export const staffPaidConsultation = (
  overrides: Partial<StaffPaidConsultation> = {},
): StaffPaidConsultation => ({
  ...paidConsultation(1),
  client: { ...client, mobile_num: '+9779801234567' },
  ...overrides,
});

export const staffCoachingsPageOf = (subscriptions: StaffCoaching[], paged: Partial<Paged> = {}) =>
  staffCoachingsPageReply.parse({ subscriptions, ...pageReply(subscriptions.length, paged) });

export const staffPaidPageOf = (consultations: StaffPaidConsultation[], paged: Partial<Paged> = {}) =>
  staffPaidConsultationsPageReply.parse({ consultations, ...pageReply(consultations.length, paged) });

export const calendarConsultation = (
  overrides: Partial<CalendarConsultation> = {},
): CalendarConsultation => ({
  _id: 'pc1',
  kind: 'Consultation',
  subscription_id: 'pc1',
  title: 'Form Check',
  client,
  date: '2099-03-10',
  minutes: 30,
  state: 'Requested',
  remarks: '',
  ...overrides,
});

/** The body of GET /staff/trainers/{id}/consultations: 7 days from `from`, with these consultations. */
export function calendarOf(from: string, consultations: CalendarConsultation[], capacity = 240) {
  const days: CalendarDay[] = Array.from({ length: 7 }, (_, i) => {
    const d = new Date(`${from}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + i);
    const date = d.toISOString().slice(0, 10);
    const onDay = consultations.filter((c) => c.date === date);
    const sum = (list: CalendarConsultation[]) => list.reduce((s, c) => s + c.minutes, 0);
    return {
      date,
      booked_minutes: sum(onDay.filter((c) => c.state !== 'Requested')),
      requested_minutes: sum(onDay.filter((c) => c.state === 'Requested')),
      consultations: onDay,
    };
  });
  return consultationCalendarReply.parse({
    status: 'success',
    capacity: { trainer: { _id: 'tr1', name: 'Coach Hari' }, daily_capacity_minutes: capacity },
    days,
  });
}
