import { z } from 'zod';
import { discountJson, refJson, rupees, sluggedRefJson } from './common';
import { paging, success } from './reply';

/** Template replies: GET /templates (and its category lists), /template/{slug}, /similar/templates/{id}. */

export const templateCardJson = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  cover: z.string(),
  price: rupees,
  discounted_price: rupees.describe('Rupees: the price after the discount while it is active'),
  weeks: z.number().int(),
  discount: discountJson,
  training_category: refJson.nullable(),
  template_category: refJson.nullable(),
  trainer: sluggedRefJson.nullable(),
  average_rating: z.number(),
  rating_count: z.number().int(),
  featured: z.boolean(),
  added_to_cart: z.boolean(),
});
export type TemplateCard = z.infer<typeof templateCardJson>;

export const templateJson = templateCardJson.extend({
  detail: z.object({
    program_description: z.string().describe('Sanitised HTML'),
    requirement: z.string(),
    difficulty: z.string(),
    who_is_it_for: z.string(),
    lifting_frequency: z.string(),
    disclaimer: z.string(),
  }),
  whats_inside: z.array(z.string()),
  schedule_outline: z.array(z.object({ week: z.number().int(), days: z.number().int() })),
});
export type Template = z.infer<typeof templateJson>;

/** A page of template cards. */
export const templatesPageReply = success({ templates: z.array(templateCardJson), ...paging });
export type TemplatesPageReply = z.infer<typeof templatesPageReply>;

export const templateReply = success({ template: templateJson });
export type TemplateReply = z.infer<typeof templateReply>;

export const similarTemplatesReply = success({ templates: z.array(templateCardJson) });
export type SimilarTemplatesReply = z.infer<typeof similarTemplatesReply>;
