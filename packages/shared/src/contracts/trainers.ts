import { z } from 'zod';
import { trainerSummaryJson } from './common';
import { success } from './reply';

/** Trainer replies: GET /user/trainers, /user/trainers/category/{id}, /trainer/achievements/{coaching,personal}/{id}. */

export const coachingAchievementJson = z.object({
  _id: z.string(),
  name: z.string(),
  profile_pic: z.string().nullable(),
  designation: z.string(),
  achievements: z.array(z.string()),
});
export type CoachingAchievement = z.infer<typeof coachingAchievementJson>;

export const personalAchievementJson = z.object({
  _id: z.string(),
  achievement: z.string(),
  year: z.number().int(),
  venue: z.string(),
  sub_achievements: z.array(z.string()),
});
export type PersonalAchievement = z.infer<typeof personalAchievementJson>;

export const trainersReply = success({ trainers: z.array(trainerSummaryJson) });
export type TrainersReply = z.infer<typeof trainersReply>;

export const coachingAchievementsReply = success({ achievements: z.array(coachingAchievementJson) });
export type CoachingAchievementsReply = z.infer<typeof coachingAchievementsReply>;

export const personalAchievementsReply = success({ achievements: z.array(personalAchievementJson) });
export type PersonalAchievementsReply = z.infer<typeof personalAchievementsReply>;
