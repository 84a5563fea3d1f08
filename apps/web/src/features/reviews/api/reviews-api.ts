import { PAGE_SIZES, type ReviewSort } from '@oxstrength/shared/constants';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Review, ReviewPageReply as ReviewPage } from '@oxstrength/shared/contracts/reviews';

/** What can be reviewed; also the API's path segment. */
export type ReviewableKind = 'template' | 'product' | 'coaching' | 'consultation';

export const DEFAULT_REVIEW_SORT: ReviewSort = 'latest';

/** Reviews of one item, 2 per page, appended by "Read more reviews". */
export const reviewsQuery = (kind: ReviewableKind, itemId: string, sort: ReviewSort) =>
  infiniteQueryOptions({
    queryKey: ['catalogue', kind, 'reviews', itemId, sort],
    queryFn: ({ pageParam, signal }) =>
      api<ReviewPage>(`/${kind}/reviews/${itemId}`, {
        query: { sort, page: pageParam, resultsPerPage: PAGE_SIZES.reviews },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.currentPage < last.totalPage ? last.currentPage + 1 : undefined),
    enabled: Boolean(itemId),
  });

export interface ReviewInput {
  stars: number;
  review: string;
}

/** POST /{kind}/review with {stars, review, <kind>_id}; answers the server's message and the saved review. */
export const postReview = (kind: ReviewableKind, itemId: string, input: ReviewInput) =>
  api<{ message: string; review: Review }>(`/${kind}/review`, {
    method: 'POST',
    body: { stars: input.stars, review: input.review, [`${kind}_id`]: itemId },
  });
