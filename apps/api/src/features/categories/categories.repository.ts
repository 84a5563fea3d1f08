import { and, asc, count, eq, exists } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  brands,
  productCategories,
  templateCategories,
  trainingCategories,
} from '../../db/schema/categories';
import { productFilings } from '../products/products.views';
import { productInCategory, type CategoryTable } from './category-tree';

export interface CategoryRow {
  id: string;
  name: string;
  slug: string;
  parentId: string | null;
}

const categoryColumns = (t: CategoryTable) => ({
  id: t.id,
  name: t.name,
  slug: t.slug,
  parentId: t.parentId,
});

export const findTrainingCategories = (db: Db): Promise<CategoryRow[]> =>
  db
    .select(categoryColumns(trainingCategories))
    .from(trainingCategories)
    .orderBy(asc(trainingCategories.position), asc(trainingCategories.name), asc(trainingCategories.id));

export const findTemplateCategories = (db: Db): Promise<CategoryRow[]> =>
  db
    .select(categoryColumns(templateCategories))
    .from(templateCategories)
    .orderBy(asc(templateCategories.position), asc(templateCategories.name), asc(templateCategories.id));

export const findProductCategories = (db: Db): Promise<(CategoryRow & { icon: string | null })[]> =>
  db
    .select({ ...categoryColumns(productCategories), icon: productCategories.icon })
    .from(productCategories)
    .orderBy(asc(productCategories.position), asc(productCategories.name), asc(productCategories.id));

/** Published products counted per (sub-category, parent category) pair; a handful of rows. */
export const countPublishedProductsByCategory = (db: Db) =>
  db
    .select({
      categoryId: productFilings.categoryId,
      parentCategoryId: productFilings.parentCategoryId,
      n: count(),
    })
    .from(productFilings)
    .where(eq(productFilings.published, true))
    .groupBy(productFilings.categoryId, productFilings.parentCategoryId);

export async function categoryExists(db: Db, table: CategoryTable, id: string) {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return row !== undefined;
}

export async function brandExists(db: Db, id: string) {
  const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, id));
  return row !== undefined;
}

/** Every brand by name; with a category, only brands with a published product in its tree. */
export function findBrands(db: Db, productCategoryId?: string) {
  const query = db.select({ id: brands.id, name: brands.name, slug: brands.slug }).from(brands);
  const filtered = productCategoryId
    ? query.where(
        exists(
          db
            .select({ one: productFilings.id })
            .from(productFilings)
            .where(
              and(
                eq(productFilings.brandId, brands.id),
                eq(productFilings.published, true),
                productInCategory(db, productFilings, productCategoryId),
              ),
            ),
        ),
      )
    : query;
  return filtered.orderBy(asc(brands.name), asc(brands.id));
}
