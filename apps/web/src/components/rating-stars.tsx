import { Group, Rating, Text, type MantineSize } from '@mantine/core';

/** A read-only rating in half stars, with the number of ratings when given. */
export function RatingStars({
  value,
  count,
  size = 'sm',
}: {
  value: number;
  count?: number;
  size?: MantineSize;
}) {
  const label = `Rated ${value} out of 5`;
  return (
    <Group
      gap={6}
      wrap="nowrap"
      role="img"
      aria-label={count === undefined ? label : `${label} (${count} ratings)`}
    >
      <Rating value={value} fractions={2} readOnly size={size} aria-hidden="true" />
      {count !== undefined && (
        <Text component="span" size="sm" c="dimmed" aria-hidden="true">
          ({count})
        </Text>
      )}
    </Group>
  );
}
