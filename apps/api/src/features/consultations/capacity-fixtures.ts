import { MAX_DAILY_CAPACITY_MINUTES } from '@oxstrength/shared/capacity';
import type { Db } from '../../db/client';
import { trainerCapacities } from '../../db/schema/trainer-capacity';

/**
 * Tests that approve many consultations for one trainer on one day give the trainer the whole day (1440
 * minutes), so the daily capacity (issue 17) only bites where a test means it to.
 */
export async function roomyCapacity(db: Db, ...trainerIds: string[]) {
  for (const trainerId of trainerIds)
    await db
      .insert(trainerCapacities)
      .values({ trainerId, dailyMinutes: MAX_DAILY_CAPACITY_MINUTES })
      .onConflictDoUpdate({
        target: trainerCapacities.trainerId,
        set: { dailyMinutes: MAX_DAILY_CAPACITY_MINUTES },
      });
}
