import { z } from 'zod';
import type { TrainerSummaryRow } from './trainers.repository';

const named = z.object({ _id: z.string(), name: z.string() });

/** A trainer as lists and programme cards show one. */
export const trainerSummaryJson = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  profile_pic: z.string().nullable(),
  designation: z.string().nullable(),
  training_category: named.nullable(),
  is_verified: z.boolean(),
});
export type TrainerSummary = z.infer<typeof trainerSummaryJson>;

export const toTrainerSummary = (r: TrainerSummaryRow): TrainerSummary => ({
  _id: r.id,
  slug: r.slug,
  name: r.name,
  profile_pic: r.profilePic,
  designation: r.designation,
  training_category: r.categoryId && r.categoryName ? { _id: r.categoryId, name: r.categoryName } : null,
  is_verified: r.isVerified ?? false,
});

export const coachingAchievementJson = z.object({
  _id: z.string(),
  name: z.string(),
  profile_pic: z.string().nullable(),
  designation: z.string(),
  achievements: z.array(z.string()),
});

export const personalAchievementJson = z.object({
  _id: z.string(),
  achievement: z.string(),
  year: z.number().int(),
  venue: z.string(),
  sub_achievements: z.array(z.string()),
});
