import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { programmeCardsOf } from '../programmes/programmes.views';
import type { CartItemType } from '@oxstrength/shared/constants';
import type { Db, Tx } from '../../db/client';
import { cartItems } from '../../db/schema/cart';
import { brandNames, productCategoryNames, trainingCategoryNames } from '../categories/categories.views';
import { productSizes, productsForSale } from '../products/products.views';
import { templatesForSale } from '../templates/templates.views';
import { publicUsers } from '../users/users.views';

type Conn = Db | Tx;

export type CartItemRow = typeof cartItems.$inferSelect;
export type CartItemValues = Omit<typeof cartItems.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Oldest first; ties (same transaction time) by id so the order never changes between reads. */
const lineOrder = [asc(cartItems.createdAt), asc(cartItems.id)];

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
      id: templatesForSale.id,
      slug: templatesForSale.slug,
      title: templatesForSale.title,
      cover: templatesForSale.cover,
      price: templatesForSale.price,
      discountActive: templatesForSale.discountActive,
      discountTitle: templatesForSale.discountTitle,
      discountPercentage: templatesForSale.discountPercentage,
      weeks: templatesForSale.weeks,
      published: templatesForSale.published,
      trainingCategoryId: trainingCategoryNames.id,
      trainingCategoryName: trainingCategoryNames.name,
      trainerId: publicUsers.id,
      trainerName: publicUsers.name,
      trainerSlug: publicUsers.slug,
    })
    .from(templatesForSale)
    .leftJoin(trainingCategoryNames, eq(trainingCategoryNames.id, templatesForSale.trainingCategoryId))
    .leftJoin(publicUsers, eq(publicUsers.id, templatesForSale.trainerId))
    .where(inArray(templatesForSale.id, ids));
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
      id: productsForSale.id,
      slug: productsForSale.slug,
      title: productsForSale.title,
      images: productsForSale.images,
      discountActive: productsForSale.discountActive,
      discountTitle: productsForSale.discountTitle,
      discountPercentage: productsForSale.discountPercentage,
      published: productsForSale.published,
      brandId: brandNames.id,
      brandName: brandNames.name,
      categoryId: productCategoryNames.id,
      categoryName: productCategoryNames.name,
    })
    .from(productsForSale)
    .leftJoin(brandNames, eq(brandNames.id, productsForSale.brandId))
    .leftJoin(productCategoryNames, eq(productCategoryNames.id, productsForSale.categoryId))
    .where(inArray(productsForSale.id, ids));
}

export interface CartProductRateRow {
  id: string;
  productId: string;
  size: string;
  servings: string | null;
  price: number;
  discountedPrice: number;
  stock: number;
  position: number;
}

/** Every size of the given products, in each product's order. */
export function findCartProductRates(db: Conn, productIds: string[]): Promise<CartProductRateRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(productSizes)
    .where(inArray(productSizes.productId, productIds))
    .orderBy(asc(productSizes.productId), asc(productSizes.position), asc(productSizes.id));
}

/**
 * The coaching or consultation programmes (published or not) of these ids, as the programmes' card view gives
 * them: title, slug, cover, discount, published.
 */
export function findCartProgrammes(db: Conn, kind: 'coaching' | 'consultation', ids: string[]) {
  const t = programmeCardsOf(kind);
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(t).where(inArray(t.id, ids));
}

export type CartProgrammeRow = Awaited<ReturnType<typeof findCartProgrammes>>[number];

/** Names of users (the trainers of coaching and consultation lines). */
export function findUserNames(db: Conn, ids: string[]): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: publicUsers.id, name: publicUsers.name })
    .from(publicUsers)
    .where(inArray(publicUsers.id, ids));
}
