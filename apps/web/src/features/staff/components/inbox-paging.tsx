import { Button, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
};

/** The pages of an inbox list (50 a page): shown only when there is more than one. */
export function InboxPaging({
  label,
  page,
  totalPage,
  onChange,
}: {
  label: string;
  page: number;
  totalPage: number;
  onChange: (page: number) => void;
}) {
  if (totalPage <= 1) return null;
  return (
    <Group justify="center" mt="md" component="nav" aria-label={`${label} pages`}>
      <Pagination
        total={totalPage}
        value={page}
        onChange={onChange}
        getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
        getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
      />
    </Group>
  );
}

/**
 * One inbox list's states: skeleton rows while it loads, Try again when it failed, its empty text, else the
 * rows (`children` with the loaded data).
 */
export function InboxListState<T>({
  query,
  label,
  empty,
  isEmpty,
  children,
}: {
  query: UseQueryResult<T, unknown>;
  label: string;
  empty: string;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending)
    return (
      <Stack gap="sm" aria-label={`Loading ${label.toLowerCase()}`} role="status">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={48} radius="md" />
        ))}
      </Stack>
    );
  if (query.isError)
    return (
      <Stack align="flex-start" gap="sm" role="status">
        <Text c="dimmed">Could not load the {label.toLowerCase()}.</Text>
        <Button variant="default" onClick={() => void query.refetch()} loading={query.isFetching}>
          Try again
        </Button>
      </Stack>
    );
  if (isEmpty(query.data)) return <Text c="dimmed">{empty}</Text>;
  return children(query.data);
}
