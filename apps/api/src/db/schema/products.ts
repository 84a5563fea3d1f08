import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { brands, productCategories } from './categories';
import { createdAt, keyedTable, optionalRef, requiredRef, updatedAt } from './columns';
import { tsvector } from './custom-types';

/** Shop products. Prices and stock live per size in product_rates. */
export const products = keyedTable(
  'products',
  {
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    images: text('images').array().notNull().default([]),
    /** HTML, sanitised when served. */
    shortInfo: text('short_info').notNull().default(''),
    brandId: optionalRef('brand_id', () => brands.id, 'set null'),
    /** The sub-category. */
    categoryId: optionalRef('category_id', () => productCategories.id, 'set null'),
    /** Apparel, supplements or gym gear. */
    parentCategoryId: optionalRef('parent_category_id', () => productCategories.id, 'set null'),
    discountActive: boolean('discount_active').notNull().default(false),
    discountTitle: text('discount_title'),
    discountPercentage: integer('discount_percentage').notNull().default(0),
    /** The lowest current price among sizes, kept by the service whenever rates change (for price sorts). */
    minPrice: integer('min_price').notNull().default(0),
    averageRating: numeric('average_rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    soldCount: integer('sold_count').notNull().default(0),
    published: boolean('published').notNull().default(true),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', regexp_replace(coalesce(short_info, ''), '<[^>]*>', ' ', 'g')), 'C')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    index('products_search_idx').using('gin', t.search),
    index('products_latest_idx').on(t.createdAt.desc()),
    index('products_price_idx').on(t.minPrice),
    index('products_popular_idx').on(t.soldCount.desc(), t.averageRating.desc()),
    index('products_category_idx').on(t.categoryId),
    index('products_parent_category_idx').on(t.parentCategoryId, t.createdAt.desc()),
    index('products_brand_idx').on(t.brandId),
  ],
);

/** One size (and serving count) of a product with its own price, discounted price and stock. */
export const productRates = keyedTable(
  'product_rates',
  {
    productId: requiredRef('product_id', () => products.id, 'cascade'),
    size: text('size').notNull(),
    servings: text('servings'),
    price: integer('price').notNull(),
    discountedPrice: integer('discounted_price').notNull(),
    stock: integer('stock').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('product_rates_product_idx').on(t.productId, t.position),
    check('product_rates_stock_check', sql`${t.stock} >= 0`),
    check('product_rates_price_check', sql`${t.price} >= 0 and ${t.discountedPrice} >= 0`),
  ],
);
