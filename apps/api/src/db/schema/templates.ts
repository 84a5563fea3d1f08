import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { templateCategories, trainingCategories } from './categories';
import { createdAt, keyedTable, optionalRef, requiredRef, scheduleActivity, updatedAt } from './columns';
import { tsvector } from './custom-types';
import { users } from './users';

export interface TemplateDetail {
  /** HTML, sanitised when served. */
  program_description: string;
  requirement: string;
  difficulty: string;
  who_is_it_for: string;
  lifting_frequency: string;
  disclaimer: string;
}

/** Multi-week workout or diet programmes. Prices are integer paisa and include all taxes. */
export const templates = keyedTable(
  'templates',
  {
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    cover: text('cover').notNull(),
    price: integer('price').notNull(),
    discountActive: boolean('discount_active').notNull().default(false),
    discountTitle: text('discount_title'),
    discountPercentage: integer('discount_percentage').notNull().default(0),
    /**
     * What the buyer pays now: the shared pricing rule (pricing.ts discountedPrice), in SQL for the price sorts:
     * the discounted price while the discount is active, rounded half up to whole rupees (decision 035).
     */
    effectivePrice: integer('effective_price')
      .notNull()
      .generatedAlwaysAs(
        sql`(round(CASE WHEN discount_active THEN price * (100 - discount_percentage) / 10000.0 ELSE price / 100.0 END) * 100)::integer`,
      ),
    weeks: integer('weeks').notNull(),
    trainingCategoryId: optionalRef('training_category_id', () => trainingCategories.id, 'set null'),
    templateCategoryId: optionalRef('template_category_id', () => templateCategories.id, 'set null'),
    trainerId: optionalRef('trainer_id', () => users.id, 'set null'),
    featured: boolean('featured').notNull().default(false),
    detail: jsonb('detail').$type<TemplateDetail>().notNull(),
    /** The "What's Inside" list. */
    whatsInside: text('whats_inside').array().notNull().default([]),
    averageRating: numeric('average_rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Units sold; "Most Popular" sorts by it. */
    soldCount: integer('sold_count').notNull().default(0),
    published: boolean('published').notNull().default(true),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(detail->>'who_is_it_for', '') || ' ' || coalesce(detail->>'difficulty', '')), 'C')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('templates_slug_key').on(t.slug),
    index('templates_search_idx').using('gin', t.search),
    index('templates_latest_idx').on(t.createdAt.desc()),
    index('templates_price_idx').on(t.effectivePrice),
    index('templates_popular_idx').on(t.soldCount.desc(), t.averageRating.desc()),
    index('templates_training_category_idx').on(t.trainingCategoryId),
    index('templates_template_category_idx').on(t.templateCategoryId),
    index('templates_trainer_idx').on(t.trainerId),
    check('templates_price_check', sql`${t.price} >= 0`),
    check('templates_discount_check', sql`${t.discountPercentage} between 0 and 100`),
  ],
);

/** One exercise (or meal) of a template's weekly schedule: week -> day -> activities in order. */
export const templateDayActivities = keyedTable(
  'template_day_activities',
  {
    templateId: requiredRef('template_id', () => templates.id, 'cascade'),
    ...scheduleActivity(),
  },
  (t) => [index('template_day_activities_template_idx').on(t.templateId, t.week, t.day, t.position)],
);
