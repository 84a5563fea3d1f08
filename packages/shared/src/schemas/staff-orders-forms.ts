import { z } from 'zod';
import { requiredText } from '../fields';
import { REMARKS_MAX } from '../training';

/**
 * The admins' shop forms (issue 19), like staff-forms.ts: required text fields only, so a page importing them
 * takes in none of the zod features the request schemas use. The server checks the numbers (its messages come
 * back as field errors); the required-field messages are the request schemas' (schemas/staff-orders.ts).
 */

/** Cancel Order: why (the buyer is mailed it). */
export const cancelOrderFormSchema = z.object({ reason: requiredText('Reason is required', REMARKS_MAX) });

/** Record Refund: the amount (rupees), the provider's reference, a note and the payment refunded. */
export const refundFormSchema = z.object({
  amount: requiredText('Amount is required', 20),
  provider_ref: requiredText('Provider reference is required', 100),
  note: z.string(),
  payment: z.string(),
});

/** Refund a Return (issue 36): the amount (rupees) and why; the lines and restock are chosen beside it. */
export const returnRefundFormSchema = z.object({
  amount: requiredText('Amount is required', 20),
  reason: requiredText('Reason is required', REMARKS_MAX),
});

/** Restock: units to add. */
export const restockFormSchema = z.object({ units: requiredText('Units is required', 7) });

/** Prices of a size (rupees). */
export const sizePriceFormSchema = z.object({
  price: requiredText('Price is required', 12),
  discounted_price: requiredText('Discounted price is required', 12),
});
