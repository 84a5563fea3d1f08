import {
  COACHING_PLANS,
  CONSULTATION_PLANS,
  type CartItemType,
  type CoachingPlan,
  type ConsultationPlan,
} from '@oxstrength/shared/constants';
import type { Cart, CartLine, LineRef, PricedLine } from '@oxstrength/shared/contracts/cart';
import type { Size } from '@oxstrength/shared/contracts/common';
import { toRupees } from '@oxstrength/shared/money';
import { discountedPrice, isOffered } from '@oxstrength/shared/pricing';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { isId } from '../../lib/path-id';
import type { OrderLineSnapshot, StoredOrderLine } from '../orders/orders.views';
import { coachingKind, consultationKind } from '../programmes/programme-kinds';
import { programmeRatesOf, type ProgrammeRateRow } from '../programmes/programmes.service';
import {
  findCartProductRates,
  findCartProducts,
  findCartProgrammes,
  findCartTemplates,
  findLinesByIds,
  findUserNames,
  type CartProductRateRow,
  type CartProductRow,
  type CartProgrammeRow,
  type CartTemplateRow,
} from './cart.repository';

/**
 * Pricing of cart lines from the catalogue (never from the client), and the JSON of cart and order lines (their
 * shapes: packages/shared/src/contracts/cart.ts). Money is paisa inside, rupees in replies. Used by the cart
 * service and by the orders feature.
 */

export const CART_ITEM_NOT_FOUND = 'Cart item not found';
/** The title of a line whose item no longer exists at all. */
const GONE_TITLE = 'Unavailable item';

// ---- Resolving lines against the catalogue.

/** What a cart line says (a stored line, or one being added: then id is ''). */
export interface LineDraft {
  id: string;
  onModel: CartItemType;
  modelId: string;
  unit: number;
  productSizeId: string | null;
  plan: string | null;
  trainerId: string | null;
  selfOrder: boolean;
  recipientName: string | null;
  recipientEmail: string | null;
  recipientMobile: string | null;
  relation: string | null;
}

/** Why a line cannot be bought as it stands. */
export type LineProblem =
  | { code: 'model' }
  | { code: 'size' }
  | { code: 'trainer' }
  | { code: 'plan' }
  | { code: 'stock'; stock: number };

export interface ResolvedLine {
  line: LineDraft;
  /** The item still exists (published or not). */
  exists: boolean;
  problem: LineProblem | null;
  title: string;
  /** One unit, paisa. */
  price: number;
  discountedPrice: number;
  ref: LineRef;
  size: Size | null;
  /** The coaching or consultation trainer. */
  trainer: { _id: string; name: string } | null;
  snapshot: OrderLineSnapshot;
}

/** What a line shows as its unavailability message. */
export function problemMessage(p: LineProblem): string {
  switch (p.code) {
    case 'model':
      return 'This item is no longer available';
    case 'size':
      return 'This size is no longer available';
    case 'trainer':
      return 'This trainer no longer offers it';
    case 'plan':
      return 'This plan is not available';
    case 'stock':
      return stockMessage(p.stock);
  }
}

export const stockMessage = (stock: number) => (stock <= 0 ? 'Out of stock' : `Only ${stock} left in stock`);

const PROGRAMME_KINDS = { Coaching: coachingKind, Consultation: consultationKind } as const;
const COACHING_WEEKS = new Map<string, number>(COACHING_PLANS.map((p) => [p.value, p.weeks]));
const PLAN_VALUES: Record<'Coaching' | 'Consultation', readonly string[]> = {
  Coaching: COACHING_PLANS.map((p) => p.value),
  Consultation: CONSULTATION_PLANS.map((p) => p.value),
};

/** Whether `plan` is one of the item type's plans. */
export const isPlanOf = (onModel: 'Coaching' | 'Consultation', plan: string | null | undefined) =>
  !!plan && PLAN_VALUES[onModel].includes(plan);

const unique = (values: string[]) => [...new Set(values)];
const ref = (id: string | null, name: string | null) => (id && name !== null ? { _id: id, name } : null);
const discountOf = (r: {
  discountActive: boolean;
  discountTitle: string | null;
  discountPercentage: number;
}) => ({
  active: r.discountActive,
  title: r.discountTitle,
  discount_percentage: r.discountPercentage,
});

function emptyRef(line: LineDraft): ResolvedLine['ref'] {
  return {
    _id: line.modelId,
    slug: null,
    title: GONE_TITLE,
    cover: null,
    images: [],
    price: null,
    discounted_price: null,
    weeks: null,
    discount: null,
    rates: [],
    stock: null,
    product_brand: null,
    product_category: null,
    training_category: null,
    trainer: null,
  };
}

function snapshotOf(
  r: ResolvedLine['ref'],
  extra: Pick<OrderLineSnapshot, 'trainer' | 'size'>,
): OrderLineSnapshot {
  return {
    title: r.title,
    slug: r.slug,
    cover: r.cover,
    images: r.images,
    product_brand: r.product_brand,
    product_category: r.product_category,
    training_category: r.training_category,
    weeks: r.weeks,
    ...extra,
  };
}

function goneLine(line: LineDraft): ResolvedLine {
  const r = emptyRef(line);
  return {
    line,
    exists: false,
    problem: { code: 'model' },
    title: GONE_TITLE,
    price: 0,
    discountedPrice: 0,
    ref: r,
    size: null,
    trainer: null,
    snapshot: snapshotOf(r, { trainer: null, size: null }),
  };
}

/**
 * The line of an item that exists: titled as its ref, one unit's price and discounted price, its size and trainer;
 * its snapshot is the ref's with the size and `snapshotTrainer` (a template's author; else the trainer).
 */
function existingLine(
  line: LineDraft,
  r: ResolvedLine['ref'],
  problem: LineProblem | null,
  prices: Pick<ResolvedLine, 'price' | 'discountedPrice' | 'size' | 'trainer'>,
  snapshotTrainer = prices.trainer,
): ResolvedLine {
  return {
    line,
    exists: true,
    problem,
    title: r.title,
    ...prices,
    ref: r,
    snapshot: snapshotOf(r, { trainer: snapshotTrainer, size: prices.size }),
  };
}

function resolveTemplate(line: LineDraft, row: CartTemplateRow | undefined): ResolvedLine {
  if (!row) return goneLine(line);
  const discount = discountOf(row);
  const payable = discountedPrice(row.price, discount);
  const author = row.trainerId
    ? { _id: row.trainerId, name: row.trainerName!, slug: row.trainerSlug! }
    : null;
  const r: ResolvedLine['ref'] = {
    ...emptyRef(line),
    slug: row.slug,
    title: row.title,
    cover: row.cover,
    price: toRupees(row.price),
    discounted_price: toRupees(payable),
    weeks: row.weeks,
    discount,
    training_category: ref(row.trainingCategoryId, row.trainingCategoryName),
    trainer: author,
  };
  return existingLine(
    line,
    r,
    row.published ? null : { code: 'model' },
    { price: row.price, discountedPrice: payable, size: null, trainer: null },
    author && { _id: author._id, name: author.name },
  );
}

function resolveProduct(
  line: LineDraft,
  row: CartProductRow | undefined,
  rates: CartProductRateRow[],
): ResolvedLine {
  if (!row) return goneLine(line);
  const chosen = rates.find((s) => s.id === line.productSizeId);
  const size = chosen ? { _id: chosen.id, size: chosen.size, servings: chosen.servings } : null;
  const r: ResolvedLine['ref'] = {
    ...emptyRef(line),
    slug: row.slug,
    title: row.title,
    cover: row.images[0] ?? null,
    images: row.images,
    discount: discountOf(row),
    rates: rates.map((s) => ({
      _id: s.id,
      size: s.size,
      servings: s.servings,
      price: toRupees(s.price),
      discounted_price: toRupees(s.discountedPrice),
      stock: s.stock,
    })),
    stock: chosen?.stock ?? null,
    product_brand: ref(row.brandId, row.brandName),
    product_category: ref(row.categoryId, row.categoryName),
  };
  let problem: LineProblem | null = null;
  if (!row.published) problem = { code: 'model' };
  else if (!chosen) problem = { code: 'size' };
  else if (chosen.stock <= 0 || line.unit > chosen.stock)
    problem = { code: 'stock', stock: Math.max(0, chosen.stock) };
  return existingLine(line, r, problem, {
    price: chosen?.price ?? 0,
    discountedPrice: chosen?.discountedPrice ?? 0,
    size,
    trainer: null,
  });
}

function resolveProgramme(
  line: LineDraft & { onModel: 'Coaching' | 'Consultation' },
  row: CartProgrammeRow | undefined,
  rates: ProgrammeRateRow<string>[],
  names: Map<string, string>,
): ResolvedLine {
  if (!row) return goneLine(line);
  const rate = rates.find((x) => x.itemId === row.id && x.trainer.id === line.trainerId);
  const planRates = rate && isPlanOf(line.onModel, line.plan) ? rate.plans[line.plan!] : undefined;
  const trainerName = rate?.trainer.name ?? (line.trainerId ? names.get(line.trainerId) : undefined);
  const trainer =
    line.trainerId && trainerName !== undefined ? { _id: line.trainerId, name: trainerName } : null;
  const r: ResolvedLine['ref'] = {
    ...emptyRef(line),
    slug: row.slug,
    title: row.title,
    cover: row.cover,
    weeks: line.onModel === 'Coaching' ? (COACHING_WEEKS.get(line.plan ?? '') ?? null) : null,
    discount: discountOf(row),
    training_category: rate ? ref(rate.trainer.categoryId, rate.trainer.categoryName) : null,
  };
  let problem: LineProblem | null = null;
  if (!row.published) problem = { code: 'model' };
  else if (!rate) problem = { code: 'trainer' };
  else if (!planRates || !isOffered(planRates.discounted)) problem = { code: 'plan' };
  return existingLine(line, r, problem, {
    price: planRates?.rate ?? 0,
    discountedPrice: planRates?.discounted ?? 0,
    size: null,
    trainer,
  });
}

type Results<T extends readonly (() => Promise<unknown>)[]> = {
  -readonly [K in keyof T]: Awaited<ReturnType<T[K]>>;
};

/**
 * Runs the queries side by side on the pool, or one after another in a transaction (one connection, which must
 * not be given a second query while it runs one).
 */
async function allOf<T extends readonly (() => Promise<unknown>)[]>(
  db: Db | Tx,
  tasks: T,
): Promise<Results<T>> {
  if (!('rollback' in db)) return (await Promise.all(tasks.map((task) => task()))) as Results<T>;
  const results: unknown[] = [];
  for (const task of tasks) results.push(await task());
  return results as Results<T>;
}

const isProgrammeLine = (l: LineDraft): l is LineDraft & { onModel: 'Coaching' | 'Consultation' } =>
  l.onModel === 'Coaching' || l.onModel === 'Consultation';

/**
 * Prices lines from the catalogue as it is now, in a handful of queries whatever the number of lines, and says
 * for each whether it can be bought as it stands (and why not).
 */
export async function resolveLines(db: Db | Tx, lines: LineDraft[]): Promise<ResolvedLine[]> {
  const modelIds = (onModel: CartItemType) =>
    unique(lines.filter((l) => l.onModel === onModel && isId(l.modelId)).map((l) => l.modelId));
  const productIds = modelIds('Product');
  const coachingIds = modelIds('Coaching');
  const consultationIds = modelIds('Consultation');
  const trainerIds = unique(
    lines.filter((l) => isProgrammeLine(l) && l.trainerId && isId(l.trainerId)).map((l) => l.trainerId!),
  );
  const [
    templateRows,
    productRows,
    rateRows,
    coachingRows,
    coachingRates,
    consultationRows,
    consultationRates,
    names,
  ] = await allOf(db, [
    () => findCartTemplates(db, modelIds('Template')),
    () => findCartProducts(db, productIds),
    () => findCartProductRates(db, productIds),
    () => findCartProgrammes(db, 'coaching', coachingIds),
    () => programmeRatesOf(db, PROGRAMME_KINDS.Coaching, coachingIds),
    () => findCartProgrammes(db, 'consultation', consultationIds),
    () => programmeRatesOf(db, PROGRAMME_KINDS.Consultation, consultationIds),
    () => findUserNames(db, trainerIds),
  ] as const);
  const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  const templatesById = byId(templateRows);
  const productsById = byId(productRows);
  const programmesById = { Coaching: byId(coachingRows), Consultation: byId(consultationRows) };
  const programmeRates = { Coaching: coachingRates, Consultation: consultationRates };
  const ratesByProduct = new Map<string, CartProductRateRow[]>();
  for (const rate of rateRows)
    ratesByProduct.set(rate.productId, [...(ratesByProduct.get(rate.productId) ?? []), rate]);
  const trainerNames = new Map(names.map((n) => [n.id, n.name]));

  return lines.map((line) => {
    if (line.onModel === 'Template') return resolveTemplate(line, templatesById.get(line.modelId));
    if (line.onModel === 'Product')
      return resolveProduct(line, productsById.get(line.modelId), ratesByProduct.get(line.modelId) ?? []);
    if (isProgrammeLine(line))
      return resolveProgramme(
        line,
        programmesById[line.onModel].get(line.modelId),
        programmeRates[line.onModel],
        trainerNames,
      );
    return goneLine(line);
  });
}

// ---- JSON.

/** What a line's JSON reads of the line itself (its trainer comes resolved). */
type LineCore = Omit<LineDraft, 'trainerId'>;

function pricedLine(
  l: LineCore,
  parts: {
    ref: ResolvedLine['ref'];
    size: ResolvedLine['size'];
    trainer: ResolvedLine['trainer'];
    price: number;
    discountedPrice: number;
  },
): PricedLine {
  const gift = !l.selfOrder;
  return {
    _id: l.id,
    model_id: l.modelId,
    onModel: l.onModel,
    ref: parts.ref,
    unit: l.unit,
    product_size: l.onModel === 'Product' ? l.productSizeId : null,
    size: parts.size,
    self_order: l.selfOrder,
    coaching_plan: l.onModel === 'Coaching' && isPlanOf('Coaching', l.plan) ? (l.plan as CoachingPlan) : null,
    consultation_plan:
      l.onModel === 'Consultation' && isPlanOf('Consultation', l.plan) ? (l.plan as ConsultationPlan) : null,
    coaching_trainer: l.onModel === 'Coaching' ? parts.trainer : null,
    consultation_trainer: l.onModel === 'Consultation' ? parts.trainer : null,
    relation: gift ? l.relation : null,
    name: gift ? l.recipientName : null,
    email: gift ? l.recipientEmail : null,
    mobile_num: gift ? l.recipientMobile : null,
    price: toRupees(parts.price),
    discounted_price: toRupees(parts.discountedPrice),
    sub_total: toRupees(parts.discountedPrice * l.unit),
  };
}

/** A resolved cart line as the cart replies show it. */
export function cartLineReply(r: ResolvedLine): CartLine {
  return {
    ...pricedLine(r.line, r),
    available: r.problem === null,
    message: r.problem ? problemMessage(r.problem) : null,
  };
}

/** The Cart reply (GET /user/carts and the `cart` of every cart change) from resolved lines. */
export function cartReply(lines: ResolvedLine[]): Cart {
  const carts = lines.map(cartLineReply);
  const subTotal = lines.reduce((sum, r) => sum + r.discountedPrice * r.line.unit, 0);
  return {
    carts,
    sub_total: toRupees(subTotal),
    total_amount: toRupees(subTotal),
    only_templates: carts.length > 0 && carts.every((c) => c.onModel === 'Template'),
  };
}

export type OrderLineRow = StoredOrderLine;

/**
 * An order line shaped like a cart line (PricedLine in contracts/cart.ts), from what was stored when the order
 * was placed: prices as charged, the item as it was (snapshot). `rates` is empty and `stock` null.
 */
export function lineJson(row: OrderLineRow): PricedLine {
  const s = row.snapshot;
  const isTemplate = row.onModel === 'Template';
  const ref: ResolvedLine['ref'] = {
    _id: row.modelId,
    slug: s.slug,
    title: s.title,
    cover: s.cover,
    images: s.images,
    price: isTemplate ? toRupees(row.price) : null,
    discounted_price: isTemplate ? toRupees(row.discountedPrice) : null,
    weeks: s.weeks,
    discount: null,
    rates: [],
    stock: null,
    product_brand: s.product_brand,
    product_category: s.product_category,
    training_category: s.training_category,
    trainer: isTemplate ? s.trainer : null,
  };
  return pricedLine(row, {
    ref,
    size: s.size,
    trainer: isTemplate ? null : s.trainer,
    price: row.price,
    discountedPrice: row.discountedPrice,
  });
}

// ---- For the orders feature.

/** A stored line as priced for an order: the line's own fields, its cart id, prices and snapshot. */
export interface PricedCartLine extends Omit<LineDraft, 'id'> {
  cartItemId: string;
  /** One unit before the item discount, paisa. */
  price: number;
  /** One unit as paid, paisa. */
  discountedPrice: number;
  snapshot: OrderLineSnapshot;
  available: boolean;
  /** Why it cannot be bought (e.g. "Only 2 left in stock"); null when available. */
  message: string | null;
  title: string;
}

export function toPricedCartLine(r: ResolvedLine): PricedCartLine {
  const l = r.line;
  const gift = !l.selfOrder;
  return {
    cartItemId: l.id,
    onModel: l.onModel,
    modelId: l.modelId,
    unit: l.unit,
    productSizeId: l.productSizeId,
    plan: l.plan,
    trainerId: l.trainerId,
    selfOrder: l.selfOrder,
    recipientName: gift ? l.recipientName : null,
    recipientEmail: gift ? l.recipientEmail : null,
    recipientMobile: gift ? l.recipientMobile : null,
    relation: gift ? l.relation : null,
    price: r.price,
    discountedPrice: r.discountedPrice,
    snapshot: r.snapshot,
    available: r.problem === null,
    message: r.problem ? problemMessage(r.problem) : null,
    title: r.title,
  };
}

/**
 * The caller's cart lines with those ids (main cart or the express line), priced from the catalogue now, in the
 * order of the ids (duplicates once). A missing, malformed or another user's id throws 404 "Cart item not found".
 */
export async function priceCartLines(
  db: Db | Tx,
  userId: string,
  cartIds: string[],
): Promise<PricedCartLine[]> {
  const ids = unique(cartIds);
  if (!ids.every(isId)) throw notFound(CART_ITEM_NOT_FOUND);
  const rows = await findLinesByIds(db, userId, ids);
  if (rows.length !== ids.length) throw notFound(CART_ITEM_NOT_FOUND);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const resolved = await resolveLines(
    db,
    ids.map((id) => byId.get(id)!),
  );
  return resolved.map(toPricedCartLine);
}
