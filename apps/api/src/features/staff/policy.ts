import { can, type StaffAction } from '@oxstrength/shared/policy';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { requireAction, type StaffCaller } from '../../lib/staff-caller';
import type { ProgrammeStaffActor } from '../training/coaching-staff.service';
import type { StaffActor } from '../training/template-staff.service';
import { templateIdsOfTrainer, templateTrainers } from '../templates/templates.service';

/**
 * The API's side of the staff policy (`can` in packages/shared/src/policy.ts; the caller and the route's check
 * before any record is read are in lib/staff-caller.ts): the check on a template subscription, whose trainer is
 * its template's (read through the templates area): a record out of a trainer's scope answers 404 as if it did
 * not exist.
 */

/** The policy on one template subscription, for the training area's staff functions: 404 out of scope. */
export function subscriptionPolicy(caller: StaffCaller, action: StaffAction, notFoundMessage: string) {
  return async (conn: Db | Tx, sub: { modelId: string }) => {
    if (caller.userType === 'Admin' && can(caller, action)) return;
    const trainerId = (await templateTrainers(conn, [sub.modelId])).get(sub.modelId) ?? null;
    if (!can(caller, action, { trainerId })) throw notFound(notFoundMessage);
  };
}

/** The caller as the training area's staff functions take them, with the policy of `action`. */
export function staffActor(caller: StaffCaller, action: StaffAction, notFoundMessage: string): StaffActor {
  requireAction(caller, action);
  return {
    actor: caller.actor,
    userId: caller.id,
    authorize: subscriptionPolicy(caller, action, notFoundMessage),
  };
}

/** The templates whose subscriptions the caller sees: null (all) for an admin, their own for a trainer. */
export async function templateScope(db: Db, caller: StaffCaller): Promise<string[] | null> {
  if (caller.userType === 'Admin') return null;
  return templateIdsOfTrainer(db, caller.id);
}

/**
 * The policy on one coaching or paid consultation subscription, whose trainer is the one the client bought it
 * with (issue 16): 404 out of scope.
 */
export function programmePolicy(caller: StaffCaller, action: StaffAction, notFoundMessage: string) {
  return async (_conn: Db | Tx, sub: { trainerId: string | null }) => {
    if (!can(caller, action, { trainerId: sub.trainerId })) throw notFound(notFoundMessage);
  };
}

/** The caller as the coaching and paid consultation staff functions take them, with the policy of `action`. */
export function programmeStaffActor(
  caller: StaffCaller,
  action: StaffAction,
  notFoundMessage: string,
): ProgrammeStaffActor {
  requireAction(caller, action);
  return {
    actor: caller.actor,
    userId: caller.id,
    authorize: programmePolicy(caller, action, notFoundMessage),
  };
}
