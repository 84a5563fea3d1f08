import { and, asc, count, eq, ilike, lte, min, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { productRates, products } from '../../db/schema/products';
import { containing, publishableItems } from '../../lib/publishable-items';
import { columns } from '../../db/views';

/** The admins' queries of products (issue 19): sizes with their stock and prices, restocking, publishing. */

type Conn = Db | Tx;

const sizeColumns = {
  ...columns(productRates, 'id', 'size', 'servings', 'price', 'discountedPrice', 'stock'),
  productId: products.id,
  ...columns(products, 'slug', 'title', 'published'),
};

export interface StaffSizeRow {
  id: string;
  size: string;
  servings: string | null;
  price: number;
  discountedPrice: number;
  stock: number;
  productId: string;
  slug: string;
  title: string;
  published: boolean;
}

/**
 * Sizes of every product (published or not) matching `q` (part of the title); with `maxStock`, only those with
 * that many units or fewer, fewest first. Otherwise by product title, then the sizes' order.
 */
export async function findStaffSizes(
  db: Conn,
  r: { q?: string; maxStock?: number; limit: number; offset: number },
): Promise<{ rows: StaffSizeRow[]; total: number }> {
  const where: SQL | undefined = and(
    r.q ? ilike(products.title, containing(r.q)) : undefined,
    r.maxStock !== undefined ? lte(productRates.stock, r.maxStock) : undefined,
  );
  const order =
    r.maxStock !== undefined
      ? [asc(productRates.stock), asc(products.title), asc(productRates.position), asc(productRates.id)]
      : [asc(products.title), asc(products.id), asc(productRates.position), asc(productRates.id)];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(sizeColumns)
      .from(productRates)
      .innerJoin(products, eq(products.id, productRates.productId))
      .where(where)
      .orderBy(...order)
      .limit(r.limit)
      .offset(r.offset),
    db
      .select({ total: count() })
      .from(productRates)
      .innerJoin(products, eq(products.id, productRates.productId))
      .where(where),
  ]);
  return { rows, total };
}

/** How many sizes have `maxStock` units or fewer. */
export async function countSizesAtMost(db: Conn, maxStock: number): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(productRates)
    .where(lte(productRates.stock, maxStock));
  return total;
}

/** The size with its product, its row locked until the transaction ends. */
export async function lockSize(tx: Tx, sizeId: string): Promise<StaffSizeRow | undefined> {
  const [row] = await tx
    .select(sizeColumns)
    .from(productRates)
    .innerJoin(products, eq(products.id, productRates.productId))
    .where(eq(productRates.id, sizeId))
    .for('update', { of: productRates });
  return row;
}

/** stock += units (in the statement: orders reserving the size meanwhile keep their units). */
export async function addStock(tx: Tx, sizeId: string, units: number): Promise<number> {
  const [row] = await tx
    .update(productRates)
    .set({ stock: sql`${productRates.stock} + ${units}` })
    .where(eq(productRates.id, sizeId))
    .returning({ stock: productRates.stock });
  return row.stock;
}

export async function setSizePrices(tx: Tx, sizeId: string, price: number, discountedPrice: number) {
  await tx.update(productRates).set({ price, discountedPrice }).where(eq(productRates.id, sizeId));
}

/** products.min_price: the lowest price its sizes sell for (the price sorts read it). */
export async function refreshMinPrice(tx: Tx, productId: string) {
  const [{ lowest }] = await tx
    .select({ lowest: min(productRates.discountedPrice) })
    .from(productRates)
    .where(eq(productRates.productId, productId));
  await tx
    .update(products)
    .set({ minPrice: lowest ?? 0 })
    .where(eq(products.id, productId));
}

/** Products for the admins' publish switch: listed published or not, locked, switched. */
export const productItems = publishableItems(products);
