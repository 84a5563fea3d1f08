import { Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { trainingProgressText } from '@oxstrength/shared/training';
import { useId } from 'react';

/** The progress report: where the client is (Currently on: Week N, or Training Completed) and a bar. */
export function ProgressReport({
  weeksCompleted,
  totalWeeks,
}: {
  weeksCompleted: number;
  totalWeeks: number;
}) {
  const headingId = useId();
  const done = Math.min(weeksCompleted, totalWeeks);
  const percent = totalWeeks > 0 ? Math.round((done / totalWeeks) * 100) : 0;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId}>
          Progress Report
        </Title>
        <Text fw={700} fz="lg">
          {trainingProgressText(weeksCompleted, totalWeeks)}
        </Text>
        <Text fz="sm" c="dimmed">
          {done} of {totalWeeks} {totalWeeks === 1 ? 'week' : 'weeks'} completed
        </Text>
        <Progress.Root size="lg" radius="xl">
          <Progress.Section
            value={percent}
            color={percent === 100 ? 'green' : 'red'}
            aria-label="Training progress"
            aria-valuetext={`${percent}%`}
          />
        </Progress.Root>
      </Stack>
    </Paper>
  );
}
