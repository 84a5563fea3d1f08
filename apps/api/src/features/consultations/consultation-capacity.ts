import {
  capacityExceededMessage,
  consultationMinutes,
  takesTime,
  type CalendarState,
  type ConsultationKind,
} from '@oxstrength/shared/capacity';
import type { CalendarDay, CalendarConsultation } from '@oxstrength/shared/contracts/staff-calendar';
import type { Db, Tx } from '../../db/client';
import { conflict } from '../../lib/errors';
import { coachingKind, consultationKind } from '../programmes/programme-kinds';
import { programmeSummaries } from '../programmes/programmes.service';
import { dailyCapacity } from './capacity.service';
import { templateIdsOfTrainer, templateSummaries, templateTrainers } from '../templates/templates.service';
import { userContact } from '../users/users.service';
import {
  findTrainerConsultations,
  lockTrainerDay,
  type ConsultationDayRow,
} from './consultation-calendar.repository';

/**
 * A trainer's day of consultations (issue 17): the capacity check that every approval and proposal of a date
 * makes, and the calendar staff read. A consultation takes its plan's minutes of its trainer's Nepal day once
 * approved (or proposed, or held); an approval that would take the day past the trainer's daily capacity is
 * refused (409). The check holds the trainer-day lock until its transaction ends, so concurrent approvals of
 * one day take turns and each counts the ones before it.
 */

export const stateOf = (r: Pick<ConsultationDayRow, 'approved' | 'proposed' | 'held'>): CalendarState =>
  r.held ? 'Held' : r.proposed ? 'Proposed' : r.approved ? 'Approved' : 'Requested';

const minutesOf = (r: ConsultationDayRow) => consultationMinutes(r.kind, r.plan);

export interface Booking {
  kind: ConsultationKind;
  /** The subscription (Template, Consultation) or the coaching's consultation being approved. */
  id: string;
  /** null: a template without a trainer (the admins'), which has no capacity. */
  trainerId: string | null;
  date: string;
  plan: string | null;
}

/** Inside the approval's transaction: lock the trainer's day and refuse (409) when the booking does not fit. */
export async function reserveConsultationTime(tx: Tx, booking: Booking) {
  if (!booking.trainerId) return;
  await lockTrainerDay(tx, booking.trainerId, booking.date);
  const rows = await findTrainerConsultations(tx, {
    trainerId: booking.trainerId,
    templateIds: await templateIdsOfTrainer(tx, booking.trainerId),
    from: booking.date,
    to: booking.date,
  });
  const booked = rows
    .filter((r) => takesTime(stateOf(r)) && !(r.kind === booking.kind && r.id === booking.id))
    .reduce((sum, r) => sum + minutesOf(r), 0);
  const capacity = await dailyCapacity(tx, booking.trainerId);
  const needed = consultationMinutes(booking.kind, booking.plan);
  if (booked + needed > capacity)
    throw conflict(capacityExceededMessage(booking.date, booked, capacity, needed));
}

/**
 * reserveConsultationTime for a subscription's own consultation on `date` (a template's: its template's trainer;
 * a paid consultation's: the trainer it was bought with, for its plan) or, with `consultationId`, a coaching's.
 */
export async function reserveSubscriptionTime(
  tx: Tx,
  sub: { id: string; onModel: string; modelId: string; trainerId: string | null; plan: string | null },
  date: string,
  consultationId?: string,
) {
  const kind = sub.onModel as ConsultationKind;
  const trainerId =
    kind === 'Template'
      ? ((await templateTrainers(tx, [sub.modelId])).get(sub.modelId) ?? null)
      : sub.trainerId;
  await reserveConsultationTime(tx, { kind, id: consultationId ?? sub.id, trainerId, date, plan: sub.plan });
}

/** The Nepal day `n` days after `date` (YYYY-MM-DD). */
export function addDays(date: string, n: number) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Every consultation of the trainer on `days` days from `from`, by day, with the minutes booked and asked. */
export async function trainerConsultationDays(
  db: Db,
  trainerId: string,
  from: string,
  days: number,
): Promise<CalendarDay[]> {
  const to = addDays(from, days - 1);
  const rows = await findTrainerConsultations(db, {
    trainerId,
    templateIds: await templateIdsOfTrainer(db, trainerId),
    from,
    to,
  });
  const idsOf = (kind: ConsultationKind) => rows.filter((r) => r.kind === kind).map((r) => r.modelId);
  const [templates, coachings, consultations] = await Promise.all([
    templateSummaries(db, idsOf('Template')),
    programmeSummaries(db, coachingKind, idsOf('Coaching')),
    programmeSummaries(db, consultationKind, idsOf('Consultation')),
  ]);
  const titles = { Template: templates, Coaching: coachings, Consultation: consultations };
  const clients = new Map<string, CalendarConsultation['client']>();
  for (const userId of new Set(rows.map((r) => r.userId))) {
    const user = await userContact(db, userId);
    clients.set(userId, user ? { _id: user.id, name: user.name, email: user.email } : null);
  }
  const items = rows
    .map((r): CalendarConsultation => ({
      _id: r.id,
      kind: r.kind,
      subscription_id: r.subscriptionId,
      title: titles[r.kind].get(r.modelId)?.title ?? r.kind,
      client: clients.get(r.userId) ?? null,
      date: r.date,
      minutes: minutesOf(r),
      state: stateOf(r),
      remarks: r.remarks,
    }))
    .sort(
      (a, b) => a.date.localeCompare(b.date) || (a.client?.name ?? '').localeCompare(b.client?.name ?? ''),
    );
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(from, i);
    const onDay = items.filter((c) => c.date === date);
    const sum = (list: CalendarConsultation[]) => list.reduce((s, c) => s + c.minutes, 0);
    return {
      date,
      booked_minutes: sum(onDay.filter((c) => takesTime(c.state))),
      requested_minutes: sum(onDay.filter((c) => !takesTime(c.state))),
      consultations: onDay,
    };
  });
}
