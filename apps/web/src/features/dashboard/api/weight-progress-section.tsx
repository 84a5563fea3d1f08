import { Paper, Skeleton, Text, Title } from '@mantine/core';
import { weightProgress } from '@oxstrength/shared/weight-progress';
import { lazy, Suspense, useId, useMemo } from 'react';

const WeightProgressChart = lazy(() => import('../components/weight-progress-chart'));

interface Week {
  week: number;
  week_activities: {
    day: number;
    day_activities: { movement: string; weight_used: string | null; actual_rpe: number | null }[];
  }[];
}

/**
 * Weight used per movement over the weeks (issue 18), on the client's training pages and on the staff view of a
 * client: a section with its heading, an empty state until a weight such as "60 kg" is logged, and the chart,
 * loaded on demand.
 */
export function WeightProgressSection({
  schedule,
  empty = 'No weights logged yet. Log a weight such as "60 kg" to see your progress here.',
}: {
  schedule: readonly Week[];
  empty?: string;
}) {
  const headingId = useId();
  const progress = useMemo(() => weightProgress(schedule), [schedule]);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        Weight progress
      </Title>
      {progress.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Suspense
          fallback={<Skeleton h={300} radius="md" role="status" aria-label="Loading the progress chart" />}
        >
          <WeightProgressChart progress={progress} />
        </Suspense>
      )}
    </Paper>
  );
}
