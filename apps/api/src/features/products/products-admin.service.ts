import type { StaffSize } from '@oxstrength/shared/contracts/staff-orders';
import { toPaisa, toRupees } from '@oxstrength/shared/money';
import { LOW_STOCK_THRESHOLD } from '@oxstrength/shared/schemas/staff-orders';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { pageInfo } from '../../lib/reply';
import { isId } from '../../lib/path-id';
import { catalogueChanged } from '../../lib/catalogue-changes';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import { itemsPage, publishItem } from '../categories/publish-step';
import {
  addStock,
  countSizesAtMost,
  findStaffSizes,
  lockSize,
  productItems,
  refreshMinPrice,
  setSizePrices,
  type StaffSizeRow,
} from './products-admin.repository';

/**
 * The admins' side of products (issue 19; routes in the staff area, which checks the policy): sizes with their
 * stock, restocking a size, its price and discounted price, publishing a product. Each write locks its row and
 * writes its audit entry (record type product) in its transaction.
 */

export const PRODUCT_ADMIN_MESSAGES = {
  sizeNotFound: 'Product size not found',
  productNotFound: 'Product not found',
  restocked: (units: number, size: StaffSize) =>
    `Added ${units} to ${size.product.title} (${size.size}): ${size.stock} in stock`,
  priced: (size: StaffSize) => `Prices of ${size.product.title} (${size.size}) saved`,
} as const;
const M = PRODUCT_ADMIN_MESSAGES;

const sizeJson = (r: StaffSizeRow): StaffSize => ({
  _id: r.id,
  size: r.size,
  servings: r.servings,
  price: toRupees(r.price),
  discounted_price: toRupees(r.discountedPrice),
  stock: r.stock,
  product: { _id: r.productId, slug: r.slug, title: r.title, published: r.published },
});

/** GET /staff/product-sizes: sizes matching q; `low` lists those at LOW_STOCK_THRESHOLD or fewer, fewest first. */
export async function listStaffSizes(
  db: Db,
  q: { q?: string; low?: boolean; page: number; resultsPerPage: number },
) {
  const { rows, total } = await findStaffSizes(db, {
    q: q.q || undefined,
    maxStock: q.low ? LOW_STOCK_THRESHOLD : undefined,
    limit: q.resultsPerPage,
    offset: (q.page - 1) * q.resultsPerPage,
  });
  return { sizes: rows.map(sizeJson), ...pageInfo(q.page, q.resultsPerPage, total) };
}

/** How many sizes are low on stock (the inbox's count). */
export const countLowStock = (db: Db) => countSizesAtMost(db, LOW_STOCK_THRESHOLD);

async function sizeStep(
  db: Db,
  sizeId: string,
  staff: AuditActor,
  action: string,
  write: (tx: Tx, size: StaffSizeRow) => Promise<void>,
): Promise<StaffSize> {
  return db.transaction(async (tx) => {
    const before = isId(sizeId) ? await lockSize(tx, sizeId) : undefined;
    if (!before) throw notFound(M.sizeNotFound);
    await write(tx, before);
    const after = (await lockSize(tx, sizeId))!;
    const audited = (r: StaffSizeRow) => ({
      size: { _id: r.id, size: r.size, stock: r.stock, price: r.price, discounted_price: r.discountedPrice },
    });
    await recordAudit(tx, {
      userId: staff.userId,
      role: staff.actor,
      action,
      recordType: 'product',
      recordId: before.productId,
      before: audited(before),
      after: audited(after),
    });
    catalogueChanged(tx, 'product', before.productId);
    return sizeJson(after);
  });
}

/** Adds `units` to the size's stock (the shop page shows them at once). */
export const restockSize = (db: Db, sizeId: string, staff: AuditActor, units: number) =>
  sizeStep(db, sizeId, staff, 'product.restock', async (tx) => {
    await addStock(tx, sizeId, units);
  });

/** Sets the size's price and the price it sells for (rupees), and the product's lowest price. */
export const priceSize = (
  db: Db,
  sizeId: string,
  staff: AuditActor,
  prices: { price: number; discounted_price: number },
) =>
  sizeStep(db, sizeId, staff, 'product.price', async (tx, size) => {
    await setSizePrices(tx, sizeId, toPaisa(prices.price), toPaisa(prices.discounted_price));
    await refreshMinPrice(tx, size.productId);
  });

/** Every product, published or not, matching q. */
export const listStaffProducts = (db: Db, q: { q?: string; page: number; resultsPerPage: number }) =>
  itemsPage(db, productItems, 'product', q);

/** Publishes or unpublishes a product (an unpublished one leaves the shop; orders keep their lines). */
export const publishProduct = (db: Db, id: string, staff: AuditActor, published: boolean) =>
  publishItem(db, productItems, 'product', M.productNotFound, id, staff, published);
