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
  WEEK_REQUEST_MACHINE,
  type Actor,
  type CoachingConsultationStatus,
  type StateMachine,
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
import { recordAudit } from '../audit/audit.service';
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
import { reserveSubscriptionTime } from './consultation-capacity';
import { moveCoachingConsultation, moveProgrammeSubscription } from './programme-moves';
import { moveWeekRequest } from './subscription-moves';
import {
  findDayActivities,
  findWeekRequest,
  insertDayActivities,
  lockWeekRequest,
  type SubscriptionRow,
  type WeekRequestRow,
} from './template-training.repository';

/**
 * Staff's side of a coaching subscription and of a paid consultation (issue 16; the staff area's routes call
 * these): approving or proposing a consultation date, marking it held with remarks, activating a coaching once
 * its first consultation is held, writing and publishing its weeks, approving or returning a week, making it
 * inactive or active again. Each locks the subscription's row first (then the consultation's or request's), so
 * it takes turns with the client's writes; asks `staff.authorize` (the staff area's policy: the trainer of a
 * coaching or consultation is the one its client bought it with) whether the caller may act on it; asks the
 * state machine whether `staff.actor` may make the move (409 with a reason when not); and moves the row through
 * `transition` (lib/transition.ts), which writes its audit entry (the fields it changed, before and after) in
 * the same transaction.
 */

/** What the policy reads of a subscription: its trainer. */
export type ProgrammeStaffSubject = Pick<SubscriptionRow, 'id' | 'trainerId'>;

export interface ProgrammeStaffActor {
  actor: Actor;
  /** The staff member, recorded on what they decide and in the audit log. */
  userId?: string | null;
  /** The staff area's policy for this action: throws (a 404) when the caller may not act on the subscription. */
  authorize?: (conn: Tx | Db, sub: ProgrammeStaffSubject) => Promise<void>;
}

export type CoachingWeekBody = z.output<typeof coachingWeekSchema>;
type SubscriptionChanges = Partial<Omit<SubscriptionRow, 'id' | 'status' | 'createdAt'>>;

const MACHINES: Record<ProgrammeModel, StateMachine<SubscriptionStatus>> = {
  Coaching: COACHING_SUBSCRIPTION_MACHINE,
  Consultation: PAID_CONSULTATION_MACHINE,
};

async function lockSubscription(tx: Tx, id: string, onModel: ProgrammeModel, staff: ProgrammeStaffActor) {
  const sub = isId(id) ? await lockProgrammeSubscription(tx, id, onModel) : undefined;
  if (!sub) throw notFound(M.subscriptionNotFound);
  await staff.authorize?.(tx, sub);
  return sub;
}

function allow(onModel: ProgrammeModel, sub: SubscriptionRow, to: SubscriptionStatus, actor: Actor) {
  if (!canMove(MACHINES[onModel], sub.status as SubscriptionStatus, to, actor))
    throw conflict(M.staffNotAllowed(sub.status, to));
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

const auditedRequest = (r: WeekRequestRow) => ({
  week_request: { _id: r.id, week: r.week, status: r.status, note: r.note },
});

/**
 * A step's audit entry, filed under the subscription: its audited fields before, with `extra` ones (a
 * consultation's, a week request's), and `after` read off the row the move wrote.
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

/** The entry of a step that moves no status (a week written or published). */
function audit(
  tx: Tx,
  staff: ProgrammeStaffActor,
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

/**
 * One staff step that moves a coaching or a paid consultation: lock it (and ask the policy), find where it
 * moves, ask its machine, let `changes` check the step's own rules and give the columns it writes, then move it
 * and write the audit entry. Answers the subscription after the step.
 */
async function subscriptionStep(
  tx: Tx,
  onModel: ProgrammeModel,
  subscriptionId: string,
  staff: ProgrammeStaffActor,
  action: StaffAction,
  to: SubscriptionStatus | ((sub: SubscriptionRow) => SubscriptionStatus),
  changes: (sub: SubscriptionRow) => SubscriptionChanges | Promise<SubscriptionChanges>,
) {
  const sub = await lockSubscription(tx, subscriptionId, onModel, staff);
  const target = typeof to === 'function' ? to(sub) : to;
  allow(onModel, sub, target, staff.actor);
  return moveProgrammeSubscription(
    tx,
    MACHINES[onModel],
    sub,
    target,
    staff,
    await changes(sub),
    auditOf(action, sub, audited),
  );
}

// A coaching's consultations.

/**
 * One staff step on a coaching consultation: its subscription locked first (as the client's writes lock it),
 * the policy, then the consultation locked and moved as COACHING_CONSULTATION_MACHINE allows.
 */
function consultationStep(
  db: Db,
  consultationId: string,
  staff: ProgrammeStaffActor,
  action: StaffAction,
  to: CoachingConsultationStatus,
  changes: (
    c: CoachingConsultationRow,
    tx: Tx,
    sub: SubscriptionRow,
  ) =>
    | Partial<Omit<CoachingConsultationRow, 'id' | 'status' | 'subscriptionId' | 'createdAt'>>
    | Promise<Partial<Omit<CoachingConsultationRow, 'id' | 'status' | 'subscriptionId' | 'createdAt'>>>,
): Promise<SubscribedCoaching> {
  return db.transaction(async (tx) => {
    const found = isId(consultationId) ? await findCoachingConsultation(tx, consultationId) : undefined;
    if (!found) throw notFound(M.consultationNotFound);
    const sub = await lockSubscription(tx, found.subscriptionId, 'Coaching', staff);
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
  staff: ProgrammeStaffActor,
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
  staff: ProgrammeStaffActor,
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
  staff: ProgrammeStaffActor,
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
  staff: ProgrammeStaffActor,
  startOn: string,
): Promise<SubscribedCoaching> {
  if (!isCalendarDate(startOn)) throw invalidField('start_on', 'Start date must be a date (YYYY-MM-DD)');
  return db.transaction(async (tx) => {
    const moved = await subscriptionStep(
      tx,
      'Coaching',
      subscriptionId,
      staff,
      'subscription.activate',
      (sub) => {
        if (sub.startedOn !== null) throw conflict(M.alreadyActivated);
        return 'Active';
      },
      async (sub) => {
        if (!(await hasCompletedCoachingConsultation(tx, sub.id))) throw conflict(M.firstConsultationNotHeld);
        const weekOne = (await findCoachingWeeks(tx, sub.id)).find((w) => w.week === 1);
        if (!weekOne?.published) throw conflict(STAFF_STEP_TEXTS.weekOneUnwritten);
        return { startedOn: startOn, weeksCompleted: 0 };
      },
    );
    return coachingJson(tx, moved);
  });
}

/** Staff make a Pending or Active coaching Inactive (the programme lapsed), with the reason. */
export const setCoachingInactive = (
  db: Db,
  subscriptionId: string,
  staff: ProgrammeStaffActor,
  reason: string,
) =>
  db.transaction(async (tx) =>
    coachingJson(
      tx,
      await subscriptionStep(
        tx,
        'Coaching',
        subscriptionId,
        staff,
        'subscription.setInactive',
        'Inactive',
        () => ({
          statusReason: reason.trim(),
        }),
      ),
    ),
  );

/** Staff make an Inactive coaching active again: Active when it had been activated, else Pending. */
export const reactivateCoaching = (
  db: Db,
  subscriptionId: string,
  staff: ProgrammeStaffActor,
  reason: string,
) =>
  db.transaction(async (tx) =>
    coachingJson(
      tx,
      await subscriptionStep(
        tx,
        'Coaching',
        subscriptionId,
        staff,
        'subscription.reactivate',
        (sub) => {
          const to: SubscriptionStatus = sub.startedOn !== null ? 'Active' : 'Pending';
          if (sub.status !== 'Inactive') throw conflict(M.staffNotAllowed(sub.status, to));
          return to;
        },
        () => ({ statusReason: reason.trim() }),
      ),
    ),
  );

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
  authorize: NonNullable<ProgrammeStaffActor['authorize']>,
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
  staff: ProgrammeStaffActor,
  week: number,
  body: CoachingWeekBody,
  now = new Date(),
): Promise<SubscribedCoachingDetail> {
  return db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, subscriptionId, 'Coaching', staff);
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
    await audit(tx, staff, 'subscription.publishWeek', sub, {
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

/** The request and its coaching, locked subscription first (as the client's writes lock them). */
async function lockRequest(tx: Tx, requestId: string, staff: ProgrammeStaffActor) {
  const found = isId(requestId) ? await findWeekRequest(tx, requestId) : undefined;
  if (!found) throw notFound(M.weekRequestNotFound);
  const sub = await lockProgrammeSubscription(tx, found.subscriptionId, 'Coaching');
  if (!sub) throw notFound(M.weekRequestNotFound);
  await staff.authorize?.(tx, sub);
  const request = (await lockWeekRequest(tx, requestId))!;
  return { sub, request };
}

function allowRequest(request: WeekRequestRow, to: WeekRequestStatus, actor: Actor) {
  if (!canMove(WEEK_REQUEST_MACHINE, request.status as WeekRequestStatus, to, actor))
    throw conflict(`This request is already ${request.status}`);
}

/**
 * Staff approve a coaching week: only while the request is Open. weeks_completed goes up by one; the last week
 * makes the coaching Completed.
 */
export function approveCoachingWeek(
  db: Db,
  requestId: string,
  staff: ProgrammeStaffActor,
  now = new Date(),
): Promise<SubscribedCoaching> {
  return db.transaction(async (tx) => {
    const { sub, request } = await lockRequest(tx, requestId, staff);
    allowRequest(request, 'Approved', staff.actor);
    const weeksCompleted = sub.weeksCompleted + 1;
    if (request.week !== weeksCompleted)
      throw new Error(`week request ${request.id} is for week ${request.week}, not ${weeksCompleted}`);
    const to: SubscriptionStatus = weeksCompleted >= (sub.weeks ?? 0) ? 'Completed' : 'Active';
    if (sub.status !== 'Active') throw conflict(M.staffNotAllowed(sub.status, to));
    allow('Coaching', sub, to, staff.actor);
    // One entry for both moves: the subscription's move writes it, with the request's fields.
    const decided = await moveWeekRequest(tx, request, 'Approved', staff, {
      decidedBy: staff.userId ?? null,
      decidedAt: now,
    });
    const moved = await moveProgrammeSubscription(
      tx,
      COACHING_SUBSCRIPTION_MACHINE,
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
    return coachingJson(tx, moved);
  });
}

/** Staff return a coaching week with a note the client reads; the client may ask again. */
export function returnCoachingWeek(
  db: Db,
  requestId: string,
  staff: ProgrammeStaffActor,
  note: string,
  now = new Date(),
): Promise<SubscribedCoaching> {
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
    return coachingJson(tx, sub);
  });
}

// A paid consultation.

const paidJson = async (tx: Tx, sub: SubscriptionRow): Promise<PaidConsultation> =>
  (await paidConsultationsJson(tx, [sub]))[0];

/** Staff approve the date the client set: the client can no longer change it. */
export const approvePaidConsultation = (
  db: Db,
  subscriptionId: string,
  staff: ProgrammeStaffActor,
  now = new Date(),
) =>
  db.transaction(async (tx) =>
    paidJson(
      tx,
      await subscriptionStep(
        tx,
        'Consultation',
        subscriptionId,
        staff,
        'subscription.approveDate',
        'Consultation Requested',
        async (sub) => {
          if (!sub.consultationDate) throw conflict(M.noConsultationDate);
          if (sub.consultationApprovedAt !== null && !sub.consultationProposed)
            throw conflict(M.dateAlreadyApproved);
          await reserveSubscriptionTime(tx, sub, sub.consultationDate);
          return {
            consultationApprovedAt: now,
            consultationProposed: false,
            consultationProposalReason: null,
          };
        },
      ),
    ),
  );

/** Staff propose another date (not before today in Nepal), with the reason the client reads. */
export const proposePaidConsultation = (
  db: Db,
  subscriptionId: string,
  staff: ProgrammeStaffActor,
  date: string,
  reason: string,
  now = new Date(),
) =>
  db.transaction(async (tx) =>
    paidJson(
      tx,
      await subscriptionStep(
        tx,
        'Consultation',
        subscriptionId,
        staff,
        'subscription.proposeDate',
        'Consultation Requested',
        async (sub) => {
          if (date < nepalToday(now)) throw invalidField('consultation_date', M.proposedDatePast);
          await reserveSubscriptionTime(tx, sub, date);
          return {
            consultationDate: date,
            consultationApprovedAt: now,
            consultationProposed: true,
            consultationProposalReason: reason.trim(),
          };
        },
      ),
    ),
  );

/** Staff mark the paid consultation held, with remarks: completed (the client may Purchase Again). */
export const markPaidConsultationHeld = (
  db: Db,
  subscriptionId: string,
  staff: ProgrammeStaffActor,
  remarks: string,
  now = new Date(),
) =>
  db.transaction(async (tx) =>
    paidJson(
      tx,
      await subscriptionStep(
        tx,
        'Consultation',
        subscriptionId,
        staff,
        'subscription.markHeld',
        'Consultation Completed',
        (sub) => {
          if (!sub.consultationDate) throw conflict(M.noConsultationDate);
          if (!consultationDayReached(sub.consultationDate, now))
            throw conflict(STAFF_STEP_TEXTS.heldBeforeDay(sub.consultationDate));
          return {
            consultationApprovedAt: sub.consultationApprovedAt ?? now,
            consultationHeldAt: now,
            remarks: remarks.trim(),
          };
        },
      ),
    ),
  );

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
