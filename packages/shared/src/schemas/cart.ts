import { z } from 'zod';
import {
  CART_ITEM_TYPES,
  COACHING_PLANS,
  CONSULTATION_PLANS,
  EXPRESS_MODELS,
  MAX_CART_UNIT,
} from '../constants';
import { numberField } from '../fields';
import { giftRecipientSchema } from './gift';

const optionalText = z.string().trim().max(100).optional();
/** A number or its text (the express checkout's query); never a boolean. */
const unit = numberField('Unit must be a whole number').pipe(
  z
    .number()
    .int('Unit must be a whole number')
    .min(1, 'Unit must be at least 1')
    .max(MAX_CART_UNIT, `Unit must be at most ${MAX_CART_UNIT}`),
);
/** Query strings carry "true"/"false"; JSON carries booleans. */
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** Recipient fields are checked with the gift form's rules (and messages) only for a gift. */
function checkGift(
  value: { self_order?: boolean; name?: string; email?: string; mobile_num?: string; relation?: string },
  ctx: z.RefinementCtx,
) {
  if (value.self_order !== false) return;
  const result = giftRecipientSchema.safeParse(value);
  if (result.success) return;
  for (const issue of result.error.issues)
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
}

/** POST /user/cart (spec part 1 section 7). The server prices the line; no price is ever accepted. */
export const cartLineSchema = z
  .object({
    model_id: z.string({ error: 'model_id is required' }).trim().min(1, 'model_id is required'),
    onModel: z.enum(CART_ITEM_TYPES, {
      error: 'onModel must be Template, Product, Consultation or Coaching',
    }),
    unit: unit.default(1),
    self_order: flag.default(true),
    product_size: optionalText,
    coaching_plan: z
      .enum(COACHING_PLANS.map((p) => p.value) as ['w4', 'w12', 'w24'], { error: 'Plan is not valid' })
      .optional(),
    consultation_plan: z
      .enum(CONSULTATION_PLANS.map((p) => p.value) as ['quarter_hour', 'half_hour', 'hour'], {
        error: 'Plan is not valid',
      })
      .optional(),
    trainer: optionalText,
    name: optionalText,
    relation: optionalText,
    email: optionalText,
    mobile_num: optionalText,
  })
  .superRefine(checkGift);
export type CartLineInput = z.input<typeof cartLineSchema>;
export type CartLine = z.output<typeof cartLineSchema>;

/** PUT /user/cart/{id}: unit, size (products) and who it is for (recipient fields when self_order is false). */
export const cartUpdateSchema = z
  .object({
    unit: unit.optional(),
    self_order: flag.optional(),
    product_size: optionalText,
    name: optionalText,
    relation: optionalText,
    email: optionalText,
    mobile_num: optionalText,
  })
  .superRefine(checkGift);
export type CartUpdateInput = z.input<typeof cartUpdateSchema>;

/**
 * POST /user/cart/buynow: the express checkout page's query keys (spec part 1 section 2), sent as the body.
 * plan is the coaching or consultation plan of the item.
 */
export const expressCheckoutSchema = z
  .object({
    model_id: z.string({ error: 'model_id is required' }).trim().min(1, 'model_id is required'),
    on_model: z.enum(EXPRESS_MODELS, {
      error: 'on_model must be template, product, coaching or consultation',
    }),
    trainer: optionalText,
    plan: optionalText,
    product_size: optionalText,
    unit: unit.default(1),
    self_order: flag.default(true),
    relation: optionalText,
    name: optionalText,
    email: optionalText,
    mobile_num: optionalText,
  })
  .superRefine(checkGift);
export type ExpressCheckoutInput = z.input<typeof expressCheckoutSchema>;

/** POST /order/initiate. delivery_address is required unless every line is a template (checked by the server). */
export const orderInitiateSchema = z.object({
  carts: z.array(z.string().trim().min(1)).min(1, 'Your cart is empty').max(50, 'Too many cart lines'),
  coupon_code: z.string().trim().max(50).optional(),
  delivery_address: z.string().trim().optional(),
});
export type OrderInitiateInput = z.input<typeof orderInitiateSchema>;
