import {
  index,
  integer,
  text,
  uniqueIndex,
  type AnyPgColumn,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import { keyedTable, optionalRef } from './columns';

/**
 * A tree of categories: a unique slug, sub-categories through parent_id (deleted with their parent) and a
 * position among siblings. `extra` columns stand after the slug.
 */
function categoryTree<TName extends string, TExtra extends Record<string, PgColumnBuilderBase>>(
  name: TName,
  extra: TExtra,
) {
  const table = keyedTable(
    name,
    {
      name: text('name').notNull(),
      slug: text('slug').notNull(),
      ...extra,
      parentId: optionalRef('parent_id', (): AnyPgColumn => table.id, 'cascade'),
      position: integer('position').notNull().default(0),
    },
    (t) => [uniqueIndex(`${name}_slug_key`).on(t.slug), index(`${name}_parent_idx`).on(t.parentId)],
  );
  return table;
}

/** Training categories (powerlifting, bodybuilding, ...) with sub-categories through parent_id. */
export const trainingCategories = categoryTree('training_categories', {});

/** Template categories (workout, diet, ...) with sub-categories through parent_id. */
export const templateCategories = categoryTree('template_categories', {});

/** Shop categories: three parents (apparel, supplements, gym gear) and their sub-categories. */
export const productCategories = categoryTree('product_categories', { icon: text('icon') });

export const brands = keyedTable(
  'brands',
  {
    name: text('name').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [uniqueIndex('brands_slug_key').on(t.slug)],
);
