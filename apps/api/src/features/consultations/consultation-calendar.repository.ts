import { and, between, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ConsultationKind } from '@oxstrength/shared/capacity';
import type { Db, Tx } from '../../db/client';
import { coachingConsultations } from '../../db/schema/consultations';
import { subscriptions } from '../../db/schema/subscriptions';

/**
 * A trainer's consultations by Nepal day (issue 17), read from the training area's tables: the dates of
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
  const onDays = between(subscriptions.consultationDate, r.from, r.to);
  const ofSubscriptions = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        isNotNull(subscriptions.consultationDate),
        onDays,
        sql`(${and(eq(subscriptions.onModel, 'Consultation'), eq(subscriptions.trainerId, r.trainerId))}
          OR ${
            r.templateIds.length > 0
              ? and(eq(subscriptions.onModel, 'Template'), inArray(subscriptions.modelId, r.templateIds))
              : sql`false`
          })`,
      ),
    );
  const ofCoachings = await db
    .select({ c: coachingConsultations, s: subscriptions })
    .from(coachingConsultations)
    .innerJoin(subscriptions, eq(subscriptions.id, coachingConsultations.subscriptionId))
    .where(
      and(
        eq(subscriptions.onModel, 'Coaching'),
        eq(subscriptions.trainerId, r.trainerId),
        between(coachingConsultations.consultationDate, r.from, r.to),
      ),
    );
  return [
    ...ofSubscriptions.map((s): ConsultationDayRow => ({
      kind: s.onModel as 'Template' | 'Consultation',
      id: s.id,
      subscriptionId: s.id,
      modelId: s.modelId,
      userId: s.userId,
      plan: s.plan,
      date: s.consultationDate!,
      approved: s.consultationApprovedAt !== null,
      proposed: s.consultationProposed,
      held: s.consultationHeldAt !== null,
      remarks: s.remarks ?? '',
    })),
    ...ofCoachings.map(({ c, s }): ConsultationDayRow => ({
      kind: 'Coaching',
      id: c.id,
      subscriptionId: s.id,
      modelId: s.modelId,
      userId: s.userId,
      plan: s.plan,
      date: c.consultationDate,
      approved: c.status !== 'Requested',
      proposed: c.proposed,
      held: c.status === 'Completed',
      remarks: c.remarks ?? '',
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
