import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { COACHING_PLANS, CONSULTATION_PLANS } from '@oxstrength/shared/constants';
import { formatRs, toRupees } from '@oxstrength/shared/money';
import { refundDueBy, UNKEPT_PAYMENT_TEXTS, type UnkeptReason } from '@oxstrength/shared/refunds';
import {
  isPaid,
  orderAfterUnpaidAttempt,
  PAYMENT_MACHINE,
  type OrderStatus,
  type PaymentStatus,
} from '@oxstrength/shared/status';
import type { Tx } from '../../db/client';
import { payments } from '../../db/schema/payments';
import type { OutgoingMail } from '../../plugins/mail';
import { renderMail } from '../../lib/mail-layout';
import { transitionIfStill } from '../../lib/transition';
import { removeOrderedLines } from '../cart/cart.service';
import {
  findOrderLines,
  lockOrder,
  markRefundRequired,
  moveOrder,
  takeStockAgain,
  type OrderLineRow,
} from '../orders/orders.service';
import { countSold as countProductsSold } from '../products/products.service';
import { coachingKind, consultationKind } from '../programmes/programme-kinds';
import { countSold as countProgrammesSold } from '../programmes/programmes.service';
import { createGiftsForOrder, grantForOrder } from '../training/subscriptions.service';
import { countSold as countTemplatesSold } from '../templates/templates.service';
import { markActiveMember, userContact } from '../users/users.service';
import type { OrderRecord, PaymentRow, VerifiedOutcome } from './providers/provider';

/**
 * What a verified payment outcome does to its order, in one transaction holding the order's row lock, so that
 * however often (and however concurrently) callbacks, status checks and the recovery job report the same
 * payment, the order is paid and delivered exactly once. Mails go out after the commit. The payment's status
 * changes here (movePayment, through `transitionIfStill` with PAYMENT_MACHINE); everything else is written by the area that owns
 * it, through its service, in this transaction: the order's status and stock (orders), subscriptions and gifts
 * (subscriptions), sold counts (products, templates, programmes), membership (users), the cart lines (cart).
 */

export interface SettleResult {
  status: OrderStatus;
  /** The order is paid and delivered (by this call or an earlier one). */
  delivered: boolean;
  /** Set when the outcome was refused as not genuine (another amount): the caller logs it as forged. */
  forged?: Record<string, unknown>;
  /** Set when this payment completed but its order could not keep it: it is due for refund (issue 36). */
  notKept?: true;
}

const PLAN_LABELS = new Map<string, string>(
  [...COACHING_PLANS, ...CONSULTATION_PLANS].map((p) => [p.value, p.label]),
);

type Buyer = { id: string; name: string; email: string };

/** Mails the settlement writes to the outbox in its transaction. */
type AfterCommit = OutgoingMail[];

export async function settleOutcome(
  app: FastifyInstance,
  payment: PaymentRow,
  outcome: VerifiedOutcome,
): Promise<SettleResult> {
  const mails: AfterCommit = [];
  const settle = async (tx: Tx): Promise<SettleResult> => {
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
      // A payment ends once: a later report about it (a replayed return) changes neither how it ended nor
      // its order, which other attempts may have moved on since.
      if (current.status !== 'Started') return unchanged;
      const ended = outcome.state === 'failed' ? 'Failed' : 'Cancelled';
      await movePayment(tx, current, ended, {
        failureReason: outcome.reason,
        raw: outcome.raw ?? current.raw,
        lastCheckedAt: now,
      });
      if (order.status !== 'Initiated' && order.status !== 'Pending') return unchanged;
      // The order's side of the state machine (packages/shared/src/status.ts): a cancel leaves it payable
      // (Initiated, stock held) until it expires; a failure fails it; another attempt in progress (another
      // provider, a new QR) may still pay it, so it stays as it is.
      const next = orderAfterUnpaidAttempt(ended, {
        otherAttemptInProgress: await hasOtherStartedPayment(tx, order.id, current.id),
        expired: order.expiresAt.getTime() <= now.getTime(),
      });
      if (!next) return unchanged;
      await moveOrder(tx, order, next.status, 'system', { releaseStock: next.releaseStock });
      return { status: next.status, delivered: false };
    }

    // Completed.
    if (current.status === 'Completed') return unchanged;
    if (outcome.amount !== current.amount) {
      await movePayment(tx, current, 'Failed', {
        failureReason: 'amount mismatch',
        raw: outcome.raw ?? current.raw,
        lastCheckedAt: now,
      });
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

    const completed = await movePayment(tx, current, 'Completed', {
      providerRef: outcome.providerRef ?? current.providerRef,
      raw: outcome.raw ?? current.raw,
      failureReason: null,
      completedAt: now,
      lastCheckedAt: now,
    });
    if (!completed)
      throw new Error(`settlePayment: payment ${current.id} changed while its order was locked`);
    const buyer = (await userContact(tx, order.userId))!;

    /**
     * The payment cannot be kept (issue 36): it is due for refund by a day the buyer is told, the order is
     * flagged for staff, staff are mailed what to refund and the buyer what happened to this payment.
     */
    const notKept = async (reason: UnkeptReason, what: string): Promise<SettleResult> => {
      const by = refundDueBy(now);
      await tx
        .update(payments)
        .set({ refundDueBy: by, refundReason: reason })
        .where(eq(payments.id, completed.id));
      await markRefundRequired(tx, order.id);
      mails.push(staffMail(app, order, completed, buyer, what));
      mails.push(notKeptMail(app, order, completed, buyer, reason, by));
      return { status: order.status, delivered: isPaid(order.status), notKept: true };
    };

    // Paid twice (two attempts both went through): never delivered twice; staff refund this one.
    if (isPaid(order.status))
      return notKept(
        'paid',
        'This order was already paid by another payment; this second payment must be refunded.',
      );

    // An admin cancelled it (the buyer was told why): that stays the outcome, and this payment is refunded.
    if (order.status === 'Cancelled' && order.cancelReason !== null)
      return notKept(
        'cancelled',
        'The payment arrived after an admin cancelled the order. Nothing was delivered; the payment must be refunded.',
      );

    // Expired or failed meanwhile: the stock went back and must be taken again, if it is still there.
    if (order.stockReleased && !(await takeStockAgain(tx, order.id)))
      return notKept(
        'expired',
        'The payment arrived after the order expired and the products are no longer in stock. Nothing was delivered; the payment must be refunded.',
      );

    const lines = await findOrderLines(tx, order.id);
    const gifted = await deliver(tx, order, lines);
    await moveOrder(tx, order, 'Active', 'system', { paidAt: now });
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
  };

  const result = await app.db.transaction(async (tx) => {
    const settled = await settle(tx);
    // In the same transaction: the mails exist exactly when the settlement committed, and the outbox job sends
    // them with retries (decision 025).
    for (const mail of mails) await app.mailer.enqueue(tx, mail);
    return settled;
  });
  app.mailer.kick();
  return result;
}

/**
 * Gives the buyer what the order's lines bought, each area writing its own tables: sold counts, a subscription
 * per own template / coaching / consultation line, a gift per gift line, active membership (with an own training
 * line), and the purchased
 * lines out of the cart. Returns the gift lines (for their recipients' mails). Exported for the demo seed, which
 * pays its demo order the same way.
 */
export async function deliver(tx: Tx, order: OrderRecord, lines: OrderLineRow[]): Promise<OrderLineRow[]> {
  // Kinds in a fixed order, items in id order within each: concurrent fulfilments sharing items never deadlock.
  await countProductsSold(tx, soldUnits(lines, 'Product'));
  await countTemplatesSold(tx, soldUnits(lines, 'Template'));
  await countProgrammesSold(tx, coachingKind, soldUnits(lines, 'Coaching'));
  await countProgrammesSold(tx, consultationKind, soldUnits(lines, 'Consultation'));

  await grantForOrder(tx, order, lines);
  const gifted = await createGiftsForOrder(tx, order, lines);
  // Active membership comes with training bought for oneself (issue 21): products alone do not make a member.
  if (lines.some((l) => l.onModel !== 'Product' && l.selfOrder)) await markActiveMember(tx, order.userId);
  await removeOrderedLines(
    tx,
    order.userId,
    lines.map((l) => l.cartItemId).filter((id): id is string => id !== null),
  );
  return gifted;
}

/** The units of the lines of one kind, per item. */
function soldUnits(lines: OrderLineRow[], onModel: OrderLineRow['onModel']): { id: string; unit: number }[] {
  const units = new Map<string, number>();
  for (const l of lines)
    if (l.onModel === onModel) units.set(l.modelId, (units.get(l.modelId) ?? 0) + l.unit);
  return [...units].map(([id, unit]) => ({ id, unit }));
}

/**
 * The one write of payments.status after a payment was started: `payment`, still in the status it was read in
 * (under its order's row lock), becomes `to` with the other columns in `set`, through `transitionIfStill`
 * (lib/transition.ts) with PAYMENT_MACHINE (a move it does not allow throws: a bug). The payment as written, or undefined when its status had changed.
 */
async function movePayment(
  tx: Tx,
  payment: Pick<PaymentRow, 'id' | 'status'>,
  to: PaymentStatus,
  set: Partial<Omit<PaymentRow, 'id' | 'status'>>,
): Promise<PaymentRow | undefined> {
  // A provider's report is the system's move and leaves no audit entry (none was ever written for it).
  return transitionIfStill(tx, {
    machine: PAYMENT_MACHINE,
    row: `payment ${payment.id}`,
    from: payment.status,
    to,
    by: 'system',
    write: async () =>
      (
        await tx
          .update(payments)
          .set({ ...set, status: to })
          .where(and(eq(payments.id, payment.id), eq(payments.status, payment.status)))
          .returning()
      )[0],
    audit: null,
  });
}

/** Whether the order has a Started payment other than `exceptPaymentId`. */
async function hasOtherStartedPayment(tx: Tx, orderId: string, exceptPaymentId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(eq(payments.orderId, orderId), eq(payments.status, 'Started'), ne(payments.id, exceptPaymentId)),
    )
    .limit(1);
  return row !== undefined;
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
    // Only a payment still Started: one settled meanwhile is left as it ended.
    const cancelled = await movePayment(tx, { id: payment.id, status: 'Started' }, 'Cancelled', {
      failureReason: 'expired',
      lastCheckedAt: now,
    });
    if (!cancelled) return false;
    if (
      (order.status === 'Initiated' || order.status === 'Pending') &&
      order.expiresAt < now &&
      !(await hasOtherStartedPayment(tx, order.id, payment.id))
    )
      await moveOrder(tx, order, 'Cancelled', 'system', { releaseStock: true });
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
      `Sign in or create an account with this email address (${email}), verify it, and claim the gift in My Gifts.`,
    ],
    action: { label: 'Claim your gift', url: `${app.config.APP_URL}/dashboard/gifts` },
  });
  return {
    to: email,
    subject: `${buyer.name} sent you a gift on OxStrength`,
    kind: 'gift-received',
    ...content,
  };
}

/** The buyer's mail about a payment the order could not keep: the words of its result page (issue 36). */
function notKeptMail(
  app: FastifyInstance,
  order: OrderRecord,
  payment: PaymentRow,
  buyer: Buyer,
  reason: UnkeptReason,
  by: string,
): OutgoingMail {
  const content = renderMail({
    heading: UNKEPT_PAYMENT_TEXTS.title[reason],
    paragraphs: [
      `Hi ${buyer.name},`,
      `${UNKEPT_PAYMENT_TEXTS.title[reason]}: order ${order.identifier}.`,
      UNKEPT_PAYMENT_TEXTS.why[reason],
      `${UNKEPT_PAYMENT_TEXTS.refund(toRupees(payment.amount), by)} (payment reference ${payment.reference})`,
    ],
    action: { label: 'View Order', url: `${app.config.APP_URL}/dashboard/orders/${order.id}` },
  });
  return {
    to: buyer.email,
    subject: `Your payment for OxStrength order ${order.identifier} will be refunded`,
    kind: 'payment-refund-due',
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
