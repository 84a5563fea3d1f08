import { Anchor, Box, Container, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { isNotFound } from '../../../lib/api-client';

/** The link back above every staff page: to the inbox, or to the list or record the page belongs to. */
export function StaffBackLink({
  to = '/staff',
  children = 'Staff inbox',
}: {
  to?: string;
  children?: ReactNode;
}) {
  return (
    <Anchor
      component={Link}
      to={to}
      fw={600}
      display="inline-flex"
      py={10}
      style={{ alignItems: 'center', gap: 6 }}
    >
      <IconArrowLeft size={16} aria-hidden="true" />
      {children}
    </Anchor>
  );
}

/** One fact of a record (a subscription, a coaching, an order): its label, then its value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Box>
  );
}

/**
 * A staff page of one record (a template subscription, a coaching): the link back to the inbox, then the record
 * once loaded; "… not found" when it does not exist or is not the caller's; else loading or the failure.
 */
export function StaffRecordPage<T>({
  query,
  notFound,
  loadingLabel,
  failure,
  children,
}: {
  query: UseQueryResult<T, unknown>;
  notFound: { title: string; text: string };
  loadingLabel: string;
  failure: string;
  children: (record: T) => ReactNode;
}) {
  return (
    <Container size="lg" py="lg">
      <StaffBackLink />
      {query.data ? (
        children(query.data)
      ) : isNotFound(query.error) ? (
        <Stack gap="sm" py="xl">
          <Title order={1}>{notFound.title}</Title>
          <Text c="dimmed">{notFound.text}</Text>
        </Stack>
      ) : (
        <QueryState query={query} loadingLabel={loadingLabel} failure={failure} />
      )}
    </Container>
  );
}
