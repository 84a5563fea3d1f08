import { z } from 'zod';
import { iso } from '../../lib/reply';
import type { ReviewRow } from './reviews.repository';

/** A review as anyone may read it: the reviewer's name and picture, never their email. */
export const reviewJson = z.object({
  _id: z.string(),
  user: z.object({ _id: z.string(), name: z.string(), profile_pic: z.string().nullable() }),
  stars: z.number(),
  review: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const toReviewJson = (r: ReviewRow): z.infer<typeof reviewJson> => ({
  _id: r.id,
  user: { _id: r.user.id, name: r.user.name, profile_pic: r.user.profilePic },
  stars: Number(r.stars),
  review: r.review,
  createdAt: iso(r.createdAt)!,
  updatedAt: iso(r.updatedAt)!,
});
