import { Box, Button, Container, Group, Text, TextInput } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { StaffBackLink } from './record-parts';
import { AdminsOnly, ListState, Pages, useIsAdmin } from './shop-parts';

/** The frame of an admins' shop page: the back link, then `children` for admins and the notice for others. */
export function AdminShopPage({
  title,
  back,
  children,
}: {
  title: string;
  back?: ReactNode;
  children: ReactNode;
}) {
  const isAdmin = useIsAdmin();
  return (
    <Container size="lg" py="lg">
      {back ?? <StaffBackLink />}
      {isAdmin ? children : <AdminsOnly title={title} />}
    </Container>
  );
}

/** A shop list's search box: searches for the trimmed text when sent. */
export function ShopSearch({
  label,
  description,
  initial,
  onSearch,
  style,
}: {
  label: string;
  description?: string;
  initial: string;
  onSearch: (q: string) => void;
  style?: CSSProperties;
}) {
  const [search, setSearch] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(search.trim());
  };
  return (
    <Box component="form" role="search" aria-label={label} onSubmit={submit} style={style}>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label="Search"
          description={description}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit">Search</Button>
      </Group>
    </Box>
  );
}

/**
 * A paged shop list: its loading or failed state, the `empty` text when no row matches, or `children` (the
 * rows, dimmed while the next page loads) above the pages.
 */
export function PagedShopList<D extends { totalPage: number }>({
  query,
  isEmpty,
  empty,
  label,
  pagesLabel,
  page,
  onPage,
  children,
}: {
  query: UseQueryResult<D, unknown>;
  isEmpty: (data: D) => boolean;
  empty: ReactNode;
  /** What the loading and failure states name, in lower case. */
  label: string;
  pagesLabel: string;
  page: number;
  onPage: (page: number) => void;
  children: (data: D) => ReactNode;
}) {
  if (!query.data) return <ListState query={query} label={label} />;
  if (isEmpty(query.data))
    return (
      <Text c="dimmed" role="status">
        {empty}
      </Text>
    );
  return (
    <Box aria-busy={query.isPlaceholderData} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
      {children(query.data)}
      <Pages label={pagesLabel} total={query.data.totalPage} page={page} onChange={onPage} />
    </Box>
  );
}
