import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { COACHING_PLANS, CONSULTATION_PLANS } from '@oxstrength/shared/constants';
import { formatRs, toRupees } from '@oxstrength/shared/money';
import { isPaid, orderAfterUnpaidAttempt, type OrderStatus } from '@oxstrength/shared/status';
import type { Tx } from '../../db/client';
import { cartItems } from '../../db/schema/cart';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { products } from '../../db/schema/products';
import { coachings, consultations } from '../../db/schema/programmes';
import { gifts, subscriptions } from '../../db/schema/subscriptions';
import { templates } from '../../db/schema/templates';
import { users } from '../../db/schema/users';
import type { OutgoingMail } from '../../plugins/mail';
import { renderMail } from '../../lib/mail-layout';
import {
  cancelOrders,
  findOrderLines,
  hasOtherStartedPayment,
  lockOrder,
  releaseStock,
  takeStockAgain,
  type OrderLineRow,
} from '../orders/orders.repository';
import type { OrderRecord, PaymentRow, VerifiedOutcome } from './providers/provider';

/**
 * What a verified payment outcome does to its order, in one transaction holding the order's row lock, so that
 * however often (and however concurrently) callbacks, status checks and the recovery job report the same
 * payment, the order is paid and delivered exactly once. Mails go out after the commit.
 */

export interface SettleResult {
  status: OrderStatus;
  /** The order is paid and delivered (by this call or an earlier one). */
  delivered: boolean;
  /** Set when the outcome was refused as not genuine (another amount): the caller logs it as forged. */
  forged?: Record<string, unknown>;
}

const COACHING_WEEKS = new Map<string, number>(COACHING_PLANS.map((p) => [p.value, p.weeks]));
const CONSULTATION_MINUTES = new Map<string, number>(CONSULTATION_PLANS.map((p) => [p.value, p.minutes]));
const PLAN_LABELS = new Map<string, string>(
  [...COACHING_PLANS, ...CONSULTATION_PLANS].map((p) => [p.value, p.label]),
);

type Buyer = { id: string; name: string; email: string };

/** Mails to send once the transaction committed. */
type AfterCommit = OutgoingMail[];

export async function settleOutcome(
  app: FastifyInstance,
  payment: PaymentRow,
  outcome: VerifiedOutcome,
): Promise<SettleResult> {
  const mails: AfterCommit = [];
  const result = await app.db.transaction(async (tx): Promise<SettleResult> => {
    const order = await lockOrder(tx, payment.orderId);
    if (!order) throw new Error(`settlePayment: order ${payment.orderId} of payment ${payment.id} is gone`);
    // Read under the order's lock: whatever settled this payment before has committed by now.
    const [current] = await tx.select().from(payments).where(eq(payments.id, payment.id));
    const now = new Date();
    const unchanged: SettleResult = { status: order.status, delivered: isPaid(order.status) };

    if (outcome.state === 'pending') {
      await tx
        .update(payments)
        .set({ lastCheckedAt: now })
        .where(and(eq(payments.id, current.id), eq(payments.status, 'Started')));
      return unchanged;
    }

    if (outcome.state !== 'completed') {
      // A verified payment is never undone by a later (or reordered) failure report.
      if (current.status === 'Completed') return unchanged;
      // A payment ends once: a later report about it (a replayed return) does not change how it ended.
      const ended =
        current.status === 'Started' ? (outcome.state === 'failed' ? 'Failed' : 'Cancelled') : current.status;
      if (current.status === 'Started')
        await tx
          .update(payments)
          .set({
            status: ended,
            failureReason: outcome.reason,
            raw: outcome.raw ?? current.raw,
            lastCheckedAt: now,
          })
          .where(eq(payments.id, current.id));
      if (order.status !== 'Initiated' && order.status !== 'Pending') return unchanged;
      // The order's side of the state machine (packages/shared/src/status.ts): a cancel leaves it payable
      // (Initiated, stock held) until it expires; a failure fails it; another attempt in progress (another
      // provider, a new QR) may still pay it, so it stays as it is.
      const next = orderAfterUnpaidAttempt(ended, {
        otherAttemptInProgress: await hasOtherStartedPayment(tx, order.id, current.id),
        expired: order.expiresAt.getTime() <= now.getTime(),
      });
      if (!next) return unchanged;
      if (next.releaseStock && !order.stockReleased) await releaseStock(tx, [order.id]);
      await tx
        .update(orders)
        .set({ status: next.status, ...(next.releaseStock ? { stockReleased: true } : {}) })
        .where(eq(orders.id, order.id));
      return { status: next.status, delivered: false };
    }

    // Completed.
    if (current.status === 'Completed') return unchanged;
    if (outcome.amount !== current.amount) {
      await tx
        .update(payments)
        .set({
          status: 'Failed',
          failureReason: 'amount mismatch',
          raw: outcome.raw ?? current.raw,
          lastCheckedAt: now,
        })
        .where(eq(payments.id, current.id));
      return {
        ...unchanged,
        forged: {
          reason: 'amount mismatch',
          reference: current.reference,
          orderId: order.id,
          expected: current.amount,
          received: outcome.amount,
          providerRef: outcome.providerRef ?? null,
        },
      };
    }

    const [completed] = await tx
      .update(payments)
      .set({
        status: 'Completed',
        providerRef: outcome.providerRef ?? current.providerRef,
        raw: outcome.raw ?? current.raw,
        failureReason: null,
        completedAt: now,
        lastCheckedAt: now,
      })
      .where(eq(payments.id, current.id))
      .returning();
    const [buyer] = await tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, order.userId));

    if (isPaid(order.status)) {
      // Paid twice (two attempts both went through): record it, never deliver twice; staff refund one.
      await tx.update(orders).set({ refundRequired: true }).where(eq(orders.id, order.id));
      mails.push(
        staffMail(
          app,
          order,
          completed,
          buyer,
          'This order was already paid by another payment; this second payment must be refunded.',
        ),
      );
      return unchanged;
    }

    // Expired or failed meanwhile: the stock went back and must be taken again, if it is still there.
    if (order.stockReleased && !(await takeStockAgain(tx, order.id))) {
      await tx.update(orders).set({ refundRequired: true }).where(eq(orders.id, order.id));
      mails.push(
        staffMail(
          app,
          order,
          completed,
          buyer,
          'The payment arrived after the order expired and the products are no longer in stock. Nothing was delivered; the payment must be refunded.',
        ),
      );
      return { status: order.status, delivered: false };
    }

    const lines = await findOrderLines(tx, order.id);
    const gifted = await deliver(tx, order, lines);
    await tx
      .update(orders)
      .set({ status: 'Active', paidAt: now, stockReleased: false })
      .where(eq(orders.id, order.id));
    if (order.refundRequired)
      // An earlier payment of this order could not be delivered and is already flagged; tell staff it got
      // delivered after all, so only that one is refunded.
      mails.push(
        staffMail(
          app,
          order,
          completed,
          buyer,
          'The order was delivered by this payment; the earlier payment flagged for refund is still to be refunded.',
        ),
      );
    mails.push(confirmationMail(app, order, lines, completed, buyer));
    for (const line of gifted) mails.push(giftMail(app, line, buyer));
    return { status: 'Active', delivered: true };
  });

  for (const mail of mails)
    await app.mailer
      .send(mail)
      .catch((err: unknown) =>
        app.log.error({ err, kind: mail.kind, orderId: payment.orderId }, 'payment mail failed'),
      );
  return result;
}

/**
 * Gives the buyer what the order's lines bought: sold counts, a subscription per own template / coaching /
 * consultation line, a gift per gift line, active membership, and the purchased lines out of the cart.
 * Returns the gift lines (for their recipients' mails).
 */
async function deliver(tx: Tx, order: OrderRecord, lines: OrderLineRow[]): Promise<OrderLineRow[]> {
  await countSold(tx, lines);

  const templateWeeks = await weeksOfTemplates(tx, lines);
  const delivered = lines
    .filter((l) => l.onModel !== 'Product')
    .map((l) => ({
      line: l,
      values: {
        orderId: order.id,
        orderLineId: l.id,
        onModel: l.onModel,
        modelId: l.modelId,
        plan: l.plan,
        trainerId: l.trainerId,
        weeks:
          l.onModel === 'Template'
            ? (l.snapshot.weeks ?? templateWeeks.get(l.modelId) ?? null)
            : l.onModel === 'Coaching'
              ? (COACHING_WEEKS.get(l.plan ?? '') ?? l.snapshot.weeks ?? null)
              : null,
        minutes: l.onModel === 'Consultation' ? (CONSULTATION_MINUTES.get(l.plan ?? '') ?? null) : null,
      },
    }));
  const own = delivered.filter((d) => d.line.selfOrder);
  const gifted = delivered.filter((d) => !d.line.selfOrder);
  if (own.length > 0)
    await tx
      .insert(subscriptions)
      .values(own.map((d) => ({ ...d.values, userId: order.userId, status: 'Pending' })))
      .onConflictDoNothing({ target: subscriptions.orderLineId });
  if (gifted.length > 0)
    await tx
      .insert(gifts)
      .values(
        gifted.map((d) => ({
          ...d.values,
          senderId: order.userId,
          recipientName: d.line.recipientName ?? '',
          recipientEmail: (d.line.recipientEmail ?? '').toLowerCase(),
          recipientMobile: d.line.recipientMobile ?? '',
          relation: d.line.relation ?? '',
          status: 'Pending',
        })),
      )
      .onConflictDoNothing({ target: gifts.orderLineId });

  await tx
    .update(users)
    .set({ isActiveMember: true })
    .where(and(eq(users.id, order.userId), eq(users.isActiveMember, false)));

  const cartIds = lines.map((l) => l.cartItemId).filter((id): id is string => id !== null);
  if (cartIds.length > 0)
    await tx.delete(cartItems).where(and(eq(cartItems.userId, order.userId), inArray(cartItems.id, cartIds)));
  return gifted.map((d) => d.line);
}

/** sold_count += units per item, items in id order (concurrent fulfilments sharing items never deadlock). */
async function countSold(tx: Tx, lines: OrderLineRow[]) {
  const tables = { Product: products, Template: templates, Coaching: coachings, Consultation: consultations };
  const units = new Map<string, { onModel: OrderLineRow['onModel']; id: string; unit: number }>();
  for (const l of lines) {
    const key = `${l.onModel}:${l.modelId}`;
    const seen = units.get(key);
    units.set(key, { onModel: l.onModel, id: l.modelId, unit: (seen?.unit ?? 0) + l.unit });
  }
  for (const { onModel, id, unit } of [...units.values()].sort((a, b) => a.id.localeCompare(b.id))) {
    const table = tables[onModel];
    await tx
      .update(table)
      .set({ soldCount: sql`${table.soldCount} + ${unit}` })
      .where(eq(table.id, id));
  }
}

async function weeksOfTemplates(tx: Tx, lines: OrderLineRow[]): Promise<Map<string, number>> {
  const ids = lines.filter((l) => l.onModel === 'Template' && l.snapshot.weeks == null).map((l) => l.modelId);
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: templates.id, weeks: templates.weeks })
    .from(templates)
    .where(inArray(templates.id, ids));
  return new Map(rows.map((r) => [r.id, r.weeks]));
}

/**
 * The payment recovery job's last word on a payment the provider still calls pending long after its order
 * expired: the payment is Cancelled ('expired') and, when nothing else is paying it, the order expires
 * (Cancelled, stock given back once). A payment already settled otherwise is left as it is.
 */
export async function expirePayment(
  app: FastifyInstance,
  payment: PaymentRow,
  now = new Date(),
): Promise<boolean> {
  return app.db.transaction(async (tx) => {
    const order = await lockOrder(tx, payment.orderId);
    if (!order) return false;
    const cancelled = await tx
      .update(payments)
      .set({ status: 'Cancelled', failureReason: 'expired', lastCheckedAt: now })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'Started')))
      .returning({ id: payments.id });
    if (cancelled.length === 0) return false;
    if (
      (order.status === 'Initiated' || order.status === 'Pending') &&
      order.expiresAt < now &&
      !(await hasOtherStartedPayment(tx, order.id, payment.id))
    ) {
      if (!order.stockReleased) await releaseStock(tx, [order.id]);
      await cancelOrders(tx, [order.id]);
    }
    return true;
  });
}

const lineText = (l: OrderLineRow) => {
  const detail = [
    l.snapshot.size?.size,
    l.plan ? (PLAN_LABELS.get(l.plan) ?? l.plan) : null,
    l.snapshot.trainer ? `with ${l.snapshot.trainer.name}` : null,
    l.selfOrder ? null : `gift for ${l.recipientName ?? ''}`,
  ].filter(Boolean);
  const title = detail.length > 0 ? `${l.snapshot.title} (${detail.join(', ')})` : l.snapshot.title;
  return `${title} × ${l.unit}: ${formatRs(toRupees(l.discountedPrice * l.unit))}`;
};

function confirmationMail(
  app: FastifyInstance,
  order: OrderRecord,
  lines: OrderLineRow[],
  payment: PaymentRow,
  buyer: Buyer,
): OutgoingMail {
  const totals = [
    `Sub total: ${formatRs(toRupees(order.subTotal))}`,
    ...(order.couponDiscountAmount > 0
      ? [
          `Coupon ${order.couponCode ?? ''} (${order.couponDiscountPercentage}%): - ${formatRs(toRupees(order.couponDiscountAmount))}`,
        ]
      : []),
    `Total paid: ${formatRs(toRupees(order.totalAmount))}`,
  ];
  const content = renderMail({
    heading: 'Order confirmed',
    paragraphs: [
      `Hi ${buyer.name},`,
      `We received your payment (reference ${payment.reference}) and your order ${order.identifier} is confirmed.`,
      ...lines.map(lineText),
      ...totals,
    ],
    action: { label: 'Go to Dashboard', url: `${app.config.APP_URL}/dashboard/orders/${order.id}` },
  });
  return {
    to: buyer.email,
    subject: `Your OxStrength order ${order.identifier} is confirmed`,
    kind: 'order-confirmation',
    ...content,
  };
}

function giftMail(app: FastifyInstance, line: OrderLineRow, buyer: Buyer): OutgoingMail {
  const email = (line.recipientEmail ?? '').toLowerCase();
  const plan = line.plan ? ` (${PLAN_LABELS.get(line.plan) ?? line.plan})` : '';
  const content = renderMail({
    heading: 'You received a gift',
    paragraphs: [
      `Hi ${line.recipientName ?? ''},`,
      `${buyer.name} gave you ${line.snapshot.title}${plan} on OxStrength.`,
      `Sign in or create an account with this email address (${email}) to receive it.`,
    ],
    action: { label: 'Go to OxStrength', url: `${app.config.APP_URL}/login` },
  });
  return {
    to: email,
    subject: `${buyer.name} sent you a gift on OxStrength`,
    kind: 'gift-received',
    ...content,
  };
}

function staffMail(
  app: FastifyInstance,
  order: OrderRecord,
  payment: PaymentRow,
  buyer: Buyer,
  what: string,
): OutgoingMail {
  const content = renderMail({
    heading: `Refund required: order ${order.identifier}`,
    paragraphs: [
      what,
      `Order: ${order.identifier} (${order.id}), status ${order.status}.`,
      `Payment: ${payment.provider}, reference ${payment.reference}, provider reference ${payment.providerRef ?? 'none'}, amount ${formatRs(toRupees(payment.amount))}.`,
      `Buyer: ${buyer.name} <${buyer.email}>.`,
    ],
  });
  return {
    to: app.config.STAFF_EMAIL,
    subject: `Refund required: order ${order.identifier}`,
    kind: 'payment-refund-required',
    ...content,
  };
}
