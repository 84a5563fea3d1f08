import { Card, SimpleGrid, Skeleton, VisuallyHidden } from '@mantine/core';

/** Placeholder cards while a list loads. */
export function CardSkeletonGrid({ count = 8 }: { count?: number }) {
  return (
    <div role="status" aria-busy="true">
      <VisuallyHidden>Loading</VisuallyHidden>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <Card key={i} withBorder radius="md" padding="md">
            <Card.Section>
              <Skeleton style={{ aspectRatio: '4 / 3' }} radius={0} />
            </Card.Section>
            <Skeleton height={16} mt="md" width="80%" />
            <Skeleton height={12} mt="sm" width="50%" />
            <Skeleton height={18} mt="sm" width="40%" />
          </Card>
        ))}
      </SimpleGrid>
    </div>
  );
}
