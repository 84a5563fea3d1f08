import type { StaffSubscription, StaffSubscriptionDetail } from '@oxstrength/shared/contracts/staff';
import type { SubscribedTemplate } from '@oxstrength/shared/contracts/training';
import { TEMPLATE_SUBSCRIPTION_MACHINE, type SubscriptionStatus } from '@oxstrength/shared/status';
import { isCalendarDate } from '@oxstrength/shared/training';
import type { Db, Tx } from '../../db/client';
import { conflict, invalidField, notFound } from '../../lib/errors';
import { pageInfo } from '../../lib/reply';
import { isId } from '../../lib/path-id';
import { templateSchedule, templateSummaries } from '../templates/templates.service';
import { userContact } from '../users/users.service';
import { kindStep, sameSteps, type StaffActor, weekReviewSteps } from './staff-steps';
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
  type StaffInboxState,
  type SubscriptionRow,
} from './template-training.repository';
import { subscriptionJson } from './template-training.service';

/**
 * Staff's side of a template subscription (the staff workspace's routes call these): approving or proposing
 * the consultation date, marking it held, activating (the subscription gets its own copy of the template's
 * schedule), approving or returning a week, making it inactive or active again. Each is a step of the one
 * staff stack (staff-steps.ts: lock, policy, machine, move and audit) on TEMPLATE_SUBSCRIPTION_MACHINE.
 */

export type { StaffActor };

/** One step on a template subscription in its own transaction; the subscription as the client sees it. */
const templateStep = kindStep(TEMPLATE_SUBSCRIPTION_MACHINE, lockTemplateSubscription, subscriptionJson);

const same = sameSteps(templateStep, 'Consultation Completed');

/** The consultation date: approve it, propose another, mark it held (Consultation Completed, to activate). */
export const approveConsultationDate = same.approveDate;
export const proposeConsultationDate = same.proposeDate;
export const markConsultationHeld = same.markHeld;

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
  return templateStep(db, subscriptionId, staff, {
    action: 'subscription.activate',
    to: whereTo,
    changes: async (sub, tx) => {
      const early = isEarly(sub);
      if (early && !reason?.trim()) throw invalidField('reason', M.activateReasonRequired);
      const weeks = await templateWeeks(tx, sub);
      const schedule = (await templateSchedule(tx, sub.modelId)).filter((a) => a.week <= weeks);
      if (schedule.length === 0) throw conflict(M.noSchedule);
      await insertDayActivities(
        tx,
        schedule.map((a) => ({ ...a, subscriptionId: sub.id })),
      );
      return { startedOn: startOn, weeksCompleted: 0, ...(early ? { statusReason: reason!.trim() } : {}) };
    },
  });
}

/** The weeks of a template subscription: its plan's, or its template's. */
const templateWeeks = async (tx: Tx, sub: SubscriptionRow) =>
  weeksOf(sub, (await templateSummaries(tx, [sub.modelId])).get(sub.modelId));

const weekReview = weekReviewSteps({
  machine: TEMPLATE_SUBSCRIPTION_MACHINE,
  lock: lockTemplateSubscription,
  subscriptionMissing: M.subscriptionNotFound,
  weeks: templateWeeks,
  json: subscriptionJson,
});

/**
 * Staff approve a week: only while the request is Open (a second approval, or one after a return, is a 409,
 * so a double click never skips a week). The request is Approved and weeks_completed goes up by one;
 * approving the last week makes the subscription Completed. Or they return it with a note the client reads;
 * the client may ask again.
 */
export const approveWeek = weekReview.approve;
export const returnWeek = weekReview.return;

/**
 * Inactive (from Active or Consultation Completed), with the reason; active again: Active when it had been
 * activated (it keeps its schedule and progress), else Consultation Completed (waiting for activation).
 */
export const setInactive = same.setInactive;
export const reactivate = same.reactivate;

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
