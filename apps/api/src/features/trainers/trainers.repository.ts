import { and, asc, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { coachingAchievements, personalAchievements, trainerProfiles } from '../../db/schema/trainers';
import { trainingCategoryNames } from '../categories/categories.views';
import { publicUsers } from '../users/users.views';
import {
  isTrainerUser,
  trainerOrder,
  trainerProfileJoin,
  trainerSummaryColumns,
  trainingCategoryJoin,
  type TrainerSummaryRow,
} from './trainer-summary';
import { trainerProfileSummaries } from './trainers.views';

type Conn = Db | Tx;

/** Trainers with a profile, optionally only those filed under a training category or its sub-categories. */
export function findTrainers(db: Conn, categoryId?: string): Promise<TrainerSummaryRow[]> {
  const conditions: SQL[] = [isTrainerUser];
  if (categoryId) {
    const tree = db
      .select({ id: trainingCategoryNames.id })
      .from(trainingCategoryNames)
      .where(or(eq(trainingCategoryNames.id, categoryId), eq(trainingCategoryNames.parentId, categoryId)));
    conditions.push(inArray(trainerProfileSummaries.trainingCategoryId, tree));
  }
  return db
    .select(trainerSummaryColumns)
    .from(publicUsers)
    .innerJoin(trainerProfileSummaries, trainerProfileJoin)
    .leftJoin(trainingCategoryNames, trainingCategoryJoin)
    .where(and(...conditions))
    .orderBy(...trainerOrder);
}

export async function trainingCategoryExists(db: Conn, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: trainingCategoryNames.id })
    .from(trainingCategoryNames)
    .where(eq(trainingCategoryNames.id, id));
  return row !== undefined;
}

export async function isTrainer(db: Conn, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: publicUsers.id })
    .from(publicUsers)
    .where(and(eq(publicUsers.id, userId), isTrainerUser));
  return row !== undefined;
}

/** A trainer's profile with the name of its training category, if the user has one. */
export async function findTrainerProfile(db: Conn, userId: string) {
  const [row] = await db
    .select({
      isVerified: trainerProfiles.isVerified,
      address: trainerProfiles.address,
      aboutHtml: trainerProfiles.aboutHtml,
      categoryId: trainingCategoryNames.id,
      categoryName: trainingCategoryNames.name,
    })
    .from(trainerProfiles)
    .leftJoin(trainingCategoryNames, eq(trainingCategoryNames.id, trainerProfiles.trainingCategoryId))
    .where(eq(trainerProfiles.userId, userId));
  return row;
}

export const findCoachingAchievements = (db: Conn, trainerId: string) =>
  db
    .select()
    .from(coachingAchievements)
    .where(eq(coachingAchievements.trainerId, trainerId))
    .orderBy(
      asc(coachingAchievements.position),
      asc(coachingAchievements.name),
      asc(coachingAchievements.id),
    );

/** Most recent year first, the way a timeline of a career reads. */
export const findPersonalAchievements = (db: Conn, trainerId: string) =>
  db
    .select()
    .from(personalAchievements)
    .where(eq(personalAchievements.trainerId, trainerId))
    .orderBy(
      desc(personalAchievements.year),
      asc(personalAchievements.achievement),
      asc(personalAchievements.id),
    );

/** These users as trainer summaries (whatever their role now; no profile: its fields empty). */
export function findTrainerSummariesByIds(db: Conn, ids: string[]): Promise<TrainerSummaryRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(trainerSummaryColumns)
    .from(publicUsers)
    .leftJoin(trainerProfileSummaries, trainerProfileJoin)
    .leftJoin(trainingCategoryNames, trainingCategoryJoin)
    .where(inArray(publicUsers.id, ids));
}
