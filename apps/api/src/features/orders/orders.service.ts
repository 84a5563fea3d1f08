import { randomBytes } from 'node:crypto';
import { unpaidUnitsCapMessage, unpaidValueCapMessage } from '@oxstrength/shared/constants';
import { formatRs, toRupees } from '@oxstrength/shared/money';
import { couponDiscount } from '@oxstrength/shared/pricing';
import {
  ORDER_FILTERS,
  ORDER_MACHINE,
  type Actor,
  type OrderFilter,
  type OrderStatus,
} from '@oxstrength/shared/status';
import type { LiveEvent } from '@oxstrength/shared/contracts/live';
import type { OrderInitiateInput } from '@oxstrength/shared/schemas/cart';
import { announce } from '../../db/announce';
import type { Db, Tx } from '../../db/client';
import { liveTopic } from '../../lib/live-topic';
import type { OrderDeliveryAddress } from '../../db/schema/orders';
import { conflict, invalidField, notFound } from '../../lib/errors';
import { pageInfo } from '../../lib/reply';
import { transition, transitionAll, type MoveAudit, type Mover } from '../../lib/transition';
import { addressSnapshot } from '../addresses/addresses.service';
import { CART_ITEM_NOT_FOUND, priceCartLines, type PricedCartLine } from '../cart/cart-lines';
import { isId } from '../../lib/path-id';
import { applicableCoupon } from '../coupons/coupons.service';
import { findStock, putBackUnits, takeAllStock, takeStock } from '../products/products.service';
import { toOrderJson, type FonepayKeys, type OrderJson } from './order-json';
import {
  countUserOrders,
  findExpressCartIds,
  findProductLineUnits,
  findUnpaidHolds,
  findUserOrder,
  findUserOrderPage,
  identifierTaken,
  insertOrder,
  insertOrderLines,
  lockBuyerInitiations,
  lockSupersededOrders,
  productUnitsOf,
  setOrderStatus,
  type OrderRecord,
  type OrderState,
} from './orders.repository';

/*
 * What other areas call while a payment settles (workflows/settle-payment.ts, under the order's row lock): the lock
 * itself, the order's lines, taking the stock of an order that gave it back again, and the refund flag.
 */
export { findOrderLines, lockOrder, markRefundRequired, PAYMENT_GRACE_MINUTES } from './orders.repository';
/** The expiry sweep's batch (workflows/expire-orders.ts): unpaid orders past expiry, locked (skip locked). */
export { lockExpiredOrders } from './orders.repository';
/** What the payments area reads of orders: the order a payment starts on (locked), is for, or settles. */
export { findOrderRecords, findUserOrderRecord, lockUserOrder } from './orders.repository';
export type { OrderLineRow, OrderRecord, OrderState } from './orders.repository';

export const ORDER_INITIATED = 'Order initiated';
export const ORDER_NOT_FOUND = 'Order not found';
export const ADDRESS_REQUIRED = 'Delivery address is required';

/** What comes with a status change besides the status. */
export interface OrderMove {
  /** The orders give their product units back (those that still hold them): stock_released. */
  releaseStock?: boolean;
  /** The order was paid at this moment and holds its stock (stock_released false). */
  paidAt?: Date;
  /** Why an admin cancelled it (the buyer reads it). */
  cancelReason?: string;
}

/** Gives the product units of these orders back to their sizes (sizes deleted since are skipped). */
async function releaseStock(tx: Tx, orderIds: string[]) {
  if (orderIds.length > 0) await putBackUnits(tx, productUnitsOf(tx, orderIds));
}

/**
 * Takes the product units of an order whose stock was released (it expired or failed) off the sizes again,
 * all or nothing (products' takeAllStock); false when a size has not enough left, or is gone.
 */
export async function takeStockAgain(tx: Tx, orderId: string): Promise<boolean> {
  const lines = await findProductLineUnits(tx, orderId);
  if (lines.some((l) => l.productSizeId === null)) return false;
  const units = new Map<string, number>();
  for (const l of lines) units.set(l.productSizeId!, (units.get(l.productSizeId!) ?? 0) + l.unit);
  return takeAllStock(tx, [...units]);
}

/** The order's own write of a move: the units given back first, then the status and the columns that come with it. */
async function writeMove(tx: Tx, from: OrderState[], to: OrderStatus, move: OrderMove) {
  if (move.releaseStock)
    await releaseStock(
      tx,
      from.filter((o) => !o.stockReleased).map((o) => o.id),
    );
  return setOrderStatus(
    tx,
    from.map((o) => o.id),
    [...new Set(from.map((o) => o.status))],
    to,
    {
      ...(move.releaseStock ? { stockReleased: true } : {}),
      ...(move.paidAt ? { paidAt: move.paidAt, stockReleased: false } : {}),
      ...(move.cancelReason !== undefined ? { cancelReason: move.cancelReason } : {}),
    },
  );
}

/**
 * Every change of an order's status goes through here (the insert aside, always Initiated), as `transition`
 * (lib/transition.ts) with the order state machine (ORDER_MACHINE): `by` moves the order, read under its row
 * lock, to `to`; a move the machine does not allow throws (a bug, never a user's error). With `releaseStock`,
 * its units go back first if it still holds them. `audit` is the entry the move leaves (staff moves). The order
 * as written.
 */
export async function moveOrder(
  tx: Tx,
  order: OrderState,
  to: OrderStatus,
  by: Actor | Mover,
  move: OrderMove = {},
  audit: MoveAudit<OrderRecord> | null = null,
): Promise<OrderRecord> {
  const written = await transition(tx, {
    machine: ORDER_MACHINE,
    row: `order ${order.id}`,
    from: order.status,
    to,
    by,
    write: async () => (await writeMove(tx, [order], to, move))[0],
    audit,
  });
  announceMove(tx, written);
  return written;
}

/** The buyer's live socket hears each move of their order once it commits (GET /api/v1/live). */
function announceMove(tx: Tx, order: OrderRecord) {
  const event: LiveEvent = { type: 'order', order_id: order.id, status: order.status };
  announce(tx, liveTopic(order.userId), event);
}

/** moveOrder for several orders at once (the expiry job, a cart ordered again), which leave no audit entry. */
export async function moveOrders(
  tx: Tx,
  from: OrderState[],
  to: OrderStatus,
  actor: Actor,
  move: OrderMove = {},
): Promise<OrderRecord[]> {
  if (from.length === 0) return [];
  const written = await transitionAll({
    machine: ORDER_MACHINE,
    rows: from.map((o) => ({ row: `order ${o.id}`, from: o.status })),
    to,
    by: actor,
    write: () => writeMove(tx, from, to, move),
  });
  for (const order of written) announceMove(tx, order);
  return written;
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** `OXS-` and 12 random base32 characters (60 bits): the payment reference providers see. */
export function newIdentifier(): string {
  const bytes = randomBytes(12);
  let text = 'OXS-';
  for (const b of bytes) text += BASE32[b & 31];
  return text;
}

async function uniqueIdentifier(tx: Tx): Promise<string> {
  for (;;) {
    const identifier = newIdentifier();
    if (!(await identifierTaken(tx, identifier))) return identifier;
  }
}

const sizeLabel = (line: PricedCartLine) => `${line.title} (${line.snapshot.size?.size ?? ''})`;

/** The product units of the lines per size, with the first line of each size (for its title), sizes in id order. */
function unitsBySize(lines: PricedCartLine[]): [string, { unit: number; line: PricedCartLine }][] {
  const units = new Map<string, { unit: number; line: PricedCartLine }>();
  for (const line of lines) {
    if (line.onModel !== 'Product' || !line.productSizeId) continue;
    const seen = units.get(line.productSizeId);
    units.set(line.productSizeId, { unit: (seen?.unit ?? 0) + line.unit, line: seen?.line ?? line });
  }
  return [...units].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * Takes the ordered units off each size's stock, sizes in id order (so two orders sharing sizes lock them in
 * the same order and never deadlock). 409 with the size's title when there is not enough left; the caller's
 * transaction then rolls back whatever was taken.
 */
async function reserve(tx: Tx, lines: PricedCartLine[]) {
  for (const [sizeId, { unit, line }] of unitsBySize(lines)) {
    if (await takeStock(tx, sizeId, unit)) continue;
    const left = await findStock(tx, sizeId);
    throw conflict(
      left === 0 ? `${sizeLabel(line)} is out of stock` : `Only ${left} left of ${sizeLabel(line)}`,
    );
  }
}

/** What one buyer's unpaid orders may hold together (UNPAID_HOLD_MAX_UNITS, UNPAID_HOLD_MAX_VALUE). */
export interface HoldCaps {
  /** Units of one product size. */
  units: number;
  /** Order totals, in paisa. */
  value: number;
}

/**
 * 409 when this order (`total` in paisa, after the coupon) and the buyer's other unpaid orders would together
 * hold more than the caps: more units of one size, or more value. Run under lockBuyerInitiations, so the
 * buyer's concurrent initiations cannot each pass on the same count.
 */
async function checkHoldCaps(tx: Tx, userId: string, lines: PricedCartLine[], total: number, caps: HoldCaps) {
  const units = unitsBySize(lines);
  const held = await findUnpaidHolds(
    tx,
    userId,
    units.map(([sizeId]) => sizeId),
  );
  for (const [sizeId, { unit, line }] of units) {
    const already = held.units.get(sizeId) ?? 0;
    if (already + unit > caps.units)
      throw conflict(unpaidUnitsCapMessage(sizeLabel(line), caps.units, already));
  }
  if (held.value + total > caps.value)
    throw conflict(
      unpaidValueCapMessage(
        formatRs(toRupees(caps.value)),
        held.value > 0 ? formatRs(toRupees(held.value)) : null,
      ),
    );
}

/**
 * POST /order/initiate, in one transaction: the caller's lines priced again from the catalogue, the delivery
 * address and coupon checked, the caps on what the buyer's unpaid orders hold checked, the products' stock
 * reserved, and the order with its lines inserted (status Initiated, expiring after ORDER_EXPIRY_MINUTES). The
 * cart lines stay until the order is paid. One buyer's initiations take turns (lockBuyerInitiations), so
 * replacing an earlier order of the same lines and the caps hold however many arrive at once.
 */
export async function initiateOrder(
  db: Db,
  userId: string,
  input: OrderInitiateInput,
  opts: { expiryMinutes: number; fonepay: FonepayKeys; holdCaps: HoldCaps; now?: Date },
): Promise<OrderJson> {
  const cartIds = [...new Set(input.carts.map((id) => id.trim()))];
  // An id that is not a uuid names no cart line.
  if (!cartIds.every(isId)) throw notFound(CART_ITEM_NOT_FOUND);
  const now = opts.now ?? new Date();

  const orderId = await db.transaction(async (tx) => {
    // First: a concurrent initiation of this buyer commits before this one reads anything.
    await lockBuyerInitiations(tx, userId);
    // An earlier unpaid order of these same lines is replaced by this one: its stock comes back first, so
    // the lines are priced and checked against what the buyer can really have.
    const superseded = await lockSupersededOrders(tx, userId, cartIds);
    await moveOrders(tx, superseded, 'Cancelled', 'client', { releaseStock: true });

    const lines = await priceCartLines(tx, userId, cartIds);
    // Products are checked against the stock when it is reserved below (the freshest answer).
    const unavailable = lines.find((l) => !l.available && l.onModel !== 'Product');
    if (unavailable) throw conflict(unavailable.message ?? `${unavailable.title} is not available`);

    const onlyTemplates = lines.every((l) => l.onModel === 'Template');
    const addressId = input.delivery_address?.trim();
    if (!onlyTemplates && !addressId) throw invalidField('delivery_address', ADDRESS_REQUIRED);
    const deliveryAddress: OrderDeliveryAddress | null = addressId
      ? await addressSnapshot(tx, userId, addressId)
      : null;

    const code = input.coupon_code?.trim();
    const coupon = code ? await applicableCoupon(tx, code) : null;

    const subTotal = lines.reduce((sum, l) => sum + l.discountedPrice * l.unit, 0);
    const discount = coupon ? couponDiscount(subTotal, coupon.percentage) : 0;
    // After the replaced orders were cancelled: their holds no longer count.
    await checkHoldCaps(tx, userId, lines, subTotal - discount, opts.holdCaps);

    // Last, so the size rows stay locked for as short a time as possible.
    await reserve(tx, lines);
    const stillUnavailable = lines.find((l) => !l.available);
    if (stillUnavailable)
      throw conflict(stillUnavailable.message ?? `${stillUnavailable.title} is not available`);

    const express = await findExpressCartIds(tx, userId, cartIds);
    const identifier = await uniqueIdentifier(tx);
    const id = await insertOrder(tx, {
      userId,
      status: 'Initiated',
      subTotal,
      couponCode: coupon?.code ?? null,
      couponDiscountPercentage: coupon?.percentage ?? 0,
      couponDiscountAmount: discount,
      totalAmount: subTotal - discount,
      onlyTemplates,
      deliveryAddress,
      identifier,
      remarks: `OxStrength order ${identifier}`,
      expiresAt: new Date(now.getTime() + opts.expiryMinutes * 60_000),
    });
    await insertOrderLines(
      tx,
      lines.map((l, position) => ({
        orderId: id,
        cartItemId: l.cartItemId,
        onModel: l.onModel,
        modelId: l.modelId,
        unit: l.unit,
        productSizeId: l.productSizeId,
        plan: l.plan,
        trainerId: l.trainerId,
        selfOrder: l.selfOrder,
        recipientName: l.recipientName,
        recipientEmail: l.recipientEmail,
        recipientMobile: l.recipientMobile,
        relation: l.relation,
        price: l.price,
        discountedPrice: l.discountedPrice,
        snapshot: express.has(l.cartItemId) ? { ...l.snapshot, express: true } : l.snapshot,
        position,
      })),
    );
    return id;
  });
  return toOrderJson((await findUserOrder(db, userId, orderId))!, opts.fonepay);
}

export interface OrderListQuery {
  status?: OrderFilter;
  page: number;
  resultsPerPage: number;
}

/** GET /user/orders: the caller's orders, newest first; the filter selects its statuses (ORDER_FILTERS). */
export async function listOrders(db: Db, userId: string, q: OrderListQuery, fonepay: FonepayKeys) {
  const { rows, total } = await findUserOrderPage(db, {
    userId,
    statuses: q.status ? ORDER_FILTERS[q.status] : undefined,
    limit: q.resultsPerPage,
    offset: (q.page - 1) * q.resultsPerPage,
  });
  return { orders: rows.map((r) => toOrderJson(r, fonepay)), ...pageInfo(q.page, q.resultsPerPage, total) };
}

/** GET /user/order/{id}: 404 alike for a malformed id, a missing order and another user's. */
export async function getOrder(db: Db, userId: string, orderId: string, fonepay: FonepayKeys) {
  const row = isId(orderId) ? await findUserOrder(db, userId, orderId) : undefined;
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return { order: toOrderJson(row, fonepay) };
}

/** How many of the user's orders are Active (paid, waiting for delivery): the dashboard's Active Orders tile. */
export const countActiveOrders = (db: Db, userId: string) =>
  countUserOrders(db, userId, ORDER_FILTERS.active);
