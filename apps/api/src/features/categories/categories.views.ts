import { QueryBuilder } from 'drizzle-orm/pg-core';
import {
  brands,
  productCategories,
  templateCategories,
  trainingCategories,
} from '../../db/schema/categories';

/**
 * What other areas may read of the categories and brands, as views to join in their own queries
 * (docs/decisions/041): a category's or brand's name next to the items filed under it. The tables stay private to
 * this area; a category filter (a category and its sub-categories) is category-tree.ts.
 */
const qb = new QueryBuilder();

/** A training category by its id and name, and its parent (a filter by category takes its sub-categories too). */
export const trainingCategoryNames = qb
  .select({ id: trainingCategories.id, name: trainingCategories.name, parentId: trainingCategories.parentId })
  .from(trainingCategories)
  .as('training_category_names');

/** A template category by its id and name. */
export const templateCategoryNames = qb
  .select({ id: templateCategories.id, name: templateCategories.name })
  .from(templateCategories)
  .as('template_category_names');

/** A product category by its id, name and slug, under the given name (a product shows its sub-category and parent). */
export const productCategoryNamesAs = (name: string) =>
  qb
    .select({ id: productCategories.id, name: productCategories.name, slug: productCategories.slug })
    .from(productCategories)
    .as(name);

export const productCategoryNames = productCategoryNamesAs('product_category_names');

/** A brand by its id and name. */
export const brandNames = qb.select({ id: brands.id, name: brands.name }).from(brands).as('brand_names');
