import type { StaffAction } from '@oxstrength/shared/policy';
import {
  canMove,
  WEEK_REQUEST_MACHINE,
  type Actor,
  type StateMachine,
  type SubscriptionStatus,
  type WeekRequestStatus,
} from '@oxstrength/shared/status';
import { consultationDayReached, nepalToday, STAFF_STEP_TEXTS } from '@oxstrength/shared/training';
import type { Db, Tx } from '../../db/client';
import { conflict, invalidField, notFound } from '../../lib/errors';
import { isId } from '../../lib/path-id';
import type { MoveAudit } from '../../lib/transition';
import { recordAudit } from '../audit/audit.service';
import { reserveSubscriptionTime } from '../consultations/consultation-capacity';
import { moveSubscription, moveWeekRequest } from './subscription-moves';
import { TRAINING_MESSAGES as M } from './template-training-messages';
import {
  findWeekRequest,
  lockWeekRequest,
  type SubscriptionRow,
  type WeekRequestRow,
} from './template-training.repository';

/**
 * The one stack of a staff step on a subscription of any kind (template, coaching, paid consultation; the
 * kinds' staff services say what differs): lock the subscription's row first (then the request's or the
 * consultation's), so it takes turns with the client's writes; ask `staff.authorize` (the staff area's policy)
 * whether the caller may act on it; ask the kind's state machine whether `staff.actor` may make the move,
 * answering 409 with a reason when not; and move the row through `transition` (lib/transition.ts), which
 * writes its audit entry (the fields it changed, before and after) in the same transaction.
 */

export interface StaffActor {
  actor: Actor;
  /** The staff member, recorded on what they decide and in the audit log. */
  userId?: string | null;
  /**
   * The staff area's policy for this action, run on the locked subscription before any rule: throws (a 404,
   * so a record out of the caller's scope is not revealed) when the caller may not act on it.
   */
  authorize?: (conn: Tx | Db, sub: SubscriptionRow) => Promise<void>;
}

export type SubscriptionChanges = Partial<Omit<SubscriptionRow, 'id' | 'status' | 'createdAt'>>;

/** The subscription `lock` finds under its row lock (404 when none), once the policy let the caller act on it. */
export async function lockForStaff(
  tx: Tx,
  id: string,
  staff: StaffActor,
  lock: (tx: Tx, id: string) => Promise<SubscriptionRow | undefined>,
  notFoundMessage: string = M.subscriptionNotFound,
): Promise<SubscriptionRow> {
  const sub = isId(id) ? await lock(tx, id) : undefined;
  if (!sub) throw notFound(notFoundMessage);
  await staff.authorize?.(tx, sub);
  return sub;
}

/** 409 with the reason when the machine does not let `actor` move the subscription to `to`. */
export function allowMove(
  machine: StateMachine<SubscriptionStatus>,
  sub: SubscriptionRow,
  to: SubscriptionStatus,
  actor: Actor,
) {
  if (!canMove(machine, sub.status as SubscriptionStatus, to, actor))
    throw conflict(M.staffNotAllowed(sub.status, to));
}

/** The fields of a subscription the audit log follows. */
export const audited = (sub: SubscriptionRow): Record<string, unknown> => ({
  status: sub.status,
  consultation_date: sub.consultationDate,
  consultation_approved: sub.consultationApprovedAt !== null,
  consultation_proposed: sub.consultationProposed,
  remarks: sub.remarks,
  weeks_completed: sub.weeksCompleted,
  started_on: sub.startedOn,
  status_reason: sub.statusReason,
});

const auditedRequest = (r: WeekRequestRow) => ({
  week_request: { _id: r.id, week: r.week, status: r.status, note: r.note },
});

/**
 * A step's audit entry, filed under the subscription: its audited fields before, with `extra` ones (a
 * consultation's, a week request's), and `after` read off the row the move wrote.
 */
export const auditOf = <R>(
  action: StaffAction,
  sub: SubscriptionRow,
  after: (written: R) => Record<string, unknown>,
  extra: Record<string, unknown> = {},
): MoveAudit<R> => ({
  action,
  recordType: 'subscription',
  recordId: sub.id,
  before: { ...audited(sub), ...extra },
  after,
});

/** The entry of a step that moves no status (a week written or published). */
export function auditUnmoved(
  tx: Tx,
  staff: StaffActor,
  action: StaffAction,
  sub: SubscriptionRow,
  extra: { before: Record<string, unknown>; after: Record<string, unknown> },
) {
  return recordAudit(tx, {
    userId: staff.userId ?? null,
    role: staff.actor,
    action,
    recordType: 'subscription',
    recordId: sub.id,
    before: { ...audited(sub), ...extra.before },
    after: { ...audited(sub), ...extra.after },
  });
}

/** What a step on one subscription is: its kind's machine and lock, and the step's own rules. */
export interface SubscriptionStep {
  machine: StateMachine<SubscriptionStatus>;
  lock: (tx: Tx, id: string) => Promise<SubscriptionRow | undefined>;
  action: StaffAction;
  /** Where it moves; may throw a 409 that says why it cannot. */
  to: SubscriptionStatus | ((sub: SubscriptionRow) => SubscriptionStatus);
  /** Checks the step's own rules and gives the columns it writes. */
  changes: (sub: SubscriptionRow, tx: Tx) => SubscriptionChanges | Promise<SubscriptionChanges>;
}

/**
 * One staff step that moves a subscription, in the caller's transaction: lock it (and ask the policy), find
 * where it moves, ask its machine, let `changes` check the step's rules, then move it and write the audit
 * entry. The subscription as moved.
 */
export async function subscriptionStep(
  tx: Tx,
  subscriptionId: string,
  staff: StaffActor,
  step: SubscriptionStep,
): Promise<SubscriptionRow> {
  const sub = await lockForStaff(tx, subscriptionId, staff, step.lock);
  const target = typeof step.to === 'function' ? step.to(sub) : step.to;
  allowMove(step.machine, sub, target, staff.actor);
  return moveSubscription(
    tx,
    step.machine,
    sub,
    target,
    staff,
    await step.changes(sub, tx),
    auditOf(step.action, sub, audited),
  );
}

// The consultation date of a template or a paid consultation (a coaching's has its own rows).

/** Staff approve the date the client asked for: the client can no longer change it. */
async function dateApproval(tx: Tx, sub: SubscriptionRow, now: Date): Promise<SubscriptionChanges> {
  if (!sub.consultationDate) throw conflict(M.noConsultationDate);
  if (sub.consultationApprovedAt !== null && !sub.consultationProposed) throw conflict(M.dateAlreadyApproved);
  await reserveSubscriptionTime(tx, sub, sub.consultationDate);
  return { consultationApprovedAt: now, consultationProposed: false, consultationProposalReason: null };
}

/** Staff propose another date (not before today in Nepal), with the reason the client reads. */
async function dateProposal(
  tx: Tx,
  sub: SubscriptionRow,
  date: string,
  reason: string,
  now: Date,
): Promise<SubscriptionChanges> {
  if (date < nepalToday(now)) throw invalidField('consultation_date', M.proposedDatePast);
  await reserveSubscriptionTime(tx, sub, date);
  return {
    consultationDate: date,
    consultationApprovedAt: now,
    consultationProposed: true,
    consultationProposalReason: reason.trim(),
  };
}

/** Staff mark the consultation held, with their remarks; not before its day in Nepal (409). */
function heldChanges(sub: SubscriptionRow, remarks: string, now: Date): SubscriptionChanges {
  if (!sub.consultationDate) throw conflict(M.noConsultationDate);
  if (!consultationDayReached(sub.consultationDate, now))
    throw conflict(STAFF_STEP_TEXTS.heldBeforeDay(sub.consultationDate));
  return {
    consultationApprovedAt: sub.consultationApprovedAt ?? now,
    consultationHeldAt: now,
    remarks: remarks.trim(),
  };
}

/** Where an Inactive subscription goes again: Active when it had been activated, else `notStarted`. */
const reactivation =
  (notStarted: SubscriptionStatus) =>
  (sub: SubscriptionRow): SubscriptionStatus => {
    const to: SubscriptionStatus = sub.startedOn !== null ? 'Active' : notStarted;
    if (sub.status !== 'Inactive') throw conflict(M.staffNotAllowed(sub.status, to));
    return to;
  };

/** Runs one step on a subscription of one kind, in its own transaction; the kind's answer. */
export type KindStep<J> = (
  db: Db,
  subscriptionId: string,
  staff: StaffActor,
  step: Omit<SubscriptionStep, 'machine' | 'lock'>,
) => Promise<J>;

/** A kind's `KindStep`: its machine and lock, and its answer read off the subscription as moved. */
export const kindStep =
  <J>(
    machine: StateMachine<SubscriptionStatus>,
    lock: SubscriptionStep['lock'],
    json: (tx: Tx, sub: SubscriptionRow) => Promise<J>,
  ): KindStep<J> =>
  (db, subscriptionId, staff, step) =>
    db.transaction(async (tx) =>
      json(tx, await subscriptionStep(tx, subscriptionId, staff, { machine, lock, ...step })),
    );

/**
 * The steps every kind takes the same way, run by its `run`: on the subscription's consultation date (a
 * template's and a paid consultation's; a coaching's are rows of their own), and making it Inactive or, with
 * a reason, active again (Active when it had been activated, else `notStarted`).
 */
export const sameSteps = <J>(run: KindStep<J>, notStarted: SubscriptionStatus) => ({
  /** Staff approve the date the client asked for: the client can no longer change it. */
  approveDate: (db: Db, id: string, staff: StaffActor, now = new Date()) =>
    run(db, id, staff, {
      action: 'subscription.approveDate',
      to: 'Consultation Requested',
      changes: (sub, tx) => dateApproval(tx, sub, now),
    }),
  /**
   * Staff propose another date (YYYY-MM-DD, not before today in Nepal), with the reason the client reads: it
   * replaces the client's as approved, and the client may still change it (which makes it a request again).
   */
  proposeDate: (db: Db, id: string, staff: StaffActor, date: string, reason: string, now = new Date()) =>
    run(db, id, staff, {
      action: 'subscription.proposeDate',
      to: 'Consultation Requested',
      changes: (sub, tx) => dateProposal(tx, sub, date, reason, now),
    }),
  /** Staff mark the consultation held, with their remarks: Consultation Completed; not before its day (409). */
  markHeld: (db: Db, id: string, staff: StaffActor, remarks: string, now = new Date()) =>
    run(db, id, staff, {
      action: 'subscription.markHeld',
      to: 'Consultation Completed',
      changes: (sub) => heldChanges(sub, remarks, now),
    }),
  /** Staff make it Inactive, with the reason. */
  setInactive: (db: Db, id: string, staff: StaffActor, reason: string) =>
    run(db, id, staff, {
      action: 'subscription.setInactive',
      to: 'Inactive',
      changes: () => ({ statusReason: reason.trim() }),
    }),
  /** Staff make an Inactive one active again, with the reason. */
  reactivate: (db: Db, id: string, staff: StaffActor, reason: string) =>
    run(db, id, staff, {
      action: 'subscription.reactivate',
      to: reactivation(notStarted),
      changes: () => ({ statusReason: reason.trim() }),
    }),
});

// A week completion request (template or coaching).

/**
 * The request and its subscription, locked subscription first (as the client's writes lock them); the
 * policy asked on the subscription. `lock` finds the subscription of the request's kind; none answers
 * `subscriptionMissing`.
 */
async function lockRequest(
  tx: Tx,
  requestId: string,
  staff: StaffActor,
  lock: (tx: Tx, id: string) => Promise<SubscriptionRow | undefined>,
  subscriptionMissing: string,
) {
  const found = isId(requestId) ? await findWeekRequest(tx, requestId) : undefined;
  if (!found) throw notFound(M.weekRequestNotFound);
  const sub = await lockForStaff(tx, found.subscriptionId, staff, lock, subscriptionMissing);
  const request = (await lockWeekRequest(tx, requestId))!;
  return { sub, request };
}

function allowRequest(request: WeekRequestRow, to: WeekRequestStatus, actor: Actor) {
  if (!canMove(WEEK_REQUEST_MACHINE, request.status as WeekRequestStatus, to, actor))
    throw conflict(M.requestClosed(request.status));
}

/**
 * Staff approve a week: only while the request is Open (a second approval, or one after a return, is a 409,
 * so a double click never skips a week). The request is Approved and weeks_completed goes up by one;
 * approving the last of `weeks` makes the subscription Completed. The subscription as moved.
 */
async function approveWeekStep(
  tx: Tx,
  { sub, request }: { sub: SubscriptionRow; request: WeekRequestRow },
  staff: StaffActor,
  machine: StateMachine<SubscriptionStatus>,
  weeks: number,
  now: Date,
): Promise<SubscriptionRow> {
  allowRequest(request, 'Approved', staff.actor);
  const weeksCompleted = sub.weeksCompleted + 1;
  if (request.week !== weeksCompleted)
    throw new Error(`week request ${request.id} is for week ${request.week}, not ${weeksCompleted}`);
  const to: SubscriptionStatus = weeksCompleted >= weeks ? 'Completed' : 'Active';
  if (sub.status !== 'Active') throw conflict(M.staffNotAllowed(sub.status, to));
  allowMove(machine, sub, to, staff.actor);
  // One entry for both moves: the subscription's move writes it, with the request's fields.
  const decided = await moveWeekRequest(tx, request, 'Approved', staff, {
    decidedBy: staff.userId ?? null,
    decidedAt: now,
  });
  return moveSubscription(
    tx,
    machine,
    sub,
    to,
    staff,
    { weeksCompleted },
    auditOf(
      'weekRequest.approve',
      sub,
      (m: SubscriptionRow) => ({ ...audited(m), ...auditedRequest(decided) }),
      auditedRequest(request),
    ),
  );
}

/** Staff return a week with a note the client reads; the client may ask again. */
async function returnWeekStep(
  tx: Tx,
  { sub, request }: { sub: SubscriptionRow; request: WeekRequestRow },
  staff: StaffActor,
  note: string,
  now: Date,
): Promise<void> {
  allowRequest(request, 'Returned', staff.actor);
  await moveWeekRequest(
    tx,
    request,
    'Returned',
    staff,
    { note: note.trim(), decidedBy: staff.userId ?? null, decidedAt: now },
    auditOf(
      'weekRequest.return',
      sub,
      (decided: WeekRequestRow) => ({ ...audited(sub), ...auditedRequest(decided) }),
      auditedRequest(request),
    ),
  );
}

/** What reviewing a week differs in between kinds: the machine, the lock, how many weeks, the answer. */
export interface WeekReviewKind<J> {
  machine: StateMachine<SubscriptionStatus>;
  lock: (tx: Tx, id: string) => Promise<SubscriptionRow | undefined>;
  /** The 404 when the request's subscription is not of this kind. */
  subscriptionMissing: string;
  weeks: (tx: Tx, sub: SubscriptionRow) => number | Promise<number>;
  json: (tx: Tx, sub: SubscriptionRow) => Promise<J>;
}

/** Approving and returning a week completion request of one kind, each in its own transaction. */
export const weekReviewSteps = <J>(kind: WeekReviewKind<J>) => ({
  approve: (db: Db, requestId: string, staff: StaffActor, now = new Date()): Promise<J> =>
    db.transaction(async (tx) => {
      const locked = await lockRequest(tx, requestId, staff, kind.lock, kind.subscriptionMissing);
      const weeks = await kind.weeks(tx, locked.sub);
      return kind.json(tx, await approveWeekStep(tx, locked, staff, kind.machine, weeks, now));
    }),
  return: (db: Db, requestId: string, staff: StaffActor, note: string, now = new Date()): Promise<J> =>
    db.transaction(async (tx) => {
      const locked = await lockRequest(tx, requestId, staff, kind.lock, kind.subscriptionMissing);
      await returnWeekStep(tx, locked, staff, note, now);
      return kind.json(tx, locked.sub);
    }),
});
