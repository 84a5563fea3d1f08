import { asc, eq } from 'drizzle-orm';
import { trainingCategories } from '../../db/schema/categories';
import { trainerProfiles } from '../../db/schema/trainers';
import { users } from '../../db/schema/users';

/**
 * How a trainer is read wherever one is shown as a TrainerSummary: the trainers' lists and, joined into their
 * own queries, other areas' (the rates of programme cards).
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

export interface TrainerSummaryRow {
  id: string;
  slug: string;
  name: string;
  profilePic: string | null;
  designation: string | null;
  isVerified: boolean | null;
  categoryId: string | null;
  categoryName: string | null;
}

export const trainerProfileJoin = eq(trainerProfiles.userId, users.id);
export const trainingCategoryJoin = eq(trainingCategories.id, trainerProfiles.trainingCategoryId);

/** Trainers are shown by their profile position, then by name (ties by id for a stable order). */
export const trainerOrder = [asc(trainerProfiles.position), asc(users.name), asc(users.id)];

export const isTrainerUser = eq(users.userType, 'Trainer');
