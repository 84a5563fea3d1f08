import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router';
import { coachingDecisions, paidDecisions, type CalendarConsultation } from '../api/programme-staff-api';
import type { DecisionPaths } from './decision-forms';
import { DecisionPanel } from './decision-panel';
import { decisionSteps } from './decision-steps';
import { RecordAuditButton } from './record-audit';

/** One consultation of the calendar: its state badge, its decisions and a link to its record. */

const STATE_COLORS: Record<CalendarConsultation['state'], string> = {
  Requested: 'orange',
  Approved: 'green',
  Proposed: 'blue',
  Held: 'gray',
};

export const KIND_LABELS: Record<CalendarConsultation['kind'], string> = {
  Template: 'Template',
  Coaching: 'Coaching',
  Consultation: 'Paid consultation',
};

const PATHS: Record<CalendarConsultation['kind'], DecisionPaths | undefined> = {
  Template: undefined,
  Coaching: coachingDecisions,
  Consultation: paidDecisions,
};

export function StateBadge({ state }: { state: CalendarConsultation['state'] }) {
  return (
    <Badge variant="light" color={STATE_COLORS[state]}>
      {state}
    </Badge>
  );
}

/** Where the record's page is (a paid consultation has none: its decisions are here). */
const pageOf = (c: CalendarConsultation) =>
  c.kind === 'Template'
    ? `/staff/subscriptions/${c.subscription_id}`
    : c.kind === 'Coaching'
      ? `/staff/coaching/${c.subscription_id}`
      : null;

/** Approve (a request or a proposal), Propose, Held (until held), Open, and the audit for admins. */
export function ConsultationActions({ consultation: c }: { consultation: CalendarConsultation }) {
  const who = `${c.client?.name ?? 'client'}, ${c.title}`;
  const page = pageOf(c);
  return (
    <DecisionPanel
      steps={decisionSteps({ kind: 'calendar', consultation: c })}
      record={{ id: c._id, date: c.date, paths: PATHS[c.kind] }}
      row={{ who }}
    >
      {page && (
        <Anchor component={Link} to={page} fw={600} py={4} aria-label={`Open ${who}`}>
          Open
        </Anchor>
      )}
      <RecordAuditButton id={c.subscription_id} name={who} />
    </DecisionPanel>
  );
}
