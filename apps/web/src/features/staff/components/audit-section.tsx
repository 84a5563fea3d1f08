import { Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { nepalClock, nepalDateOf } from '@oxstrength/shared/nepal-time';
import { useId } from 'react';
import { StackedTable } from '../../../components/stacked-table';
import { useStaffAudit, type AuditEntry, type AuditRecordType } from '../api/staff-api';

const show = (value: unknown) =>
  value === null || value === undefined ? '-' : typeof value === 'string' ? value : JSON.stringify(value);

/** The fields an entry changed, "field: before → after", one a line. */
const changes = (entry: AuditEntry) => {
  const fields = [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])];
  if (fields.length === 0) return '-';
  return (
    <Stack gap={2}>
      {fields.map((f) => (
        <Text key={f} fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {f}: {show(entry.before[f])} → {show(entry.after[f])}
        </Text>
      ))}
    </Stack>
  );
};

/** When an entry was written, in Nepal time (issue 36). */
const when = (iso: string) => `${nepalDateOf(iso)} ${nepalClock(iso)} Nepal time`;

/** Admins only: the subscription's audit entries (who, role, action, before → after, when), newest first. */
export function AuditSection({
  id,
  recordType = 'subscription',
}: {
  id: string;
  /** The record's type in the audit log (AUDIT_RECORD_TYPES). */
  recordType?: AuditRecordType;
}) {
  const query = useStaffAudit(id, true, recordType);
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="sm">
        Audit
      </Title>
      {query.isPending ? (
        <Stack gap="xs" role="status" aria-label="Loading audit">
          <Skeleton h={32} />
          <Skeleton h={32} />
        </Stack>
      ) : query.isError ? (
        <Stack align="flex-start" gap="sm" role="status">
          <Text c="dimmed">Could not load the audit.</Text>
          <Button variant="default" onClick={() => void query.refetch()} loading={query.isFetching}>
            Try again
          </Button>
        </Stack>
      ) : query.data.length === 0 ? (
        <Text c="dimmed">No audit entries</Text>
      ) : (
        <StackedTable
          label="Audit entries"
          rows={[...query.data].sort((a, b) => b.createdAt.localeCompare(a.createdAt))}
          rowKey={(e) => e._id}
          minWidth={720}
          columns={[
            { key: 'action', header: 'Action', place: 'main', cell: (e) => <Text fw={600}>{e.action}</Text> },
            { key: 'who', header: 'Who', cell: (e) => e.user?.name ?? 'System' },
            { key: 'role', header: 'Role', cell: (e) => e.role },
            { key: 'change', header: 'Before → after', cell: changes },
            { key: 'when', header: 'When', cell: (e) => when(e.createdAt) },
          ]}
        />
      )}
    </Paper>
  );
}
