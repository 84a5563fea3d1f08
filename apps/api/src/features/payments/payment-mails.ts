import { COACHING_PLANS, CONSULTATION_PLANS } from '@oxstrength/shared/constants';
import { formatRs, toRupees } from '@oxstrength/shared/money';
import { UNKEPT_PAYMENT_TEXTS, type UnkeptReason } from '@oxstrength/shared/refunds';
import type { Config } from '../../config/env';
import { renderMail } from '../../lib/mail-layout';
import type { OutgoingMail } from '../../plugins/mail';
import type { OrderLineRow } from '../orders/orders.service';
import type { OrderRecord, PaymentRow } from './providers/provider';

/**
 * The mails of a settled payment (workflows/settle-payment.ts writes them to the outbox in its transaction): the
 * buyer's confirmation, a gift's recipient's, the buyer's about a payment the order could not keep, and the
 * staff's about a refund to make.
 */

const PLAN_LABELS = new Map<string, string>(
  [...COACHING_PLANS, ...CONSULTATION_PLANS].map((p) => [p.value, p.label]),
);

export type Buyer = { id: string; name: string; email: string };
type MailConfig = Pick<Config, 'APP_URL' | 'STAFF_EMAIL'>;

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

export function confirmationMail(
  config: MailConfig,
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
    action: { label: 'Go to Dashboard', url: `${config.APP_URL}/dashboard/orders/${order.id}` },
  });
  return {
    to: buyer.email,
    subject: `Your OxStrength order ${order.identifier} is confirmed`,
    kind: 'order-confirmation',
    ...content,
  };
}

export function giftMail(config: MailConfig, line: OrderLineRow, buyer: Buyer): OutgoingMail {
  const email = (line.recipientEmail ?? '').toLowerCase();
  const plan = line.plan ? ` (${PLAN_LABELS.get(line.plan) ?? line.plan})` : '';
  const content = renderMail({
    heading: 'You received a gift',
    paragraphs: [
      `Hi ${line.recipientName ?? ''},`,
      `${buyer.name} gave you ${line.snapshot.title}${plan} on OxStrength.`,
      `Sign in or create an account with this email address (${email}), verify it, and claim the gift in My Gifts.`,
    ],
    action: { label: 'Claim your gift', url: `${config.APP_URL}/dashboard/gifts` },
  });
  return {
    to: email,
    subject: `${buyer.name} sent you a gift on OxStrength`,
    kind: 'gift-received',
    ...content,
  };
}

/** The buyer's mail about a payment the order could not keep: the words of its result page (issue 36). */
export function notKeptMail(
  config: MailConfig,
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
    action: { label: 'View Order', url: `${config.APP_URL}/dashboard/orders/${order.id}` },
  });
  return {
    to: buyer.email,
    subject: `Your payment for OxStrength order ${order.identifier} will be refunded`,
    kind: 'payment-refund-due',
    ...content,
  };
}

export function refundRequiredMail(
  config: MailConfig,
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
    to: config.STAFF_EMAIL,
    subject: `Refund required: order ${order.identifier}`,
    kind: 'payment-refund-required',
    ...content,
  };
}
