import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, keyedTable, optionalRef, requiredRef } from './columns';
import { trainingCategories } from './categories';
import { users } from './users';

/** The public profile of a user whose user_type is Trainer (one row per trainer). */
export const trainerProfiles = pgTable(
  'trainer_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    trainingCategoryId: optionalRef('training_category_id', () => trainingCategories.id, 'set null'),
    isVerified: boolean('is_verified').notNull().default(false),
    address: jsonb('address')
      .$type<{ area?: string; district?: string; country?: string }>()
      .notNull()
      .default({}),
    /** Staff-written HTML, sanitised when served. */
    aboutHtml: text('about_html').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('trainer_profiles_category_idx').on(t.trainingCategoryId),
    index('trainer_profiles_position_idx').on(t.position),
  ],
);

export const personalAchievements = keyedTable(
  'personal_achievements',
  {
    trainerId: requiredRef('trainer_id', () => users.id, 'cascade'),
    achievement: text('achievement').notNull(),
    year: integer('year').notNull(),
    venue: text('venue').notNull().default(''),
    subAchievements: text('sub_achievements').array().notNull().default([]),
  },
  (t) => [index('personal_achievements_trainer_idx').on(t.trainerId, t.year)],
);

/** People a trainer has coached, with what they achieved. */
export const coachingAchievements = keyedTable(
  'coaching_achievements',
  {
    trainerId: requiredRef('trainer_id', () => users.id, 'cascade'),
    name: text('name').notNull(),
    profilePic: text('profile_pic'),
    designation: text('designation').notNull().default(''),
    achievements: text('achievements').array().notNull().default([]),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('coaching_achievements_trainer_idx').on(t.trainerId, t.position)],
);

/** Images and videos: the app's gallery (trainer null) or a trainer's media. */
export const multimedia = keyedTable(
  'multimedia',
  {
    trainerId: optionalRef('trainer_id', () => users.id, 'cascade'),
    kind: text('kind', { enum: ['image', 'video'] }).notNull(),
    url: text('url').notNull(),
    /** Poster image for videos. */
    thumbnail: text('thumbnail'),
    title: text('title').notNull().default(''),
    width: integer('width'),
    height: integer('height'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('multimedia_trainer_idx').on(t.trainerId, t.kind, t.position)],
);

/** What clients say about a trainer (trainer null: about OxStrength as a whole, shown on the home page). */
export const testimonials = keyedTable(
  'testimonials',
  {
    trainerId: optionalRef('trainer_id', () => users.id, 'cascade'),
    name: text('name').notNull(),
    designation: text('designation').notNull().default(''),
    profilePic: text('profile_pic'),
    review: text('review').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('testimonials_trainer_idx').on(t.trainerId, t.position)],
);
