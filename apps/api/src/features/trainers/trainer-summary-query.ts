import { eq } from 'drizzle-orm';
import { trainingCategories } from '../../db/schema/categories';
import { trainerProfiles } from '../../db/schema/trainers';
import { users } from '../../db/schema/users';

/**
 * The tables' version of trainer-summary.ts, kept for the one query that still joins the users, trainer_profiles
 * and training_categories tables themselves (subscriptions' coaching replies, FOREIGN_TABLE_READERS): it goes when
 * that query joins the views instead.
 *
 * The columns of a TrainerSummary. Select them from `users` left-joined with `trainer_profiles` and
 * `training_categories` (trainerProfileJoin, trainingCategoryJoin).
 */
export const trainerSummaryColumns = {
  id: users.id,
  slug: users.slug,
  name: users.name,
  profilePic: users.profilePic,
  designation: users.designation,
  isVerified: trainerProfiles.isVerified,
  categoryId: trainingCategories.id,
  categoryName: trainingCategories.name,
};

export type { TrainerSummaryRow } from './trainer-summary';

export const trainerProfileJoin = eq(trainerProfiles.userId, users.id);
export const trainingCategoryJoin = eq(trainingCategories.id, trainerProfiles.trainingCategoryId);
