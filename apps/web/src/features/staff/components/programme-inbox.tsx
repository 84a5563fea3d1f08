import { Badge, Text } from '@mantine/core';
import { useState } from 'react';
import { PhoneLink } from '../../../components/phone-link';
import type { StackedColumn } from '../../../components/stacked-table';
import { shortDate } from '../../../lib/calendar-date';
import {
  paidDecisions,
  useCoachingInbox,
  usePaidInbox,
  type StaffCoaching,
  type StaffPaidConsultation,
} from '../api/programme-staff-api';
import type { StaffInboxState } from '../api/staff-api';
import { DecisionPanel } from './decision-panel';
import { decisionSteps } from './decision-steps';
import { InboxTable, openColumn } from './inbox-paging';
import { RecordAuditButton } from './record-audit';

/** The inbox's coaching and paid consultation lists (issue 17), 50 a page, beside the templates'. */

const COACHING_LISTS: Record<StaffInboxState, { label: string; empty: string }> = {
  consultation_requests: {
    label: 'Coaching consultation requests',
    empty: 'No coaching consultation requests',
  },
  to_activate: { label: 'Coaching to activate', empty: 'No coaching to activate' },
  week_requests: {
    label: 'Coaching week completion requests',
    empty: 'No coaching week completion requests',
  },
};

type Person = StaffCoaching['client'] | StaffPaidConsultation['client'];

/** The client's name and email; a paid consultation's list (it has no page of its own) also their phone. */
const clientCell = (client: Person) => (
  <>
    <Text fw={600}>{client?.name ?? 'Account removed'}</Text>
    {client && (
      <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {client.email}
      </Text>
    )}
    {client && 'mobile_num' in client && (
      <Text fz="sm">
        <PhoneLink phone={client.mobile_num} name={client.name} />
      </Text>
    )}
  </>
);

/** Approved, Proposed (the client may still change it) or Not approved. */
const dateBadge = (approved: boolean, proposed: boolean) => (
  <Badge variant="light" color={approved ? 'green' : 'orange'}>
    {proposed ? 'Proposed' : approved ? 'Approved' : 'Not approved'}
  </Badge>
);

const coachingColumns = (state: StaffInboxState): StackedColumn<StaffCoaching>[] => {
  const c = (s: StaffCoaching) => s.latest_consultation;
  const byState: Record<StaffInboxState, StackedColumn<StaffCoaching>[]> = {
    consultation_requests: [
      { key: 'date', header: 'Date', cell: (s) => (c(s) ? shortDate(c(s)!.consultation_date) : '-') },
      {
        key: 'approved',
        header: 'Approved',
        cell: (s) => (c(s) ? dateBadge(c(s)!.approved, c(s)!.proposed) : '-'),
      },
    ],
    to_activate: [
      { key: 'status', header: 'Status', cell: (s) => s.status },
      { key: 'remarks', header: 'Remarks', cell: (s) => c(s)?.remarks || '-' },
    ],
    week_requests: [
      {
        key: 'week',
        header: 'Week asked',
        cell: (s) => (s.week_completed_req ? `Week ${s.week_completed_req.weeks_completed}` : '-'),
      },
      { key: 'remarks', header: 'Remarks', cell: (s) => s.week_completed_req?.remarks || '-' },
    ],
  };
  return [
    { key: 'client', header: 'Client', place: 'main', cell: (s) => clientCell(s.client) },
    { key: 'coaching', header: 'Coaching', cell: (s) => s.coaching.title },
    { key: 'trainer', header: 'Trainer', cell: (s) => s.coaching_trainer?.name ?? '-' },
    ...byState[state],
    openColumn<StaffCoaching>(
      (s) => `/staff/coaching/${s._id}`,
      (s) => `${s.client?.name ?? 'coaching'}, ${s.coaching.title}`,
    ),
  ];
};

export function CoachingInboxList({ state }: { state: StaffInboxState }) {
  const [page, setPage] = useState(1);
  const query = useCoachingInbox(state, page);
  const { label, empty } = COACHING_LISTS[state];
  return (
    <InboxTable
      query={query}
      rowsOf={(d) => d.subscriptions}
      label={label}
      empty={empty}
      columns={coachingColumns(state)}
      page={page}
      onPage={setPage}
    />
  );
}

/** A paid consultation's decisions, from its row: Approve Date (until approved), Propose Another Date, Mark as Held. */
export function PaidActions({ consultation: s }: { consultation: StaffPaidConsultation }) {
  const who = s.client?.name ?? s.consultation.title;
  return (
    <DecisionPanel
      steps={decisionSteps({ kind: 'paid', consultation: s })}
      record={{ id: s._id, date: s.consultation_date, paths: paidDecisions }}
      row={{ who }}
    >
      <RecordAuditButton id={s._id} name={who} />
    </DecisionPanel>
  );
}

const PAID_LABEL = 'Paid consultation requests';

export function PaidInboxList() {
  const [page, setPage] = useState(1);
  const query = usePaidInbox(page);
  return (
    <InboxTable
      query={query}
      rowsOf={(d) => d.consultations}
      label={PAID_LABEL}
      empty="No paid consultation requests"
      minWidth={820}
      page={page}
      onPage={setPage}
      columns={[
        { key: 'client', header: 'Client', place: 'main', cell: (s) => clientCell(s.client) },
        { key: 'consultation', header: 'Consultation', cell: (s) => s.consultation.title },
        { key: 'trainer', header: 'Trainer', cell: (s) => s.consultation_trainer?.name ?? '-' },
        { key: 'minutes', header: 'Length', cell: (s) => (s.minutes ? `${s.minutes} min` : '-') },
        {
          key: 'date',
          header: 'Date',
          cell: (s) => (s.consultation_date ? shortDate(s.consultation_date) : '-'),
        },
        {
          key: 'approved',
          header: 'Approved',
          cell: (s) => dateBadge(s.consultation_approved, s.consultation_proposed),
        },
        { key: 'actions', header: 'Actions', cell: (s) => <PaidActions consultation={s} /> },
      ]}
    />
  );
}
