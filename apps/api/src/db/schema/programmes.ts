import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, keyedTable, requiredRef, updatedAt } from './columns';
import { tsvector } from './custom-types';
import { users } from './users';

const programmeColumns = () => ({
  slug: text('slug').notNull(),
  title: text('title').notNull(),
  cover: text('cover').notNull(),
  /** HTML, sanitised when served. */
  description: text('description').notNull().default(''),
  discountActive: boolean('discount_active').notNull().default(false),
  discountTitle: text('discount_title'),
  discountPercentage: integer('discount_percentage').notNull().default(0),
  averageRating: numeric('average_rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
  ratingCount: integer('rating_count').notNull().default(0),
  soldCount: integer('sold_count').notNull().default(0),
  /** Lowest positive discounted rate over trainers and plans, kept by the service (for price sorts). */
  minPrice: integer('min_price').notNull().default(0),
  published: boolean('published').notNull().default(true),
  search: tsvector('search').generatedAlwaysAs(
    sql`setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g')), 'C')`,
  ),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A programme table: unique slug, full-text search, newest first. */
const programmeTable = <TName extends string>(name: TName) =>
  keyedTable(name, programmeColumns(), (t) => [
    uniqueIndex(`${name}_slug_key`).on(t.slug),
    index(`${name}_search_idx`).using('gin', t.search),
    index(`${name}_latest_idx`).on(t.createdAt.desc()),
  ]);

/** Multi-week one-to-one coaching programmes (4, 12 or 24 weeks, paid upfront). */
export const coachings = programmeTable('coachings');

/** Per-trainer prices of a coaching programme, in paisa. A plan is offered when its discounted rate is positive. */
export const coachingRates = keyedTable(
  'coaching_rates',
  {
    coachingId: requiredRef('coaching_id', () => coachings.id, 'cascade'),
    trainerId: requiredRef('trainer_id', () => users.id, 'cascade'),
    w4Rate: integer('w4_rate').notNull().default(0),
    discountedW4Rate: integer('discounted_w4_rate').notNull().default(0),
    w12Rate: integer('w12_rate').notNull().default(0),
    discountedW12Rate: integer('discounted_w12_rate').notNull().default(0),
    w24Rate: integer('w24_rate').notNull().default(0),
    discountedW24Rate: integer('discounted_w24_rate').notNull().default(0),
  },
  (t) => [uniqueIndex('coaching_rates_coaching_trainer_key').on(t.coachingId, t.trainerId)],
);

/** Timed consultations with a trainer (15, 30 or 60 minutes). */
export const consultations = programmeTable('consultations');

export const consultationRates = keyedTable(
  'consultation_rates',
  {
    consultationId: requiredRef('consultation_id', () => consultations.id, 'cascade'),
    trainerId: requiredRef('trainer_id', () => users.id, 'cascade'),
    quarterHourRate: integer('quarter_hour_rate').notNull().default(0),
    discountedQuarterHourRate: integer('discounted_quarter_hour_rate').notNull().default(0),
    halfHourRate: integer('half_hour_rate').notNull().default(0),
    discountedHalfHourRate: integer('discounted_half_hour_rate').notNull().default(0),
    hourRate: integer('hour_rate').notNull().default(0),
    discountedHourRate: integer('discounted_hour_rate').notNull().default(0),
  },
  (t) => [uniqueIndex('consultation_rates_consultation_trainer_key').on(t.consultationId, t.trainerId)],
);
