import type { FastifyInstance } from 'fastify';
import type { StaffAction } from '@oxstrength/shared/policy';
import { nepalToday } from '@oxstrength/shared/training';
import {
  activateCoaching,
  approveCoachingConsultation,
  approveCoachingWeek,
  approvePaidConsultation,
  getStaffCoaching,
  listStaffCoachings,
  listStaffPaidConsultations,
  markCoachingConsultationHeld,
  markPaidConsultationHeld,
  proposeCoachingConsultation,
  proposePaidConsultation,
  reactivateCoaching,
  returnCoachingWeek,
  setCoachingInactive,
  writeCoachingWeek,
  type CoachingWeekBody,
  type ProgrammeStaffActor,
  type StaffProgrammeQuery,
} from '../subscriptions/coaching-staff.service';
import { COACHING_MESSAGES as M } from '../subscriptions/coaching-training-messages';
import { isCoachingWeekPublished } from '../subscriptions/coaching-weeks.service';
import { mailWeekPublished } from './coaching-weeks.service';
import { decideCoaching, decidePaid } from './programme-mails';
import { programmePolicy, programmeStaffActor } from './policy';
import { requireAction, type StaffCaller } from '../../lib/staff-caller';
import { STAFF_MESSAGES } from './staff.service';

/**
 * The staff workspace's coaching and paid consultation steps (issue 16): each runs the subscriptions area's
 * staff function under the action's policy (a trainer acts on the coaching and consultations clients bought
 * with them; the function writes the audit entry in its transaction), writes the client's mail of the decision
 * in the same transaction (programme-mails.ts) and answers with the step's message.
 */

export const PROGRAMME_STAFF_MESSAGES = {
  ...STAFF_MESSAGES,
  weekSaved: (week: number, published: boolean) =>
    published ? `Week ${week} published` : `Week ${week} saved (not published)`,
} as const;

const actorFor = (caller: StaffCaller, action: StaffAction, notFound: string): ProgrammeStaffActor =>
  programmeStaffActor(caller, action, notFound);

const withMessage = async <S>(message: string, subscription: Promise<S>) => ({
  message,
  subscription: await subscription,
});

export const approveCoachingDate = (app: FastifyInstance, caller: StaffCaller, id: string) =>
  decideCoaching(
    app,
    (db) =>
      withMessage(
        STAFF_MESSAGES.dateApproved,
        approveCoachingConsultation(
          db,
          id,
          actorFor(caller, 'subscription.approveDate', M.consultationNotFound),
        ),
      ),
    { kind: 'date-approved' },
  );

export const proposeCoachingDate = (
  app: FastifyInstance,
  caller: StaffCaller,
  id: string,
  date: string,
  reason: string,
) =>
  decideCoaching(
    app,
    (db) =>
      withMessage(
        STAFF_MESSAGES.dateProposed(date),
        proposeCoachingConsultation(
          db,
          id,
          actorFor(caller, 'subscription.proposeDate', M.consultationNotFound),
          date,
          reason,
        ),
      ),
    { kind: 'date-proposed', reason: reason.trim() },
  );

export const markCoachingHeld = (app: FastifyInstance, caller: StaffCaller, id: string, remarks: string) =>
  decideCoaching(
    app,
    (db) =>
      withMessage(
        STAFF_MESSAGES.held,
        markCoachingConsultationHeld(
          db,
          id,
          actorFor(caller, 'subscription.markHeld', M.consultationNotFound),
          remarks,
        ),
      ),
    { kind: 'consultation-held' },
  );

export const activateCoachingSubscription = (
  app: FastifyInstance,
  caller: StaffCaller,
  id: string,
  body: { start_on?: string },
) =>
  decideCoaching(
    app,
    (db) =>
      withMessage(
        STAFF_MESSAGES.activated,
        activateCoaching(
          db,
          id,
          actorFor(caller, 'subscription.activate', M.subscriptionNotFound),
          body.start_on ?? nepalToday(),
        ),
      ),
    { kind: 'activated' },
  );

export const makeCoachingInactive = (app: FastifyInstance, caller: StaffCaller, id: string, reason: string) =>
  decideCoaching(
    app,
    (db) =>
      withMessage(
        STAFF_MESSAGES.inactive,
        setCoachingInactive(
          db,
          id,
          actorFor(caller, 'subscription.setInactive', M.subscriptionNotFound),
          reason,
        ),
      ),
    { kind: 'made-inactive', reason: reason.trim() },
  );

export const makeCoachingActiveAgain = (
  app: FastifyInstance,
  caller: StaffCaller,
  id: string,
  reason: string,
) =>
  decideCoaching(
    app,
    (db) =>
      withMessage(
        STAFF_MESSAGES.reactivated,
        reactivateCoaching(
          db,
          id,
          actorFor(caller, 'subscription.reactivate', M.subscriptionNotFound),
          reason,
        ),
      ),
    { kind: 'reactivated', reason: reason.trim() },
  );

/**
 * Writes the week; when this save publishes it, the client's mail is written in the same transaction
 * (issue 18; drafts are never sent).
 */
export function saveCoachingWeek(
  app: FastifyInstance,
  caller: StaffCaller,
  id: string,
  week: number,
  body: CoachingWeekBody,
) {
  const staff = actorFor(caller, 'subscription.publishWeek', M.subscriptionNotFound);
  return app.mailer.transaction(async (tx) => {
    const wasPublished = await isCoachingWeekPublished(tx, id, week);
    const saved = await withMessage(
      PROGRAMME_STAFF_MESSAGES.weekSaved(week, body.published),
      writeCoachingWeek(tx, id, staff, week, body),
    );
    if (body.published && !wasPublished) await mailWeekPublished(app, tx, id, week);
    return saved;
  });
}

export const approveCoachingWeekRequest = (app: FastifyInstance, caller: StaffCaller, id: string) =>
  decideCoaching(
    app,
    async (db) => {
      const subscription = await approveCoachingWeek(
        db,
        id,
        actorFor(caller, 'weekRequest.approve', M.weekRequestNotFound),
      );
      return { message: STAFF_MESSAGES.weekApproved(subscription.weeks_completed), subscription };
    },
    (r) => ({ kind: 'week-approved', week: r.subscription.weeks_completed }),
  );

export const returnCoachingWeekRequest = (
  app: FastifyInstance,
  caller: StaffCaller,
  id: string,
  note: string,
) =>
  decideCoaching(
    app,
    async (db) => {
      const subscription = await returnCoachingWeek(
        db,
        id,
        actorFor(caller, 'weekRequest.return', M.weekRequestNotFound),
        note,
      );
      return { message: STAFF_MESSAGES.weekReturned(subscription.weeks_completed + 1), subscription };
    },
    (r) => ({ kind: 'week-returned', week: r.subscription.weeks_completed + 1, note: note.trim() }),
  );

export const approvePaidDate = (app: FastifyInstance, caller: StaffCaller, id: string) =>
  decidePaid(
    app,
    (db) =>
      withMessage(
        STAFF_MESSAGES.dateApproved,
        approvePaidConsultation(db, id, actorFor(caller, 'subscription.approveDate', M.subscriptionNotFound)),
      ),
    { kind: 'date-approved' },
  );

export const proposePaidDate = (
  app: FastifyInstance,
  caller: StaffCaller,
  id: string,
  date: string,
  reason: string,
) =>
  decidePaid(
    app,
    (db) =>
      withMessage(
        STAFF_MESSAGES.dateProposed(date),
        proposePaidConsultation(
          db,
          id,
          actorFor(caller, 'subscription.proposeDate', M.subscriptionNotFound),
          date,
          reason,
        ),
      ),
    { kind: 'date-proposed', reason: reason.trim() },
  );

export const markPaidHeld = (app: FastifyInstance, caller: StaffCaller, id: string, remarks: string) =>
  decidePaid(
    app,
    (db) =>
      withMessage(
        STAFF_MESSAGES.held,
        markPaidConsultationHeld(
          db,
          id,
          actorFor(caller, 'subscription.markHeld', M.subscriptionNotFound),
          remarks,
        ),
      ),
    { kind: 'consultation-held' },
  );

/** GET /staff/coaching-subscriptions/{id}: 404 out of the caller's scope. */
export function getCoachingDetail(app: FastifyInstance, caller: StaffCaller, id: string) {
  requireAction(caller, 'subscription.read');
  return getStaffCoaching(app.db, id, programmePolicy(caller, 'subscription.read', M.subscriptionNotFound));
}

/** The trainer whose coaching and consultations the caller sees: null (every one) for an admin. */
const scopeOf = (caller: StaffCaller) => (caller.userType === 'Admin' ? null : caller.id);

/** GET /staff/coaching-subscriptions: one list, within the caller's coaching. */
export function listCoachingInbox(app: FastifyInstance, caller: StaffCaller, q: StaffProgrammeQuery) {
  requireAction(caller, 'subscription.list');
  return listStaffCoachings(app.db, scopeOf(caller), q);
}

/** GET /staff/consultation-subscriptions: paid consultations with a date to approve or hold. */
export function listPaidConsultationInbox(app: FastifyInstance, caller: StaffCaller, q: StaffProgrammeQuery) {
  requireAction(caller, 'subscription.list');
  return listStaffPaidConsultations(app.db, scopeOf(caller), q);
}
