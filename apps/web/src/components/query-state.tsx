import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';

/**
 * What a page shows while its record loads (a spinner) or after loading failed (the failure text and Try again).
 * Renders nothing once the data is there, so pages can write `if (!query.data) return <QueryState .../>`.
 */
export function QueryState({
  query,
  loadingLabel,
  failure,
}: {
  query: UseQueryResult<unknown, unknown>;
  loadingLabel: string;
  failure: string;
}) {
  if (query.isPending)
    return (
      <Center py={80}>
        <Loader aria-label={loadingLabel} />
      </Center>
    );
  if (query.isError)
    return (
      <Center py="xl">
        <Stack align="center" gap="sm" role="status">
          <Text c="dimmed">{failure}</Text>
          <Button variant="default" onClick={() => void query.refetch()} loading={query.isFetching}>
            Try again
          </Button>
        </Stack>
      </Center>
    );
  return null;
}
