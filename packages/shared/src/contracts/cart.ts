import { z } from 'zod';
import {
  CART_ITEM_TYPES,
  COACHING_PLANS,
  CONSULTATION_PLANS,
  type CoachingPlan,
  type ConsultationPlan,
} from '../constants';
import { discountJson, productRateJson, refJson, rupees, sizeJson } from './common';
import { success } from './reply';

/** Cart replies (GET /user/carts, POST /user/cart/buynow and every cart change). Money in rupees. */

/** The populated item of a cart or order line. Fields that do not apply to the item type are null or empty. */
export const lineRefJson = z.object({
  _id: z.string(),
  slug: z.string().nullable(),
  title: z.string(),
  cover: z.string().nullable(),
  images: z.array(z.string()),
  price: rupees.nullable().describe('Templates: one unit before the discount'),
  discounted_price: rupees.nullable().describe('Templates: one unit as paid'),
  weeks: z.number().int().nullable().describe("Templates: the template's weeks; coaching: the plan's weeks"),
  discount: discountJson.nullable(),
  rates: z.array(productRateJson).describe('Products: every size with its stock (cart lines only)'),
  stock: z.number().int().nullable().describe("Products: the chosen size's stock now (cart lines only)"),
  product_brand: refJson.nullable(),
  product_category: refJson.nullable(),
  training_category: refJson.nullable(),
  trainer: refJson.extend({ slug: z.string().optional() }).nullable().describe("The template's author"),
});
export type LineRef = z.infer<typeof lineRefJson>;

const coachingPlanJson = z.enum(COACHING_PLANS.map((p) => p.value) as [CoachingPlan, ...CoachingPlan[]]);
const consultationPlanJson = z.enum(
  CONSULTATION_PLANS.map((p) => p.value) as [ConsultationPlan, ...ConsultationPlan[]],
);

/** A line with its prices: a cart line, or an order line (prices as charged, the item as it was). */
export const pricedLineJson = z.object({
  _id: z.string(),
  model_id: z.string(),
  onModel: z.enum(CART_ITEM_TYPES),
  ref: lineRefJson,
  unit: z.number().int(),
  product_size: z.string().nullable().describe("The product size's _id"),
  size: sizeJson.nullable(),
  self_order: z.boolean(),
  coaching_plan: coachingPlanJson.nullable(),
  consultation_plan: consultationPlanJson.nullable(),
  coaching_trainer: refJson.nullable(),
  consultation_trainer: refJson.nullable(),
  relation: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  mobile_num: z.string().nullable(),
  price: rupees.describe('One unit before the item discount'),
  discounted_price: rupees.describe('One unit as paid'),
  sub_total: rupees.describe('discounted_price x unit'),
});
export type PricedLine = z.infer<typeof pricedLineJson>;

export const cartLineJson = pricedLineJson.extend({
  available: z
    .boolean()
    .describe('False when the item, size, trainer or plan is no longer sold, or stock is short'),
  message: z.string().nullable().describe('Why the line is not available'),
});
export type CartLine = z.infer<typeof cartLineJson>;

/** The fields of a cart: the body of GET /user/carts, and the `cart` of every cart change. */
export const cartShape = {
  carts: z.array(cartLineJson),
  sub_total: rupees.describe("Sum of the lines' sub_total"),
  total_amount: rupees.describe('Equal to sub_total (a coupon applies when the order is created)'),
  only_templates: z
    .boolean()
    .describe('Every line is a template (no delivery address needed); false when empty'),
};
export const cartJson = z.object(cartShape);
export type Cart = z.infer<typeof cartJson>;

/** GET /user/carts and POST /user/cart/buynow: the cart's fields at the top level. */
export const cartReply = success(cartShape);
export type CartReply = z.infer<typeof cartReply>;

/** Every cart change (add, update, remove, reset): the cart as `cart`. */
export const cartChangeReply = success({ cart: cartJson });
export type CartChangeReply = z.infer<typeof cartChangeReply>;
