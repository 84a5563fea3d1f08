import type { StaffSubscription } from '@oxstrength/shared/contracts/staff';
import type { StaffAction } from '@oxstrength/shared/policy';
import { nepalToday } from '@oxstrength/shared/training';
import type { Db, Tx } from '../db/client';
import type { StaffCaller } from '../lib/staff-caller';
import { staffActor } from '../features/staff/policy';
import type { StaffDecision } from '../features/coaching-desk/decision-mails';
import {
  activate,
  approveConsultationDate,
  approveWeek,
  markConsultationHeld,
  proposeConsultationDate,
  reactivate,
  returnWeek,
  setInactive,
  staffSubscription,
  type StaffActor,
} from '../features/training/template-staff.service';
import { TRAINING_MESSAGES as M } from '../features/training/template-training-messages';
import { decide, STAFF_MESSAGES, type DecisionDeps } from './staff-decision';

/**
 * Staff decide on a template subscription (issue 17), or on one of its week completion requests: the
 * training area's step under the action's policy (the staff area's; the step writes the audit entry),
 * the client's mail of the decision in the same transaction, and the subscription as staff see it.
 */

type Step = (tx: Tx, actor: StaffActor) => Promise<{ _id: string }>;

function decideTemplate(
  db: Db,
  deps: DecisionDeps,
  caller: StaffCaller,
  action: StaffAction,
  notFoundMessage: string,
  step: Step,
  after: (sub: StaffSubscription) => { message: string; decision: StaffDecision },
) {
  const actor = staffActor(caller, action, notFoundMessage);
  return decide(
    db,
    deps,
    async (tx) => staffSubscription(tx, (await step(tx, actor))._id),
    after,
    async (_tx, subscription) => subscription,
  );
}

const onSubscription =
  (db: Db, deps: DecisionDeps, caller: StaffCaller, action: StaffAction) =>
  (step: Step, message: string, decision: StaffDecision) =>
    decideTemplate(db, deps, caller, action, M.subscriptionNotFound, step, () => ({ message, decision }));

export const approveTemplateDate = (db: Db, deps: DecisionDeps, caller: StaffCaller, id: string) =>
  onSubscription(
    db,
    deps,
    caller,
    'subscription.approveDate',
  )((tx, actor) => approveConsultationDate(tx, id, actor), STAFF_MESSAGES.dateApproved, {
    kind: 'date-approved',
  });

export const proposeTemplateDate = (
  db: Db,
  deps: DecisionDeps,
  caller: StaffCaller,
  id: string,
  date: string,
  reason: string,
) =>
  onSubscription(
    db,
    deps,
    caller,
    'subscription.proposeDate',
  )((tx, actor) => proposeConsultationDate(tx, id, actor, date, reason), STAFF_MESSAGES.dateProposed(date), {
    kind: 'date-proposed',
    reason: reason.trim(),
  });

export const markTemplateHeld = (
  db: Db,
  deps: DecisionDeps,
  caller: StaffCaller,
  id: string,
  remarks: string,
) =>
  onSubscription(
    db,
    deps,
    caller,
    'subscription.markHeld',
  )((tx, actor) => markConsultationHeld(tx, id, actor, remarks), STAFF_MESSAGES.held, {
    kind: 'consultation-held',
  });

export const activateTemplate = (
  db: Db,
  deps: DecisionDeps,
  caller: StaffCaller,
  id: string,
  body: { start_on?: string; reason?: string },
) =>
  onSubscription(
    db,
    deps,
    caller,
    'subscription.activate',
  )(
    (tx, actor) => activate(tx, id, actor, body.start_on ?? nepalToday(), body.reason),
    STAFF_MESSAGES.activated,
    { kind: 'activated' },
  );

export const makeTemplateInactive = (
  db: Db,
  deps: DecisionDeps,
  caller: StaffCaller,
  id: string,
  reason: string,
) =>
  onSubscription(
    db,
    deps,
    caller,
    'subscription.setInactive',
  )((tx, actor) => setInactive(tx, id, actor, reason), STAFF_MESSAGES.inactive, {
    kind: 'made-inactive',
    reason: reason.trim(),
  });

export const reactivateTemplate = (
  db: Db,
  deps: DecisionDeps,
  caller: StaffCaller,
  id: string,
  reason: string,
) =>
  onSubscription(
    db,
    deps,
    caller,
    'subscription.reactivate',
  )((tx, actor) => reactivate(tx, id, actor, reason), STAFF_MESSAGES.reactivated, {
    kind: 'reactivated',
    reason: reason.trim(),
  });

/** Staff approve a template week completion request: the week's mail names the week now completed. */
export const approveTemplateWeek = (db: Db, deps: DecisionDeps, caller: StaffCaller, requestId: string) =>
  decideTemplate(
    db,
    deps,
    caller,
    'weekRequest.approve',
    M.weekRequestNotFound,
    (tx, actor) => approveWeek(tx, requestId, actor),
    (sub) => ({
      message: STAFF_MESSAGES.weekApproved(sub.weeks_completed),
      decision: { kind: 'week-approved', week: sub.weeks_completed },
    }),
  );

/** Staff return a template week completion request with a note. */
export const returnTemplateWeek = (
  db: Db,
  deps: DecisionDeps,
  caller: StaffCaller,
  requestId: string,
  note: string,
) =>
  decideTemplate(
    db,
    deps,
    caller,
    'weekRequest.return',
    M.weekRequestNotFound,
    (tx, actor) => returnWeek(tx, requestId, actor, note),
    (sub) => ({
      message: STAFF_MESSAGES.weekReturned(sub.weeks_completed + 1),
      decision: { kind: 'week-returned', week: sub.weeks_completed + 1, note: note.trim() },
    }),
  );
