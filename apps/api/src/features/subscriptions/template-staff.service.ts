import type { StaffSubscription, StaffSubscriptionDetail } from '@oxstrength/shared/contracts/staff';
import type { SubscribedTemplate } from '@oxstrength/shared/contracts/training';
import type { StaffAction } from '@oxstrength/shared/policy';
import {
  canMove,
  TEMPLATE_SUBSCRIPTION_MACHINE,
  WEEK_REQUEST_MACHINE,
  type Actor,
  type SubscriptionStatus,
  type WeekRequestStatus,
} from '@oxstrength/shared/status';
import {
  consultationDayReached,
  isCalendarDate,
  nepalToday,
  STAFF_STEP_TEXTS,
} from '@oxstrength/shared/training';
import type { Db, Tx } from '../../db/client';
import { conflict, invalidField, notFound } from '../../lib/errors';
import { pageInfo } from '../../lib/reply';
import { isId } from '../../lib/path-id';
import type { MoveAudit } from '../../lib/transition';
import { templateSchedule, templateSummaries } from '../templates/templates.service';
import { userContact } from '../users/users.service';
import { moveSubscription, moveWeekRequest } from './subscription-moves';
import { TRAINING_MESSAGES as M } from './template-training-messages';
import {
  toSchedule,
  toStaffSubscriptionJson,
  toStaffWeekRequestJson,
  weeksOf,
} from './template-training-json';
import {
  findDayActivities,
  findLatestWeekRequests,
  findStaffTemplateSubscriptionPage,
  findTemplateSubscription,
  findWeekRequest,
  findWeekRequests,
  insertDayActivities,
  lockTemplateSubscription,
  lockWeekRequest,
  type StaffInboxState,
  type SubscriptionRow,
  type WeekRequestRow,
} from './template-training.repository';
import { subscriptionJson } from './template-training.service';
import { reserveSubscriptionTime } from './consultation-capacity';

/**
 * Staff's side of a template subscription (the staff workspace's routes call these): approving or proposing
 * the consultation date, marking it held, activating (the subscription gets its own copy of the template's
 * schedule), approving or returning a week, making it inactive or active again. Each locks the subscription's
 * row first (then the request's), so it takes turns with the client's writes; asks `staff.authorize` (the
 * staff area's policy) whether the caller may act on it; asks the state machine (canMove) whether
 * `staff.actor` may make the move, answering 409 with a reason when not; and moves the row through
 * `transition` (lib/transition.ts), which writes its audit entry (the fields it changed, before and after) in
 * the same transaction.
 */

/** What the policy reads of a subscription: its template (whose trainer may act on it). */
export type StaffSubject = Pick<SubscriptionRow, 'id' | 'modelId'>;

export interface StaffActor {
  actor: Actor;
  /** The staff member, recorded on the week requests they decide and in the audit log. */
  userId?: string | null;
  /**
   * The staff area's policy for this action, run on the locked subscription before any rule: throws (a 404,
   * so a record out of the caller's scope is not revealed) when the caller may not act on it.
   */
  authorize?: (tx: Tx | Db, sub: StaffSubject) => Promise<void>;
}

async function lockSubscription(tx: Tx, id: string, staff: StaffActor): Promise<SubscriptionRow> {
  const sub = isId(id) ? await lockTemplateSubscription(tx, id) : undefined;
  if (!sub) throw notFound(M.subscriptionNotFound);
  await staff.authorize?.(tx, sub);
  return sub;
}

function allow(sub: SubscriptionRow, to: SubscriptionStatus, actor: Actor) {
  if (!canMove(TEMPLATE_SUBSCRIPTION_MACHINE, sub.status as SubscriptionStatus, to, actor))
    throw conflict(M.staffNotAllowed(sub.status, to));
}

function allowRequest(request: WeekRequestRow, to: WeekRequestStatus, actor: Actor) {
  if (!canMove(WEEK_REQUEST_MACHINE, request.status as WeekRequestStatus, to, actor))
    throw conflict(M.requestClosed(request.status));
}

/** The fields of a subscription the audit log follows. */
const audited = (sub: SubscriptionRow): Record<string, unknown> => ({
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
 * A step's audit entry, filed under the subscription: its audited fields before, with `extra` ones (a week
 * request's), and `after` read off the row the move wrote.
 */
const auditOf = <R>(
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

type SubscriptionChanges = Partial<Omit<SubscriptionRow, 'id' | 'status' | 'createdAt'>>;

/**
 * One staff step on a subscription, in one transaction: lock it (and ask the policy), find where it moves
 * (`to` may throw a 409 that says why it cannot), ask the state machine, let `changes` check the step's own
 * rules and give the columns it writes, then move it and write the audit entry.
 */
function subscriptionStep(
  db: Db,
  subscriptionId: string,
  staff: StaffActor,
  action: StaffAction,
  to: SubscriptionStatus | ((sub: SubscriptionRow) => SubscriptionStatus),
  changes: (sub: SubscriptionRow, tx: Tx) => SubscriptionChanges | Promise<SubscriptionChanges>,
): Promise<SubscribedTemplate> {
  return db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, subscriptionId, staff);
    const target = typeof to === 'function' ? to(sub) : to;
    allow(sub, target, staff.actor);
    const moved = await moveSubscription(
      tx,
      sub,
      target,
      staff,
      await changes(sub, tx),
      auditOf(action, sub, audited),
    );
    return subscriptionJson(tx, moved);
  });
}

/** Staff approve the date the client asked for: the client can no longer change it. */
export const approveConsultationDate = (
  db: Db,
  subscriptionId: string,
  staff: StaffActor,
  now = new Date(),
) =>
  subscriptionStep(
    db,
    subscriptionId,
    staff,
    'subscription.approveDate',
    'Consultation Requested',
    async (sub, tx) => {
      if (!sub.consultationDate) throw conflict(M.noConsultationDate);
      if (sub.consultationApprovedAt !== null && !sub.consultationProposed)
        throw conflict(M.dateAlreadyApproved);
      await reserveSubscriptionTime(tx, sub, sub.consultationDate);
      return { consultationApprovedAt: now, consultationProposed: false, consultationProposalReason: null };
    },
  );

/**
 * Staff propose another date (YYYY-MM-DD, not before today in Nepal), with the reason the client reads: it
 * replaces the client's as approved, and the client may still change it (which makes it a request again).
 */
export const proposeConsultationDate = (
  db: Db,
  subscriptionId: string,
  staff: StaffActor,
  date: string,
  reason: string,
  now = new Date(),
) =>
  subscriptionStep(
    db,
    subscriptionId,
    staff,
    'subscription.proposeDate',
    'Consultation Requested',
    async (sub, tx) => {
      if (date < nepalToday(now)) throw invalidField('consultation_date', M.proposedDatePast);
      await reserveSubscriptionTime(tx, sub, date);
      return {
        consultationDate: date,
        consultationApprovedAt: now,
        consultationProposed: true,
        consultationProposalReason: reason.trim(),
      };
    },
  );

/**
 * Staff mark the consultation held, with their remarks: Consultation Completed, waiting for activation. Not
 * before the consultation's day in Nepal (409).
 */
export const markConsultationHeld = (
  db: Db,
  subscriptionId: string,
  staff: StaffActor,
  remarks: string,
  now = new Date(),
) =>
  subscriptionStep(db, subscriptionId, staff, 'subscription.markHeld', 'Consultation Completed', (sub) => {
    if (!sub.consultationDate) throw conflict(M.noConsultationDate);
    if (!consultationDayReached(sub.consultationDate, now))
      throw conflict(STAFF_STEP_TEXTS.heldBeforeDay(sub.consultationDate));
    return {
      consultationApprovedAt: sub.consultationApprovedAt ?? now,
      consultationHeldAt: now,
      remarks: remarks.trim(),
    };
  });

/** Before the consultation is held: only an admin may activate then, with a reason. */
const isEarly = (sub: SubscriptionRow) => sub.status === 'Pending' || sub.status === 'Consultation Requested';

/**
 * Staff activate a subscription whose consultation was held (an admin also one that is Pending or
 * Consultation Requested, with `reason`): it gets its own copy of the template's schedule (new ids; later
 * edits of the template do not change it) for its weeks, starts on `startOn` (YYYY-MM-DD) and becomes Active
 * on week 1.
 */
export function activate(
  db: Db,
  subscriptionId: string,
  staff: StaffActor,
  startOn: string,
  reason?: string,
): Promise<SubscribedTemplate> {
  if (!isCalendarDate(startOn)) throw invalidField('start_on', 'Start date must be a date (YYYY-MM-DD)');
  const whereTo = (sub: SubscriptionRow): SubscriptionStatus => {
    if (sub.startedOn !== null) throw conflict(M.alreadyActivated);
    if (isEarly(sub) && staff.actor === 'trainer') throw conflict(M.activateNeedsConsultation);
    if (!isEarly(sub) && sub.status !== 'Consultation Completed')
      throw conflict(M.staffNotAllowed(sub.status, 'Active'));
    return 'Active';
  };
  return subscriptionStep(db, subscriptionId, staff, 'subscription.activate', whereTo, async (sub, tx) => {
    const early = isEarly(sub);
    if (early && !reason?.trim()) throw invalidField('reason', M.activateReasonRequired);
    const weeks = weeksOf(sub, (await templateSummaries(tx, [sub.modelId])).get(sub.modelId));
    const schedule = (await templateSchedule(tx, sub.modelId)).filter((a) => a.week <= weeks);
    if (schedule.length === 0) throw conflict(M.noSchedule);
    await insertDayActivities(
      tx,
      schedule.map((a) => ({ ...a, subscriptionId: sub.id })),
    );
    return { startedOn: startOn, weeksCompleted: 0, ...(early ? { statusReason: reason!.trim() } : {}) };
  });
}

/** The request and its subscription, locked subscription first (as the client's writes lock them). */
async function lockRequest(tx: Tx, requestId: string, staff: StaffActor) {
  const found = isId(requestId) ? await findWeekRequest(tx, requestId) : undefined;
  if (!found) throw notFound(M.weekRequestNotFound);
  const sub = await lockSubscription(tx, found.subscriptionId, staff);
  const request = (await lockWeekRequest(tx, requestId))!;
  return { sub, request };
}

/**
 * Staff approve a week: only while the request is Open (a second approval, or one after a return, is a 409,
 * so a double click never skips a week). The request is Approved and weeks_completed goes up by one;
 * approving the last week makes the subscription Completed.
 */
export async function approveWeek(
  db: Db,
  requestId: string,
  staff: StaffActor,
  now = new Date(),
): Promise<SubscribedTemplate> {
  return db.transaction(async (tx) => {
    const { sub, request } = await lockRequest(tx, requestId, staff);
    allowRequest(request, 'Approved', staff.actor);
    const weeksCompleted = sub.weeksCompleted + 1;
    if (request.week !== weeksCompleted)
      throw new Error(`week request ${request.id} is for week ${request.week}, not ${weeksCompleted}`);
    const weeks = weeksOf(sub, (await templateSummaries(tx, [sub.modelId])).get(sub.modelId));
    const to: SubscriptionStatus = weeksCompleted >= weeks ? 'Completed' : 'Active';
    if (sub.status !== 'Active') throw conflict(M.staffNotAllowed(sub.status, to));
    allow(sub, to, staff.actor);
    // One entry for both moves: the subscription's move writes it, with the request's fields.
    const decided = await moveWeekRequest(tx, request, 'Approved', staff, {
      decidedBy: staff.userId ?? null,
      decidedAt: now,
    });
    const moved = await moveSubscription(
      tx,
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
    return subscriptionJson(tx, moved);
  });
}

/** Staff return a week with a note the client reads; the client may ask again. */
export async function returnWeek(
  db: Db,
  requestId: string,
  staff: StaffActor,
  note: string,
  now = new Date(),
): Promise<SubscribedTemplate> {
  return db.transaction(async (tx) => {
    const { sub, request } = await lockRequest(tx, requestId, staff);
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
    return subscriptionJson(tx, sub);
  });
}

/** Staff make a subscription Inactive (from Active or Consultation Completed), with the reason. */
export const setInactive = (db: Db, subscriptionId: string, staff: StaffActor, reason: string) =>
  subscriptionStep(db, subscriptionId, staff, 'subscription.setInactive', 'Inactive', () => ({
    statusReason: reason.trim(),
  }));

/**
 * Staff make an Inactive subscription active again, with the reason: Active when it had been activated (it
 * keeps its schedule and progress), else Consultation Completed (waiting for activation).
 */
export const reactivate = (db: Db, subscriptionId: string, staff: StaffActor, reason: string) =>
  subscriptionStep(
    db,
    subscriptionId,
    staff,
    'subscription.reactivate',
    (sub) => {
      const to: SubscriptionStatus = sub.startedOn !== null ? 'Active' : 'Consultation Completed';
      if (sub.status !== 'Inactive') throw conflict(M.staffNotAllowed(sub.status, to));
      return to;
    },
    () => ({ statusReason: reason.trim() }),
  );

// Staff's reads: the inbox lists and one subscription with everything the client logged.

async function clientOf(db: Db, userId: string): Promise<StaffSubscription['client']> {
  const user = await userContact(db, userId);
  return user ? { _id: user.id, name: user.name, email: user.email } : null;
}

async function staffJsonOf(db: Db, rows: SubscriptionRow[]): Promise<StaffSubscription[]> {
  const templates = await templateSummaries(
    db,
    rows.map((r) => r.modelId),
  );
  const requests = await findLatestWeekRequests(
    db,
    rows.map((r) => r.id),
  );
  const clients = new Map<string, StaffSubscription['client']>();
  for (const userId of new Set(rows.map((r) => r.userId))) clients.set(userId, await clientOf(db, userId));
  return rows.map((r) =>
    toStaffSubscriptionJson(r, templates.get(r.modelId), clients.get(r.userId) ?? null, requests.get(r.id)),
  );
}

/** GET /staff/template-subscriptions: a page of one inbox list, within the caller's templates (null: all). */
export async function listStaffTemplateSubscriptions(
  db: Db,
  templateIds: string[] | null,
  q: { state: StaffInboxState; page: number; resultsPerPage: number },
) {
  const { rows, total } = await findStaffTemplateSubscriptionPage(db, {
    state: q.state,
    templateIds,
    limit: q.resultsPerPage,
    offset: (q.page - 1) * q.resultsPerPage,
  });
  return { subscriptions: await staffJsonOf(db, rows), ...pageInfo(q.page, q.resultsPerPage, total) };
}

/** A template subscription as staff see it (after an action), or 404. */
export async function staffSubscription(db: Db, id: string): Promise<StaffSubscription> {
  const sub = isId(id) ? await findTemplateSubscription(db, id) : undefined;
  if (!sub) throw notFound(M.subscriptionNotFound);
  return (await staffJsonOf(db, [sub]))[0];
}

/**
 * GET /staff/template-subscriptions/{id}: the subscription with every week of its schedule (locked weeks too)
 * and what the client logged, and its week requests. `authorize` is the policy (404 out of scope).
 */
export async function getStaffSubscription(
  db: Db,
  id: string,
  authorize: NonNullable<StaffActor['authorize']>,
): Promise<StaffSubscriptionDetail> {
  const sub = isId(id) ? await findTemplateSubscription(db, id) : undefined;
  if (!sub) throw notFound(M.subscriptionNotFound);
  await authorize(db, sub);
  const [summary] = await staffJsonOf(db, [sub]);
  const activities = sub.startedOn ? await findDayActivities(db, sub.id) : [];
  const user = await userContact(db, sub.userId);
  return {
    ...summary,
    // Their trainer (or an admin) reaches them by phone (issue 36): only this page carries it.
    client: user ? { _id: user.id, name: user.name, email: user.email, mobile_num: user.mobileNum } : null,
    schedule: toSchedule(sub, summary.weeks, activities, true),
    week_requests: (await findWeekRequests(db, sub.id)).map(toStaffWeekRequestJson),
  };
}

/** The subscription a week request belongs to, or 404 (staff's reply after deciding a request). */
export async function subscriptionOfWeekRequest(db: Db, requestId: string): Promise<string> {
  const found = isId(requestId) ? await findWeekRequest(db, requestId) : undefined;
  if (!found) throw notFound(M.weekRequestNotFound);
  return found.subscriptionId;
}
