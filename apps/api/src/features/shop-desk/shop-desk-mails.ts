import { formatRs, toRupees } from '@oxstrength/shared/money';
import { renderMail } from '../../lib/mail-layout';
import type { OutgoingMail } from '../../plugins/mail';

/**
 * The mails a buyer gets when an admin delivers, cancels or refunds their order (issue 19), which the shop's
 * workflows (workflows/deliver-order.ts, cancel-order.ts, refund-order.ts) write in their transactions.
 */

export interface MailedOrder {
  orderId: string;
  identifier: string;
  name: string;
  email: string;
}

export type ShopDecision =
  | { kind: 'delivered'; complete: boolean; lines: string[] }
  | { kind: 'cancelled'; reason: string; paying?: boolean }
  | { kind: 'refunded'; amount: number; providerRef: string }
  | { kind: 'returned'; amount: number; reason: string; whole: boolean; lines: string[] };

/** An order line as the mails name it: title (size) × units. */
export const lineTitle = (l: { unit: number; snapshot: { title: string; size: { size: string } | null } }) =>
  `${l.snapshot.title}${l.snapshot.size ? ` (${l.snapshot.size.size})` : ''} × ${l.unit}`;

const texts = (o: MailedOrder, d: ShopDecision): { subject: string; heading: string; body: string[] } => {
  switch (d.kind) {
    case 'delivered':
      return d.complete
        ? {
            subject: `Your OxStrength order ${o.identifier} has been delivered`,
            heading: 'Your order has been delivered',
            body: [`We delivered your order ${o.identifier}:`, ...d.lines],
          }
        : {
            subject: `Part of your OxStrength order ${o.identifier} has been delivered`,
            heading: 'Part of your order has been delivered',
            body: [`We delivered part of your order ${o.identifier}:`, ...d.lines, 'The rest follows soon.'],
          };
    case 'cancelled':
      return {
        subject: `Your OxStrength order ${o.identifier} was cancelled`,
        heading: 'Your order was cancelled',
        body: [
          d.paying
            ? `Our team cancelled your unpaid order ${o.identifier}. If a payment you started for it still goes through, it will be refunded in full.`
            : `Our team cancelled your unpaid order ${o.identifier}. Nothing was charged.`,
          `Reason: ${d.reason}`,
          'If you still want these items, you can order them again.',
        ],
      };
    case 'refunded':
      return {
        subject: `Refund for your OxStrength order ${o.identifier}`,
        heading: 'Your refund has been made',
        body: [
          `We refunded ${formatRs(toRupees(d.amount))} for your order ${o.identifier} through the payment method you used.`,
          `Refund reference: ${d.providerRef}`,
        ],
      };
    case 'returned':
      return {
        subject: `Refund for your OxStrength order ${o.identifier}`,
        heading: d.whole ? 'Your order has been refunded' : 'Part of your order has been refunded',
        body: [
          `We are refunding ${formatRs(toRupees(d.amount))} for your order ${o.identifier} through the payment method you used.`,
          `Reason: ${d.reason}`,
          ...(d.lines.length > 0 ? ['Returned:', ...d.lines] : []),
        ],
      };
  }
};

export function shopDecisionMail(appUrl: string, order: MailedOrder, decision: ShopDecision): OutgoingMail {
  const { subject, heading, body } = texts(order, decision);
  const { html, text } = renderMail({
    heading,
    paragraphs: [`Hi ${order.name},`, ...body],
    action: { label: 'View Order', url: `${appUrl}/dashboard/orders/${order.orderId}` },
  });
  return { to: order.email, subject, text, html, kind: `order-${decision.kind}` };
}
