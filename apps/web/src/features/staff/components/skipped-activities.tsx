import { Box, List, Text } from '@mantine/core';
import type { ScheduleWeek } from '@oxstrength/shared/contracts/training';

/**
 * What the client skipped in the week they asked to complete (issue 36): the activities that had no log when
 * they asked, by day and movement, and the reason they gave. Nothing when every activity was logged.
 */
export function SkippedActivities({
  week,
  skipped,
  reason,
}: {
  week: ScheduleWeek | undefined;
  skipped: readonly string[];
  reason: string | null;
}) {
  if (skipped.length === 0) return null;
  const named = new Map<string, string>();
  for (const d of week?.week_activities ?? [])
    for (const a of d.day_activities) named.set(a._id, `Day ${d.day}: ${a.movement}`);
  return (
    <Box>
      <Text fz="sm" c="dimmed">
        Skipped ({skipped.length} with no log)
      </Text>
      <List size="sm" aria-label="Skipped activities">
        {skipped.map((id) => (
          <List.Item key={id}>{named.get(id) ?? 'An activity no longer in the week'}</List.Item>
        ))}
      </List>
      <Text fz="sm" c="dimmed" mt="xs">
        Why they were skipped
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{reason || '-'}</Text>
    </Box>
  );
}
