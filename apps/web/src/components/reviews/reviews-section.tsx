import { Box, Button, Divider, Group, Loader, Text, Title } from '@mantine/core';
import { REVIEW_SORTS, type ReviewSort } from '@oxstrength/shared/constants';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { DEFAULT_REVIEW_SORT, reviewsQuery } from '../../lib/catalogue/reviews-api';
import type { ReviewableKind } from '../../lib/catalogue/types';
import { notifySuccess } from '../../lib/notify';
import { useRequireLogin } from '../../lib/require-login';
import { useSession } from '../../lib/session';
import { LoadMoreButton } from '../load-more-button';
import { RatingStars } from '../rating-stars';
import { SortSelect } from '../sort-select';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';

/**
 * The reviews block of a detail page: the list (2 at a time, "Read more reviews"), its sort, and the review
 * form (signed-in users; guests are sent to /login and brought back).
 */
export function ReviewsSection({ kind, itemId }: { kind: ReviewableKind; itemId: string }) {
  const headingId = useId();
  const { isAuthenticated } = useSession();
  const requireLogin = useRequireLogin();
  const queryClient = useQueryClient();
  const [sort, setSort] = useState<ReviewSort>(DEFAULT_REVIEW_SORT);
  const [formOpen, setFormOpen] = useState(false);
  const query = useInfiniteQuery(reviewsQuery(kind, itemId, sort));
  const reviews = query.data?.pages.flatMap((page) => page.reviews ?? []) ?? [];
  const summary = query.data?.pages[0];

  const onPosted = (message: string) => {
    notifySuccess(message);
    setFormOpen(false);
    // The list and the item's rating both changed: refetch what is on screen under ['catalogue'].
    void queryClient.invalidateQueries({ queryKey: ['catalogue'] });
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
        <SortSelect value={sort} onChange={setSort} options={REVIEW_SORTS} label="Sort reviews" />
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
          <ReviewForm kind={kind} itemId={itemId} onPosted={onPosted} onCancel={() => setFormOpen(false)} />
        )}
      </Box>

      <Divider my="md" />
      {query.isPending ? (
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
        onClick={() => void query.fetchNextPage()}
        loading={query.isFetchingNextPage}
        hasMore={Boolean(query.hasNextPage)}
      />
    </Box>
  );
}
