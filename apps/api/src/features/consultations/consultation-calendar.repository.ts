import { and, between, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ConsultationKind } from '@oxstrength/shared/capacity';
import type { Db, Tx } from '../../db/client';
import { coachingConsultationDates, subscriptionConsultations } from '../training/training.views';

/**
 * A trainer's consultations by Nepal day (issue 17), read from the training area's views: the dates of
 * their templates' subscriptions, of the paid consultations bought with them, and of their coachings'
 * consultations. The trainer-day lock makes approvals of one trainer's day take turns.
 */

type Conn = Db | Tx;

export interface ConsultationDayRow {
  kind: ConsultationKind;
  /** What staff act on: the subscription, or a coaching's consultation. */
  id: string;
  subscriptionId: string;
  modelId: string;
  userId: string;
  plan: string | null;
  date: string;
  approved: boolean;
  proposed: boolean;
  held: boolean;
  remarks: string;
}

/** Every consultation with a date from `from` to `to` (inclusive) of the trainer's templates, coachings and consultations. */
export async function findTrainerConsultations(
  db: Conn,
  r: { trainerId: string; templateIds: string[]; from: string; to: string },
): Promise<ConsultationDayRow[]> {
  const s = subscriptionConsultations;
  const ofSubscriptions = await db
    .select()
    .from(s)
    .where(
      and(
        isNotNull(s.date),
        between(s.date, r.from, r.to),
        sql`(${and(eq(s.onModel, 'Consultation'), eq(s.trainerId, r.trainerId))}
          OR ${
            r.templateIds.length > 0
              ? and(eq(s.onModel, 'Template'), inArray(s.modelId, r.templateIds))
              : sql`false`
          })`,
      ),
    );
  const c = coachingConsultationDates;
  const ofCoachings = await db
    .select({
      id: c.id,
      subscriptionId: s.id,
      modelId: s.modelId,
      userId: s.userId,
      plan: s.plan,
      date: c.date,
      status: c.status,
      proposed: c.proposed,
      remarks: c.remarks,
    })
    .from(c)
    .innerJoin(s, eq(s.id, c.subscriptionId))
    .where(and(eq(s.onModel, 'Coaching'), eq(s.trainerId, r.trainerId), between(c.date, r.from, r.to)));
  return [
    ...ofSubscriptions.map((row): ConsultationDayRow => ({
      kind: row.onModel as 'Template' | 'Consultation',
      id: row.id,
      subscriptionId: row.id,
      modelId: row.modelId,
      userId: row.userId,
      plan: row.plan,
      date: row.date!,
      approved: row.approvedAt !== null,
      proposed: row.proposed,
      held: row.heldAt !== null,
      remarks: row.remarks ?? '',
    })),
    ...ofCoachings.map((row): ConsultationDayRow => ({
      kind: 'Coaching',
      id: row.id,
      subscriptionId: row.subscriptionId,
      modelId: row.modelId,
      userId: row.userId,
      plan: row.plan,
      date: row.date,
      approved: row.status !== 'Requested',
      proposed: row.proposed,
      held: row.status === 'Completed',
      remarks: row.remarks ?? '',
    })),
  ];
}

/**
 * Waits for, then holds until the transaction ends, the lock of one trainer's day: approvals and proposals on
 * that day take turns, so each counts the minutes the ones before it booked.
 */
export async function lockTrainerDay(tx: Tx, trainerId: string, date: string) {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`capacity:${trainerId}:${date}`}, 0))`,
  );
}
