import {
  brands,
  productCategories,
  templateCategories,
  trainingCategories,
} from '../../db/schema/categories';
import { columns, view } from '../../db/views';

/**
 * What other areas may read of the categories and brands, as views to join in their own queries
 * (docs/decisions/041): a category's or brand's name next to the items filed under it. The tables stay private to
 * this area; a category filter (a category and its sub-categories) is category-tree.ts.
 */

/** A training category by its id and name, and its parent (a filter by category takes its sub-categories too). */
export const trainingCategoryNames = view(
  'training_category_names',
  trainingCategories,
  columns(trainingCategories, 'id', 'name', 'parentId'),
);

/** A template category by its id and name. */
export const templateCategoryNames = view(
  'template_category_names',
  templateCategories,
  columns(templateCategories, 'id', 'name'),
);

/** A product category by its id, name and slug, under the given name (a product shows its sub-category and parent). */
export const productCategoryNamesAs = (name: string) =>
  view(name, productCategories, columns(productCategories, 'id', 'name', 'slug'));

export const productCategoryNames = productCategoryNamesAs('product_category_names');

/** A brand by its id and name. */
export const brandNames = view('brand_names', brands, columns(brands, 'id', 'name'));
