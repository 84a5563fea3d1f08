import type { ReviewSort } from '@oxstrength/shared/constants';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { pageInfo } from '../../lib/reply';
import { isId } from '../../lib/path-id';
import type { ReviewKind } from './review-kinds';
import { toReviewJson } from './review-json';
import { findReviewById, findReviewPage, recountRating, upsertReview } from './reviews.repository';

export const REVIEW_POSTED = 'Your review has been posted.';

export interface ReviewListQuery {
  sort: ReviewSort;
  page: number;
  resultsPerPage: number;
}

/** A page of an item's reviews with the item's average rating and rating count. */
export async function listReviews(db: Db, kind: ReviewKind, itemId: string, q: ReviewListQuery) {
  const rating = await kind.ratings.find(db, itemId);
  if (!rating) throw notFound(kind.notFound);
  const { rows, total } = await findReviewPage(db, {
    itemType: kind.itemType,
    itemId,
    sort: q.sort,
    limit: q.resultsPerPage,
    offset: (q.page - 1) * q.resultsPerPage,
  });
  return {
    reviews: rows.map(toReviewJson),
    ...pageInfo(q.page, q.resultsPerPage, total),
    average_rating: rating.averageRating,
    rating_count: rating.ratingCount,
  };
}

/**
 * Posts the caller's review of an item, replacing their earlier one, and recounts the item's rating in the same
 * transaction (with the item's row locked, so concurrent reviews never lose a count).
 */
export async function postReview(
  db: Db,
  kind: ReviewKind,
  userId: string,
  input: { itemId: string; stars: number; review: string },
) {
  // An id that is not a uuid names no item.
  if (!isId(input.itemId)) throw notFound(kind.notFound);
  return db.transaction(async (tx) => {
    if (!(await kind.ratings.lock(tx, input.itemId))) throw notFound(kind.notFound);
    const { id, created } = await upsertReview(tx, {
      userId,
      itemType: kind.itemType,
      itemId: input.itemId,
      stars: input.stars,
      review: input.review,
    });
    await kind.ratings.store(tx, input.itemId, recountRating(kind, input.itemId));
    const review = await findReviewById(tx, id);
    return { created, message: REVIEW_POSTED, review: toReviewJson(review!) };
  });
}
