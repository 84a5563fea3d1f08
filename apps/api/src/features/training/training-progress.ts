import type { z } from 'zod';
import type { bulkProgressSchema, dayProgressSchema } from '@oxstrength/shared/schemas/training';
import { isActivityLogged, TRAINING_TEXTS, WEEK_COMPLETION_TEXTS } from '@oxstrength/shared/training';
import type { Tx } from '../../db/client';
import { conflict, invalidField, notFound } from '../../lib/errors';
import { toDayActivityJson } from './template-training-json';
import { TRAINING_MESSAGES as M } from './template-training-messages';
import {
  findDayActivities,
  findDayActivitiesByIds,
  findOpenWeekRequest,
  updateDayActivity,
  writeDayActivities,
  type DayActivityProgress,
  type DayActivityRow,
  type SubscriptionRow,
  type WeekRequestRow,
} from './template-training.repository';

/**
 * Logging progress on a followed programme's own schedule, the same for a template and a coaching: which weeks
 * take progress, what a save writes (a field left out stays as it is; feedback needs an actual RPE or a weight
 * used once saved), the all-or-nothing bulk save and the replies. Each service locks its own kind of
 * subscription and adds its own rule (a coaching's week must be published).
 */

export type DayProgress = z.output<typeof dayProgressSchema>;

/** The progress routes' description of edited_at (decision 022). */
export const EDITED_AT_RULE =
  'edited_at (optional, ISO 8601 with offset): when the edit was made, sent by an edit queued with no signal. ' +
  'An edit as old as or older than the activity’s last save is not applied and not checked: 200 with the ' +
  'activity as saved and kept_newer, so a replayed queue never overwrites a newer save.';
export type BulkProgress = z.output<typeof bulkProgressSchema>;
type Progressing = Pick<SubscriptionRow, 'id' | 'status' | 'weeksCompleted'>;

/** What the kind of programme adds: its "not active" message, and a check on the week in progress. */
export interface ProgressRules {
  notActive: string;
  checkCurrentWeek?: (week: number) => void;
}

/**
 * True when the edit carries its edit time and the activity was last saved at or after it (decision 022): a
 * newer save from another device, or this very edit replayed. It is then not applied (nor checked again).
 */
export const isStale = (row: DayActivityRow, p: DayProgress) =>
  p.edited_at !== undefined && row.loggedAt !== null && p.edited_at.getTime() <= row.loggedAt.getTime();

/**
 * The activity after this save: 422 on `field` when feedback would stand without an RPE or a weight. Its
 * logged_at is the edit's time when sent (a device clock ahead of the server's counts as now), else now.
 */
export function progressed(row: DayActivityRow, p: DayProgress, field: string, now: Date) {
  const next = {
    actualRpe: p.actual_rpe !== undefined ? p.actual_rpe : row.actualRpe,
    weightUsed: p.weight_used !== undefined ? p.weight_used : row.weightUsed,
    feedback: p.feedback !== undefined ? p.feedback : row.feedback,
    loggedAt: p.edited_at !== undefined && p.edited_at < now ? p.edited_at : now,
  };
  if (next.feedback !== null && next.actualRpe === null && next.weightUsed === null)
    throw invalidField(field, M.feedbackNeedsEffort);
  return next;
}

/** "Thank you for your feedback" when feedback was sent, else "Day progress saved.". */
export const savedMessage = (progress: DayProgress[]) =>
  progress.some((p) => typeof p.feedback === 'string')
    ? TRAINING_TEXTS.feedbackThanks
    : TRAINING_TEXTS.daySaved;

/**
 * Progress is written only while Active, only on week weeks_completed + 1 (earlier weeks are completed, later
 * ones locked), only where the kind allows it, and not while that week waits for review (its request is Open).
 */
function checkWritableWeeks(
  sub: Progressing,
  weeks: number[],
  open: WeekRequestRow | undefined,
  rules: ProgressRules,
) {
  if (sub.status !== 'Active') throw conflict(rules.notActive);
  const current = sub.weeksCompleted + 1;
  for (const week of [...new Set(weeks)].sort((a, b) => a - b)) {
    if (week < current) throw conflict(M.weekCompleted(week));
    if (week > current) throw conflict(M.weekLocked(week, current));
  }
  rules.checkCurrentWeek?.(current);
  if (open && open.week === current) throw conflict(M.weekUnderReview(current));
}

/**
 * Asking for week `week` to be marked complete (issue 36), the same for a template and a coaching: every activity
 * of the week has a log (an actual RPE or a weight used), or the client says why the others were skipped (422 on
 * skip_reason). Gives what the request records: the skipped activities (ids, in schedule order) and the reason.
 */
export async function weekCompletionSkips(
  tx: Tx,
  subscriptionId: string,
  week: number,
  skipReason: string | null | undefined,
) {
  const activities = (await findDayActivities(tx, subscriptionId, week)).filter((a) => a.week === week);
  const skipped = activities
    .filter((a) => !isActivityLogged({ actual_rpe: a.actualRpe, weight_used: a.weightUsed }))
    .map((a) => a.id);
  if (skipped.length === 0) return { skippedActivities: [], skipReason: null };
  if (!skipReason)
    throw invalidField('skip_reason', WEEK_COMPLETION_TEXTS.skipReasonRequired(skipped.length));
  return { skippedActivities: skipped, skipReason };
}

/** The day activities asked for and the subscription's Open week request, read together. */
export const readForProgress = (tx: Tx, subscriptionId: string, ids: string[]) =>
  Promise.all([findDayActivitiesByIds(tx, subscriptionId, ids), findOpenWeekRequest(tx, subscriptionId)]);

/**
 * One day activity of the locked subscription `sub` (404 with `notFoundMessage` when it is not one of its own).
 */
export async function saveOneProgress(
  tx: Tx,
  sub: Progressing,
  activityId: string,
  progress: DayProgress,
  rules: ProgressRules,
  notFoundMessage: string,
  now: Date,
) {
  const [[row], open] = await readForProgress(tx, sub.id, [activityId]);
  if (!row) throw notFound(notFoundMessage);
  if (isStale(row, progress))
    return {
      message: TRAINING_TEXTS.newerSaveKept,
      activity: toDayActivityJson(row),
      kept_newer: true as const,
    };
  checkWritableWeeks(sub, [row.week], open, rules);
  const saved = await updateDayActivity(tx, row.id, progressed(row, progress, 'feedback', now));
  return { message: savedMessage([progress]), activity: toDayActivityJson(saved) };
}

/**
 * The bulk save on the locked subscription `sub`, given what readForProgress read: all or nothing (an id not of
 * that subscription is a 404 and nothing is written), one UPDATE for them all, the reply in the order sent
 * (the rows as read with what was written). With `send` (a pipelined transaction, decision 030) the UPDATE is
 * handed to it, made after this returns and sent with the COMMIT; the transaction fails if the UPDATE does.
 */
export async function saveBulkProgressOn(
  tx: Tx,
  sub: Progressing,
  [found, open]: Awaited<ReturnType<typeof readForProgress>>,
  body: BulkProgress,
  rules: ProgressRules,
  notFoundMessage: string,
  now: Date,
  send?: (write: () => PromiseLike<unknown>) => void,
) {
  const rows = new Map<string, DayActivityRow>();
  for (const r of found) rows.set(r.id, r);
  if (rows.size !== body.week_progresses.length) throw notFound(notFoundMessage);
  // One pass over the body: the stale edits are skipped, the others checked and written (no copies per item).
  const stale: string[] = [];
  const fresh: { p: (typeof body.week_progresses)[number]; i: number; row: DayActivityRow }[] = [];
  body.week_progresses.forEach((p, i) => {
    const row = rows.get(p._id)!;
    if (isStale(row, p)) stale.push(p._id);
    else fresh.push({ p, i, row });
  });
  if (fresh.length > 0)
    checkWritableWeeks(
      sub,
      fresh.map(({ row }) => row.week),
      open,
      rules,
    );
  const next = new Map<string, DayActivityProgress>();
  for (const { p, i, row } of fresh)
    next.set(p._id, { id: p._id, ...progressed(row, p, `week_progresses.${i}.feedback`, now) });
  if (next.size > 0) {
    const write = () => writeDayActivities(tx, sub.id, [...next.values()]);
    if (send) send(write);
    else await write();
  }
  return {
    message: next.size === 0 ? TRAINING_TEXTS.newerSaveKept : savedMessage(fresh.map(({ p }) => p)),
    // The rows as read with what was written: the reply of each activity, its logged values replaced.
    activities: body.week_progresses.map((p) => {
      const json = toDayActivityJson(rows.get(p._id)!);
      const written = next.get(p._id);
      if (written) {
        json.actual_rpe = written.actualRpe;
        json.weight_used = written.weightUsed;
        json.feedback = written.feedback;
      }
      return json;
    }),
    ...(stale.length > 0 ? { kept_newer: stale } : {}),
  };
}
