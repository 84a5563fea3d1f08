import type { CoachingWeekToWrite, WeekSourceTemplate } from '@oxstrength/shared/contracts/coaching-weeks';
import { suggestNextLoad } from '@oxstrength/shared/load-suggestion';
import type { Db, Tx } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { pageInfo } from '../../lib/reply';
import { isId } from '../../lib/path-id';
import { recordAudit } from '../audit/audit.service';
import { templateIdsOfTrainer, templateSchedule, templateSummaries } from '../templates/templates.service';
import { userContact } from '../users/users.service';
import { getStaffCoaching, type ProgrammeStaffActor } from './coaching-staff.service';
import { COACHING_MESSAGES as M } from './coaching-training-messages';
import {
  findCoachingWeeks,
  findProgrammeSubscription,
  lockProgrammeSubscription,
  upsertCoachingWeek,
  weekHasProgress,
} from './coaching-training.repository';
import { coachingContexts } from './coaching-training.service';
import { toSubscribedCoachingJson } from './coaching-training-json';
import {
  findCoachingWeeksToWritePage,
  findSubscriptionActivity,
  setPlannedLoad,
} from './coaching-weeks.repository';
import { findDayActivities, insertDayActivities, type DayActivityRow } from './template-training.repository';

/**
 * The coaching week editor's steps beyond writing a week (issue 18; writing and publishing is
 * `writeCoachingWeek`): the templates a week may be copied from, accepting a load suggestion into the next
 * week's planned load, the coaching clients whose next week is not published, and who is mailed on publishing.
 */

export const COACHING_WEEK_MESSAGES = {
  activityNotFound: 'Activity not found',
  noSuggestion: 'There is no load suggestion for this activity',
  lastWeek: (week: number) => `Week ${week} is the last week of this coaching: there is no next week`,
  noSuchMovement: (week: number, movement: string) => `Week ${week} has no ${movement}`,
  loadAccepted: (week: number, movement: string, load: string) =>
    `Week ${week}: ${movement} planned at ${load}`,
} as const;

type Authorize = NonNullable<ProgrammeStaffActor['authorize']>;

async function readCoaching(db: Db, id: string, authorize: Authorize) {
  const sub = isId(id) ? await findProgrammeSubscription(db, id, 'Coaching') : undefined;
  if (!sub) throw notFound(M.subscriptionNotFound);
  await authorize(db, sub);
  return sub;
}

/**
 * GET /staff/coaching-subscriptions/{id}/week-sources: the templates of the coaching's trainer, each with its
 * whole schedule, to copy a week from (an earlier week of the coaching is in its own detail).
 */
export async function coachingWeekSources(
  db: Db,
  id: string,
  authorize: Authorize,
): Promise<WeekSourceTemplate[]> {
  const sub = await readCoaching(db, id, authorize);
  if (!sub.trainerId) return [];
  const ids = await templateIdsOfTrainer(db, sub.trainerId);
  const summaries = await templateSummaries(db, ids);
  const templates: WeekSourceTemplate[] = [];
  for (const templateId of ids) {
    const summary = summaries.get(templateId);
    if (!summary) continue;
    const activities = await templateSchedule(db, templateId);
    templates.push({
      _id: templateId,
      title: summary.title,
      weeks: summary.weeks,
      activities: activities.map((a) => ({
        week: a.week,
        day: a.day,
        movement: a.movement,
        intensity: a.intensity,
        sets: a.sets,
        reps: a.reps,
        tempo: a.tempo,
        rest: a.rest,
        note: a.note,
      })),
    });
  }
  return templates.sort((a, b) => a.title.localeCompare(b.title));
}

const sameMovement = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The trainer accepts the load suggested from what the client logged on one activity (decision 028) into the
 * next week's planned load: the server works the suggestion out again (never taken from the browser). When the
 * next week has no exercises yet, the logged week's plan is copied into it as a draft first. The activities of
 * the same movement on the same day (else on any day) of the next week get the load. Not once the client logged
 * training in the next week (409). One transaction, with its audit entry.
 */
export async function acceptLoadSuggestion(
  db: Db,
  subscriptionId: string,
  activityId: string,
  staff: ProgrammeStaffActor,
) {
  const result = await db.transaction(async (tx: Tx) => {
    const sub = isId(subscriptionId)
      ? await lockProgrammeSubscription(tx, subscriptionId, 'Coaching')
      : undefined;
    if (!sub) throw notFound(M.subscriptionNotFound);
    await staff.authorize?.(tx, sub);
    const activity = isId(activityId) ? await findSubscriptionActivity(tx, sub.id, activityId) : undefined;
    if (!activity) throw notFound(COACHING_WEEK_MESSAGES.activityNotFound);
    const suggestion = suggestNextLoad({
      intensity: activity.intensity,
      reps: activity.reps,
      weight_used: activity.weightUsed,
      actual_rpe: activity.actualRpe,
    });
    if (!suggestion) throw conflict(COACHING_WEEK_MESSAGES.noSuggestion);
    const next = activity.week + 1;
    if (next > (sub.weeks ?? 0)) throw conflict(COACHING_WEEK_MESSAGES.lastWeek(activity.week));
    if (sub.status === 'Completed' || next <= sub.weeksCompleted) throw conflict(M.weekCompletedLocked(next));
    if (await weekHasProgress(tx, sub.id, next)) throw conflict(M.weekHasProgress(next));

    const all = await findDayActivities(tx, sub.id);
    let nextWeek = all.filter((a) => a.week === next);
    if (nextWeek.length === 0) {
      await insertDayActivities(
        tx,
        all.filter((a) => a.week === activity.week).map((a) => planOf(a, sub.id, next)),
      );
      if (!(await findCoachingWeeks(tx, sub.id)).some((w) => w.week === next))
        await upsertCoachingWeek(tx, {
          subscriptionId: sub.id,
          week: next,
          published: false,
          publishedAt: null,
        });
      nextWeek = (await findDayActivities(tx, sub.id)).filter((a) => a.week === next);
    }
    const moving = nextWeek.filter((a) => sameMovement(a.movement, activity.movement));
    const targets = moving.some((a) => a.day === activity.day)
      ? moving.filter((a) => a.day === activity.day)
      : moving;
    if (targets.length === 0) throw conflict(COACHING_WEEK_MESSAGES.noSuchMovement(next, activity.movement));
    const load = `${suggestion.kg} kg`;
    await setPlannedLoad(
      tx,
      targets.map((a) => a.id),
      load,
    );
    await recordAudit(tx, {
      userId: staff.userId ?? null,
      role: staff.actor,
      action: 'subscription.acceptLoadSuggestion',
      recordType: 'subscription',
      recordId: sub.id,
      before: { planned_load: { week: next, movement: activity.movement, load: targets[0].plannedLoad } },
      after: { planned_load: { week: next, movement: activity.movement, load } },
    });
    return { week: next, load, movement: activity.movement };
  });
  const authorize = staff.authorize ?? (async () => {});
  return {
    ...result,
    subscription: await getStaffCoaching(db, subscriptionId, authorize),
  };
}

/** An activity's plan (not what the client logged), for another week. */
const planOf = (a: DayActivityRow, subscriptionId: string, week: number) => ({
  subscriptionId,
  week,
  day: a.day,
  position: a.position,
  movement: a.movement,
  intensity: a.intensity,
  sets: a.sets,
  reps: a.reps,
  tempo: a.tempo,
  rest: a.rest,
  note: a.note,
  plannedLoad: a.plannedLoad,
});

/** GET /staff/coaching-weeks-to-write: Active coaching whose next week is not published, paged. */
export async function listCoachingWeeksToWrite(
  db: Db,
  trainerId: string | null,
  q: { page: number; resultsPerPage: number },
) {
  const { rows, total } = await findCoachingWeeksToWritePage(db, {
    trainerId,
    limit: q.resultsPerPage,
    offset: (q.page - 1) * q.resultsPerPage,
  });
  const contexts = await coachingContexts(
    db,
    rows.map((r) => r.sub),
  );
  const subscriptions: CoachingWeekToWrite[] = [];
  for (const { sub, nextWeek } of rows) {
    const user = await userContact(db, sub.userId);
    subscriptions.push({
      ...toSubscribedCoachingJson(sub, contexts.get(sub.id)!),
      client: user ? { _id: user.id, name: user.name, email: user.email } : null,
      next_week: nextWeek,
    });
  }
  return { subscriptions, ...pageInfo(q.page, q.resultsPerPage, total) };
}

/** Whether the week is published now (read before a save, to mail the client only when it becomes so). */
export async function isCoachingWeekPublished(db: Db, subscriptionId: string, week: number) {
  if (!isId(subscriptionId)) return false;
  return (await findCoachingWeeks(db, subscriptionId)).some((w) => w.week === week && w.published);
}

/** Who to mail that a week was published, and the coaching's title; null once the account is gone. */
export async function coachingWeekRecipient(db: Db, subscriptionId: string) {
  const sub = await findProgrammeSubscription(db, subscriptionId, 'Coaching');
  if (!sub) return null;
  const user = await userContact(db, sub.userId);
  if (!user) return null;
  const contexts = await coachingContexts(db, [sub]);
  const json = toSubscribedCoachingJson(sub, contexts.get(sub.id)!);
  return { name: user.name, email: user.email, title: json.coaching.title, trainer: json.coaching_trainer };
}
