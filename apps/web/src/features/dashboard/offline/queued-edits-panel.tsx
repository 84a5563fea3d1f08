import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { OFFLINE_TEXTS } from '@oxstrength/shared/training';
import { IconCloudUpload, IconWifiOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../../../lib/session';
import type { DayActivity } from '../api/training-api';
import type { QueuedEdit } from './progress-queue';
import { flushQueue } from './progress-sync';

type Schedule = { week: number; week_activities: { day: number; day_activities: DayActivity[] }[] }[];

/** "Squat · Week 1, Day 2" for an edit, from the schedule as the server sent it. */
function placeOf(schedule: Schedule, activityId: string) {
  for (const week of schedule)
    for (const day of week.week_activities)
      for (const activity of day.day_activities)
        if (activity._id === activityId) return `${activity.movement} · Week ${week.week}, Day ${day.day}`;
  return 'An entry';
}

/** What an edit sets, as the client typed it. */
function valuesOf({ progress }: QueuedEdit) {
  const parts = [];
  if (progress.actual_rpe !== undefined) parts.push(`RPE ${progress.actual_rpe ?? '-'}`);
  if (progress.weight_used !== undefined) parts.push(`Weight ${progress.weight_used ?? '-'}`);
  if (progress.feedback !== undefined) parts.push('feedback');
  return parts.join(', ');
}

/**
 * Above a training page's schedule (decision 022): that the page is offline, the entries kept on this device
 * and not saved yet (with Send now when there is a connection), and any entry the server refused, with its
 * message and Dismiss.
 */
export function QueuedEditsPanel({
  schedule,
  waiting,
  refused,
  onDismiss,
}: {
  schedule: Schedule;
  waiting: QueuedEdit[];
  refused: QueuedEdit[];
  onDismiss: (seq: number) => void;
}) {
  const { online } = useNetwork();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);

  const sendNow = () => {
    if (!user) return;
    setSending(true);
    void flushQueue(user._id, queryClient).finally(() => setSending(false));
  };

  if (online && waiting.length === 0 && refused.length === 0) return null;
  return (
    <Stack gap="sm">
      {!online && (
        <Alert
          color="gray"
          variant="light"
          icon={<IconWifiOff size={20} aria-hidden="true" />}
          title="Offline"
        >
          {OFFLINE_TEXTS.offline}
        </Alert>
      )}
      {waiting.length > 0 && (
        <div role="status" aria-label="Entries not saved yet">
          <Alert
            color="yellow"
            variant="light"
            icon={<IconCloudUpload size={20} aria-hidden="true" />}
            title={OFFLINE_TEXTS.notSaved}
          >
            <Text fz="sm">{OFFLINE_TEXTS.waiting(waiting.length)}</Text>
            <List fz="sm" mt={6} spacing={2}>
              {waiting.map((edit) => (
                <List.Item key={edit.seq} style={{ overflowWrap: 'anywhere' }}>
                  {placeOf(schedule, edit.activityId)}: {valuesOf(edit)}
                </List.Item>
              ))}
            </List>
            {online && user && (
              <Button size="xs" variant="default" mt="sm" loading={sending} onClick={sendNow}>
                Send now
              </Button>
            )}
          </Alert>
        </div>
      )}
      {refused.map((edit) => (
        <Alert
          key={edit.seq}
          color="red"
          variant="light"
          title={`${OFFLINE_TEXTS.refused}: ${placeOf(schedule, edit.activityId)}`}
        >
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {valuesOf(edit)}. {edit.message}
            </Text>
            <Button size="xs" variant="default" onClick={() => onDismiss(edit.seq)}>
              Dismiss
            </Button>
          </Group>
        </Alert>
      ))}
    </Stack>
  );
}
