import { Box, Button, Divider, Group, Loader, Text, Title } from '@mantine/core';
import { REVIEW_SORTS, type ReviewSort } from '@oxstrength/shared/constants';
import type { Review } from '@oxstrength/shared/contracts/reviews';
import { useId, useState } from 'react';
import { notifySuccess } from '../../lib/notify';
import { useRequireLogin } from '../../lib/require-login';
import { useSession } from '../../lib/session';
import { LoadMoreButton } from '../load-more-button';
import { RatingStars } from '../rating-stars';
import { SortSelect } from '../sort-select';
import { ReviewForm, type ReviewInput } from './review-form';
import { ReviewItem } from './review-item';

/** What the reviews block shows and does: the list loaded so far, its sort, paging and posting. */
export interface ReviewsSectionProps {
  sort: ReviewSort;
  onSortChange: (sort: ReviewSort) => void;
  /** The item's rating, once the first page has loaded. */
  summary?: { average_rating: number; rating_count: number };
  /** The reviews loaded so far, in the chosen order. */
  reviews: Review[];
  /** True until the first page has loaded (or failed). */
  isPending: boolean;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  /** Posts a review; resolves with the server's message. */
  postReview: (input: ReviewInput) => Promise<{ message: string }>;
  /** Called once a review is posted (the list and the item's rating changed). */
  onPosted: () => void;
}

/**
 * The reviews block of a detail page: the list (2 at a time, "Read more reviews"), its sort, and the review
 * form (signed-in users; guests are sent to /login and brought back).
 */
export function ReviewsSection({
  sort,
  onSortChange,
  summary,
  reviews,
  isPending,
  hasMore,
  isLoadingMore,
  onLoadMore,
  postReview,
  onPosted: afterPosted,
}: ReviewsSectionProps) {
  const headingId = useId();
  const { isAuthenticated } = useSession();
  const requireLogin = useRequireLogin();
  const [formOpen, setFormOpen] = useState(false);

  const onPosted = (message: string) => {
    notifySuccess(message);
    setFormOpen(false);
    afterPosted();
  };

  return (
    <Box component="section" aria-labelledby={headingId} my="xl">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <div>
          <Title order={2} size="h3" id={headingId}>
            Reviews
          </Title>
          {summary && summary.rating_count > 0 && (
            <Group gap="xs" mt={4}>
              <RatingStars value={summary.average_rating} count={summary.rating_count} />
              <Text size="sm" c="dimmed">
                {summary.average_rating} out of 5
              </Text>
            </Group>
          )}
        </div>
        <SortSelect value={sort} onChange={onSortChange} options={REVIEW_SORTS} label="Sort reviews" />
      </Group>

      <Box mt="md">
        {!formOpen && (
          <Button
            variant="outline"
            onClick={() => {
              if (requireLogin()) setFormOpen(true);
            }}
          >
            {isAuthenticated ? 'ADD YOUR REVIEW' : 'LOGIN TO ADD REVIEW'}
          </Button>
        )}
        {formOpen && isAuthenticated && (
          <ReviewForm submit={postReview} onPosted={onPosted} onCancel={() => setFormOpen(false)} />
        )}
      </Box>

      <Divider my="md" />
      {isPending ? (
        <Group justify="center" py="md">
          <Loader size="sm" aria-label="Loading reviews" />
        </Group>
      ) : reviews.length === 0 ? (
        <Text c="dimmed">No reviews available</Text>
      ) : (
        <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {reviews.map((review) => (
            <ReviewItem key={review._id} review={review} />
          ))}
        </Box>
      )}
      <LoadMoreButton
        label="Read more reviews"
        onClick={onLoadMore}
        loading={isLoadingMore}
        hasMore={hasMore}
      />
    </Box>
  );
}
