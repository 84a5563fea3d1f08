import { Button, Group } from '@mantine/core';

/** "Load More ..." under a list; nothing once the last page is shown. */
export function LoadMoreButton({
  label,
  onClick,
  loading = false,
  hasMore,
}: {
  label: string;
  onClick: () => void;
  loading?: boolean;
  hasMore: boolean;
}) {
  if (!hasMore) return null;
  return (
    <Group justify="center" mt="xl">
      <Button variant="outline" size="md" onClick={onClick} loading={loading}>
        {label}
      </Button>
    </Group>
  );
}
