import type { SubscribedTemplate } from '@oxstrength/shared/contracts/training';
import {
  canMove,
  TEMPLATE_SUBSCRIPTION_MACHINE,
  WEEK_REQUEST_MACHINE,
  type Actor,
  type SubscriptionStatus,
  type WeekRequestStatus,
} from '@oxstrength/shared/status';
import { isCalendarDate } from '@oxstrength/shared/training';
import type { Db, Tx } from '../../db/client';
import { conflict, invalidField, notFound } from '../../lib/errors';
import { isId } from '../categories/catalogue-query';
import { templateSchedule, templateSummaries } from '../templates/templates.service';
import { moveSubscription, moveWeekRequest } from './subscription-moves';
import { TRAINING_MESSAGES as M } from './template-training-messages';
import { weeksOf } from './template-training-json';
import {
  findWeekRequest,
  insertDayActivities,
  lockTemplateSubscription,
  lockWeekRequest,
  type SubscriptionRow,
  type WeekRequestRow,
} from './template-training.repository';
import { subscriptionJson } from './template-training.service';

/**
 * Staff's side of a template subscription (the staff workspace will give these routes): approving the
 * consultation date, marking it held, activating (the subscription gets its own copy of the template's
 * schedule), approving or returning a week, making it inactive or active again. Each asks the state machine
 * (canMove) whether `staff.actor` may make the move, answers 409 with a reason when not, and locks the
 * subscription's row first (then the request's), so it takes turns with the client's writes.
 */

export interface StaffActor {
  actor: Actor;
  /** The staff member, recorded on the week requests they decide. */
  userId?: string | null;
}

async function lockSubscription(tx: Tx, id: string): Promise<SubscriptionRow> {
  const sub = isId(id) ? await lockTemplateSubscription(tx, id) : undefined;
  if (!sub) throw notFound(M.subscriptionNotFound);
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

/** Staff approve the date the client asked for: the client can no longer change it. */
export async function approveConsultationDate(
  db: Db,
  subscriptionId: string,
  staff: StaffActor,
  now = new Date(),
): Promise<SubscribedTemplate> {
  return db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, subscriptionId);
    allow(sub, 'Consultation Requested', staff.actor);
    if (!sub.consultationDate) throw conflict(M.noConsultationDate);
    const moved = await moveSubscription(tx, sub, 'Consultation Requested', staff.actor, {
      consultationApprovedAt: sub.consultationApprovedAt ?? now,
    });
    return subscriptionJson(tx, moved);
  });
}

/** Staff mark the consultation held, with their remarks: Consultation Completed, waiting for activation. */
export async function markConsultationHeld(
  db: Db,
  subscriptionId: string,
  staff: StaffActor,
  remarks: string,
  now = new Date(),
): Promise<SubscribedTemplate> {
  return db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, subscriptionId);
    allow(sub, 'Consultation Completed', staff.actor);
    if (!sub.consultationDate) throw conflict(M.noConsultationDate);
    const moved = await moveSubscription(tx, sub, 'Consultation Completed', staff.actor, {
      consultationApprovedAt: sub.consultationApprovedAt ?? now,
      consultationHeldAt: now,
      remarks: remarks.trim(),
    });
    return subscriptionJson(tx, moved);
  });
}

/**
 * Staff activate a subscription whose consultation was held: it gets its own copy of the template's schedule
 * (new ids; later edits of the template do not change it) for its weeks, starts on `startOn` (YYYY-MM-DD) and
 * becomes Active on week 1.
 */
export async function activate(
  db: Db,
  subscriptionId: string,
  staff: StaffActor,
  startOn: string,
): Promise<SubscribedTemplate> {
  if (!isCalendarDate(startOn)) throw invalidField('start_on', 'Start date must be a date (YYYY-MM-DD)');
  return db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, subscriptionId);
    if (sub.startedOn !== null) throw conflict(M.alreadyActivated);
    if (sub.status !== 'Consultation Completed') throw conflict(M.staffNotAllowed(sub.status, 'Active'));
    allow(sub, 'Active', staff.actor);
    const weeks = weeksOf(sub, (await templateSummaries(tx, [sub.modelId])).get(sub.modelId));
    const schedule = (await templateSchedule(tx, sub.modelId)).filter((a) => a.week <= weeks);
    if (schedule.length === 0) throw conflict(M.noSchedule);
    await insertDayActivities(
      tx,
      schedule.map((a) => ({ ...a, subscriptionId: sub.id })),
    );
    const moved = await moveSubscription(tx, sub, 'Active', staff.actor, {
      startedOn: startOn,
      weeksCompleted: 0,
    });
    return subscriptionJson(tx, moved);
  });
}

/** The request and its subscription, locked subscription first (as the client's writes lock them). */
async function lockRequest(tx: Tx, requestId: string) {
  const found = isId(requestId) ? await findWeekRequest(tx, requestId) : undefined;
  if (!found) throw notFound(M.weekRequestNotFound);
  const sub = await lockSubscription(tx, found.subscriptionId);
  const request = (await lockWeekRequest(tx, requestId))!;
  return { sub, request };
}

/**
 * Staff approve a week: the request is Approved and weeks_completed goes up by one; approving the last week
 * makes the subscription Completed.
 */
export async function approveWeek(
  db: Db,
  requestId: string,
  staff: StaffActor,
  now = new Date(),
): Promise<SubscribedTemplate> {
  return db.transaction(async (tx) => {
    const { sub, request } = await lockRequest(tx, requestId);
    allowRequest(request, 'Approved', staff.actor);
    const weeksCompleted = sub.weeksCompleted + 1;
    if (request.week !== weeksCompleted)
      throw new Error(`week request ${request.id} is for week ${request.week}, not ${weeksCompleted}`);
    const weeks = weeksOf(sub, (await templateSummaries(tx, [sub.modelId])).get(sub.modelId));
    const to: SubscriptionStatus = weeksCompleted >= weeks ? 'Completed' : 'Active';
    if (sub.status !== 'Active') throw conflict(M.staffNotAllowed(sub.status, to));
    allow(sub, to, staff.actor);
    await moveWeekRequest(tx, request, 'Approved', staff.actor, {
      decidedBy: staff.userId ?? null,
      decidedAt: now,
    });
    const moved = await moveSubscription(tx, sub, to, staff.actor, { weeksCompleted });
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
    const { sub, request } = await lockRequest(tx, requestId);
    allowRequest(request, 'Returned', staff.actor);
    await moveWeekRequest(tx, request, 'Returned', staff.actor, {
      note: note.trim(),
      decidedBy: staff.userId ?? null,
      decidedAt: now,
    });
    return subscriptionJson(tx, sub);
  });
}

/** Staff make a subscription Inactive (from Active or Consultation Completed), with the reason. */
export async function setInactive(
  db: Db,
  subscriptionId: string,
  staff: StaffActor,
  reason: string,
): Promise<SubscribedTemplate> {
  return db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, subscriptionId);
    allow(sub, 'Inactive', staff.actor);
    const moved = await moveSubscription(tx, sub, 'Inactive', staff.actor, { statusReason: reason.trim() });
    return subscriptionJson(tx, moved);
  });
}

/**
 * Staff make an Inactive subscription active again, with the reason: Active when it had been activated (it
 * keeps its schedule and progress), else Consultation Completed (waiting for activation).
 */
export async function reactivate(
  db: Db,
  subscriptionId: string,
  staff: StaffActor,
  reason: string,
): Promise<SubscribedTemplate> {
  return db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, subscriptionId);
    const to: SubscriptionStatus = sub.startedOn !== null ? 'Active' : 'Consultation Completed';
    if (sub.status !== 'Inactive') throw conflict(M.staffNotAllowed(sub.status, to));
    allow(sub, to, staff.actor);
    const moved = await moveSubscription(tx, sub, to, staff.actor, { statusReason: reason.trim() });
    return subscriptionJson(tx, moved);
  });
}
