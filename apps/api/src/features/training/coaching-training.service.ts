import type { z } from 'zod';
import type {
  SubscribedCoaching,
  SubscribedCoachingDetail,
} from '@oxstrength/shared/contracts/coaching-training';
import type {
  coachingConsultationChangeSchema,
  coachingConsultationRequestSchema,
} from '@oxstrength/shared/schemas/coaching-training';
import type { weekCompletionSchema } from '@oxstrength/shared/schemas/training';
import { COACHING_CONSULTATION_OPEN_TO, type SubscriptionStatus } from '@oxstrength/shared/status';
import {
  CONSULTATION_FILTERS,
  nepalToday,
  TRAINING_TEXTS,
  type ConsultationFilter,
} from '@oxstrength/shared/training';
import type { Db, Tx } from '../../db/client';
import { pipelinedTransaction } from '../../db/pipelined-transaction';
import { conflict, invalidField, notFound } from '../../lib/errors';
import { pageInfo } from '../../lib/reply';
import { isId } from '../../lib/path-id';
import { coachingKind } from '../programmes/programme-kinds';
import type { ProgrammeKind } from '../programmes/programme-kinds';
import type { ProgrammeSummary } from '../programmes/programmes.service';
import { toTrainerSummary } from '../trainers/trainer-json';
import { COACHING_MESSAGES as M } from './coaching-training-messages';
import {
  toSubscribedCoachingDetailJson,
  toSubscribedCoachingJson,
  type CoachingContext,
} from './coaching-training-json';
import {
  findCoachingConsultations,
  findCoachingWeeks,
  findOwnCoachingDayActivitySubscription,
  findOwnProgrammeSubscription,
  findProgrammeSubscriptionsOfUser,
  findProgrammeSummaryRows,
  findTrainerSummaryRows,
  insertCoachingConsultation,
  lockOpenCoachingConsultation,
  lockOwnProgrammeSubscription,
} from './coaching-training.repository';
import { moveCoachingConsultation } from './subscription-moves';
import { TRAINING_MESSAGES as TM } from './template-training-messages';
import {
  findDayActivities,
  findLatestWeekRequests,
  findOpenWeekRequest,
  insertOpenWeekRequest,
  type SubscriptionRow,
} from './template-training.repository';
import {
  readForProgress,
  saveBulkProgressOn,
  saveOneProgress,
  type BulkProgress,
  type DayProgress,
  type ProgressRules,
  weekCompletionSkips,
} from './training-progress';

/**
 * A client following their coaching programmes (issue 16; spec part 2, sections 2, 4, 5 and 7): My Trainers,
 * the coaching detail with the weeks its trainer published, logging progress, asking for a week's completion,
 * and requesting or changing a consultation date (one open request at a time). Every write locks the
 * subscription's row first, so the client's writes and staff's decisions take turns.
 */

type Conn = Db | Tx;
type WeekCompletion = z.output<typeof weekCompletionSchema>;
type ConsultationRequest = z.output<typeof coachingConsultationRequestSchema>;
type ConsultationChange = z.output<typeof coachingConsultationChangeSchema>;

/** What the replies show of these programmes of the kind, by id (as programmeSummaries, with a prepared read). */
export async function subscribedProgrammeSummaries(
  db: Conn,
  kind: ProgrammeKind<string>,
  ids: string[],
): Promise<Map<string, ProgrammeSummary>> {
  const rows = await findProgrammeSummaryRows(db, kind, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, { _id: r.id, title: r.title, slug: r.slug, cover: r.cover }]));
}

/** These trainers' summaries, by id (as trainerSummaries, with a prepared read). */
export async function subscribedTrainerSummaries(db: Conn, ids: string[]) {
  const rows = await findTrainerSummaryRows(db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, toTrainerSummary(r)]));
}

/** What each coaching subscription's reply reads besides its row: programme, trainer, consultations, request. */
export async function coachingContexts(
  db: Conn,
  rows: SubscriptionRow[],
): Promise<Map<string, CoachingContext>> {
  const ids = rows.map((r) => r.id);
  // Independent reads, sent together (on the pool: side by side; in a transaction: in turn on its connection).
  const [programmes, trainers, consultations, requests] = await Promise.all([
    subscribedProgrammeSummaries(
      db,
      coachingKind,
      rows.map((r) => r.modelId),
    ),
    subscribedTrainerSummaries(
      db,
      rows.flatMap((r) => (r.trainerId ? [r.trainerId] : [])),
    ),
    findCoachingConsultations(db, ids),
    findLatestWeekRequests(db, ids),
  ]);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        programme: programmes.get(r.modelId),
        trainer: r.trainerId ? trainers.get(r.trainerId) : undefined,
        consultations: consultations.filter((c) => c.subscriptionId === r.id),
        latestRequest: requests.get(r.id),
      },
    ]),
  );
}

/** A coaching subscription as My Trainers lists it. */
export async function coachingJson(db: Conn, sub: SubscriptionRow): Promise<SubscribedCoaching> {
  const contexts = await coachingContexts(db, [sub]);
  return toSubscribedCoachingJson(sub, contexts.get(sub.id)!);
}

export interface SubscribedCoachingsQuery {
  sort: 'latest' | 'oldest';
  consultation_status: ConsultationFilter;
  page: number;
  resultsPerPage: number;
}

/**
 * The caller's coaching subscriptions by purchase, newest (or oldest) first, narrowed by their consultation's
 * display status (section 4: Upcoming = requested, Previous = completed, Pending = not_requested), paged.
 */
export async function listSubscribedCoachings(db: Db, userId: string, q: SubscribedCoachingsQuery) {
  const rows = await findProgrammeSubscriptionsOfUser(db, userId, 'Coaching');
  if (q.sort === 'oldest') rows.reverse();
  const contexts = await coachingContexts(db, rows);
  const wanted = CONSULTATION_FILTERS[q.consultation_status];
  const all = rows
    .map((r) => toSubscribedCoachingJson(r, contexts.get(r.id)!))
    .filter((s) => wanted === null || s.consultation_display === wanted);
  const start = (q.page - 1) * q.resultsPerPage;
  return {
    subscriptions: all.slice(start, start + q.resultsPerPage),
    ...pageInfo(q.page, q.resultsPerPage, all.length),
  };
}

/** The weeks the trainer published, as a set of week numbers. */
async function publishedWeeks(db: Conn, subscriptionId: string) {
  return new Set((await findCoachingWeeks(db, subscriptionId)).filter((w) => w.published).map((w) => w.week));
}

/**
 * GET /subscribed/coaching/detail/{id}: the coaching with its weeks (a locked or unpublished week's activities
 * are not sent). 404 alike for a malformed id, another user's and a subscription of another kind.
 */
export async function getSubscribedCoaching(
  db: Db,
  userId: string,
  id: string,
): Promise<{ subscription: SubscribedCoachingDetail }> {
  const sub = isId(id) ? await findOwnProgrammeSubscription(db, userId, id, 'Coaching') : undefined;
  if (!sub) throw notFound(M.subscriptionNotFound);
  const [contexts, activities, published] = await Promise.all([
    coachingContexts(db, [sub]),
    // Weeks after the one in progress are locked: their activities are not sent, so not read (as the template's).
    sub.startedOn ? findDayActivities(db, sub.id, sub.weeksCompleted + 1) : [],
    publishedWeeks(db, sub.id),
  ]);
  return {
    subscription: toSubscribedCoachingDetailJson(sub, contexts.get(sub.id)!, activities, published),
  };
}

/** A coaching's progress rules: its own "not active" message, and only a week its trainer published. */
const coachingRules = (published: Set<number>): ProgressRules => ({
  notActive: M.progressNotActive,
  checkCurrentWeek: (week) => {
    if (!published.has(week)) throw conflict(M.weekNotPublished(week));
  },
});

/** PUT /subscribed/coaching/user/progress/{id}: what the client logged on one day activity of their coaching. */
export async function saveCoachingDayProgress(
  db: Db,
  userId: string,
  activityId: string,
  progress: DayProgress,
  now = new Date(),
) {
  const subscriptionId = isId(activityId)
    ? await findOwnCoachingDayActivitySubscription(db, userId, activityId)
    : undefined;
  if (!subscriptionId) throw notFound(M.dayActivityNotFound);
  return db.transaction(async (tx) => {
    const sub = await lockOwnProgrammeSubscription(tx, userId, subscriptionId, 'Coaching');
    if (!sub) throw notFound(M.dayActivityNotFound);
    const rules = coachingRules(await publishedWeeks(tx, sub.id));
    return saveOneProgress(tx, sub, activityId, progress, rules, M.dayActivityNotFound, now);
  });
}

/**
 * PUT /subscribed/coaching/user/progress/bulk: several day activities of one coaching, all saved or none (an id
 * not of that subscription is a 404 and nothing is written). Answers the activities in the order sent.
 */
export async function saveCoachingBulkProgress(db: Db, userId: string, body: BulkProgress, now = new Date()) {
  const ids = body.week_progresses.map((p) => p._id);
  // Pipelined, as the template's bulk save (decision 030): the reads run once the lock is held.
  return pipelinedTransaction(db, async (tx, send) => {
    const [sub, read, published] = await Promise.all([
      lockOwnProgrammeSubscription(tx, userId, body.subscription, 'Coaching'),
      readForProgress(tx, body.subscription, ids),
      publishedWeeks(tx, body.subscription),
    ]);
    if (!sub) throw notFound(M.subscriptionNotFound);
    const rules = coachingRules(published);
    return saveBulkProgressOn(tx, sub, read, body, rules, M.dayActivityNotFound, now, send);
  });
}

/**
 * POST /subscribed/coaching/week/completion: the client asks staff to mark week weeks_completed + 1 complete (a
 * published week). One Open request per subscription; after staff return it the client may ask again.
 */
export async function requestCoachingWeekCompletion(db: Db, userId: string, body: WeekCompletion) {
  return db.transaction(async (tx) => {
    const sub = await lockOwnProgrammeSubscription(tx, userId, body.subscription, 'Coaching');
    if (!sub) throw notFound(M.subscriptionNotFound);
    if (sub.status !== 'Active') throw conflict(M.completionNotActive);
    const current = sub.weeksCompleted + 1;
    const open = await findOpenWeekRequest(tx, sub.id);
    if (open) throw conflict(TM.completionOpen(open.week));
    if (body.weeks_completed !== current)
      throw invalidField('weeks_completed', TM.completionWrongWeek(current));
    if (!(await publishedWeeks(tx, sub.id)).has(current)) throw conflict(M.weekNotPublished(current));
    const skips = await weekCompletionSkips(tx, sub.id, current, body.skip_reason);
    const inserted = await insertOpenWeekRequest(tx, {
      subscriptionId: sub.id,
      week: current,
      remarks: body.remarks,
      ...skips,
    });
    if (!inserted) throw conflict(TM.completionOpen(current));
    return { message: TRAINING_TEXTS.congratulations(current), subscription: await coachingJson(tx, sub) };
  });
}

/** Only a Pending (the first consultation) or Active (a check-in) coaching takes consultation requests. */
function checkConsultationOpenTo(sub: SubscriptionRow) {
  if (!COACHING_CONSULTATION_OPEN_TO.includes(sub.status as SubscriptionStatus))
    throw conflict(M.coachingConsultationClosed);
}

function checkDate(date: string, now: Date) {
  if (date < nepalToday(now)) throw invalidField('consultation_date', M.consultationDatePast);
}

/**
 * POST /subscribed/coaching/consultation/request: the client asks for a consultation date, while Pending (the
 * first consultation) or Active (a check-in). One open request at a time (409 while one is open; the partial
 * unique index decides between concurrent ones). Never before today in Nepal.
 */
export async function requestCoachingConsultation(
  db: Db,
  userId: string,
  body: ConsultationRequest,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const sub = await lockOwnProgrammeSubscription(tx, userId, body.subscription, 'Coaching');
    if (!sub) throw notFound(M.subscriptionNotFound);
    checkConsultationOpenTo(sub);
    if (await lockOpenCoachingConsultation(tx, sub.id)) throw conflict(M.consultationOpen);
    const date = body.consultation_date;
    checkDate(date, now);
    const inserted = await insertCoachingConsultation(tx, { subscriptionId: sub.id, consultationDate: date });
    if (!inserted) throw conflict(M.consultationOpen);
    return { message: TRAINING_TEXTS.dateSet(date), subscription: await coachingJson(tx, sub) };
  });
}

/**
 * PUT /subscribed/coaching/consultation/{subscription}: the client changes the date of the open request until
 * staff approve it; a date staff proposed may be changed too (it becomes a request again).
 */
export async function changeCoachingConsultation(
  db: Db,
  userId: string,
  subscriptionId: string,
  body: ConsultationChange,
  now = new Date(),
) {
  if (!isId(subscriptionId)) throw notFound(M.subscriptionNotFound);
  return db.transaction(async (tx) => {
    const sub = await lockOwnProgrammeSubscription(tx, userId, subscriptionId, 'Coaching');
    if (!sub) throw notFound(M.subscriptionNotFound);
    checkConsultationOpenTo(sub);
    const open = await lockOpenCoachingConsultation(tx, sub.id);
    if (!open) throw conflict(M.noOpenConsultation);
    if (open.status === 'Approved' && !open.proposed) throw conflict(M.consultationApproved);
    const date = body.consultation_date;
    checkDate(date, now);
    await moveCoachingConsultation(tx, open, 'Requested', 'client', {
      consultationDate: date,
      approvedAt: null,
      proposed: false,
      proposalReason: null,
    });
    return { message: TRAINING_TEXTS.dateSet(date), subscription: await coachingJson(tx, sub) };
  });
}
