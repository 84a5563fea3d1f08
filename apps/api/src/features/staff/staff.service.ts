import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { StaffSubscription } from '@oxstrength/shared/contracts/staff';
import type { StaffAction } from '@oxstrength/shared/policy';
import type { StaffInboxState } from '@oxstrength/shared/schemas/staff';
import { nepalToday } from '@oxstrength/shared/training';
import {
  activate,
  approveConsultationDate,
  approveWeek,
  getStaffSubscription,
  listStaffTemplateSubscriptions,
  markConsultationHeld,
  proposeConsultationDate,
  reactivate,
  returnWeek,
  setInactive,
  staffSubscription,
  type StaffActor,
} from '../subscriptions/template-staff.service';
import { TRAINING_MESSAGES as M } from '../subscriptions/template-training-messages';
import { staffActor, subscriptionPolicy, templateScope } from './policy';
import { type StaffCaller, requireAction } from '../../lib/staff-caller';
import { staffDecisionMail, type StaffDecision } from './staff-mails';

/**
 * The staff workspace's template subscription steps (issue 17): each takes the caller, runs the subscriptions
 * area's staff function under the action's policy (the function writes the audit entry in its transaction),
 * writes the client's mail of the decision in the same transaction, and answers the subscription as staff
 * see it.
 */

export const STAFF_MESSAGES = {
  dateApproved: 'Consultation date approved',
  dateProposed: (date: string) => `Consultation date ${date} proposed to the client`,
  held: 'Consultation marked as held',
  activated: 'Subscription activated',
  inactive: 'Subscription made inactive',
  reactivated: 'Subscription made active again',
  weekApproved: (week: number) => `Week ${week} approved`,
  weekReturned: (week: number) => `Week ${week} returned to the client`,
} as const;

type Step = (db: Db, actor: StaffActor) => Promise<{ _id: string }>;

/** The step, and the client's mail of the decision, in one transaction (decision 038). */
function decide(
  app: FastifyInstance,
  caller: StaffCaller,
  action: StaffAction,
  notFoundMessage: string,
  step: Step,
  after: (sub: StaffSubscription) => { message: string; decision: StaffDecision },
) {
  return app.mailer.transaction(async (tx) => {
    const done = await step(tx, staffActor(caller, action, notFoundMessage));
    const subscription = await staffSubscription(tx, done._id);
    const { message, decision } = after(subscription);
    const mail = staffDecisionMail(app.config.APP_URL, subscription, decision);
    if (mail) await app.mailer.enqueue(tx, mail);
    return { message, subscription };
  });
}

const onSubscription =
  (app: FastifyInstance, caller: StaffCaller, action: StaffAction) =>
  (step: Step, after: Parameters<typeof decide>[5]) =>
    decide(app, caller, action, M.subscriptionNotFound, step, after);

export const approveDate = (app: FastifyInstance, caller: StaffCaller, id: string) =>
  onSubscription(
    app,
    caller,
    'subscription.approveDate',
  )(
    (db, actor) => approveConsultationDate(db, id, actor),
    () => ({ message: STAFF_MESSAGES.dateApproved, decision: { kind: 'date-approved' } }),
  );

export const proposeDate = (
  app: FastifyInstance,
  caller: StaffCaller,
  id: string,
  date: string,
  reason: string,
) =>
  onSubscription(
    app,
    caller,
    'subscription.proposeDate',
  )(
    (db, actor) => proposeConsultationDate(db, id, actor, date, reason),
    () => ({
      message: STAFF_MESSAGES.dateProposed(date),
      decision: { kind: 'date-proposed', reason: reason.trim() },
    }),
  );

export const markHeld = (app: FastifyInstance, caller: StaffCaller, id: string, remarks: string) =>
  onSubscription(
    app,
    caller,
    'subscription.markHeld',
  )(
    (db, actor) => markConsultationHeld(db, id, actor, remarks),
    () => ({ message: STAFF_MESSAGES.held, decision: { kind: 'consultation-held' } }),
  );

export const activateSubscription = (
  app: FastifyInstance,
  caller: StaffCaller,
  id: string,
  body: { start_on?: string; reason?: string },
) =>
  onSubscription(
    app,
    caller,
    'subscription.activate',
  )(
    (db, actor) => activate(db, id, actor, body.start_on ?? nepalToday(), body.reason),
    () => ({ message: STAFF_MESSAGES.activated, decision: { kind: 'activated' } }),
  );

export const makeInactive = (app: FastifyInstance, caller: StaffCaller, id: string, reason: string) =>
  onSubscription(
    app,
    caller,
    'subscription.setInactive',
  )(
    (db, actor) => setInactive(db, id, actor, reason),
    () => ({ message: STAFF_MESSAGES.inactive, decision: { kind: 'made-inactive', reason: reason.trim() } }),
  );

export const makeActiveAgain = (app: FastifyInstance, caller: StaffCaller, id: string, reason: string) =>
  onSubscription(
    app,
    caller,
    'subscription.reactivate',
  )(
    (db, actor) => reactivate(db, id, actor, reason),
    () => ({ message: STAFF_MESSAGES.reactivated, decision: { kind: 'reactivated', reason: reason.trim() } }),
  );

export const approveWeekRequest = (app: FastifyInstance, caller: StaffCaller, requestId: string) =>
  decide(
    app,
    caller,
    'weekRequest.approve',
    M.weekRequestNotFound,
    (db, actor) => approveWeek(db, requestId, actor),
    (sub) => ({
      message: STAFF_MESSAGES.weekApproved(sub.weeks_completed),
      decision: { kind: 'week-approved', week: sub.weeks_completed },
    }),
  );

export const returnWeekRequest = (
  app: FastifyInstance,
  caller: StaffCaller,
  requestId: string,
  note: string,
) =>
  decide(
    app,
    caller,
    'weekRequest.return',
    M.weekRequestNotFound,
    (db, actor) => returnWeek(db, requestId, actor, note),
    (sub) => ({
      message: STAFF_MESSAGES.weekReturned(sub.weeks_completed + 1),
      decision: { kind: 'week-returned', week: sub.weeks_completed + 1, note: note.trim() },
    }),
  );

/** GET /staff/template-subscriptions: one inbox list, within the caller's templates. */
export async function listInbox(
  app: FastifyInstance,
  caller: StaffCaller,
  q: { state: StaffInboxState; page: number; resultsPerPage: number },
) {
  requireAction(caller, 'subscription.list');
  return listStaffTemplateSubscriptions(app.db, await templateScope(app.db, caller), q);
}

/** GET /staff/template-subscriptions/{id}: 404 out of the caller's scope. */
export function getSubscriptionDetail(app: FastifyInstance, caller: StaffCaller, id: string) {
  requireAction(caller, 'subscription.read');
  return getStaffSubscription(
    app.db,
    id,
    subscriptionPolicy(caller, 'subscription.read', M.subscriptionNotFound),
  );
}
