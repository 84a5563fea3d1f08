import { asc, eq } from 'drizzle-orm';
import { trainingCategoryNames } from '../categories/categories.views';
import { publicUsers } from '../users/users.views';
import { trainerProfileSummaries } from './trainers.views';

/**
 * How a trainer is read wherever one is shown as a TrainerSummary: the trainers' lists and, joined into their
 * own queries, other areas' (the rates of programme cards). Built on the views of users, trainers and
 * categories (docs/decisions/041).
 *
 * The columns of a TrainerSummary. Select them from `publicUsers` left-joined with `trainerProfileSummaries` and
 * `trainingCategoryNames` (trainerProfileJoin, trainingCategoryJoin).
 */
export const trainerSummaryColumns = {
  id: publicUsers.id,
  slug: publicUsers.slug,
  name: publicUsers.name,
  profilePic: publicUsers.profilePic,
  designation: publicUsers.designation,
  isVerified: trainerProfileSummaries.isVerified,
  categoryId: trainingCategoryNames.id,
  categoryName: trainingCategoryNames.name,
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

export const trainerProfileJoin = eq(trainerProfileSummaries.userId, publicUsers.id);
export const trainingCategoryJoin = eq(trainingCategoryNames.id, trainerProfileSummaries.trainingCategoryId);

/** Trainers are shown by their profile position, then by name (ties by id for a stable order). */
export const trainerOrder = [
  asc(trainerProfileSummaries.position),
  asc(publicUsers.name),
  asc(publicUsers.id),
];

export const isTrainerUser = eq(publicUsers.userType, 'Trainer');
