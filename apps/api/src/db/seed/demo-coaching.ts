import { and, asc, count, eq, gt } from 'drizzle-orm';
import { nepalToday } from '@oxstrength/shared/training';
import type { Db, Tx } from '../client';
import { deliveryAddresses } from '../schema/addresses';
import { coachingRates, consultationRates } from '../schema/programmes';
import { subscriptions } from '../schema/subscriptions';
import {
  activateCoaching,
  approveCoachingConsultation,
  markCoachingConsultationHeld,
  writeCoachingWeek,
  type ProgrammeStaffActor,
} from '../../features/training/coaching-staff.service';
import { requestCoachingConsultation } from '../../features/training/coaching-training.service';
import { requestPaidConsultation } from '../../features/training/consultation-training.service';
import { DAY, dateOf, dayOf, payDemoLines } from './demo-training';
import { demoSignIn, insertDemoUser } from './demo-users';

/** The exercises the demo trainer wrote for each day of a demo coaching week (the inbox clients' too). */
export const DEMO_WEEK = (week: number) =>
  [1, 3, 5].flatMap((day) =>
    [
      { movement: day === 3 ? 'Bench Press' : 'Back Squat', sets: '4', reps: '5' },
      { movement: day === 5 ? 'Deadlift' : 'Barbell Row', sets: '3', reps: '8' },
      { movement: 'Plank', sets: '3', reps: '45 s' },
    ].map((a, i) => ({
      day,
      movement: a.movement,
      intensity: i === 0 ? `RPE ${6 + week}` : 'RPE 7',
      sets: a.sets,
      reps: a.reps,
      tempo: i === 0 ? '3-1-1' : '',
      rest: i === 0 ? '3 min' : '90 s',
      note: i === 0 && week === 1 ? 'Film your top set from the side.' : '',
    })),
  );

/** The rate to buy: the demo trainer's when they have one, else the first trainer's with the plan offered. */
function pickRate<T extends { trainerId: string }>(rows: T[], demoTrainerId: string): T | undefined {
  return rows.find((r) => r.trainerId === demoTrainerId) ?? rows[0];
}

/**
 * Idempotent (after the catalogue and the demo client's templates): unless the demo client already has a
 * coaching subscription, they buy a 4-week coaching and a half-hour consultation in one order, paid 10 days
 * ago. The coaching's first consultation was held and it is Active on week 1, its trainer published weeks 1
 * and 2 and wrote week 3 without publishing it; the consultation has a requested date five days ahead in
 * Nepal, not approved yet. Through the areas' services, as the client and the trainer would; one transaction.
 */
export async function seedDemoCoaching(db: Db, now = new Date()) {
  const clientId = await insertDemoUser(db, demoSignIn('Client'));
  const demoTrainerId = await insertDemoUser(db, demoSignIn('Trainer'));
  const [{ n }] = await db
    .select({ n: count() })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, clientId), eq(subscriptions.onModel, 'Coaching')));
  if (n > 0) return;
  const coaching = pickRate(
    await db
      .select({ id: coachingRates.coachingId, trainerId: coachingRates.trainerId })
      .from(coachingRates)
      .where(gt(coachingRates.discountedW4Rate, 0))
      .orderBy(asc(coachingRates.id)),
    demoTrainerId,
  );
  const consultation = pickRate(
    await db
      .select({ id: consultationRates.consultationId, trainerId: consultationRates.trainerId })
      .from(consultationRates)
      .where(gt(consultationRates.discountedHalfHourRate, 0))
      .orderBy(asc(consultationRates.id)),
    demoTrainerId,
  );
  const [address] = await db
    .select({ id: deliveryAddresses.id })
    .from(deliveryAddresses)
    .where(eq(deliveryAddresses.userId, clientId))
    .orderBy(asc(deliveryAddresses.createdAt));
  if (!coaching || !consultation || !address) return;

  await db.transaction(async (tx: Tx) => {
    const placedAt = dayOf(now, -10);
    const orderId = await payDemoLines(
      tx,
      clientId,
      [
        {
          model_id: coaching.id,
          onModel: 'Coaching',
          unit: 1,
          self_order: true,
          coaching_plan: 'w4',
          trainer: coaching.trainerId,
        },
        {
          model_id: consultation.id,
          onModel: 'Consultation',
          unit: 1,
          self_order: true,
          consultation_plan: 'half_hour',
          trainer: consultation.trainerId,
        },
      ],
      placedAt,
      address.id,
    );
    const subs = await tx.select().from(subscriptions).where(eq(subscriptions.orderId, orderId));
    const followed = subs.find((s) => s.onModel === 'Coaching')!;
    const paid = subs.find((s) => s.onModel === 'Consultation')!;
    const staff: ProgrammeStaffActor = { actor: 'trainer', userId: coaching.trainerId };

    const asked = await requestCoachingConsultation(
      tx,
      clientId,
      { subscription: followed.id, consultation_date: dateOf(dayOf(placedAt, 2)) },
      dayOf(placedAt, 1),
    );
    const first = asked.subscription.latest_consultation!._id;
    await approveCoachingConsultation(tx, first, staff, dayOf(placedAt, 1));
    await markCoachingConsultationHeld(
      tx,
      first,
      staff,
      'Squat 90 kg for 5, bench 55 kg. Goals: a first meet in spring. Three sessions a week; we start at RPE 7.',
      dayOf(placedAt, 2),
    );
    // Week 1 is written and published before activation (issue 36), weeks 2 and 3 too (3 as a draft).
    for (const week of [1, 2, 3])
      await writeCoachingWeek(
        tx,
        followed.id,
        staff,
        week,
        { published: week < 3, activities: DEMO_WEEK(week) },
        dayOf(placedAt, 3),
      );
    await activateCoaching(tx, followed.id, staff, dateOf(dayOf(placedAt, 3)));

    await requestPaidConsultation(
      tx,
      clientId,
      {
        subscription: paid.id,
        consultation_date: dateOf(new Date(Date.parse(nepalToday(now)) + 5 * DAY)),
      },
      now,
    );
  });
}
