import { CART_TOASTS, EXPRESS_MODEL_TYPES, type CartItemType } from '@oxstrength/shared/constants';
import type { Cart } from '@oxstrength/shared/contracts/cart';
import { fieldErrors } from '@oxstrength/shared/fields';
import type { CartLine, cartUpdateSchema, expressCheckoutSchema } from '@oxstrength/shared/schemas/cart';
import { giftRecipientSchema } from '@oxstrength/shared/schemas/gift';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { AppError, conflict, invalidField, notFound } from '../../lib/errors';
import { isId } from '../../lib/path-id';
import { lockUser } from '../users/users.service';
import {
  CART_ITEM_NOT_FOUND,
  cartReply,
  isPlanOf,
  resolveLines,
  stockMessage,
  type LineDraft,
  type ResolvedLine,
} from './cart-lines';
import {
  countMainLines,
  deleteLine,
  deleteLinesOfUser,
  deleteMainLine,
  deleteMainLines,
  findMainLine,
  findMainLineByMergeKey,
  findMainLines,
  replaceExpressLine,
  updateLine,
  upsertMainLine,
  type CartItemValues,
} from './cart.repository';

/** Main-cart lines a user may keep. */
export const MAX_CART_LINES = 50;
export const CART_FULL = 'Your cart is full';
export const CART_UPDATED = 'Cart updated';
/**
 * Serialises one user's cart writes: the line cap and the merge of "the same item" see every earlier change.
 * FOR NO KEY UPDATE does not block the key-share locks that inserting cart lines takes on the user row.
 */
const lockCartOwner = (tx: Tx, userId: string) => lockUser(tx, userId, 'no key update');

export const CART_ITEM_REMOVED = 'Item removed from cart';
export const CART_CLEARED = 'Cart cleared';

const ITEM_NOT_FOUND: Record<CartItemType, string> = {
  Template: 'Template not found',
  Product: 'Product not found',
  Coaching: 'Coaching not found',
  Consultation: 'Consultation not found',
};

type ExpressCheckout = z.output<typeof expressCheckoutSchema>;
type CartUpdate = z.output<typeof cartUpdateSchema>;
type Recipient = Pick<LineDraft, 'recipientName' | 'recipientEmail' | 'recipientMobile' | 'relation'>;
const SELF: Recipient = { recipientName: null, recipientEmail: null, recipientMobile: null, relation: null };

/** A line as asked for, before it is checked against the catalogue. */
interface LineRequest {
  onModel: CartItemType;
  modelId: string;
  unit: number;
  selfOrder: boolean;
  productSize?: string;
  trainer?: string;
  plan?: string;
  /** The request field that carries the plan (its 422 is reported under this name). */
  planField: 'coaching_plan' | 'consultation_plan' | 'plan';
  recipient: { name?: string; email?: string; mobile_num?: string; relation?: string };
}

const given = (v: string | undefined) => (v ? v : undefined);

/**
 * The gift recipient, normalised by the gift form's schema (trimmed, e-mail lower-case); 422 with the form's
 * messages when incomplete.
 */
function recipientOf(selfOrder: boolean, r: LineRequest['recipient']): Recipient {
  if (selfOrder) return SELF;
  const parsed = giftRecipientSchema.safeParse(r);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    throw new AppError(422, Object.values(errors)[0], { errors });
  }
  const { name, email, mobile_num, relation } = parsed.data;
  return { recipientName: name, recipientEmail: email, recipientMobile: mobile_num, relation };
}

/**
 * "The same item with the same options": one key from the item, its size, plan, trainer, who it is for and the
 * recipient (compared without case). Main-cart lines are unique per user and key (cart_items_merge_key).
 */
export function mergeKey(d: Omit<LineDraft, 'id' | 'unit'>): string {
  const lower = (v: string | null) => (v ?? '').trim().toLowerCase();
  return JSON.stringify([
    d.onModel,
    d.modelId,
    d.productSizeId ?? '',
    d.plan ?? '',
    d.trainerId ?? '',
    d.selfOrder,
    lower(d.recipientEmail),
    lower(d.recipientName),
    lower(d.recipientMobile),
    lower(d.relation),
  ]);
}

/** Only the options that apply to the item type are kept. */
function draftOf(id: string, req: LineRequest): LineDraft {
  const isProduct = req.onModel === 'Product';
  const isProgramme = req.onModel === 'Coaching' || req.onModel === 'Consultation';
  return {
    id,
    onModel: req.onModel,
    modelId: req.modelId,
    unit: req.unit,
    productSizeId: isProduct ? (req.productSize ?? null) : null,
    plan: isProgramme ? (req.plan ?? null) : null,
    trainerId: isProgramme ? (req.trainer ?? null) : null,
    selfOrder: req.selfOrder,
    ...recipientOf(req.selfOrder, req.recipient),
  };
}

/**
 * Checks a line against the cart's rules, in the order a buyer meets them: the item (404), the required options
 * (422), then the option itself (404 size or trainer, 409 plan or stock).
 */
function checkLine(r: ResolvedLine, req: Pick<LineRequest, 'planField'>) {
  const { line, problem } = r;
  if (problem?.code === 'model') throw notFound(ITEM_NOT_FOUND[line.onModel]);
  if (line.onModel !== 'Product' && line.unit !== 1) throw invalidField('unit', 'Unit must be 1');
  if (line.onModel === 'Product') {
    if (!line.productSizeId) throw invalidField('product_size', 'Size is required');
    if (!line.selfOrder) throw invalidField('self_order', 'Products can only be bought for yourself');
  }
  if (line.onModel === 'Coaching' || line.onModel === 'Consultation') {
    if (!line.trainerId) throw invalidField('trainer', 'Trainer is required');
    if (!line.plan) throw invalidField(req.planField, 'Plan is required');
    if (!isPlanOf(line.onModel, line.plan)) throw invalidField(req.planField, 'Plan is not valid');
  }
  switch (problem?.code) {
    case 'size':
      throw notFound('Size not found');
    case 'trainer':
      throw notFound('Trainer not found');
    case 'plan':
      throw conflict('This plan is not available');
    case 'stock':
      throw conflict(stockMessage(problem.stock));
  }
}

async function resolveOne(db: Db | Tx, line: LineDraft) {
  const [resolved] = await resolveLines(db, [line]);
  return resolved;
}

/** The request's line, checked; 404 for an item id that is not a uuid (it names nothing). */
async function checkedDraft(
  db: Db | Tx,
  req: LineRequest,
): Promise<{ draft: LineDraft; resolved: ResolvedLine }> {
  if (!isId(req.modelId)) throw notFound(ITEM_NOT_FOUND[req.onModel]);
  const draft = draftOf('', req);
  const resolved = await resolveOne(db, draft);
  checkLine(resolved, req);
  return { draft, resolved };
}

const valuesOf = (userId: string, d: LineDraft): CartItemValues => ({
  userId,
  onModel: d.onModel,
  modelId: d.modelId,
  unit: d.unit,
  productSizeId: d.productSizeId,
  plan: d.plan,
  trainerId: d.trainerId,
  selfOrder: d.selfOrder,
  recipientName: d.recipientName,
  recipientEmail: d.recipientEmail,
  recipientMobile: d.recipientMobile,
  relation: d.relation,
  mergeKey: mergeKey(d),
});

/** The user's main cart, priced now. Lines whose item no longer exists at all are left out (nothing to show). */
export async function getCart(db: Db | Tx, userId: string): Promise<Cart> {
  const resolved = await resolveLines(db, await findMainLines(db, userId));
  return cartReply(resolved.filter((r) => r.exists));
}

export function lineRequestFromCart(body: CartLine): LineRequest {
  const coaching = body.onModel === 'Coaching';
  return {
    onModel: body.onModel,
    modelId: body.model_id,
    unit: body.unit,
    selfOrder: body.self_order,
    productSize: given(body.product_size),
    trainer: given(body.trainer),
    plan: coaching ? body.coaching_plan : body.consultation_plan,
    planField: coaching ? 'coaching_plan' : 'consultation_plan',
    recipient: { name: body.name, email: body.email, mobile_num: body.mobile_num, relation: body.relation },
  };
}

export function lineRequestFromExpress(body: ExpressCheckout): LineRequest {
  return {
    onModel: EXPRESS_MODEL_TYPES[body.on_model],
    modelId: body.model_id,
    unit: body.unit,
    selfOrder: body.self_order,
    productSize: given(body.product_size),
    trainer: given(body.trainer),
    plan: given(body.plan),
    planField: 'plan',
    recipient: { name: body.name, email: body.email, mobile_num: body.mobile_num, relation: body.relation },
  };
}

/**
 * POST /user/cart: adds a line, or merges it into the same item with the same options (products add their units,
 * still within stock; others stay at 1). One transaction per user at a time, so concurrent adds make one line.
 */
export async function addToCart(db: Db, userId: string, body: CartLine) {
  const req = lineRequestFromCart(body);
  const cart = await db.transaction(async (tx) => {
    await lockCartOwner(tx, userId);
    const { draft, resolved } = await checkedDraft(tx, req);
    const values = valuesOf(userId, draft);
    const existing = await findMainLineByMergeKey(tx, userId, values.mergeKey);
    if (!existing && (await countMainLines(tx, userId)) >= MAX_CART_LINES) throw conflict(CART_FULL);
    const line = await upsertMainLine(tx, values, draft.onModel === 'Product');
    const stock = resolved.ref.stock;
    if (draft.onModel === 'Product' && stock !== null && line.unit > stock)
      throw conflict(stockMessage(stock));
    return getCart(tx, userId);
  });
  return { message: CART_TOASTS[req.onModel], cart };
}

/** POST /user/cart/buynow: the user's one express line, replacing the previous one; never in the main cart. */
export async function buyNow(db: Db, userId: string, body: ExpressCheckout): Promise<Cart> {
  const req = lineRequestFromExpress(body);
  return db.transaction(async (tx) => {
    await lockCartOwner(tx, userId);
    const { draft } = await checkedDraft(tx, req);
    const row = await replaceExpressLine(tx, valuesOf(userId, draft));
    return cartReply([await resolveOne(tx, row)]);
  });
}

async function ownLine(db: Db | Tx, userId: string, id: string) {
  const line = isId(id) ? await findMainLine(db, userId, id) : undefined;
  if (!line) throw notFound(CART_ITEM_NOT_FOUND);
  return line;
}

/**
 * PUT /user/cart/{id}: unit, size (products) and who the line is for. If the line becomes the same as another
 * line of the cart, the two merge (products add their units, within stock).
 */
export async function updateCartLine(db: Db, userId: string, id: string, body: CartUpdate) {
  const cart = await db.transaction(async (tx) => {
    await lockCartOwner(tx, userId);
    const line = await ownLine(tx, userId, id);
    const selfOrder = body.self_order ?? line.selfOrder;
    const keep = (value: string | undefined, stored: string | null) => given(value) ?? stored ?? undefined;
    const req: LineRequest = {
      onModel: line.onModel,
      modelId: line.modelId,
      unit: body.unit ?? line.unit,
      selfOrder,
      productSize: keep(body.product_size, line.productSizeId),
      trainer: line.trainerId ?? undefined,
      plan: line.plan ?? undefined,
      planField: line.onModel === 'Coaching' ? 'coaching_plan' : 'consultation_plan',
      recipient: {
        name: keep(body.name, line.recipientName),
        email: keep(body.email, line.recipientEmail),
        mobile_num: keep(body.mobile_num, line.recipientMobile),
        relation: keep(body.relation, line.relation),
      },
    };
    // A size can only be one of the line's own product.
    if (line.onModel !== 'Product' && given(body.product_size)) throw notFound('Size not found');
    const draft = draftOf(line.id, req);
    const resolved = await resolveOne(tx, draft);
    checkLine(resolved, req);
    const values = valuesOf(userId, draft);
    const twin = await findMainLineByMergeKey(tx, userId, values.mergeKey, line.id);
    if (!twin) {
      await updateLine(tx, line.id, values);
    } else {
      const unit = draft.onModel === 'Product' ? twin.unit + draft.unit : twin.unit;
      const stock = resolved.ref.stock;
      if (stock !== null && unit > stock) throw conflict(stockMessage(stock));
      await deleteLine(tx, line.id);
      await updateLine(tx, twin.id, { unit });
    }
    return getCart(tx, userId);
  });
  return { message: CART_UPDATED, cart };
}

/** DELETE /user/cart/{id}. */
export async function removeCartLine(db: Db, userId: string, id: string) {
  if (!isId(id) || !(await deleteMainLine(db, userId, id))) throw notFound(CART_ITEM_NOT_FOUND);
  return { message: CART_ITEM_REMOVED, cart: await getCart(db, userId) };
}

/** DELETE /user/cart/reset: every main-cart line (the express line stays). */
export async function clearCart(db: Db, userId: string) {
  await deleteMainLines(db, userId);
  return { message: CART_CLEARED, cart: await getCart(db, userId) };
}

/**
 * Takes the lines a paid order was placed from (its order lines' cart_item_id) out of the buyer's cart, main
 * or express, in the payment's transaction. Lines already gone (removed by the buyer, or by an earlier delivery)
 * are skipped.
 */
export async function removeOrderedLines(tx: Tx, userId: string, cartItemIds: string[]) {
  await deleteLinesOfUser(tx, userId, cartItemIds);
}
