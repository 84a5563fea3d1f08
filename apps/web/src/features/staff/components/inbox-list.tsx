import { Badge, Text } from '@mantine/core';
import { nepalDateOf } from '@oxstrength/shared/nepal-time';
import { useState } from 'react';
import type { StackedColumn } from '../../../components/stacked-table';
import { shortDate } from '../../../lib/calendar-date';
import { useStaffInbox, type StaffInboxState, type StaffSubscription } from '../api/staff-api';
import { InboxTable, openColumn } from './inbox-paging';

/** Each list's name, its empty state and its columns (beyond client, template and the Open link). */
export const INBOX_LISTS: Record<StaffInboxState, { label: string; empty: string }> = {
  consultation_requests: { label: 'Consultation requests', empty: 'No consultation requests' },
  to_activate: { label: 'Subscriptions to activate', empty: 'No subscriptions to activate' },
  week_requests: { label: 'Week completion requests', empty: 'No week completion requests' },
};

const dateOf = (value: string | null) => (value ? shortDate(value) : '-');
/** The Nepal day of an instant (when a week was asked for), as the spec shows dates. */
const dayOf = (iso: string) => shortDate(nepalDateOf(iso));

/** Approved, Proposed (by staff; the client may still change it) or Requested (waiting for staff). */
export const dateState = (s: StaffSubscription) => {
  // Once the consultation is held (or the subscription activated) an old proposal is history (issue 36).
  if (s.status !== 'Consultation Requested') return s.remarks ? 'Held' : 'Not held';
  return s.consultation_proposed ? 'Proposed' : s.consultation_approved ? 'Approved' : 'Not approved';
};

const clientColumn: StackedColumn<StaffSubscription> = {
  key: 'client',
  header: 'Client',
  place: 'main',
  cell: (s) => (
    <>
      <Text fw={600}>{s.client?.name ?? 'Account removed'}</Text>
      {s.client && (
        <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {s.client.email}
        </Text>
      )}
    </>
  ),
};

const templateColumn: StackedColumn<StaffSubscription> = {
  key: 'template',
  header: 'Template',
  cell: (s) => s.template.title,
};

const open = openColumn<StaffSubscription>(
  (s) => `/staff/subscriptions/${s._id}`,
  (s) => `${s.client?.name ?? 'subscription'}, ${s.template.title}`,
);

const COLUMNS: Record<StaffInboxState, StackedColumn<StaffSubscription>[]> = {
  consultation_requests: [
    clientColumn,
    templateColumn,
    { key: 'status', header: 'Status', cell: (s) => s.status },
    { key: 'date', header: 'Date', cell: (s) => dateOf(s.consultation_date) },
    {
      key: 'approved',
      header: 'Approved',
      cell: (s) => (
        <Badge variant="light" color={s.consultation_approved ? 'green' : 'orange'}>
          {dateState(s)}
        </Badge>
      ),
    },
    open,
  ],
  to_activate: [
    clientColumn,
    templateColumn,
    { key: 'status', header: 'Status', cell: (s) => s.status },
    { key: 'date', header: 'Consultation', cell: (s) => dateOf(s.consultation_date) },
    { key: 'remarks', header: 'Remarks', cell: (s) => s.remarks || '-' },
    open,
  ],
  week_requests: [
    clientColumn,
    templateColumn,
    {
      key: 'week',
      header: 'Week asked',
      cell: (s) => (s.open_week_request ? `Week ${s.open_week_request.week}` : '-'),
    },
    { key: 'remarks', header: 'Remarks', cell: (s) => s.open_week_request?.remarks || '-' },
    {
      key: 'date',
      header: 'Asked on',
      cell: (s) => (s.open_week_request ? dayOf(s.open_week_request.createdAt) : '-'),
    },
    open,
  ],
};

/** One list of the inbox (templates), 50 a page: loading, failure, empty state, the rows and their pages. */
export function InboxList({ state }: { state: StaffInboxState }) {
  const [page, setPage] = useState(1);
  const query = useStaffInbox(state, page);
  const { label, empty } = INBOX_LISTS[state];
  return (
    <InboxTable
      query={query}
      rowsOf={(d) => d.subscriptions}
      label={label}
      empty={empty}
      columns={COLUMNS[state]}
      page={page}
      onPage={setPage}
    />
  );
}
