import { formatRs } from './money';
import { nepalToday } from './training';

/**
 * Refunds as the buyer reads them (issue 36): a payment the order could not keep (paid twice, paid after an
 * admin cancelled the order, or after its stock was gone) is refunded in full within REFUND_WORKING_DAYS working
 * days (the Refund Policy page: "Expect the money within 7 working days"); the page that payment lands on, the
 * buyer's mail and the order page say the same words.
 */

/** Working days within which a payment the order could not keep is refunded (Saturday is Nepal's day off). */
export const REFUND_WORKING_DAYS = 7;

/** The Nepal day (YYYY-MM-DD) by which a payment not kept at `from` is refunded: 7 working days later. */
export function refundDueBy(from: Date | number = Date.now()): string {
  const day = new Date(`${nepalToday(from)}T00:00:00Z`);
  let left = REFUND_WORKING_DAYS;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (day.getUTCDay() !== 6) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}

/** Why a payment was not kept. */
export const UNKEPT_REASONS = ['paid', 'cancelled', 'expired'] as const;
export type UnkeptReason = (typeof UNKEPT_REASONS)[number];

/** The words of a payment the order could not keep (payment result page, mail, order page). */
export const UNKEPT_PAYMENT_TEXTS = {
  title: {
    paid: 'This order was already paid',
    cancelled: 'This order was cancelled',
    expired: 'This order could not be completed',
  } satisfies Record<UnkeptReason, string>,
  why: {
    paid: 'Another payment of this order reached us first, so nothing was charged twice for it.',
    cancelled: 'This payment reached us after the order was cancelled, so nothing was delivered.',
    expired:
      'This payment reached us after the order’s reservation ended and its products were no longer in stock, so nothing was delivered.',
  } satisfies Record<UnkeptReason, string>,
  /** "This payment of Rs. X will be refunded by YYYY-MM-DD", rupees given. */
  refund: (rupees: number, by: string) =>
    `This payment of ${formatRs(rupees)} will be refunded to you by ${by}, through the payment method you used.`,
} as const;

/** An order's refund states as the buyer and staff read them. */
export const REFUND_LABELS = {
  Required: 'Refund in progress',
  Refunded: 'Refunded',
  'Partly refunded': 'Partly refunded',
} as const;
