import { QueryBuilder } from 'drizzle-orm/pg-core';
import { trainerProfiles } from '../../db/schema/trainers';

/**
 * What other areas may read of the trainers' profiles, as views to join in their own queries
 * (docs/decisions/041); trainer-summary.ts joins it with a user's public face into a TrainerSummary.
 */
const qb = new QueryBuilder();

/** What a trainer's summary shows of their profile: verified or not, their training category, their place in lists. */
export const trainerProfileSummaries = qb
  .select({
    userId: trainerProfiles.userId,
    isVerified: trainerProfiles.isVerified,
    trainingCategoryId: trainerProfiles.trainingCategoryId,
    position: trainerProfiles.position,
  })
  .from(trainerProfiles)
  .as('trainer_profile_summaries');
