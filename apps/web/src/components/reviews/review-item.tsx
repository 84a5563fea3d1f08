import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { Review } from '@oxstrength/shared/contracts/reviews';
import { RatingStars } from '../rating-stars';

import { NEPAL_TIME_ZONE } from '@oxstrength/shared/nepal-time';

/** A review's date: its Nepal day, whatever the viewer's (or the drawing server's) zone. */
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: NEPAL_TIME_ZONE,
});

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** One review: the reviewer, their stars, the date and the text. */
export function ReviewItem({ review }: { review: Review }) {
  return (
    <Group component="li" align="flex-start" wrap="nowrap" gap="md" py="md">
      <Avatar src={review.user.profile_pic} alt="" radius="xl" color="blue" size={44}>
        {initials(review.user.name)}
      </Avatar>
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Group gap="sm" wrap="wrap">
          <Text fw={600}>{review.user.name}</Text>
          <Text size="xs" c="dimmed" component="time" dateTime={review.createdAt}>
            {dateFormat.format(new Date(review.createdAt))}
          </Text>
        </Group>
        <RatingStars value={review.stars} size="xs" />
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {review.review}
        </Text>
      </Stack>
    </Group>
  );
}
