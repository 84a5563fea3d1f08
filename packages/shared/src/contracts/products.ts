import { z } from 'zod';
import { discountJson, productRateJson, refJson, rupees, sluggedRefJson } from './common';
import { paging, success } from './reply';

/** Product replies: GET /products (and its brand and category lists), /product/{slug}, /similar/products/{id}. */

/** A size of a product card: its own price, the price it sells for now, and its stock. */
export const productCardRateJson = productRateJson.extend({
  discounted_price: rupees.describe('Rupees: what this size sells for now'),
});
export type ProductCardRate = z.infer<typeof productCardRateJson>;

export const productCardJson = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  images: z.array(z.string()),
  average_rating: z.number(),
  rating_count: z.number().int(),
  product_brand: refJson.nullable(),
  product_category: refJson.nullable().describe('The sub-category'),
  parent_category: sluggedRefJson.nullable(),
  discount: discountJson,
  rates: z.array(productCardRateJson),
  in_stock: z.boolean().describe('Some size has stock'),
  added_to_cart: z.boolean(),
});
export type ProductCard = z.infer<typeof productCardJson>;

export const productJson = productCardJson.extend({ short_info: z.string().describe('Sanitised HTML') });
export type Product = z.infer<typeof productJson>;

/** A page of product cards. */
export const productsPageReply = success({ products: z.array(productCardJson), ...paging });
export type ProductsPageReply = z.infer<typeof productsPageReply>;

export const productReply = success({ product: productJson });
export type ProductReply = z.infer<typeof productReply>;

export const similarProductsReply = success({ products: z.array(productCardJson) });
export type SimilarProductsReply = z.infer<typeof similarProductsReply>;
