import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { CartItemType } from '@oxstrength/shared/constants';
import type { Db, Tx } from '../../db/client';
import { cartItems } from '../../db/schema/cart';
import { brands, productCategories, trainingCategories } from '../../db/schema/categories';
import { productRates, products } from '../../db/schema/products';
import { templates } from '../../db/schema/templates';
import { users } from '../../db/schema/users';
import type { ProgrammeKind } from '../programmes/programme-kinds';

type Conn = Db | Tx;

export type CartItemRow = typeof cartItems.$inferSelect;
export type CartItemValues = Omit<typeof cartItems.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Oldest first; ties (same transaction time) by id so the order never changes between reads. */
const lineOrder = [asc(cartItems.createdAt), asc(cartItems.id)];

/**
 * Serialises one user's cart writes: the line cap and the merge of "the same item" see every earlier change.
 * FOR NO KEY UPDATE does not block the key-share locks that inserting cart lines takes on the user row.
 */
export async function lockCartOwner(tx: Tx, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** The user's main-cart lines (never the express line), oldest first. */
export const findMainLines = (db: Conn, userId: string) =>
  db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.express, false)))
    .orderBy(...lineOrder);

/** The user's lines (main or express) among the given ids. */
export const findLinesByIds = (db: Conn, userId: string, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([] as CartItemRow[])
    : db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)))
        .orderBy(...lineOrder);

/** One of the user's main-cart lines. */
export async function findMainLine(db: Conn, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId), eq(cartItems.express, false)));
  return row;
}

/** The user's main-cart line with that merge key, other than `exceptId`. */
export async function findMainLineByMergeKey(db: Conn, userId: string, mergeKey: string, exceptId?: string) {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(
      and(
        eq(cartItems.userId, userId),
        eq(cartItems.express, false),
        eq(cartItems.mergeKey, mergeKey),
        exceptId ? ne(cartItems.id, exceptId) : undefined,
      ),
    );
  return row;
}

export async function countMainLines(db: Conn, userId: string) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.express, false)));
  return n;
}

/**
 * Adds a main-cart line, or merges it into the user's line with the same merge key (the unique index): units
 * add up when `addUnits` (products), otherwise the line stays as it was. Returns the line's id and unit after.
 */
export async function upsertMainLine(tx: Tx, values: CartItemValues, addUnits: boolean) {
  const [row] = await tx
    .insert(cartItems)
    .values({ ...values, express: false })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.mergeKey],
      targetWhere: sql`not ${cartItems.express}`,
      set: {
        unit: addUnits ? sql`${cartItems.unit} + excluded.unit` : sql`${cartItems.unit}`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: cartItems.id, unit: cartItems.unit });
  return row;
}

/** Replaces the user's express (Buy Now) line with a new one. */
export async function replaceExpressLine(tx: Tx, values: CartItemValues) {
  await tx.delete(cartItems).where(and(eq(cartItems.userId, values.userId), eq(cartItems.express, true)));
  const [row] = await tx
    .insert(cartItems)
    .values({ ...values, express: true })
    .returning();
  return row;
}

export async function updateLine(tx: Tx, id: string, values: Partial<CartItemValues>) {
  await tx.update(cartItems).set(values).where(eq(cartItems.id, id));
}

export async function deleteLine(db: Conn, id: string) {
  await db.delete(cartItems).where(eq(cartItems.id, id));
}

/** Deletes the user's main-cart line; false when the user has no such line. */
export async function deleteMainLine(db: Conn, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId), eq(cartItems.express, false)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

/** Deletes the user's lines (main or express) with these ids; other users' lines are never touched. */
export async function deleteLinesOfUser(db: Conn, userId: string, ids: string[]) {
  if (ids.length === 0) return;
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)));
}

export async function deleteMainLines(db: Conn, userId: string) {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.express, false)));
}

/** Which of the given items of a type are in the user's main cart. */
export async function findCartedModelIds(
  db: Conn,
  userId: string,
  onModel: CartItemType,
  modelIds: string[],
) {
  if (modelIds.length === 0) return new Set<string>();
  const rows = await db
    .selectDistinct({ modelId: cartItems.modelId })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.userId, userId),
        eq(cartItems.onModel, onModel),
        eq(cartItems.express, false),
        inArray(cartItems.modelId, modelIds),
      ),
    );
  return new Set(rows.map((r) => r.modelId));
}

// ---- The catalogue as the cart prices it (published or not: a line whose item was withdrawn is shown as such).

export interface CartTemplateRow {
  id: string;
  slug: string;
  title: string;
  cover: string;
  price: number;
  discountActive: boolean;
  discountTitle: string | null;
  discountPercentage: number;
  weeks: number;
  published: boolean;
  trainingCategoryId: string | null;
  trainingCategoryName: string | null;
  trainerId: string | null;
  trainerName: string | null;
  trainerSlug: string | null;
}

export function findCartTemplates(db: Conn, ids: string[]): Promise<CartTemplateRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: templates.id,
      slug: templates.slug,
      title: templates.title,
      cover: templates.cover,
      price: templates.price,
      discountActive: templates.discountActive,
      discountTitle: templates.discountTitle,
      discountPercentage: templates.discountPercentage,
      weeks: templates.weeks,
      published: templates.published,
      trainingCategoryId: trainingCategories.id,
      trainingCategoryName: trainingCategories.name,
      trainerId: users.id,
      trainerName: users.name,
      trainerSlug: users.slug,
    })
    .from(templates)
    .leftJoin(trainingCategories, eq(trainingCategories.id, templates.trainingCategoryId))
    .leftJoin(users, eq(users.id, templates.trainerId))
    .where(inArray(templates.id, ids));
}

export interface CartProductRow {
  id: string;
  slug: string;
  title: string;
  images: string[];
  discountActive: boolean;
  discountTitle: string | null;
  discountPercentage: number;
  published: boolean;
  brandId: string | null;
  brandName: string | null;
  categoryId: string | null;
  categoryName: string | null;
}

export function findCartProducts(db: Conn, ids: string[]): Promise<CartProductRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: products.id,
      slug: products.slug,
      title: products.title,
      images: products.images,
      discountActive: products.discountActive,
      discountTitle: products.discountTitle,
      discountPercentage: products.discountPercentage,
      published: products.published,
      brandId: brands.id,
      brandName: brands.name,
      categoryId: productCategories.id,
      categoryName: productCategories.name,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(inArray(products.id, ids));
}

export type CartProductRateRow = typeof productRates.$inferSelect;

/** Every size of the given products, in each product's order. */
export function findCartProductRates(db: Conn, productIds: string[]): Promise<CartProductRateRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(productRates)
    .where(inArray(productRates.productId, productIds))
    .orderBy(asc(productRates.productId), asc(productRates.position), asc(productRates.id));
}

export interface CartProgrammeRow {
  id: string;
  slug: string;
  title: string;
  cover: string;
  discountActive: boolean;
  discountTitle: string | null;
  discountPercentage: number;
  published: boolean;
}

export function findCartProgrammes(
  db: Conn,
  kind: ProgrammeKind<string>,
  ids: string[],
): Promise<CartProgrammeRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const t = kind.table;
  return db
    .select({
      id: t.id,
      slug: t.slug,
      title: t.title,
      cover: t.cover,
      discountActive: t.discountActive,
      discountTitle: t.discountTitle,
      discountPercentage: t.discountPercentage,
      published: t.published,
    })
    .from(t)
    .where(inArray(t.id, ids));
}

/** Names of users (the trainers of coaching and consultation lines). */
export function findUserNames(db: Conn, ids: string[]): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
}
