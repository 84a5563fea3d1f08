import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { DayActivity } from '@oxstrength/shared/contracts/training';
import { loadSuggestionText, suggestNextLoad } from '@oxstrength/shared/load-suggestion';
import { useId } from 'react';

interface WeekDays {
  week_activities: { day: number; day_activities: DayActivity[] }[];
}

/**
 * Load suggestions in a week review (issue 18, decision 028): for each activity whose intensity names a target
 * RPE and whose client logged a weight and an actual RPE, next week's load from the RPE chart. For a coaching
 * the trainer accepts one into the next week's planned load with one click (`onAccept`); for a template it is
 * shown only. Nothing changes without the trainer.
 */
export function LoadSuggestions({
  week,
  number,
  onAccept,
  accepting = null,
}: {
  week: WeekDays | undefined;
  number: number;
  /** Coaching only: accept the suggestion of this activity into week `number + 1`. */
  onAccept?: (activityId: string) => void;
  /** The activity being accepted (its button is busy). */
  accepting?: string | null;
}) {
  const headingId = useId();
  const rows = (week?.week_activities ?? []).flatMap((d) =>
    d.day_activities.flatMap((a) => {
      const suggestion = suggestNextLoad(a);
      return suggestion ? [{ day: d.day, activity: a, suggestion }] : [];
    }),
  );
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} mb="xs">
        Load suggestions for week {number + 1}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No suggestions: they need an intensity with a target RPE (such as &quot;RPE 8&quot;), whole-number
          reps, and a weight (such as &quot;60 kg&quot;) and actual RPE logged by the client.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map(({ day, activity, suggestion }) => (
            <Group
              key={activity._id}
              component="li"
              justify="space-between"
              gap="xs"
              wrap="wrap"
              py={4}
              style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Box style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  Day {day}, {activity.movement}: {suggestion.kg} kg
                </Text>
                <Text fz="sm" c="dimmed">
                  Logged {activity.weight_used} at RPE {activity.actual_rpe} for {activity.intensity}.
                  Suggested {loadSuggestionText(suggestion)}.
                </Text>
              </Box>
              {onAccept && (
                <Button
                  size="sm"
                  variant="light"
                  onClick={() => onAccept(activity._id)}
                  loading={accepting === activity._id}
                  disabled={accepting !== null && accepting !== activity._id}
                  aria-label={`Accept ${suggestion.kg} kg for ${activity.movement} into week ${number + 1}`}
                >
                  Accept
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Box>
  );
}
