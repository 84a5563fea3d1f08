import { index, integer, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { id } from './columns';

/** Training categories (powerlifting, bodybuilding, ...) with sub-categories through parent_id. */
export const trainingCategories = pgTable(
  'training_categories',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => trainingCategories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('training_categories_slug_key').on(t.slug),
    index('training_categories_parent_idx').on(t.parentId),
  ],
);

/** Template categories (workout, diet, ...) with sub-categories through parent_id. */
export const templateCategories = pgTable(
  'template_categories',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => templateCategories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('template_categories_slug_key').on(t.slug),
    index('template_categories_parent_idx').on(t.parentId),
  ],
);

/** Shop categories: three parents (apparel, supplements, gym gear) and their sub-categories. */
export const productCategories = pgTable(
  'product_categories',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    icon: text('icon'),
    parentId: uuid('parent_id').references((): AnyPgColumn => productCategories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_categories_slug_key').on(t.slug),
    index('product_categories_parent_idx').on(t.parentId),
  ],
);

export const brands = pgTable(
  'brands',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [uniqueIndex('brands_slug_key').on(t.slug)],
);
