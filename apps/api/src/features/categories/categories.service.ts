import type { Db } from '../../db/client';
import { productCategories, templateCategories, trainingCategories } from '../../db/schema/categories';
import {
  categoryExists,
  countPublishedProductsByCategory,
  findBrands,
  findProductCategories,
  findTemplateCategories,
  findTrainingCategories,
  type CategoryRow,
} from './categories.repository';

/** Parents in order, each with its sub-categories in order (rows arrive sorted by position, name). */
function tree<R extends CategoryRow, N>(rows: R[], node: (r: R) => N) {
  const subs = new Map<string, N[]>();
  for (const r of rows) if (r.parentId) subs.set(r.parentId, [...(subs.get(r.parentId) ?? []), node(r)]);
  return rows.filter((r) => !r.parentId).map((r) => ({ ...node(r), subCategories: subs.get(r.id) ?? [] }));
}

const basic = (r: CategoryRow) => ({ _id: r.id, name: r.name, slug: r.slug });

export const listTrainingCategories = async (db: Db) => ({
  categories: tree(await findTrainingCategories(db), basic),
});

export const listTemplateCategories = async (db: Db) => ({
  categories: tree(await findTemplateCategories(db), basic),
});

/** Product categories with the number of published products filed under each (parents include their subs). */
export async function listProductCategories(db: Db) {
  const [rows, counts] = await Promise.all([findProductCategories(db), countPublishedProductsByCategory(db)]);
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  const totals = new Map<string, number>();
  for (const { categoryId, parentCategoryId, n } of counts) {
    // One product counts once for each category it is filed under: its sub-category and that sub's parent.
    const under = new Set([categoryId, parentCategoryId, categoryId ? parentOf.get(categoryId) : null]);
    for (const id of under) if (id) totals.set(id, (totals.get(id) ?? 0) + n);
  }
  return {
    categories: tree(rows, (r) => ({ ...basic(r), icon: r.icon, product: totals.get(r.id) ?? 0 })),
  };
}

export const listBrands = async (db: Db, productCategory?: string) => ({
  brands: (await findBrands(db, productCategory)).map((b) => ({ _id: b.id, name: b.name, slug: b.slug })),
});

/** Whether a category of the kind (or a brand) exists: the catalogue lists of one answer 404 when it does not. */
export const trainingCategoryExists = (db: Db, id: string) => categoryExists(db, trainingCategories, id);
export const templateCategoryExists = (db: Db, id: string) => categoryExists(db, templateCategories, id);
export const productCategoryExists = (db: Db, id: string) => categoryExists(db, productCategories, id);
export { brandExists } from './categories.repository';
