import type { Review } from '@oxstrength/shared/contracts/reviews';
import { iso } from '../../lib/reply';
import type { ReviewRow } from './reviews.repository';

/** A review row as the reply shape reviewJson (packages/shared/src/contracts/reviews.ts). */
export const toReviewJson = (r: ReviewRow): Review => ({
  _id: r.id,
  user: { _id: r.user.id, name: r.user.name, profile_pic: r.user.profilePic },
  stars: Number(r.stars),
  review: r.review,
  createdAt: iso(r.createdAt)!,
  updatedAt: iso(r.updatedAt)!,
});
