import {
  ActionIcon,
  Box,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { COACHING_WEEK_DAYS } from '@oxstrength/shared/schemas/coaching-training';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';

/**
 * The coaching week editor's form (issue 18): the seven days as a stacked list, each with its exercises in order
 * (movement, intensity, planned load, sets, reps, tempo, rest, note). Exercises move up and down within their
 * day with buttons (keyboard and touch alike), are added to a day and removed. State is the parent's.
 */

export interface EditedActivity {
  /** A key for React only: not sent. */
  key: string;
  day: number;
  movement: string;
  intensity: string;
  planned_load: string;
  sets: string;
  reps: string;
  tempo: string;
  rest: string;
  note: string;
}

type TextField = Exclude<keyof EditedActivity, 'key' | 'day'>;

const FIELDS: { field: TextField; label: string; placeholder?: string }[] = [
  { field: 'movement', label: 'Movement' },
  { field: 'intensity', label: 'Intensity', placeholder: 'RPE 8' },
  { field: 'planned_load', label: 'Planned load', placeholder: '100 kg' },
  { field: 'sets', label: 'Sets' },
  { field: 'reps', label: 'Reps' },
  { field: 'tempo', label: 'Tempo', placeholder: '3-1-1' },
  { field: 'rest', label: 'Rest', placeholder: '3 min' },
  { field: 'note', label: 'Note' },
];

let nextKey = 0;
export const newKey = () => `a${++nextKey}`;

export const blankActivity = (day: number): EditedActivity => ({
  key: newKey(),
  day,
  movement: '',
  intensity: '',
  planned_load: '',
  sets: '',
  reps: '',
  tempo: '',
  rest: '',
  note: '',
});

/** The list with the exercise at `index` swapped with the one before (-1) or after (+1) it on the same day. */
export function moveWithinDay(list: EditedActivity[], index: number, step: -1 | 1): EditedActivity[] {
  const day = list[index]!.day;
  let other = index + step;
  while (other >= 0 && other < list.length && list[other]!.day !== day) other += step;
  if (other < 0 || other >= list.length) return list;
  const next = [...list];
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}

export function WeekEditorForm({
  activities,
  onChange,
  showErrors,
  disabled,
}: {
  activities: EditedActivity[];
  onChange: (activities: EditedActivity[]) => void;
  showErrors: boolean;
  disabled: boolean;
}) {
  const days = Array.from({ length: COACHING_WEEK_DAYS }, (_, i) => i + 1);
  return (
    <Stack gap="md">
      {days.map((day) => (
        <DayEditor
          key={day}
          day={day}
          activities={activities}
          onChange={onChange}
          showErrors={showErrors}
          disabled={disabled}
        />
      ))}
    </Stack>
  );
}

function DayEditor({
  day,
  activities,
  onChange,
  showErrors,
  disabled,
}: {
  day: number;
  activities: EditedActivity[];
  onChange: (activities: EditedActivity[]) => void;
  showErrors: boolean;
  disabled: boolean;
}) {
  const headingId = useId();
  const ofDay = activities.map((a, index) => ({ a, index })).filter(({ a }) => a.day === day);
  const set = (index: number, field: TextField, value: string) =>
    onChange(activities.map((a, i) => (i === index ? { ...a, [field]: value } : a)));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs" mb={ofDay.length ? 'sm' : 0}>
        <Title order={2} size="h4" id={headingId}>
          Day {day}
        </Title>
        <Button
          variant="light"
          size="sm"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => onChange([...activities, blankActivity(day)])}
          disabled={disabled}
          aria-label={`Add exercise to Day ${day}`}
        >
          Add exercise
        </Button>
      </Group>
      {ofDay.length === 0 && (
        <Text c="dimmed" fz="sm">
          Rest day
        </Text>
      )}
      <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {ofDay.map(({ a, index }, position) => {
          const name = a.movement.trim() || `exercise ${position + 1}`;
          return (
            <Box component="li" key={a.key}>
              <Paper withBorder radius="sm" p="sm" bg="var(--mantine-color-gray-0)">
                <Group justify="space-between" gap="xs" mb="xs" wrap="nowrap">
                  <Text fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                    {position + 1}. {a.movement.trim() || 'New exercise'}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="default"
                      size="lg"
                      onClick={() => onChange(moveWithinDay(activities, index, -1))}
                      disabled={disabled || position === 0}
                      aria-label={`Move ${name} up`}
                    >
                      <IconArrowUp size={18} aria-hidden="true" />
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      size="lg"
                      onClick={() => onChange(moveWithinDay(activities, index, 1))}
                      disabled={disabled || position === ofDay.length - 1}
                      aria-label={`Move ${name} down`}
                    >
                      <IconArrowDown size={18} aria-hidden="true" />
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      color="red"
                      size="lg"
                      onClick={() => onChange(activities.filter((_, i) => i !== index))}
                      disabled={disabled}
                      aria-label={`Remove ${name}`}
                    >
                      <IconTrash size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Group>
                </Group>
                <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs" verticalSpacing="xs">
                  {FIELDS.map(({ field, label, placeholder }) => (
                    <TextInput
                      key={field}
                      label={label}
                      aria-label={`Day ${day}, exercise ${position + 1}: ${label}`}
                      placeholder={placeholder}
                      value={a[field]}
                      onChange={(event) => set(index, field, event.currentTarget.value)}
                      maxLength={200}
                      withAsterisk={field === 'movement'}
                      error={
                        showErrors && field === 'movement' && !a.movement.trim()
                          ? 'Movement is required'
                          : undefined
                      }
                      disabled={disabled}
                    />
                  ))}
                </SimpleGrid>
              </Paper>
            </Box>
          );
        })}
      </Stack>
    </Paper>
  );
}
