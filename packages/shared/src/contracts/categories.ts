import { z } from 'zod';
import { sluggedRefJson } from './common';
import { success } from './reply';

/** Category and brand replies: GET /training/categories, /template/categories, /product/categories, /product/brands. */

/** A training or template category with its sub-categories. */
export const categoryJson = sluggedRefJson.extend({ subCategories: z.array(sluggedRefJson) });
export type Category = z.infer<typeof categoryJson>;

export const productSubCategoryJson = sluggedRefJson.extend({
  icon: z.string().nullable(),
  product: z.number().int().describe('Published products in this category'),
});
export type ProductSubCategory = z.infer<typeof productSubCategoryJson>;

/** A shop category with its sub-categories and product counts. */
export const productCategoryJson = productSubCategoryJson.extend({
  product: z.number().int().describe('Published products in this category and its sub-categories'),
  subCategories: z.array(productSubCategoryJson),
});
export type ProductCategory = z.infer<typeof productCategoryJson>;

export const brandJson = sluggedRefJson;
export type Brand = z.infer<typeof brandJson>;

export const categoriesReply = success({ categories: z.array(categoryJson) });
export type CategoriesReply = z.infer<typeof categoriesReply>;

export const productCategoriesReply = success({ categories: z.array(productCategoryJson) });
export type ProductCategoriesReply = z.infer<typeof productCategoriesReply>;

export const brandsReply = success({ brands: z.array(brandJson) });
export type BrandsReply = z.infer<typeof brandsReply>;
