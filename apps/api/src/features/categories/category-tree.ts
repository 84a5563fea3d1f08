import { eq, inArray, or, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productCategories, templateCategories, trainingCategories } from '../../db/schema/categories';

/**
 * The category filters of catalogue lists, as SQL pieces to embed in a list query: the categories repository
 * and the templates and products list queries read a category's tree the same way through these.
 */

export type CategoryTable = typeof trainingCategories | typeof templateCategories | typeof productCategories;

/** The three kinds of category, each its own table. */
export type CategoryKind = 'training' | 'template' | 'product';
const tables: Record<CategoryKind, CategoryTable> = {
  training: trainingCategories,
  template: templateCategories,
  product: productCategories,
};

/** The category of the kind and its direct sub-categories, as a subquery of ids. */
export const categoryTreeIds = (db: Db, kind: CategoryKind, id: string | Placeholder) => {
  const table = tables[kind];
  return db
    .select({ id: table.id })
    .from(table)
    .where(or(eq(table.id, id), eq(table.parentId, id)));
};

/** Where a product is filed: its sub-category and that one's parent (the columns of the products' own query). */
export interface ProductFiling {
  categoryId: SQLWrapper;
  parentCategoryId: SQLWrapper;
}

/** A product filed under the category: as its sub-category, its parent, or a sub-category of it. */
export const productInCategory = (db: Db, product: ProductFiling, id: string | Placeholder): SQL =>
  or(eq(product.parentCategoryId, id), inArray(product.categoryId, categoryTreeIds(db, 'product', id)))!;
