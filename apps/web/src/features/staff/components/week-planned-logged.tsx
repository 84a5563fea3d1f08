import { Box, Text, Title } from '@mantine/core';
import type { DayActivity } from '@oxstrength/shared/contracts/training';
import { StackedTable } from '../../../components/stacked-table';

const dash = (value: string | number | null) => (value === null || value === '' ? '-' : String(value));

interface WeekDays {
  week_activities: { day: number; day_activities: DayActivity[] }[];
}

/**
 * A week as planned beside what the client logged (intensity against actual RPE, weight used, feedback), one
 * table per day (stacked rows on a phone): what staff read before they approve or return a week.
 */
export function WeekPlannedBesideLogged({ week, number }: { week: WeekDays | undefined; number: number }) {
  if (!week || week.week_activities.length === 0)
    return <Text c="dimmed">Nothing is planned for this week.</Text>;
  return week.week_activities.map((day) => (
    <Box key={day.day}>
      <Title order={3} size="h5" mb="xs">
        Week {number}, Day {day.day}
      </Title>
      <StackedTable<DayActivity>
        label={`Week ${number}, Day ${day.day}: planned and logged`}
        rows={day.day_activities}
        rowKey={(a) => a._id}
        minWidth={640}
        columns={[
          {
            key: 'movement',
            header: 'Movement',
            place: 'main',
            cell: (a) => <Text fw={600}>{a.movement}</Text>,
          },
          { key: 'plan', header: 'Planned', cell: (a) => `${a.sets} x ${a.reps}` },
          { key: 'intensity', header: 'Intensity', cell: (a) => dash(a.intensity) },
          { key: 'rpe', header: 'Actual RPE', cell: (a) => dash(a.actual_rpe) },
          { key: 'weight', header: 'Weight used', cell: (a) => dash(a.weight_used) },
          { key: 'feedback', header: 'Feedback', cell: (a) => dash(a.feedback) },
        ]}
      />
    </Box>
  ));
}
