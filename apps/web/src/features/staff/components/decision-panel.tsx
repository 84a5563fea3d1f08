import { Button, Group } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import {
  ActivateDialog,
  ApproveDateDialog,
  MarkHeldDialog,
  ProposeDateDialog,
  StatusReasonDialog,
  type DecisionPaths,
} from './decision-forms';
import { STEP_LABELS, type DecisionStep } from './decision-steps';

/** What the decisions act on. */
export interface DecisionRecord {
  /** The subscription: activation and status decisions (and the date ones, unless consultationId is given). */
  id: string;
  /** A coaching's consultation: its date decisions go by its own id. */
  consultationId?: string;
  /** The consultation's date. */
  date: string | null;
  /** Activating before the consultation was held asks for a reason. */
  early?: boolean;
  /** The paths for a coaching or a paid consultation (coachingDecisions, paidDecisions); default a template's. */
  paths?: DecisionPaths;
}

/** A row's short buttons: their accessible names say the step in full and for whom. */
const SHORT_LABELS: Partial<Record<DecisionStep, string>> = {
  approve: 'Approve',
  propose: 'Propose',
  held: 'Held',
};

/**
 * The buttons of the decisions a record's state allows (decisionSteps) and the dialog of the one chosen: on a
 * record's page in full, or (`row`, naming the client) in a list row, short and compact, followed by the row's
 * other links (`children`).
 */
export function DecisionPanel({
  steps,
  record,
  row,
  children,
}: {
  steps: DecisionStep[];
  record: DecisionRecord;
  row?: { who: string };
  children?: ReactNode;
}) {
  const [dialog, setDialog] = useState<DecisionStep | null>(null);
  return (
    <Group gap={row ? 'xs' : 'sm'} wrap="wrap">
      {steps.map((step) =>
        row ? (
          <Button
            key={step}
            size="compact-md"
            variant={step === 'approve' ? 'filled' : 'default'}
            onClick={() => setDialog(step)}
            aria-label={`${STEP_LABELS[step]} for ${row.who}`}
          >
            {SHORT_LABELS[step] ?? STEP_LABELS[step]}
          </Button>
        ) : (
          <Button
            key={step}
            variant={step === 'inactive' ? 'default' : 'filled'}
            color={step === 'inactive' ? 'red' : undefined}
            onClick={() => setDialog(step)}
          >
            {STEP_LABELS[step]}
          </Button>
        ),
      )}
      {children}
      {dialog && <StepDialog step={dialog} record={record} onClose={() => setDialog(null)} />}
    </Group>
  );
}

/** The dialog of one decision. */
function StepDialog({
  step,
  record: r,
  onClose,
}: {
  step: DecisionStep;
  record: DecisionRecord;
  onClose: () => void;
}) {
  const dateId = r.consultationId ?? r.id;
  const props = { opened: true, onClose, paths: r.paths };
  switch (step) {
    case 'approve':
      return <ApproveDateDialog {...props} id={dateId} date={r.date} />;
    case 'propose':
      return <ProposeDateDialog {...props} id={dateId} />;
    case 'held':
      return <MarkHeldDialog {...props} id={dateId} date={r.date} />;
    case 'activate':
      return <ActivateDialog {...props} id={r.id} early={r.early ?? false} />;
    case 'inactive':
    case 'reactivate':
      return <StatusReasonDialog {...props} id={r.id} kind={step} />;
  }
}
