import { eq, inArray, or, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productCategories, templateCategories, trainingCategories } from '../../db/schema/categories';
import { products } from '../../db/schema/products';

/**
 * The category filters of catalogue lists, as SQL pieces to embed in a list query: the categories repository
 * and the templates and products list queries read a category's tree the same way through these.
 */

export type CategoryTable = typeof trainingCategories | typeof templateCategories | typeof productCategories;

/** The category and its direct sub-categories, as a subquery of ids. */
export const categoryTreeIds = (db: Db, table: CategoryTable, id: string | Placeholder) =>
  db
    .select({ id: table.id })
    .from(table)
    .where(or(eq(table.id, id), eq(table.parentId, id)));

/** A product filed under the category: as its sub-category, its parent, or a sub-category of it. */
export const productInCategory = (db: Db, id: string | Placeholder): SQL =>
  or(
    eq(products.parentCategoryId, id),
    inArray(products.categoryId, categoryTreeIds(db, productCategories, id)),
  )!;
