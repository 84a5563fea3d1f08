import { Group, Skeleton, Stack } from '@mantine/core';

/** Stands in for the cart's lines while they load. */
export function CartSkeleton({ label = 'Loading cart' }: { label?: string }) {
  return (
    <Stack gap="md" role="status" aria-label={label}>
      <Skeleton h={20} w="60%" />
      {[0, 1, 2].map((i) => (
        <Group key={i} wrap="nowrap" gap="sm">
          <Skeleton h={64} w={64} radius="sm" style={{ flexShrink: 0 }} />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton h={14} w="70%" />
            <Skeleton h={12} w="40%" />
          </Stack>
          <Skeleton h={14} w={80} />
        </Group>
      ))}
    </Stack>
  );
}
