import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { StaffCoachingsPageReply } from '@oxstrength/shared/contracts/coaching-training';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { api } from '../../../lib/api-client';
import { useCoachingWeeksToWrite, WEEKS_TO_WRITE_PAGE_SIZE } from '../api/coaching-weeks-api';

interface Row {
  _id: string;
  client: { name: string; email: string } | null;
  coaching: { title: string };
  line: string;
}

/**
 * The inbox's coaching (issue 18): coaching clients whose next week is not published (the week in progress, else
 * the one after it), and coaching week completion requests; each opens the coaching client's page.
 */
export function CoachingInbox() {
  const toWrite = useCoachingWeeksToWrite();
  const requests = useQuery({
    queryKey: ['staff-coaching-to-write', 'week_requests'],
    queryFn: ({ signal }) =>
      api<Omit<StaffCoachingsPageReply, 'status'>>('/staff/coaching-subscriptions', {
        query: { state: 'week_requests', page: 1, resultsPerPage: WEEKS_TO_WRITE_PAGE_SIZE },
        signal,
      }),
    staleTime: 0,
  });
  return (
    <Stack gap="md" mb="lg">
      <CoachingList
        title="Coaching clients whose next week is not published"
        empty="Every coaching client's next week is published"
        query={toWrite}
        rows={(toWrite.data?.subscriptions ?? []).map((s) => ({
          ...s,
          line: `Week ${s.next_week} not published`,
        }))}
        total={toWrite.data?.totalDocuments}
      />
      <CoachingList
        title="Coaching week completion requests"
        empty="No coaching week completion requests"
        query={requests}
        rows={(requests.data?.subscriptions ?? []).map((s) => ({
          ...s,
          line: s.week_completed_req ? `Week ${s.week_completed_req.weeks_completed} asked` : '',
        }))}
        total={requests.data?.totalDocuments}
      />
    </Stack>
  );
}

function CoachingList({
  title,
  empty,
  query,
  rows,
  total,
}: {
  title: string;
  empty: string;
  query: { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  rows: Row[];
  total: number | undefined;
}) {
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Group gap="xs" mb="sm">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {total !== undefined && (
          <Badge variant="light" aria-label={`${total} in all`}>
            {total}
          </Badge>
        )}
      </Group>
      {query.isPending ? (
        <Skeleton h={40} radius="md" role="status" aria-label={`Loading ${title.toLowerCase()}`} />
      ) : query.isError ? (
        <Group gap="sm" role="status">
          <Text c="dimmed">Could not load this list.</Text>
          <Button variant="default" size="xs" onClick={() => void query.refetch()} loading={query.isFetching}>
            Try again
          </Button>
        </Group>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((r) => (
            <Group
              key={r._id}
              component="li"
              justify="space-between"
              wrap="wrap"
              gap="xs"
              py={6}
              style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
            >
              <div style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {r.client?.name ?? 'Account removed'} · {r.coaching.title}
                </Text>
                <Text fz="sm" c="dimmed">
                  {r.line}
                </Text>
              </div>
              <Anchor
                component={Link}
                to={`/staff/coaching/${r._id}`}
                aria-label={`Open ${r.client?.name ?? 'coaching'}, ${r.coaching.title}`}
                fw={600}
                py={10}
              >
                Open
              </Anchor>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
