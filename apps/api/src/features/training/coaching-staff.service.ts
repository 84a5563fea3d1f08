import type { z } from 'zod';
import type {
  PaidConsultation,
  StaffCoaching,
  StaffCoachingClient,
  StaffCoachingDetail,
  StaffPaidConsultation,
  SubscribedCoaching,
  SubscribedCoachingDetail,
} from '@oxstrength/shared/contracts/coaching-training';
import type { StaffAction } from '@oxstrength/shared/policy';
import type { coachingWeekSchema } from '@oxstrength/shared/schemas/coaching-training';
import {
  canMove,
  COACHING_CONSULTATION_MACHINE,
  COACHING_SUBSCRIPTION_MACHINE,
  PAID_CONSULTATION_MACHINE,
  type CoachingConsultationStatus,
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
import { findUserById, userContact } from '../users/users.service';
import { COACHING_MESSAGES as M } from './coaching-training-messages';
import { toCoachingSchedule, toSubscribedCoachingJson } from './coaching-training-json';
import {
  deleteWeekActivities,
  findCoachingConsultation,
  findCoachingWeeks,
  findProgrammeSubscription,
  findStaffProgrammePage,
  hasCompletedCoachingConsultation,
  lockCoachingConsultation,
  lockProgrammeSubscription,
  upsertCoachingWeek,
  weekHasProgress,
  type CoachingConsultationRow,
  type ProgrammeModel,
  type StaffProgrammeState,
} from './coaching-training.repository';
import { coachingContexts, coachingJson } from './coaching-training.service';
import { paidConsultationsJson } from './consultation-training.service';
import { reserveSubscriptionTime } from '../consultations/consultation-capacity';
import {
  audited,
  auditOf,
  auditUnmoved,
  lockForStaff,
  kindStep,
  sameSteps,
  type StaffActor,
  weekReviewSteps,
} from './staff-steps';
import { moveCoachingConsultation } from './subscription-moves';
import { findDayActivities, insertDayActivities, type SubscriptionRow } from './template-training.repository';

/**
 * Staff's side of a coaching subscription and of a paid consultation (issue 16; the staff area's routes call
 * these): approving or proposing a consultation date, marking it held with remarks, activating a coaching once
 * its first consultation is held, writing and publishing its weeks, approving or returning a week, making it
 * inactive or active again. Each is a step of the one staff stack (staff-steps.ts: lock, policy, machine, move
 * and audit); the policy reads the subscription's trainer (the one its client bought it with).
 */

/** The staff actor of the one stack (staff-steps.ts), under the name the coaching side has used. */
export type ProgrammeStaffActor = StaffActor;

export type CoachingWeekBody = z.output<typeof coachingWeekSchema>;

const lockOf =
  (onModel: ProgrammeModel) =>
  (tx: Tx, id: string): Promise<SubscriptionRow | undefined> =>
    lockProgrammeSubscription(tx, id, onModel);
const lockCoaching = lockOf('Coaching');
const lockPaid = lockOf('Consultation');

/** One step on a coaching in its own transaction; the coaching as its client sees it. */
const coachingStep = kindStep(COACHING_SUBSCRIPTION_MACHINE, lockCoaching, coachingJson);

// A coaching's consultations.

const auditedConsultation = (c: CoachingConsultationRow | undefined) => ({
  consultation: c
    ? {
        _id: c.id,
        consultation_date: c.consultationDate,
        status: c.status,
        proposed: c.proposed,
        remarks: c.remarks,
      }
    : null,
});

type ConsultationChanges = Partial<
  Omit<CoachingConsultationRow, 'id' | 'status' | 'subscriptionId' | 'createdAt'>
>;

/**
 * One staff step on a coaching consultation: its subscription locked first (as the client's writes lock it),
 * the policy, then the consultation locked and moved as COACHING_CONSULTATION_MACHINE allows.
 */
function consultationStep(
  db: Db,
  consultationId: string,
  staff: StaffActor,
  action: StaffAction,
  to: CoachingConsultationStatus,
  changes: (
    c: CoachingConsultationRow,
    tx: Tx,
    sub: SubscriptionRow,
  ) => ConsultationChanges | Promise<ConsultationChanges>,
): Promise<SubscribedCoaching> {
  return db.transaction(async (tx) => {
    const found = isId(consultationId) ? await findCoachingConsultation(tx, consultationId) : undefined;
    if (!found) throw notFound(M.consultationNotFound);
    const sub = await lockForStaff(tx, found.subscriptionId, staff, lockCoaching);
    const consultation = (await lockCoachingConsultation(tx, consultationId))!;
    const from = consultation.status as CoachingConsultationStatus;
    if (!canMove(COACHING_CONSULTATION_MACHINE, from, to, staff.actor))
      throw conflict(M.consultationClosed(consultation.status));
    const set = await changes(consultation, tx, sub);
    await moveCoachingConsultation(
      tx,
      consultation,
      to,
      staff,
      { ...set, decidedBy: staff.userId ?? null },
      auditOf(
        action,
        sub,
        (moved: CoachingConsultationRow) => ({ ...audited(sub), ...auditedConsultation(moved) }),
        auditedConsultation(consultation),
      ),
    );
    return coachingJson(tx, sub);
  });
}

/** Staff approve the date the client asked for: the client can no longer change it. */
export const approveCoachingConsultation = (
  db: Db,
  consultationId: string,
  staff: StaffActor,
  now = new Date(),
) =>
  consultationStep(db, consultationId, staff, 'subscription.approveDate', 'Approved', async (c, tx, sub) => {
    if (c.status === 'Approved' && !c.proposed) throw conflict(M.dateAlreadyApproved);
    await reserveSubscriptionTime(tx, sub, c.consultationDate, c.id);
    return { approvedAt: now, proposed: false, proposalReason: null };
  });

/** Staff propose another date (not before today in Nepal), with the reason the client reads; they may change it. */
export const proposeCoachingConsultation = (
  db: Db,
  consultationId: string,
  staff: StaffActor,
  date: string,
  reason: string,
  now = new Date(),
) =>
  consultationStep(db, consultationId, staff, 'subscription.proposeDate', 'Approved', async (c, tx, sub) => {
    if (date < nepalToday(now)) throw invalidField('consultation_date', M.proposedDatePast);
    await reserveSubscriptionTime(tx, sub, date, c.id);
    return { consultationDate: date, approvedAt: now, proposed: true, proposalReason: reason.trim() };
  });

/**
 * Staff mark the consultation held, with their remarks (first_consultation_completed, latest_consultation); not
 * before its day in Nepal (409).
 */
export const markCoachingConsultationHeld = (
  db: Db,
  consultationId: string,
  staff: StaffActor,
  remarks: string,
  now = new Date(),
) =>
  consultationStep(db, consultationId, staff, 'subscription.markHeld', 'Completed', (c) => {
    if (!consultationDayReached(c.consultationDate, now))
      throw conflict(STAFF_STEP_TEXTS.heldBeforeDay(c.consultationDate));
    return { approvedAt: c.approvedAt ?? now, heldAt: now, remarks: remarks.trim() };
  });

// A coaching subscription.

/**
 * Staff activate a Pending coaching once its first consultation is held and its week 1 is written and published
 * (the client has something to train on from the first day): Active on week 1 from `startOn`.
 */
export function activateCoaching(
  db: Db,
  subscriptionId: string,
  staff: StaffActor,
  startOn: string,
): Promise<SubscribedCoaching> {
  if (!isCalendarDate(startOn)) throw invalidField('start_on', 'Start date must be a date (YYYY-MM-DD)');
  return coachingStep(db, subscriptionId, staff, {
    action: 'subscription.activate',
    to: (sub) => {
      if (sub.startedOn !== null) throw conflict(M.alreadyActivated);
      return 'Active';
    },
    changes: async (sub, tx) => {
      if (!(await hasCompletedCoachingConsultation(tx, sub.id))) throw conflict(M.firstConsultationNotHeld);
      const weekOne = (await findCoachingWeeks(tx, sub.id)).find((w) => w.week === 1);
      if (!weekOne?.published) throw conflict(STAFF_STEP_TEXTS.weekOneUnwritten);
      return { startedOn: startOn, weeksCompleted: 0 };
    },
  });
}

const sameCoaching = sameSteps(coachingStep, 'Pending');

/** Inactive (from Pending or Active: the programme lapsed) or active again (Active once activated, else Pending). */
export const setCoachingInactive = sameCoaching.setInactive;
export const reactivateCoaching = sameCoaching.reactivate;

/** The coaching with every week's activities (unpublished and locked ones too), as its trainer sees it. */
async function staffCoachingDetail(db: Db | Tx, sub: SubscriptionRow): Promise<SubscribedCoachingDetail> {
  const contexts = await coachingContexts(db, [sub]);
  const activities = await findDayActivities(db, sub.id);
  const published = new Set(
    (await findCoachingWeeks(db, sub.id)).filter((w) => w.published).map((w) => w.week),
  );
  return {
    ...toSubscribedCoachingJson(sub, contexts.get(sub.id)!),
    schedule: toCoachingSchedule(sub, activities, published, true),
  };
}

/** The coaching's client as its staff page shows them; null once the account is gone. */
async function coachingClient(db: Db, userId: string): Promise<StaffCoachingClient> {
  const user = await findUserById(db, userId);
  return user
    ? {
        _id: user.id,
        name: user.name,
        slug: user.slug,
        profile_pic: user.profilePic,
        email: user.email,
        mobile_num: user.mobileNum,
      }
    : null;
}

/**
 * GET /staff/coaching-subscriptions/{id}: every week, published or not, with what the client logged, and the
 * client.
 */
export async function getStaffCoaching(
  db: Db,
  id: string,
  authorize: NonNullable<StaffActor['authorize']>,
): Promise<StaffCoachingDetail> {
  const sub = isId(id) ? await findProgrammeSubscription(db, id, 'Coaching') : undefined;
  if (!sub) throw notFound(M.subscriptionNotFound);
  await authorize(db, sub);
  const [detail, client] = await Promise.all([staffCoachingDetail(db, sub), coachingClient(db, sub.userId)]);
  return { ...detail, client };
}

/**
 * The trainer writes a coaching week (1..subscribed_weeks, not a completed one): `activities`, when given,
 * replace the week's (not once the client logged training in it: 409), in the order sent; `published` says
 * whether the client sees it (a published week needs an exercise: 422). Pending coachings may be prepared.
 */
export function writeCoachingWeek(
  db: Db,
  subscriptionId: string,
  staff: StaffActor,
  week: number,
  body: CoachingWeekBody,
  now = new Date(),
): Promise<SubscribedCoachingDetail> {
  return db.transaction(async (tx) => {
    const sub = await lockForStaff(tx, subscriptionId, staff, lockCoaching);
    const weeks = sub.weeks ?? 0;
    if (!Number.isInteger(week) || week < 1 || week > weeks)
      throw invalidField('week', M.weekOutOfRange(weeks));
    if (week <= sub.weeksCompleted) throw conflict(M.weekCompletedLocked(week));
    if (sub.status === 'Completed') throw conflict(M.weekCompletedLocked(week));
    const before = (await findCoachingWeeks(tx, sub.id)).find((w) => w.week === week);
    if (body.activities) {
      if (await weekHasProgress(tx, sub.id, week)) throw conflict(M.weekHasProgress(week));
      await deleteWeekActivities(tx, sub.id, week);
      const position = new Map<number, number>();
      await insertDayActivities(
        tx,
        body.activities.map(({ planned_load, ...a }) => {
          const p = position.get(a.day) ?? 0;
          position.set(a.day, p + 1);
          return { ...a, plannedLoad: planned_load ?? '', subscriptionId: sub.id, week, position: p };
        }),
      );
    }
    if (body.published) {
      const count = (await findDayActivities(tx, sub.id)).filter((a) => a.week === week).length;
      if (count === 0) throw invalidField('activities', M.publishEmptyWeek);
    }
    await upsertCoachingWeek(tx, {
      subscriptionId: sub.id,
      week,
      published: body.published,
      publishedAt: body.published ? (before?.published ? before.publishedAt : now) : null,
    });
    await auditUnmoved(tx, staff, 'subscription.publishWeek', sub, {
      before: { week: { week, published: before?.published ?? false } },
      after: {
        week: {
          week,
          published: body.published,
          activities: body.activities ? body.activities.length : 'kept',
        },
      },
    });
    return staffCoachingDetail(tx, sub);
  });
}

const coachingWeekReview = weekReviewSteps({
  machine: COACHING_SUBSCRIPTION_MACHINE,
  lock: lockCoaching,
  subscriptionMissing: M.weekRequestNotFound,
  weeks: (_tx, sub) => sub.weeks ?? 0,
  json: coachingJson,
});

/**
 * Staff approve a coaching week (only while the request is Open: weeks_completed goes up by one; the last week
 * makes the coaching Completed), or return it with a note the client reads (the client may ask again).
 */
export const approveCoachingWeek = coachingWeekReview.approve;
export const returnCoachingWeek = coachingWeekReview.return;

// A paid consultation.

/** One step on a paid consultation in its own transaction; the consultation as its client sees it. */
const paidStep = kindStep(
  PAID_CONSULTATION_MACHINE,
  lockPaid,
  async (tx, sub): Promise<PaidConsultation> => (await paidConsultationsJson(tx, [sub]))[0],
);

const samePaid = sameSteps(paidStep, 'Consultation Requested');

/** Its date: approve it, propose another, mark it held (completed: the client may Purchase Again). */
export const approvePaidConsultation = samePaid.approveDate;
export const proposePaidConsultation = samePaid.proposeDate;
export const markPaidConsultationHeld = samePaid.markHeld;

// Staff's lists.

async function clientsOf(db: Db, rows: SubscriptionRow[]) {
  const clients = new Map<string, StaffCoaching['client']>();
  for (const userId of new Set(rows.map((r) => r.userId))) {
    const user = await userContact(db, userId);
    clients.set(userId, user ? { _id: user.id, name: user.name, email: user.email } : null);
  }
  return clients;
}

/** With their phone: a paid consultation has no staff page, so its list is where its trainer finds it (issue 36). */
async function clientContactsOf(db: Db, rows: SubscriptionRow[]) {
  const clients = new Map<string, StaffPaidConsultation['client']>();
  for (const userId of new Set(rows.map((r) => r.userId))) {
    const user = await userContact(db, userId);
    clients.set(
      userId,
      user ? { _id: user.id, name: user.name, email: user.email, mobile_num: user.mobileNum } : null,
    );
  }
  return clients;
}

export interface StaffProgrammeQuery {
  state: StaffProgrammeState;
  page: number;
  resultsPerPage: number;
}

/** GET /staff/coaching-subscriptions: a page of one list, within the trainer's coaching (null: every one). */
export async function listStaffCoachings(db: Db, trainerId: string | null, q: StaffProgrammeQuery) {
  const { rows, total } = await findStaffProgrammePage(db, {
    onModel: 'Coaching',
    state: q.state,
    trainerId,
    limit: q.resultsPerPage,
    offset: (q.page - 1) * q.resultsPerPage,
  });
  const [contexts, clients] = await Promise.all([coachingContexts(db, rows), clientsOf(db, rows)]);
  const subscriptions: StaffCoaching[] = rows.map((r) => ({
    ...toSubscribedCoachingJson(r, contexts.get(r.id)!),
    client: clients.get(r.userId) ?? null,
  }));
  return { subscriptions, ...pageInfo(q.page, q.resultsPerPage, total) };
}

/** GET /staff/consultation-subscriptions: paid consultations with a date to approve or hold, soonest first. */
export async function listStaffPaidConsultations(db: Db, trainerId: string | null, q: StaffProgrammeQuery) {
  const { rows, total } = await findStaffProgrammePage(db, {
    onModel: 'Consultation',
    state: q.state,
    trainerId,
    limit: q.resultsPerPage,
    offset: (q.page - 1) * q.resultsPerPage,
  });
  const [json, clients] = await Promise.all([paidConsultationsJson(db, rows), clientContactsOf(db, rows)]);
  const consultations: StaffPaidConsultation[] = json.map((c, i) => ({
    ...c,
    client: clients.get(rows[i].userId) ?? null,
  }));
  return { consultations, ...pageInfo(q.page, q.resultsPerPage, total) };
}
