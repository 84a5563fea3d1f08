import { Text, Textarea, TextInput } from '@mantine/core';
import {
  activateFormSchema,
  earlyActivateFormSchema,
  heldFormSchema,
  reasonFormSchema,
  returnWeekFormSchema,
} from '@oxstrength/shared/schemas/staff-forms';
import {
  consultationDayReached,
  nepalToday,
  REMARKS_MAX as STAFF_TEXT_MAX,
  STAFF_STEP_TEXTS,
} from '@oxstrength/shared/training';
import { useState, type ChangeEvent } from 'react';
import { MonthCalendar } from '../../../components/month-calendar';
import { shortDate } from '../../../lib/calendar-date';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useZodForm } from '../../../lib/use-zod-form';
import { decisions, useStaffDecision, type StaffDecision } from '../api/staff-api';
import { DecisionDialog } from './decision-dialog';

/** Sends a decision: the reply's message as a toast and the dialog closes; a failure toasts the server's. */
function useSend(onDone: () => void) {
  const decision = useStaffDecision();
  const send = (request: StaffDecision, fallback: string) =>
    decision.mutate(request, {
      onSuccess: (reply) => {
        notifySuccess(reply.message || fallback);
        onDone();
      },
      onError: (err) => notifyError(err),
    });
  return { send, pending: decision.isPending };
}

/** Each decision's path: a template subscription's unless the dialog is given a coaching's or paid one's. */
export type DecisionPaths = Partial<typeof decisions>;

interface DialogProps {
  opened: boolean;
  onClose: () => void;
  /** The paths for another kind of record (coachingDecisions, paidDecisions); default: a template's. */
  paths?: DecisionPaths;
}

/** A decision dialog's sending, its paths and the props its shell takes from the dialog's. */
function useDecision(props: DialogProps) {
  const { send, pending } = useSend(props.onClose);
  return {
    send,
    p: { ...decisions, ...props.paths },
    shell: { opened: props.opened, onClose: props.onClose, pending },
  };
}

/** A required text of the decision (useZodForm's input props, for a textarea): it validates as it is typed once touched. */
function FormTextarea({
  form,
  field,
  label,
  rows,
}: {
  form: { getInputProps: (f: never) => object; setFieldValue: (f: never, v: string) => void };
  field: string;
  label: string;
  rows: number;
}) {
  return (
    <Textarea
      label={label}
      required
      rows={rows}
      maxLength={STAFF_TEXT_MAX}
      {...form.getInputProps(field as never)}
      onChange={(event: ChangeEvent<HTMLTextAreaElement>) =>
        form.setFieldValue(field as never, event.currentTarget.value)
      }
    />
  );
}

/** Approve Date: confirms the client's date (no fields). */
export function ApproveDateDialog({ id, date, ...props }: DialogProps & { id: string; date: string | null }) {
  const { send, p, shell } = useDecision(props);
  return (
    <DecisionDialog
      {...shell}
      title="Approve Date"
      submitLabel="Approve Date"
      onSubmit={(event) => {
        event.preventDefault();
        send(p.approveDate(id), 'Consultation date approved');
      }}
    >
      <Text>
        Approve the consultation on <strong>{date ? shortDate(date) : '-'}</strong>? The client is mailed and
        can no longer change it.
      </Text>
    </DecisionDialog>
  );
}

/** Propose Another Date: a calendar from today in Nepal (no past days), and the reason the client reads. */
export function ProposeDateDialog({ id, ...props }: DialogProps & { id: string }) {
  const { send, p, shell } = useDecision(props);
  const today = nepalToday();
  const [date, setDate] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  return (
    <DecisionDialog
      {...shell}
      title="Propose Another Date"
      submitLabel="Propose Date"
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) setReasonError(STAFF_STEP_TEXTS.proposalReasonRequired);
        if (!date) return setError('Choose a date in the calendar');
        if (!reason.trim()) return;
        send(p.proposeDate(id, date, reason.trim()), 'Another date proposed');
      }}
    >
      <MonthCalendar
        label="Proposed date"
        value={date}
        minDate={today}
        onChange={(d) => {
          setDate(d);
          setError(null);
        }}
      />
      <Text fw={600} aria-live="polite">
        {date ? `Proposed date: ${shortDate(date)}` : 'Choose a date in the calendar'}
      </Text>
      {error && (
        <Text c="red" fz="sm" role="alert">
          {error}
        </Text>
      )}
      <Textarea
        label="Reason for the client"
        description="The client reads it with the new date."
        required
        rows={3}
        maxLength={STAFF_TEXT_MAX}
        value={reason}
        error={reasonError}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setReasonError(null);
        }}
      />
    </DecisionDialog>
  );
}

/**
 * Mark as Held: the remarks the client reads (required). Before the consultation's day in Nepal it only says
 * from when it can be marked held (issue 36: a consultation has a day, not a time).
 */
export function MarkHeldDialog({ id, date, ...props }: DialogProps & { id: string; date: string | null }) {
  const { send, p, shell } = useDecision(props);
  const form = useZodForm(heldFormSchema, { remarks: '' });
  if (date && !consultationDayReached(date))
    return (
      <DecisionDialog
        {...shell}
        title="Mark as Held"
        submitLabel="Mark as Held"
        submitDisabled
        onSubmit={(event) => event.preventDefault()}
      >
        <Text role="status">{STAFF_STEP_TEXTS.heldFrom(shortDate(date))}</Text>
      </DecisionDialog>
    );
  return (
    <DecisionDialog
      {...shell}
      title="Mark as Held"
      submitLabel="Mark as Held"
      onSubmit={form.onSubmit(({ remarks }) => send(p.markHeld(id, remarks), 'Consultation held'))}
    >
      <FormTextarea form={form} field="remarks" label="Remarks" rows={4} />
    </DecisionDialog>
  );
}

/**
 * Activate: the start date (today in Nepal unless changed). An admin activating before the consultation was
 * held gives a reason.
 */
export function ActivateDialog({ id, early, ...props }: DialogProps & { id: string; early: boolean }) {
  const { send, p, shell } = useDecision(props);
  const form = useZodForm(early ? earlyActivateFormSchema : activateFormSchema, {
    start_on: nepalToday(),
    reason: '',
  });
  return (
    <DecisionDialog
      {...shell}
      title="Activate"
      submitLabel="Activate"
      onSubmit={form.onSubmit((data) =>
        send(
          p.activate(id, { start_on: data.start_on, ...(early && { reason: data.reason }) }),
          'Subscription activated',
        ),
      )}
    >
      <TextInput label="Start date" type="date" required {...form.getInputProps('start_on')} />
      {early && (
        <>
          <Text fz="sm" c="dimmed">
            The consultation has not been held: say why it starts without one.
          </Text>
          <FormTextarea form={form} field="reason" label="Reason" rows={3} />
        </>
      )}
    </DecisionDialog>
  );
}

/** Make Inactive or Make Active Again: the reason (required). */
export function StatusReasonDialog({
  id,
  kind,
  ...props
}: DialogProps & { id: string; kind: 'inactive' | 'reactivate' }) {
  const { send, p, shell } = useDecision(props);
  const form = useZodForm(reasonFormSchema, { reason: '' });
  const title = kind === 'inactive' ? 'Make Inactive' : 'Make Active Again';
  return (
    <DecisionDialog
      {...shell}
      title={title}
      submitLabel={title}
      onSubmit={form.onSubmit(({ reason }) =>
        send(
          kind === 'inactive' ? p.makeInactive(id, reason) : p.reactivate(id, reason),
          kind === 'inactive' ? 'Subscription made inactive' : 'Subscription active again',
        ),
      )}
    >
      <FormTextarea form={form} field="reason" label="Reason" rows={3} />
    </DecisionDialog>
  );
}

/** Approve Week N (no fields). */
export function ApproveWeekDialog({
  requestId,
  week,
  ...props
}: DialogProps & { requestId: string; week: number }) {
  const { send, p, shell } = useDecision(props);
  return (
    <DecisionDialog
      {...shell}
      title={`Approve Week ${week}`}
      submitLabel={`Approve Week ${week}`}
      onSubmit={(event) => {
        event.preventDefault();
        send(p.approveWeek(requestId), `Week ${week} approved`);
      }}
    >
      <Text>Mark week {week} complete? The next week opens for the client.</Text>
    </DecisionDialog>
  );
}

/** Return with a Note: the note the client reads (required). */
export function ReturnWeekDialog({
  requestId,
  week,
  ...props
}: DialogProps & { requestId: string; week: number }) {
  const { send, p, shell } = useDecision(props);
  const form = useZodForm(returnWeekFormSchema, { note: '' });
  return (
    <DecisionDialog
      {...shell}
      title={`Return Week ${week}`}
      submitLabel="Return Week"
      onSubmit={form.onSubmit(({ note }) => send(p.returnWeek(requestId, note), `Week ${week} returned`))}
    >
      <FormTextarea form={form} field="note" label="Note for the client" rows={4} />
    </DecisionDialog>
  );
}
