import {
  Badge,
  Box,
  Button,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { dayFeedbackFormSchema } from '@oxstrength/shared/schemas/training-forms';
import {
  FEEDBACK_MAX,
  OFFLINE_TEXTS,
  RPE_MAX,
  RPE_MIN,
  RPE_STEP,
  TRAINING_TEXTS,
  WEIGHT_USED_MAX,
} from '@oxstrength/shared/training';
import { lastWeekText, movementKey, type LastLog } from '@oxstrength/shared/weight-progress';
import { useId, type ReactNode } from 'react';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSmallScreen } from '../../../lib/use-small-screen';
import { useZodForm } from '../../../lib/use-zod-form';
import {
  useSaveActivityProgress,
  useSaveWeekProgress,
  type DayActivity,
  type TrainingKind,
} from '../api/training-api';
import {
  hasEntry,
  isChanged,
  progressOf,
  shownDraft,
  withoutDrafts,
  type Draft,
  type Drafts,
} from './progress-drafts';

/** A value as the dialog shows it: a dash when empty. */
export const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined || String(value).trim() === '' ? '-' : String(value);

const NONE: ReadonlySet<string> = new Set();

export interface OpenDay {
  week: number;
  day: number;
  activities: DayActivity[];
  /** What the client logged on each movement the week before (issue 18), shown while they log. */
  previous?: ReadonlyMap<string, LastLog>;
}

/**
 * The Day Activity dialog (spec part 2, Template training detail): each activity's movement, intensity, weight
 * used, actual RPE, sets, reps, tempo, rest and note (a dash when empty). While the week is in progress
 * (`editable`) the client enters actual RPE (a whole number 0 to 10) and weight used per activity and saves
 * each; once RPE or weight exists a required feedback field for the day appears (Add Feedback, or Update
 * Feedback when there is feedback), which saves the day's entries with it, reloads, closes and thanks.
 */
export function DayActivityDialog({
  subscriptionId,
  kind = 'template',
  openDay,
  editable,
  drafts,
  setDrafts,
  pending = NONE,
  onClose,
}: {
  subscriptionId: string;
  /** Whose calls save it: a template's (the default) or a coaching's. */
  kind?: TrainingKind;
  openDay: OpenDay | null;
  editable: boolean;
  drafts: Drafts;
  setDrafts: (update: (drafts: Drafts) => Drafts) => void;
  /** Day activities with entries kept on this device, not saved yet (decision 022). */
  pending?: ReadonlySet<string>;
  onClose: () => void;
}) {
  const smallScreen = useSmallScreen();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={openDay !== null}
      onClose={onClose}
      title="Day Activity"
      size="xl"
      centered
      fullScreen={smallScreen}
    >
      {openDay && (
        <DayActivities
          key={`${openDay.week}-${openDay.day}`}
          subscriptionId={subscriptionId}
          kind={kind}
          openDay={openDay}
          editable={editable}
          drafts={drafts}
          setDrafts={setDrafts}
          pending={pending}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

function DayActivities({
  subscriptionId,
  kind = 'template',
  openDay,
  editable,
  drafts,
  setDrafts,
  pending,
  onDone,
}: {
  subscriptionId: string;
  /** Whose calls save it: a template's (the default) or a coaching's. */
  kind?: TrainingKind;
  openDay: OpenDay;
  editable: boolean;
  drafts: Drafts;
  setDrafts: (update: (drafts: Drafts) => Drafts) => void;
  pending: ReadonlySet<string>;
  onDone: () => void;
}) {
  const { week, day, activities } = openDay;
  const saveOne = useSaveActivityProgress(kind, subscriptionId);
  const setDraft = (activity: DayActivity, change: Partial<Draft>) =>
    setDrafts((all) => ({ ...all, [activity._id]: { ...shownDraft(all, activity), ...change } }));

  const save = (activity: DayActivity) =>
    saveOne.mutate(
      { id: activity._id, progress: progressOf(shownDraft(drafts, activity)) },
      {
        onSuccess: (outcome) => {
          setDrafts((all) => withoutDrafts(all, [activity._id]));
          notifySuccess(outcome.queued ? OFFLINE_TEXTS.queued : TRAINING_TEXTS.daySaved);
        },
        onError: (err) => notifyError(err),
      },
    );

  const feedbackShown = editable && activities.some((a) => hasEntry(drafts, a));
  const existingFeedback = activities.find((a) => a.feedback)?.feedback ?? null;

  return (
    <Stack gap="md">
      <Text fw={600}>
        Week {week} · Day {day}
      </Text>
      {activities.length === 0 && <Text c="dimmed">No activities on this day.</Text>}
      {activities.map((activity) => (
        <ActivityCard
          key={activity._id}
          activity={activity}
          lastWeek={lastWeekText(openDay.previous?.get(movementKey(activity.movement)))}
          pending={pending.has(activity._id)}
          edit={
            editable
              ? {
                  draft: shownDraft(drafts, activity),
                  changed: isChanged(drafts, activity),
                  saving: saveOne.isPending && saveOne.variables?.id === activity._id,
                  onChange: (change) => setDraft(activity, change),
                  onSave: () => save(activity),
                }
              : null
          }
        />
      ))}
      {!editable && existingFeedback && (
        <Paper withBorder radius="md" p="md">
          <Text fz="sm" c="dimmed">
            Your feedback for the day
          </Text>
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{existingFeedback}</Text>
        </Paper>
      )}
      {feedbackShown && (
        <DayFeedbackForm
          subscriptionId={subscriptionId}
          kind={kind}
          activities={activities}
          drafts={drafts}
          existing={existingFeedback}
          onSaved={() => {
            setDrafts((all) =>
              withoutDrafts(
                all,
                activities.map((a) => a._id),
              ),
            );
            onDone();
          }}
        />
      )}
    </Stack>
  );
}

interface ActivityEdit {
  draft: Draft;
  changed: boolean;
  saving: boolean;
  onChange: (change: Partial<Draft>) => void;
  onSave: () => void;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box style={{ display: 'contents' }}>
      <Text component="dt" fz="sm" c="dimmed">
        {label}
      </Text>
      <Box component="dd" m={0} fz="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

function ActivityCard({
  activity,
  lastWeek = null,
  pending,
  edit,
}: {
  activity: DayActivity;
  /** "Last week: 60 kg at RPE 8" (issue 18), or null. */
  lastWeek?: string | null;
  pending: boolean;
  edit: ActivityEdit | null;
}) {
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" gap="xs" mb="sm" wrap="nowrap">
        <Title order={3} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
          {orDash(activity.movement)}
        </Title>
        {pending && (
          <Badge color="yellow" variant="light" style={{ flexShrink: 0 }}>
            {OFFLINE_TEXTS.notSaved}
          </Badge>
        )}
      </Group>
      <Box
        component="dl"
        m={0}
        style={{
          display: 'grid',
          gridTemplateColumns: 'minmax(6.5rem, auto) minmax(0, 1fr)',
          columnGap: 12,
          rowGap: 6,
        }}
      >
        <Field label="Movement">{orDash(activity.movement)}</Field>
        <Field label="Intensity">{orDash(activity.intensity)}</Field>
        {activity.planned_load && <Field label="Planned load">{activity.planned_load}</Field>}
        {lastWeek && <Field label="Last week">{lastWeek.replace(/^Last week: /, '')}</Field>}
        {!edit && <Field label="Weight used">{orDash(activity.weight_used)}</Field>}
        {!edit && <Field label="Actual RPE">{orDash(activity.actual_rpe)}</Field>}
        <Field label="Sets">{orDash(activity.sets)}</Field>
        <Field label="Reps">{orDash(activity.reps)}</Field>
        <Field label="Tempo">{orDash(activity.tempo)}</Field>
        <Field label="Rest">{orDash(activity.rest)}</Field>
        <Field label="Note">{orDash(activity.note)}</Field>
      </Box>
      {edit && (
        <Group align="flex-end" gap="sm" mt="md" wrap="wrap">
          <TextInput
            label="Actual RPE"
            description={`${RPE_MIN} to ${RPE_MAX}, in steps of ${RPE_STEP}`}
            value={edit.draft.actual_rpe}
            // Only 0 to 10 in steps of 0.5 is taken (decision 036): other keystrokes (a minus, 7.3, 11) are
            // ignored; "7." stays while the half is being typed.
            onChange={(event) => {
              const typed = event.currentTarget.value.trim();
              if (typed === '' || (/^\d{1,2}(\.5?)?$/.test(typed) && Number(typed) <= RPE_MAX))
                edit.onChange({
                  actual_rpe: typed === '' || typed.endsWith('.') ? typed : String(Number(typed)),
                });
            }}
            inputMode="decimal"
            autoComplete="off"
            w={{ base: '100%', xs: 120 }}
          />
          <TextInput
            label="Weight used"
            description="e.g. 60 kg"
            value={edit.draft.weight_used}
            onChange={(event) => edit.onChange({ weight_used: event.currentTarget.value })}
            maxLength={WEIGHT_USED_MAX}
            style={{ flex: 1, minWidth: 140 }}
          />
          <Button
            variant="light"
            onClick={edit.onSave}
            disabled={!edit.changed}
            loading={edit.saving}
            aria-label={`Save ${activity.movement}`}
          >
            Save
          </Button>
        </Group>
      )}
    </Paper>
  );
}

function DayFeedbackForm({
  subscriptionId,
  kind = 'template',
  activities,
  drafts,
  existing,
  onSaved,
}: {
  subscriptionId: string;
  /** Whose calls save it: a template's (the default) or a coaching's. */
  kind?: TrainingKind;
  activities: DayActivity[];
  drafts: Drafts;
  existing: string | null;
  onSaved: () => void;
}) {
  const form = useZodForm(dayFeedbackFormSchema, { feedback: existing ?? '' });
  const saveDay = useSaveWeekProgress(kind);

  // The feedback goes on each of the day's activities that has RPE or weight (the API keeps feedback only
  // there), with any entries not saved yet.
  const submit = form.onSubmit(({ feedback }) =>
    saveDay.mutate(
      {
        subscription: subscriptionId,
        week_progresses: activities
          .filter((a) => isChanged(drafts, a) || hasEntry(drafts, a))
          .map((a) => ({
            _id: a._id,
            ...(isChanged(drafts, a) ? progressOf(drafts[a._id]!) : {}),
            ...(hasEntry(drafts, a) ? { feedback } : {}),
          })),
      },
      {
        onSuccess: (outcome) => {
          notifySuccess(outcome.queued ? OFFLINE_TEXTS.queued : TRAINING_TEXTS.feedbackThanks);
          onSaved();
        },
        onError: (err) => notifyError(err),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          label="What's your feedback for the day training?"
          required
          rows={4}
          maxLength={FEEDBACK_MAX}
          {...form.getInputProps('feedback')}
          onChange={(event) => form.setFieldValue('feedback', event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saveDay.isPending}>
            {existing ? 'Update Feedback' : 'Add Feedback'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
