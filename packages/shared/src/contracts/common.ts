import { z } from 'zod';

/** Shapes that many replies repeat, declared once. Money in replies is rupees (stored as paisa). */

export const rupees = z.number().describe('Rupees');

/** A named record: a category, brand, trainer or plan as a reference. */
export const refJson = z.object({ _id: z.string(), name: z.string() });
export type Ref = z.infer<typeof refJson>;

/** A named record that has its own page. */
export const sluggedRefJson = refJson.extend({ slug: z.string() });

export const discountJson = z.object({
  active: z.boolean(),
  title: z.string().nullable(),
  discount_percentage: z.number().int(),
});
export type Discount = z.infer<typeof discountJson>;

/** A product size as lines and rates name it. */
export const sizeJson = z.object({ _id: z.string(), size: z.string(), servings: z.string().nullable() });
export type Size = z.infer<typeof sizeJson>;

/** A product size with its price and stock. */
export const productRateJson = sizeJson.extend({
  price: rupees,
  discounted_price: rupees,
  stock: z.number().int(),
});
export type ProductRate = z.infer<typeof productRateJson>;

/** A trainer as lists and programme cards show one. */
export const trainerSummaryJson = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  profile_pic: z.string().nullable(),
  designation: z.string().nullable(),
  training_category: refJson.nullable(),
  is_verified: z.boolean(),
});
export type TrainerSummary = z.infer<typeof trainerSummaryJson>;

/** Someone shown next to what they wrote (a review, a post): name and picture, never their email. */
export const authorJson = z.object({ _id: z.string(), name: z.string(), profile_pic: z.string().nullable() });
export type Author = z.infer<typeof authorJson>;
