import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveryAddresses } from '../../db/schema/addresses';
import { cartItems } from '../../db/schema/cart';
import { coupons } from '../../db/schema/coupons';
import { districts, provinces } from '../../db/schema/locations';
import { orders } from '../../db/schema/orders';
import type { OrderStatus } from '@oxstrength/shared/status';
import { newIdentifier } from './orders.service';
import { titleOnlySnapshot } from '../../../test/order-fixtures';

/** Test fixtures for orders and what they are made from, written straight to the database. Money in paisa. */

export interface CartLineFixture {
  onModel: (typeof cartItems.$inferInsert)['onModel'];
  modelId: string;
  unit?: number;
  productSizeId?: string;
  plan?: string;
  trainerId?: string;
  express?: boolean;
  selfOrder?: boolean;
  recipient?: { name: string; email: string; mobile: string; relation: string };
}

export async function insertCartLine(db: Db, userId: string, f: CartLineFixture): Promise<string> {
  const [row] = await db
    .insert(cartItems)
    .values({
      userId,
      onModel: f.onModel,
      modelId: f.modelId,
      unit: f.unit ?? 1,
      productSizeId: f.productSizeId ?? null,
      plan: f.plan ?? null,
      trainerId: f.trainerId ?? null,
      selfOrder: f.selfOrder ?? !f.recipient,
      recipientName: f.recipient?.name ?? null,
      recipientEmail: f.recipient?.email ?? null,
      recipientMobile: f.recipient?.mobile ?? null,
      relation: f.recipient?.relation ?? null,
      express: f.express ?? false,
      mergeKey: `fixture-${randomUUID()}`,
    })
    .returning({ id: cartItems.id });
  return row.id;
}

/** A Home address in Bagmati Province / Kathmandu (seeded locations). */
export async function insertAddress(
  db: Db,
  userId: string,
  values: Partial<typeof deliveryAddresses.$inferInsert> = {},
) {
  const [district] = await db
    .select({ id: districts.id, provinceId: districts.provinceId })
    .from(districts)
    .innerJoin(provinces, eq(provinces.id, districts.provinceId))
    .where(eq(districts.name, 'Kathmandu'));
  const [row] = await db
    .insert(deliveryAddresses)
    .values({
      userId,
      label: 'home',
      name: 'Ram Thapa',
      email: 'ram@example.test',
      mobileNum: '9800000000',
      primary: true,
      provinceId: district.provinceId,
      districtId: district.id,
      area: 'Baneshwor',
      addressLine1: 'House 12, Shantinagar',
      ...values,
    })
    .returning({ id: deliveryAddresses.id });
  return row.id;
}

export async function insertCoupon(
  db: Db,
  c: { code?: string; percentage: number; active?: boolean; expiresInDays?: number },
): Promise<string> {
  const code = c.code ?? `T${randomUUID().slice(0, 8).toUpperCase()}`;
  await db.insert(coupons).values({
    code,
    active: c.active ?? true,
    discountPercentage: c.percentage,
    expiryDate: new Date(Date.now() + (c.expiresInDays ?? 30) * 24 * 60 * 60 * 1000),
  });
  return code;
}

/** Default creation times one second apart, in insertion order, so "newest first" never ties. */
let clock = Date.now() - 24 * 60 * 60 * 1000;

/** An order without lines, straight into the database (for lists and filters). */
export async function insertOrderRow(db: Db, userId: string, status: OrderStatus, totalAmount = 100_000) {
  const identifier = newIdentifier();
  const [row] = await db
    .insert(orders)
    .values({
      userId,
      status,
      subTotal: totalAmount,
      totalAmount,
      onlyTemplates: true,
      identifier,
      remarks: `OxStrength order ${identifier}`,
      expiresAt: new Date(Date.now() + 30 * 60 * 1000),
      createdAt: new Date((clock += 1000)),
    })
    .returning({ id: orders.id });
  return row.id;
}

/**
 * A product line's values (order_lines) for `size` of `productId`, priced `price` a unit, its snapshot titled
 * `title`: straight into the database for the stock tests.
 */
export function productLine(
  orderId: string,
  productId: string,
  size: { id: string; size: string },
  f: { title: string; unit: number; price: number },
) {
  return {
    orderId,
    onModel: 'Product' as const,
    modelId: productId,
    productSizeId: size.id,
    unit: f.unit,
    selfOrder: true,
    price: f.price,
    discountedPrice: f.price,
    snapshot: titleOnlySnapshot(f.title, { size: { _id: size.id, size: size.size, servings: null } }),
  };
}
