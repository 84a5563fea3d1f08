import { Alert, Badge, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight, IconLock } from '@tabler/icons-react';
import { useId } from 'react';
import { StackedTable } from '../../../components/stacked-table';
import type { DayActivity, SubscribedTemplateDetail } from '../api/training-api';
import { hasEntry, isChanged, type Drafts } from './progress-drafts';

type ScheduleWeek = SubscribedTemplateDetail['schedule'][number];
type ScheduleDay = ScheduleWeek['week_activities'][number];

const WEEK_COLOURS: Record<ScheduleWeek['status'], string> = {
  Completed: 'green',
  'In Progress': 'blue',
  Locked: 'gray',
};

/** The week's completion control: Set as completed, or a disabled Completion Requested while it is open. */
export type CompletionControl = 'set' | 'requested' | null;

/**
 * One week of the schedule (spec part 2, Training weeks): its status, then its days as rows (a table, or cards
 * on a phone); a day opens the Day Activity dialog. A locked week shows a placeholder asking to complete the
 * week before. The week in progress offers Save Week Progress (the entries not saved yet, all at once) and
 * Set as completed.
 */
export function WeekSection({
  week,
  drafts,
  editable,
  completion,
  savingWeek,
  onOpenDay,
  onSaveWeek,
  onSetCompleted,
}: {
  week: ScheduleWeek;
  drafts: Drafts;
  /** The client can log this week's progress. */
  editable: boolean;
  completion: CompletionControl;
  savingWeek: boolean;
  onOpenDay: (day: ScheduleDay) => void;
  onSaveWeek: (activities: DayActivity[]) => void;
  onSetCompleted: () => void;
}) {
  const headingId = useId();
  const activities = week.week_activities.flatMap((d) => d.day_activities);
  const unsaved = activities.filter((a) => isChanged(drafts, a));

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="center" gap="sm" mb="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap">
          <Title order={2} size="h3" id={headingId}>
            Week {week.week}
          </Title>
          <Badge color={WEEK_COLOURS[week.status]} variant="light">
            {week.status}
          </Badge>
        </Group>
        <Group gap="sm" wrap="wrap">
          {editable && (
            <Button
              variant="default"
              disabled={unsaved.length === 0}
              loading={savingWeek}
              onClick={() => onSaveWeek(unsaved)}
            >
              Save Week Progress
            </Button>
          )}
          {completion === 'set' && <Button onClick={onSetCompleted}>Set as completed</Button>}
          {completion === 'requested' && <Button disabled>Completion Requested</Button>}
        </Group>
      </Group>
      {week.status === 'Locked' ? (
        <Paper withBorder radius="md" p="xl" bg="var(--mantine-color-gray-0)">
          <Stack align="center" gap="xs" ta="center">
            <IconLock size={32} stroke={1.5} aria-hidden="true" color="var(--mantine-color-gray-6)" />
            <Text c="dimmed">This week is locked. Complete Week {week.week - 1} to unlock it.</Text>
          </Stack>
        </Paper>
      ) : week.week_activities.length === 0 ? (
        <Text c="dimmed">No training this week.</Text>
      ) : (
        <>
          {editable && unsaved.length > 0 && (
            <Alert color="yellow" variant="light" mb="sm" p="xs">
              {unsaved.length === 1 ? '1 entry is' : `${unsaved.length} entries are`} not saved yet.
            </Alert>
          )}
          <StackedTable<ScheduleDay>
            label={`Week ${week.week} days`}
            rows={week.week_activities}
            rowKey={(d) => String(d.day)}
            columns={[
              {
                key: 'day',
                header: 'Day',
                place: 'main',
                cell: (d) => (
                  <Button
                    variant="subtle"
                    px="xs"
                    onClick={() => onOpenDay(d)}
                    aria-label={`Week ${week.week}, Day ${d.day}`}
                    aria-haspopup="dialog"
                    rightSection={<IconChevronRight size={16} aria-hidden="true" />}
                  >
                    Day {d.day}
                  </Button>
                ),
              },
              {
                key: 'movements',
                header: 'Movements',
                cell: (d) =>
                  d.day_activities.length ? d.day_activities.map((a) => a.movement).join(', ') : '-',
              },
              {
                key: 'logged',
                header: 'Logged',
                cell: (d) =>
                  `${d.day_activities.filter((a) => hasEntry({}, a)).length} of ${d.day_activities.length}`,
              },
              {
                key: 'feedback',
                header: 'Feedback',
                cell: (d) => (d.day_activities.some((a) => a.feedback) ? 'Given' : '-'),
              },
            ]}
          />
        </>
      )}
    </Box>
  );
}
