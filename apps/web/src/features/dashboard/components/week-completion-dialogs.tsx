import { Alert, Button, Group, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { ScheduleWeek } from '@oxstrength/shared/contracts/training';
import { weekCompletionFormSchema } from '@oxstrength/shared/schemas/training-forms';
import {
  isActivityLogged,
  REMARKS_MAX,
  TRAINING_TEXTS,
  WEEK_COMPLETION_TEXTS,
} from '@oxstrength/shared/training';
import { IconConfetti } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { notifyError } from '../../../lib/notify';
import { useSmallScreen } from '../../../lib/use-small-screen';
import { useZodForm } from '../../../lib/use-zod-form';
import { useRequestWeekCompletion, type TrainingKind } from '../api/training-api';
import { BusyModal } from '../../../components/dialog-parts';

/** The activities of `week` in `schedule` with no log saved (no actual RPE, no weight used), by day. */
export function unloggedActivities(schedule: readonly ScheduleWeek[], week: number) {
  const found = schedule.find((w) => w.week === week);
  return (found?.week_activities ?? []).flatMap((d) =>
    d.day_activities.filter((a) => !isActivityLogged(a)).map((a) => ({ day: d.day, activity: a })),
  );
}

/**
 * The week completion dialog (the spec's training feedback screen): a required field for the client's remarks
 * and Complete Training, disabled while it is empty. When some activities of the week have no log it lists them
 * and asks why they were skipped (issue 36: the trainer reads which and why). On success it closes and
 * `onRequested` shows the congratulation; a failure shows the server's message.
 */
export function WeekCompletionDialog({
  subscriptionId,
  kind = 'template',
  week,
  schedule = [],
  onClose,
  onRequested,
}: {
  subscriptionId: string;
  /** The programme's weeks as loaded: which activities of the week have no log. */
  schedule?: readonly ScheduleWeek[];
  /** Whose call asks for it: a template's (the default) or a coaching's. */
  kind?: TrainingKind;
  /** The week to complete; null keeps the dialog closed. */
  week: number | null;
  onClose: () => void;
  onRequested: (week: number) => void;
}) {
  const request = useRequestWeekCompletion(kind);
  const close = () => {
    if (!request.isPending) onClose();
  };
  return (
    <BusyModal
      opened={week !== null}
      onClose={onClose}
      title={week === null ? '' : `Complete Week ${week}`}
      busy={request.isPending}
    >
      {week !== null && (
        <CompletionForm
          key={week}
          subscriptionId={subscriptionId}
          week={week}
          skipped={unloggedActivities(schedule, week)}
          request={request}
          onCancel={close}
          onRequested={onRequested}
        />
      )}
    </BusyModal>
  );
}

function CompletionForm({
  subscriptionId,
  week,
  skipped,
  request,
  onCancel,
  onRequested,
}: {
  subscriptionId: string;
  week: number;
  skipped: ReturnType<typeof unloggedActivities>;
  request: ReturnType<typeof useRequestWeekCompletion>;
  onCancel: () => void;
  onRequested: (week: number) => void;
}) {
  const form = useZodForm(weekCompletionFormSchema, { remarks: '', skip_reason: '' });
  const needsReason = skipped.length > 0;
  const reasonMissing = needsReason && !form.values.skip_reason.trim();
  const submit = form.onSubmit(({ remarks, skip_reason }) =>
    request.mutate(
      {
        subscription: subscriptionId,
        weeks_completed: String(week),
        remarks,
        ...(needsReason && { skip_reason: skip_reason.trim() }),
      },
      { onSuccess: () => onRequested(week), onError: (err) => notifyError(err) },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Textarea
          label="What's your feedback for the training format?"
          required
          rows={4}
          maxLength={REMARKS_MAX}
          {...form.getInputProps('remarks')}
          onChange={(event) => form.setFieldValue('remarks', event.currentTarget.value)}
        />
        {needsReason && (
          <>
            <Alert
              color="orange"
              variant="light"
              title={WEEK_COMPLETION_TEXTS.skipReasonRequired(skipped.length)}
            >
              <List size="sm">
                {skipped.map(({ day, activity }) => (
                  <List.Item key={activity._id}>
                    Day {day}: {activity.movement}
                  </List.Item>
                ))}
              </List>
            </Alert>
            <Textarea
              label={WEEK_COMPLETION_TEXTS.skipReasonLabel}
              required
              rows={3}
              maxLength={REMARKS_MAX}
              {...form.getInputProps('skip_reason')}
              onChange={(event) => form.setFieldValue('skip_reason', event.currentTarget.value)}
            />
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={request.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={!form.isValid || reasonMissing} loading={request.isPending}>
            Complete Training
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** After a week's completion is asked for: it is under review, and coaching is worth a look meanwhile. */
export function CongratulationDialog({ week, onClose }: { week: number | null; onClose: () => void }) {
  const smallScreen = useSmallScreen();
  // The week stays in the title while the dialog fades out.
  const [shown, setShown] = useState(week);
  if (week !== null && week !== shown) setShown(week);
  return (
    <Modal
      // Its own Close button ends it; a second one in the header would only repeat it.
      withCloseButton={false}
      opened={week !== null}
      onClose={onClose}
      title={shown === null ? '' : TRAINING_TEXTS.congratulations(shown)}
      size="md"
      centered
      fullScreen={smallScreen}
    >
      <Stack gap="md" align="center" ta="center">
        <IconConfetti size={56} stroke={1.5} aria-hidden="true" color="var(--mantine-color-orange-6)" />
        <Text>
          Your week {shown} completion is kept under review. The next training will be available after the
          review.
        </Text>
        <Group justify="center" gap="sm">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button component={Link} to="/coaching">
            Explore Coachings
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
