import type { ReviewSort } from '@oxstrength/shared/constants';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReviewsSectionProps } from '../../../components/reviews/reviews-section';
import { DEFAULT_REVIEW_SORT, postReview, reviewsQuery, type ReviewableKind } from './reviews-api';

/**
 * The reviews of one item for components/reviews/reviews-section: the list (2 per page, "Read more reviews")
 * in the chosen sort, and posting a review, after which what is on screen under ['catalogue'] is refetched.
 */
export function useReviews(kind: ReviewableKind, itemId: string): ReviewsSectionProps {
  const queryClient = useQueryClient();
  const [sort, setSort] = useState<ReviewSort>(DEFAULT_REVIEW_SORT);
  const query = useInfiniteQuery(reviewsQuery(kind, itemId, sort));
  return {
    sort,
    onSortChange: setSort,
    summary: query.data?.pages[0],
    reviews: query.data?.pages.flatMap((page) => page.reviews ?? []) ?? [],
    isPending: query.isPending,
    hasMore: Boolean(query.hasNextPage),
    isLoadingMore: query.isFetchingNextPage,
    onLoadMore: () => void query.fetchNextPage(),
    postReview: (input) => postReview(kind, itemId, input),
    // The list and the item's rating both changed: refetch what is on screen under ['catalogue'].
    onPosted: () => void queryClient.invalidateQueries({ queryKey: ['catalogue'] }),
  };
}
