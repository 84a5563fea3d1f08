import { and, eq, sql, type SQLWrapper, type Subquery } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { productRates } from '../../db/schema/products';

/** A size's stock as orders take it and give it back (products.service exports these to the orders). */

type Conn = Db | Tx;

/**
 * Takes `unit` off a size's stock only if that much is left. The row lock it takes is held until the
 * transaction ends, so concurrent orders of one size queue here and each sees the stock the previous left.
 * False when there was not enough stock (nothing changed).
 */
export async function takeStock(tx: Tx, productSizeId: string, unit: number): Promise<boolean> {
  const rows = await tx
    .update(productRates)
    .set({ stock: sql`${productRates.stock} - ${unit}` })
    .where(and(eq(productRates.id, productSizeId), sql`${productRates.stock} >= ${unit}`))
    .returning({ id: productRates.id });
  return rows.length === 1;
}

/** The size's stock now (0 when the size is gone). */
export async function findStock(db: Conn, productSizeId: string): Promise<number> {
  const [row] = await db
    .select({ stock: productRates.stock })
    .from(productRates)
    .where(eq(productRates.id, productSizeId));
  return row?.stock ?? 0;
}

/** Puts units back on their size (a size deleted since is skipped). */
export async function putBackStock(tx: Tx, productSizeId: string, units: number) {
  await tx
    .update(productRates)
    .set({ stock: sql`${productRates.stock} + ${units}` })
    .where(eq(productRates.id, productSizeId));
}

/**
 * Puts back the units per size of a subquery of the caller's (its `productSizeId` and `units` columns), in one
 * statement (sizes deleted since are skipped).
 */
export async function putBackUnits(
  tx: Tx,
  released: Subquery & { productSizeId: SQLWrapper; units: SQLWrapper },
) {
  await tx
    .update(productRates)
    .set({ stock: sql`${productRates.stock} + ${released.units}` })
    .from(released)
    .where(eq(productRates.id, released.productSizeId));
}

/**
 * Takes units off several sizes, all or nothing: sizes in id order (so concurrent takers never deadlock); when
 * one size has not enough left, or is gone, what was taken is given back and the answer is false.
 */
export async function takeAllStock(tx: Tx, units: [productSizeId: string, unit: number][]): Promise<boolean> {
  const taken: [string, number][] = [];
  for (const [sizeId, unit] of [...units].sort(([a], [b]) => a.localeCompare(b))) {
    if (await takeStock(tx, sizeId, unit)) {
      taken.push([sizeId, unit]);
      continue;
    }
    for (const [id, u] of taken) await putBackStock(tx, id, u);
    return false;
  }
  return true;
}
