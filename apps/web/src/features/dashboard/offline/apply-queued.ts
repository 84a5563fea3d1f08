import type { DayActivity } from '../api/training-api';
import type { QueuedEdit } from './progress-queue';

/**
 * A schedule as the client left it: each day activity with the edits still waiting in the queue applied over
 * what the server last sent, in the order they were made (decision 022).
 */
export function applyQueued<W extends { week_activities: { day_activities: DayActivity[] }[] }>(
  schedule: W[],
  edits: QueuedEdit[],
): W[] {
  const waiting = edits.filter((e) => e.state === 'waiting');
  if (waiting.length === 0) return schedule;
  const byActivity = new Map<string, QueuedEdit[]>();
  for (const edit of [...waiting].sort((a, b) => a.seq - b.seq))
    byActivity.set(edit.activityId, [...(byActivity.get(edit.activityId) ?? []), edit]);
  const apply = (activity: DayActivity): DayActivity =>
    (byActivity.get(activity._id) ?? []).reduce<DayActivity>(
      (shown, { progress }) => ({
        ...shown,
        ...(progress.actual_rpe !== undefined ? { actual_rpe: progress.actual_rpe } : {}),
        ...(progress.weight_used !== undefined ? { weight_used: progress.weight_used } : {}),
        ...(progress.feedback !== undefined ? { feedback: progress.feedback } : {}),
      }),
      activity,
    );
  return schedule.map((week) => ({
    ...week,
    week_activities: week.week_activities.map((day) => ({
      ...day,
      day_activities: day.day_activities.map(apply),
    })),
  }));
}
