import { sql } from 'drizzle-orm';
import { check, index, numeric, pgEnum, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, keyedTable, requiredRef, updatedAt } from './columns';
import { users } from './users';

export const reviewableEnum = pgEnum('reviewable', ['Template', 'Product', 'Coaching', 'Consultation']);

/** One review per user per item; posting again replaces it. Stars in half steps from 0.5 to 5. */
export const reviews = keyedTable(
  'reviews',
  {
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    itemType: reviewableEnum('item_type').notNull(),
    itemId: uuid('item_id').notNull(),
    stars: numeric('stars', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    review: text('review').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_user_item_key').on(t.userId, t.itemType, t.itemId),
    index('reviews_item_latest_idx').on(t.itemType, t.itemId, t.createdAt.desc()),
    index('reviews_item_stars_idx').on(t.itemType, t.itemId, t.stars.desc()),
    check(
      'reviews_stars_check',
      sql`${t.stars} >= 0.5 and ${t.stars} <= 5 and (${t.stars} * 2) = floor(${t.stars} * 2)`,
    ),
  ],
);
