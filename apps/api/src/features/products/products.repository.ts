import { and, asc, count, desc, eq, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ListSort } from '@oxstrength/shared/constants';
import type { Db, Tx } from '../../db/client';
import { productRates, products } from '../../db/schema/products';
import { tsQuery, tsRank } from '../../lib/full-text-search';
// The category filters read categories' tables in this list query (a subquery), through categories' SQL pieces.
import { productInCategory } from '../categories/category-tree';
import { brandNames, productCategoryNamesAs } from '../categories/categories.views';
import { col, driverRows, preparedByShape, type DriverRow } from '../../db/prepared-by-shape';
import { itemRatings } from '../../db/item-ratings';

const subCategory = productCategoryNamesAs('sub_category');
const parentCategory = productCategoryNamesAs('parent_category');

export interface RateRow {
  id: string;
  size: string;
  servings: string | null;
  price: number;
  discounted_price: number;
  stock: number;
}

/** The product's sizes in order, as one JSON array built in the same statement (no query per product). */
const ratesJson = sql<RateRow[]>`(
  select coalesce(json_agg(json_build_object(
    'id', ${productRates.id}, 'size', ${productRates.size}, 'servings', ${productRates.servings},
    'price', ${productRates.price}, 'discounted_price', ${productRates.discountedPrice}, 'stock', ${productRates.stock}
  ) order by ${productRates.position}, ${productRates.id}), '[]'::json)
  from ${productRates} where ${productRates.productId} = ${products.id}
)`;

const cardColumns = {
  id: col<string>(products.id, 'id'),
  slug: col<string>(products.slug, 'slug'),
  title: col<string>(products.title, 'title'),
  images: col<string[]>(products.images, 'images'),
  /** numeric: text from node-postgres. */
  average_rating: col<string | number>(products.averageRating, 'average_rating'),
  rating_count: col<number>(products.ratingCount, 'rating_count'),
  discount_active: col<boolean>(products.discountActive, 'discount_active'),
  discount_title: col<string | null>(products.discountTitle, 'discount_title'),
  discount_percentage: col<number>(products.discountPercentage, 'discount_percentage'),
  brand_id: col<string | null>(brandNames.id, 'brand_id'),
  brand_name: col<string | null>(brandNames.name, 'brand_name'),
  category_id: col<string | null>(subCategory.id, 'category_id'),
  category_name: col<string | null>(subCategory.name, 'category_name'),
  parent_category_id: col<string | null>(parentCategory.id, 'parent_category_id'),
  parent_category_name: col<string | null>(parentCategory.name, 'parent_category_name'),
  parent_category_slug: col<string | null>(parentCategory.slug, 'parent_category_slug'),
  rates: ratesJson.as('rates'),
};

export type ProductCardRow = DriverRow<typeof cardColumns>;

const selectCards = (db: Db) =>
  db
    .select(cardColumns)
    .from(products)
    .leftJoin(brandNames, eq(brandNames.id, products.brandId))
    .leftJoin(subCategory, eq(subCategory.id, products.categoryId))
    .leftJoin(parentCategory, eq(parentCategory.id, products.parentCategoryId));

const selectDetail = (db: Db) =>
  db
    .select({ ...cardColumns, short_info: col<string>(products.shortInfo, 'short_info') })
    .from(products)
    .leftJoin(brandNames, eq(brandNames.id, products.brandId))
    .leftJoin(subCategory, eq(subCategory.id, products.categoryId))
    .leftJoin(parentCategory, eq(parentCategory.id, products.parentCategoryId));

/** Matches the DESC NULLS LAST of the schema's descending indexes, so the planner can read them in order. */
const descending = (column: SQLWrapper) => sql`${column} desc nulls last`;

/** The sort orders; every list adds id last so pages never overlap. Each leads with an indexed column. */
const SORT_ORDER: Record<ListSort, SQL[]> = {
  popular: [descending(products.soldCount), descending(products.averageRating)],
  latest: [descending(products.createdAt)],
  expensive: [desc(products.minPrice)],
  cheap: [asc(products.minPrice)],
};

export interface ProductFilter {
  /** Prefix tsquery terms (prefixTerms in lib/full-text-search.ts). */
  terms?: string | null;
  /** Parent category id: products filed under it or any of its sub-categories. */
  parentCategory?: string;
  /** Category id (parent or sub), with the same meaning. */
  category?: string;
  brand?: string;
}

export interface ProductPageRequest extends ProductFilter {
  sort: ListSort;
  /** Relevance first (a search without an explicit sort); otherwise relevance only breaks ties of the sort. */
  byRelevance: boolean;
  limit: number;
  offset: number;
}

/**
 * The two statements of one page (rows with their sizes, total) with placeholders for every value, so one
 * prepared statement serves every request of the same shape (which filters are present, the sort).
 * Exported for the benchmark.
 */
export function productPageQueries(db: Db, r: ProductPageRequest) {
  const conditions: SQL[] = [eq(products.published, true)];
  const search = r.terms ? tsQuery(sql.placeholder('terms')) : null;
  if (search) conditions.push(sql`${products.search} @@ ${search}`);
  if (r.parentCategory) conditions.push(productInCategory(db, products, sql.placeholder('parentCategory')));
  if (r.category) conditions.push(productInCategory(db, products, sql.placeholder('category')));
  if (r.brand) conditions.push(eq(products.brandId, sql.placeholder('brand')));
  const where = and(...conditions)!;
  const rank = search ? desc(tsRank(products.search, search)) : null;
  const order =
    r.byRelevance && rank ? [rank, ...SORT_ORDER[r.sort]] : [...SORT_ORDER[r.sort], ...(rank ? [rank] : [])];
  return {
    rows: selectCards(db)
      .where(where)
      .orderBy(...order, asc(products.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
    total: db.select({ total: count() }).from(products).where(where),
  };
}

const shapeOf = (r: ProductPageRequest) =>
  [!!r.terms, !!r.terms && r.byRelevance, !!r.parentCategory, !!r.category, !!r.brand, r.sort]
    .map(String)
    .join(':');

const prepareProductPage = (db: Db, r: ProductPageRequest, name: string) => {
  const q = productPageQueries(db, r);
  return { rows: q.rows.prepare(`${name}_rows`), total: q.total.prepare(`${name}_total`) };
};
const productPageStatements = preparedByShape<ReturnType<typeof prepareProductPage>>('products');

export async function findProductPage(db: Db, r: ProductPageRequest) {
  const statements = productPageStatements(db, shapeOf(r), (name) => prepareProductPage(db, r, name));
  const values: Record<string, unknown> = { ...r };
  const [rows, [{ total }]] = await Promise.all([
    driverRows<ProductCardRow>(statements.rows, values),
    statements.total.execute(values),
  ]);
  return { rows, total };
}

export async function findPublishedProductBySlug(db: Db, slug: string) {
  const [row] = await selectDetail(db).where(and(eq(products.slug, slug), eq(products.published, true)));
  return row;
}

export async function findPublishedProductCategories(db: Db, id: string) {
  const [row] = await db
    .select({ categoryId: products.categoryId, parentCategoryId: products.parentCategoryId })
    .from(products)
    .where(and(eq(products.id, id), eq(products.published, true)));
  return row;
}

/** Published products of the same sub-category first, then of the same parent; never the product itself. */
export function findSimilarProducts(
  db: Db,
  of: { id: string; categoryId: string | null; parentCategoryId: string | null },
  limit: number,
) {
  const sameSub = of.categoryId ? eq(products.categoryId, of.categoryId) : undefined;
  const sameParent = of.parentCategoryId ? eq(products.parentCategoryId, of.parentCategoryId) : undefined;
  if (!sameSub && !sameParent) return Promise.resolve([]);
  return selectCards(db)
    .where(and(eq(products.published, true), ne(products.id, of.id), or(sameSub, sameParent)))
    .orderBy(
      ...(sameSub ? [sql`case when ${sameSub} then 0 else 1 end`] : []),
      ...SORT_ORDER.popular,
      asc(products.id),
    )
    .limit(limit);
}

/** sold_count += unit for each product, in the order given. */
export async function addSoldCounts(tx: Tx, sold: { id: string; unit: number }[]) {
  for (const { id, unit } of sold)
    await tx
      .update(products)
      .set({ soldCount: sql`${products.soldCount} + ${unit}` })
      .where(eq(products.id, id));
}

/** A product's rating, as the reviews read and keep it. */
export const productRatings = itemRatings({
  table: products,
  id: products.id,
  published: products.published,
  averageRating: products.averageRating,
  ratingCount: products.ratingCount,
});
