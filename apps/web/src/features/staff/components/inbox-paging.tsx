import { Anchor, Button, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StackedTable, type StackedColumn } from '../../../components/stacked-table';
import { pagingLabels } from '../../../lib/paging';

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
      <Pagination total={totalPage} value={page} onChange={onChange} {...pagingLabels} />
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

/** One paged list of the inbox (50 a page): its states, then its rows as a table and their pages. */
export function InboxTable<D extends { totalPage: number }, Row extends { _id: string }>({
  query,
  rowsOf,
  label,
  empty,
  columns,
  minWidth = 720,
  page,
  onPage,
}: {
  query: UseQueryResult<D, unknown>;
  rowsOf: (data: D) => Row[];
  label: string;
  empty: string;
  columns: StackedColumn<Row>[];
  minWidth?: number;
  page: number;
  onPage: (page: number) => void;
}) {
  return (
    <InboxListState query={query} label={label} empty={empty} isEmpty={(d) => rowsOf(d).length === 0}>
      {(data) => (
        <>
          <StackedTable
            label={label}
            rows={rowsOf(data)}
            rowKey={(s) => s._id}
            columns={columns}
            minWidth={minWidth}
            tableProps={{ verticalSpacing: 'sm', striped: true }}
          />
          <InboxPaging label={label} page={page} totalPage={data.totalPage} onChange={onPage} />
        </>
      )}
    </InboxListState>
  );
}

/** A row's Open link: to its record's page, named for whose record it is. */
export const openColumn = <Row,>(
  to: (row: Row) => string,
  name: (row: Row) => string,
): StackedColumn<Row> => ({
  key: 'open',
  header: 'Open',
  place: 'action',
  cell: (row) => (
    <Anchor
      component={Link}
      to={to(row)}
      aria-label={`Open ${name(row)}`}
      fw={600}
      display="inline-block"
      py={10}
    >
      Open
    </Anchor>
  ),
});
