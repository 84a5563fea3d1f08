import { trainerProfiles } from '../../db/schema/trainers';
import { columns, view } from '../../db/views';

/**
 * What other areas may read of the trainers' profiles, as views to join in their own queries
 * (docs/decisions/041); trainer-summary.ts joins it with a user's public face into a TrainerSummary.
 */

/** What a trainer's summary shows of their profile: verified or not, their training category, their place in lists. */
export const trainerProfileSummaries = view(
  'trainer_profile_summaries',
  trainerProfiles,
  columns(trainerProfiles, 'userId', 'isVerified', 'trainingCategoryId', 'position'),
);
