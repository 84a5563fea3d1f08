import type { FastifyInstance } from 'fastify';
import {
  acceptLoadSuggestion,
  coachingWeekSources,
  COACHING_WEEK_MESSAGES,
  listCoachingWeeksToWrite,
} from '../training/coaching-weeks.service';
import { COACHING_MESSAGES as M } from '../training/coaching-training-messages';
import { programmePolicy, programmeStaffActor } from '../staff/policy';
import { requireAction, type StaffCaller } from '../../lib/staff-caller';

/**
 * The staff workspace's coaching week editor (issue 18), beyond writing a week (the workflow
 * workflows/publish-coaching-week.ts): each runs the training area's function under
 * the action's policy (the coaching's trainer or an admin; another trainer's coaching answers 404).
 */

/** GET /staff/coaching-subscriptions/{id}/week-sources. */
export function weekSources(app: FastifyInstance, caller: StaffCaller, id: string) {
  requireAction(caller, 'subscription.publishWeek');
  return coachingWeekSources(
    app.db,
    id,
    programmePolicy(caller, 'subscription.publishWeek', M.subscriptionNotFound),
  );
}

/** POST /staff/coaching-subscriptions/{id}/activities/{activityId}/accept-load. */
export async function acceptLoad(app: FastifyInstance, caller: StaffCaller, id: string, activityId: string) {
  const done = await acceptLoadSuggestion(
    app.db,
    id,
    activityId,
    programmeStaffActor(caller, 'subscription.publishWeek', M.subscriptionNotFound),
  );
  return {
    message: COACHING_WEEK_MESSAGES.loadAccepted(done.week, done.movement, done.load),
    subscription: done.subscription,
    planned_load: done.load,
    week: done.week,
  };
}

/** GET /staff/coaching-weeks-to-write: within the caller's coaching (an admin: every one). */
export function weeksToWrite(
  app: FastifyInstance,
  caller: StaffCaller,
  q: { page: number; resultsPerPage: number },
) {
  requireAction(caller, 'subscription.list');
  return listCoachingWeeksToWrite(app.db, caller.userType === 'Admin' ? null : caller.id, q);
}
