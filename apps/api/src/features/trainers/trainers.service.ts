import type { TrainerSummary } from '@oxstrength/shared/contracts/common';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { toTrainerSummary } from './trainer-json';
import {
  findCoachingAchievements,
  findPersonalAchievements,
  findTrainerProfile,
  findTrainers,
  findTrainerSummariesByIds,
  isTrainer,
  trainingCategoryExists,
} from './trainers.repository';

export const TRAINER_NOT_FOUND = 'Trainer not found';

export const listTrainers = async (db: Db) => ({ trainers: (await findTrainers(db)).map(toTrainerSummary) });

/** Trainers filed under the category or one of its sub-categories. */
export async function listTrainersOfCategory(db: Db, categoryId: string) {
  if (!(await trainingCategoryExists(db, categoryId))) throw notFound('Category not found');
  return { trainers: (await findTrainers(db, categoryId)).map(toTrainerSummary) };
}

/** A trainer's profile with the name of its training category, if the user has one (their public profile). */
export const trainerProfileOf = (db: Db, userId: string) => findTrainerProfile(db, userId);

/** 404 unless the id is a user whose user_type is Trainer. */
export async function requireTrainer(db: Db, id: string) {
  if (!(await isTrainer(db, id))) throw notFound(TRAINER_NOT_FOUND);
}

export async function coachingAchievementsOf(db: Db, trainerId: string) {
  await requireTrainer(db, trainerId);
  const rows = await findCoachingAchievements(db, trainerId);
  return {
    achievements: rows.map((a) => ({
      _id: a.id,
      name: a.name,
      profile_pic: a.profilePic,
      designation: a.designation,
      achievements: a.achievements,
    })),
  };
}

export async function personalAchievementsOf(db: Db, trainerId: string) {
  await requireTrainer(db, trainerId);
  const rows = await findPersonalAchievements(db, trainerId);
  return {
    achievements: rows.map((a) => ({
      _id: a.id,
      achievement: a.achievement,
      year: a.year,
      venue: a.venue,
      sub_achievements: a.subAchievements,
    })),
  };
}

/** The trainers of these user ids as summaries, by id (an id that is no user is left out). */
export async function trainerSummaries(db: Db | Tx, ids: string[]): Promise<Map<string, TrainerSummary>> {
  const rows = await findTrainerSummariesByIds(db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, toTrainerSummary(r)]));
}

/**
 * The rows of the public galleries (the media area shapes and serves them): a trainer's media and testimonials,
 * or the app's own when trainerId is null.
 */
export {
  findMedia,
  findTestimonials,
  type MediaKind,
  type MediaRow,
  type TestimonialRow,
} from './media.repository';
