import { z } from 'zod';
import { authorJson } from './common';
import { paging, success } from './reply';

/** Review replies: GET /{kind}/reviews/{id} and POST /{kind}/review for templates, products, coaching, consultations. */

/** A review as anyone may read it: the reviewer's name and picture, never their email. */
export const reviewJson = z.object({
  _id: z.string(),
  user: authorJson,
  stars: z.number(),
  review: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof reviewJson>;

export const reviewPageReply = success({
  reviews: z.array(reviewJson),
  ...paging,
  average_rating: z.number().describe("The item's average rating, one decimal (0 without reviews)"),
  rating_count: z.number().int(),
});
export type ReviewPageReply = z.infer<typeof reviewPageReply>;

export const reviewReply = success({ review: reviewJson });
export type ReviewReply = z.infer<typeof reviewReply>;
