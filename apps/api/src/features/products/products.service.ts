import { DEFAULT_SHOP_SORT, PAGE_SIZES } from '@oxstrength/shared/constants';
import { toRupees } from '@oxstrength/shared/money';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { pageInfo } from '../../lib/reply';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { pageOfOne, pageRequest } from '../categories/catalogue-list';
import type { PageQuery } from '../../lib/list-query';
import { isId } from '../../lib/path-id';
import { brandExists, productCategoryExists } from '../categories/categories.service';
import {
  addSoldCounts,
  findProductPage,
  findPublishedProductBySlug,
  findPublishedProductCategories,
  findSimilarProducts,
  type ProductCardRow,
  type ProductFilter,
} from './products.repository';

/** A product's rating, as the reviews read and keep it (on the product's row). */
export { productRatings } from './products.repository';

/** What the orders do to a size's stock: take it when an order holds it, give it back when the order lets go. */
export { findStock, putBackStock, putBackUnits, takeAllStock, takeStock } from './stock.repository';

export interface ProductsQuery extends PageQuery {
  q?: string;
  parentCategory?: string;
  category?: string;
  brand?: string;
}

const ref = (id: string | null, name: string | null) => (id ? { _id: id, name: name! } : null);

/** Sizes keep their own stored discounted price (the product discount only labels the ribbon). */
function toProductCard(row: ProductCardRow) {
  const rates = row.rates.map((r) => ({
    _id: r.id,
    size: r.size,
    servings: r.servings,
    price: toRupees(r.price),
    discounted_price: toRupees(r.discounted_price),
    stock: r.stock,
  }));
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    images: row.images,
    average_rating: Number(row.average_rating),
    rating_count: row.rating_count,
    product_brand: ref(row.brand_id, row.brand_name),
    product_category: ref(row.category_id, row.category_name),
    parent_category: row.parent_category_id
      ? { _id: row.parent_category_id, name: row.parent_category_name!, slug: row.parent_category_slug! }
      : null,
    discount: {
      active: row.discount_active,
      title: row.discount_title,
      discount_percentage: row.discount_percentage,
    },
    rates,
    in_stock: rates.some((r) => r.stock > 0),
    added_to_cart: false,
  };
}

async function productPage(db: Db, q: PageQuery & { q?: string }, filter: ProductFilter) {
  const { rows, total } = await findProductPage(db, { ...filter, ...pageRequest(q, DEFAULT_SHOP_SORT) });
  return { products: rows.map(toProductCard), ...pageInfo(q.page, q.resultsPerPage, total) };
}

/** Published products, searched, filtered and sorted (latest by default, relevance when searching). */
export const listProducts = (db: Db, q: ProductsQuery) =>
  productPage(db, q, { parentCategory: q.parentCategory, category: q.category, brand: q.brand });

/** Products of a brand; 404 for an unknown brand. */
export const listProductsOfBrand = (db: Db, id: string, q: PageQuery) =>
  pageOfOne(
    id,
    'Brand not found',
    () => brandExists(db, id),
    () => productPage(db, q, { brand: id }),
  );

/** Products filed under a category (parent or sub); 404 for an unknown category. */
export const listProductsOfCategory = (db: Db, id: string, q: PageQuery) =>
  pageOfOne(
    id,
    'Category not found',
    () => productCategoryExists(db, id),
    () => productPage(db, q, { category: id }),
  );

export async function getProduct(db: Db, slug: string) {
  const row = await findPublishedProductBySlug(db, slug.toLowerCase());
  if (!row) throw notFound('Product not found');
  return { product: { ...toProductCard(row), short_info: sanitizeHtml(row.short_info) } };
}

export async function listSimilarProducts(db: Db, id: string) {
  const of = isId(id) ? await findPublishedProductCategories(db, id) : undefined;
  if (!of) throw notFound('Product not found');
  const rows = await findSimilarProducts(db, { id, ...of }, PAGE_SIZES.similar);
  return { products: rows.map(toProductCard) };
}

/**
 * Counts paid units as sold (sold_count), products in id order: concurrent fulfilments sharing products lock
 * them in the same order and never deadlock. `sold` has one entry per product.
 */
export async function countSold(tx: Tx, sold: { id: string; unit: number }[]) {
  await addSoldCounts(
    tx,
    [...sold].sort((a, b) => a.id.localeCompare(b.id)),
  );
}
