import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { coachingRates, coachings, consultationRates, consultations } from '../../db/schema/programmes';
import { coachingKind, consultationKind } from './programme-kinds';
import { refreshMinPrice } from './programmes.service';

/** Test fixtures for coaching and consultations. Money in paisa, as stored. */

export async function clearProgrammes(db: Db) {
  await db.delete(coachings);
  await db.delete(consultations);
}

type ProgrammeValues = Partial<typeof coachings.$inferInsert> & { title: string };

const programmeValues = (v: ProgrammeValues) => ({
  slug: `${v.title.toLowerCase().replace(/\W+/g, '-')}-${randomUUID().slice(0, 6)}`,
  cover: '/images/catalogue/coaching/cover.svg',
  ...v,
});

/** [rate, discounted rate] per plan, paisa; plans left out are not offered (0). */
type Plans<K extends string> = Partial<Record<K, [number, number]>>;

export async function makeCoaching(
  db: Db,
  v: ProgrammeValues,
  rates: { trainerId: string; plans: Plans<'w4' | 'w12' | 'w24'> }[] = [],
) {
  const [row] = await db.insert(coachings).values(programmeValues(v)).returning();
  for (const { trainerId, plans } of rates) {
    await db.insert(coachingRates).values({
      coachingId: row.id,
      trainerId,
      w4Rate: plans.w4?.[0] ?? 0,
      discountedW4Rate: plans.w4?.[1] ?? 0,
      w12Rate: plans.w12?.[0] ?? 0,
      discountedW12Rate: plans.w12?.[1] ?? 0,
      w24Rate: plans.w24?.[0] ?? 0,
      discountedW24Rate: plans.w24?.[1] ?? 0,
    });
  }
  await refreshMinPrice(db, coachingKind, row.id);
  return row;
}

export async function makeConsultation(
  db: Db,
  v: ProgrammeValues,
  rates: { trainerId: string; plans: Plans<'quarter_hour' | 'half_hour' | 'hour'> }[] = [],
) {
  const [row] = await db.insert(consultations).values(programmeValues(v)).returning();
  for (const { trainerId, plans } of rates) {
    await db.insert(consultationRates).values({
      consultationId: row.id,
      trainerId,
      quarterHourRate: plans.quarter_hour?.[0] ?? 0,
      discountedQuarterHourRate: plans.quarter_hour?.[1] ?? 0,
      halfHourRate: plans.half_hour?.[0] ?? 0,
      discountedHalfHourRate: plans.half_hour?.[1] ?? 0,
      hourRate: plans.hour?.[0] ?? 0,
      discountedHourRate: plans.hour?.[1] ?? 0,
    });
  }
  await refreshMinPrice(db, consultationKind, row.id);
  return row;
}
