import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { trainerCapacities } from '../../db/schema/trainer-capacity';

/** The trainers' daily capacities (no row: the default). */

export async function findDailyMinutes(db: Db | Tx, trainerId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ minutes: trainerCapacities.dailyMinutes })
    .from(trainerCapacities)
    .where(eq(trainerCapacities.trainerId, trainerId));
  return row?.minutes;
}

/** Sets the trainer's capacity, its row locked until the transaction ends; answers the minutes before. */
export async function upsertDailyMinutes(tx: Tx, trainerId: string, minutes: number) {
  const [before] = await tx
    .select({ minutes: trainerCapacities.dailyMinutes })
    .from(trainerCapacities)
    .where(eq(trainerCapacities.trainerId, trainerId))
    .for('update');
  await tx
    .insert(trainerCapacities)
    .values({ trainerId, dailyMinutes: minutes })
    .onConflictDoUpdate({ target: trainerCapacities.trainerId, set: { dailyMinutes: minutes } });
  return before?.minutes;
}
