import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { trainingCategories } from '../../db/schema/categories';
import {
  coachingAchievements,
  multimedia,
  personalAchievements,
  testimonials,
  trainerProfiles,
} from '../../db/schema/trainers';
import { users } from '../../db/schema/users';

/** Test fixtures for trainers and their profiles. Tests insert what they read; nothing relies on seeded rows. */

/** Removes every trainer profile and what hangs off trainers (the users themselves stay). */
export async function clearTrainerData(db: Db) {
  await db.delete(testimonials);
  await db.delete(multimedia);
  await db.delete(personalAchievements);
  await db.delete(coachingAchievements);
  await db.delete(trainerProfiles);
}

export async function makeUser(db: Db, values: Partial<typeof users.$inferInsert> = {}) {
  const key = randomUUID().slice(0, 8);
  const [user] = await db
    .insert(users)
    .values({
      name: `Test User ${key}`,
      email: `user-${key}@example.test`,
      slug: `test-user-${key}`,
      ...values,
    })
    .returning();
  return user;
}

export async function makeTrainingCategory(db: Db, name: string, parentId: string | null = null) {
  const [row] = await db
    .insert(trainingCategories)
    .values({
      name,
      slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${randomUUID().slice(0, 6)}`,
      parentId,
    })
    .returning();
  return row;
}

export interface TrainerFixture {
  name: string;
  designation?: string | null;
  profilePic?: string | null;
  about?: string | null;
  social?: Record<string, string> | null;
  /** false: a Trainer user without a trainer_profiles row. */
  profile?: false | Partial<Omit<typeof trainerProfiles.$inferInsert, 'userId'>>;
}

export async function makeTrainer(db: Db, f: TrainerFixture) {
  const user = await makeUser(db, {
    name: f.name,
    userType: 'Trainer',
    designation: f.designation ?? null,
    profilePic: f.profilePic ?? null,
    about: f.about ?? null,
    social: f.social ?? null,
  });
  if (f.profile !== false) await db.insert(trainerProfiles).values({ userId: user.id, ...f.profile });
  return user;
}
