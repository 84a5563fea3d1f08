import type { SubscribedCoaching } from '@oxstrength/shared/contracts/coaching-training';
import type { StaffAction } from '@oxstrength/shared/policy';
import { nepalToday } from '@oxstrength/shared/training';
import type { Db, Tx } from '../db/client';
import type { StaffCaller } from '../lib/staff-caller';
import { programmeStaffActor } from '../features/staff/policy';
import type { StaffDecision } from '../features/coaching-desk/decision-mails';
import {
  activateCoaching,
  approveCoachingConsultation,
  approveCoachingWeek,
  markCoachingConsultationHeld,
  proposeCoachingConsultation,
  reactivateCoaching,
  returnCoachingWeek,
  setCoachingInactive,
  type ProgrammeStaffActor,
} from '../features/training/coaching-staff.service';
import { COACHING_MESSAGES as M } from '../features/training/coaching-training-messages';
import { coachingRecord, decide, STAFF_MESSAGES, type DecisionDeps } from './staff-decision';

/**
 * Staff decide on a coaching subscription (issue 16): one of its consultations (approve, propose, held), the
 * coaching itself (activate, inactive, reactivate) or one of its week completion requests. The subscriptions
 * area's step under the action's policy (the step writes the audit entry), its holder's mail of the decision
 * in the same transaction, and the coaching with the step's message.
 */

type Step = (tx: Tx, actor: ProgrammeStaffActor) => Promise<SubscribedCoaching>;

function decideCoaching(
  db: Db,
  deps: DecisionDeps,
  caller: StaffCaller,
  action: StaffAction,
  notFoundMessage: string,
  step: Step,
  after: (sub: SubscribedCoaching) => { message: string; decision: StaffDecision },
) {
  const actor = programmeStaffActor(caller, action, notFoundMessage);
  return decide(db, deps, (tx) => step(tx, actor), after, coachingRecord);
}

const on =
  (db: Db, deps: DecisionDeps, caller: StaffCaller, action: StaffAction, notFoundMessage: string) =>
  (step: Step, message: string, decision: StaffDecision) =>
    decideCoaching(db, deps, caller, action, notFoundMessage, step, () => ({ message, decision }));

export const approveCoachingDate = (db: Db, deps: DecisionDeps, caller: StaffCaller, id: string) =>
  on(
    db,
    deps,
    caller,
    'subscription.approveDate',
    M.consultationNotFound,
  )((tx, actor) => approveCoachingConsultation(tx, id, actor), STAFF_MESSAGES.dateApproved, {
    kind: 'date-approved',
  });

export const proposeCoachingDate = (
  db: Db,
  deps: DecisionDeps,
  caller: StaffCaller,
  id: string,
  date: string,
  reason: string,
) =>
  on(
    db,
    deps,
    caller,
    'subscription.proposeDate',
    M.consultationNotFound,
  )(
    (tx, actor) => proposeCoachingConsultation(tx, id, actor, date, reason),
    STAFF_MESSAGES.dateProposed(date),
    { kind: 'date-proposed', reason: reason.trim() },
  );

export const markCoachingHeld = (
  db: Db,
  deps: DecisionDeps,
  caller: StaffCaller,
  id: string,
  remarks: string,
) =>
  on(
    db,
    deps,
    caller,
    'subscription.markHeld',
    M.consultationNotFound,
  )((tx, actor) => markCoachingConsultationHeld(tx, id, actor, remarks), STAFF_MESSAGES.held, {
    kind: 'consultation-held',
  });

export const activateCoachingSubscription = (
  db: Db,
  deps: DecisionDeps,
  caller: StaffCaller,
  id: string,
  body: { start_on?: string },
) =>
  on(
    db,
    deps,
    caller,
    'subscription.activate',
    M.subscriptionNotFound,
  )((tx, actor) => activateCoaching(tx, id, actor, body.start_on ?? nepalToday()), STAFF_MESSAGES.activated, {
    kind: 'activated',
  });

export const makeCoachingInactive = (
  db: Db,
  deps: DecisionDeps,
  caller: StaffCaller,
  id: string,
  reason: string,
) =>
  on(
    db,
    deps,
    caller,
    'subscription.setInactive',
    M.subscriptionNotFound,
  )((tx, actor) => setCoachingInactive(tx, id, actor, reason), STAFF_MESSAGES.inactive, {
    kind: 'made-inactive',
    reason: reason.trim(),
  });

export const makeCoachingActiveAgain = (
  db: Db,
  deps: DecisionDeps,
  caller: StaffCaller,
  id: string,
  reason: string,
) =>
  on(
    db,
    deps,
    caller,
    'subscription.reactivate',
    M.subscriptionNotFound,
  )((tx, actor) => reactivateCoaching(tx, id, actor, reason), STAFF_MESSAGES.reactivated, {
    kind: 'reactivated',
    reason: reason.trim(),
  });

/** Staff approve a coaching week completion request: the mail names the week now completed. */
export const approveCoachingWeekRequest = (db: Db, deps: DecisionDeps, caller: StaffCaller, id: string) =>
  decideCoaching(
    db,
    deps,
    caller,
    'weekRequest.approve',
    M.weekRequestNotFound,
    (tx, actor) => approveCoachingWeek(tx, id, actor),
    (sub) => ({
      message: STAFF_MESSAGES.weekApproved(sub.weeks_completed),
      decision: { kind: 'week-approved', week: sub.weeks_completed },
    }),
  );

/** Staff return a coaching week completion request with a note. */
export const returnCoachingWeekRequest = (
  db: Db,
  deps: DecisionDeps,
  caller: StaffCaller,
  id: string,
  note: string,
) =>
  decideCoaching(
    db,
    deps,
    caller,
    'weekRequest.return',
    M.weekRequestNotFound,
    (tx, actor) => returnCoachingWeek(tx, id, actor, note),
    (sub) => ({
      message: STAFF_MESSAGES.weekReturned(sub.weeks_completed + 1),
      decision: { kind: 'week-returned', week: sub.weeks_completed + 1, note: note.trim() },
    }),
  );
