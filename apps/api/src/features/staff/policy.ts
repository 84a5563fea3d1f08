import { can, type StaffAction } from '@oxstrength/shared/policy';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { requireAction, type StaffCaller } from '../../lib/staff-caller';
import type { StaffActor } from '../training/template-staff.service';
import { templateIdsOfTrainer, templateTrainers } from '../templates/templates.service';

/**
 * The API's side of the staff policy (`can` in packages/shared/src/policy.ts; the caller and the route's check
 * before any record is read are in lib/staff-caller.ts): the check on a subscription once its trainer is known.
 * A record out of a trainer's scope answers 404 as if it did not exist. The trainer is found one of two ways
 * (trainerOf); the check and the staff actor are one for every kind.
 */

type Conn = Db | Tx;

/**
 * The trainer of a template subscription is its template's, read through the templates area (a template handed
 * to another trainer moves its subscriptions with it); of a coaching or paid consultation, the one its client
 * bought it with (issue 16).
 */
const trainerOf = {
  template: async (conn: Conn, sub: { modelId: string }) =>
    (await templateTrainers(conn, [sub.modelId])).get(sub.modelId) ?? null,
  programme: async (_conn: Conn, sub: { trainerId: string | null }) => sub.trainerId,
  /** A subscription row of any kind, by its kind. */
  any: (conn: Conn, sub: { onModel: string; modelId: string; trainerId: string | null }) =>
    sub.onModel === 'Template' ? trainerOf.template(conn, sub) : trainerOf.programme(conn, sub),
};

/** The policy of `action` on one record whose trainer `trainer` finds: 404 out of scope. */
const policyOn =
  <S>(trainer: (conn: Conn, sub: S) => Promise<string | null>) =>
  (caller: StaffCaller, action: StaffAction, notFoundMessage: string) =>
  async (conn: Conn, sub: S) => {
    // An admin may act on every record: its trainer is not read.
    if (caller.userType === 'Admin' && can(caller, action)) return;
    if (!can(caller, action, { trainerId: await trainer(conn, sub) })) throw notFound(notFoundMessage);
  };

/** The policy on one template subscription (or what names its template). */
export const subscriptionPolicy = policyOn(trainerOf.template);
/** The policy on one coaching or paid consultation subscription (or what names its trainer). */
export const programmePolicy = policyOn(trainerOf.programme);
const anySubscriptionPolicy = policyOn(trainerOf.any);

/**
 * The caller as the training area's staff functions take them, for a subscription of any kind (template,
 * coaching, paid consultation), with the policy of `action`; the action itself is checked first.
 */
export function staffActor(caller: StaffCaller, action: StaffAction, notFoundMessage: string): StaffActor {
  requireAction(caller, action);
  return {
    actor: caller.actor,
    userId: caller.id,
    authorize: anySubscriptionPolicy(caller, action, notFoundMessage),
  };
}

/** The name the coaching desk and its workflows call the one staff actor by. */
export const programmeStaffActor = staffActor;

/** The templates whose subscriptions the caller sees: null (all) for an admin, their own for a trainer. */
export async function templateScope(db: Db, caller: StaffCaller): Promise<string[] | null> {
  if (caller.userType === 'Admin') return null;
  return templateIdsOfTrainer(db, caller.id);
}
