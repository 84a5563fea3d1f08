import type { z } from 'zod';
import type { SubscribedTemplate, SubscribedTemplateDetail } from '@oxstrength/shared/contracts/training';
import type {
  templateConsultationRequestSchema,
  weekCompletionSchema,
} from '@oxstrength/shared/schemas/training';
import {
  EXPIRED_SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_STATUSES,
  TEMPLATE_SUBSCRIPTION_MACHINE,
  type SubscriptionStatus,
} from '@oxstrength/shared/status';
import { TRAINING_TEXTS } from '@oxstrength/shared/training';
import type { Db, Tx } from '../../db/client';
import { pipelinedTransaction } from '../../db/pipelined-transaction';
import { conflict, invalidField, notFound } from '../../lib/errors';
import { pageInfo } from '../../lib/reply';
import { isId } from '../../lib/path-id';
import { templateSummaries } from '../templates/templates.service';
import { setConsultationDate } from './consultation-date';
import { TRAINING_MESSAGES as M } from './template-training-messages';
import {
  readForProgress,
  saveBulkProgressOn,
  saveOneProgress,
  type BulkProgress,
  type DayProgress,
  type ProgressRules,
  weekCompletionSkips,
} from './training-progress';
import { toSubscribedTemplateDetailJson, toSubscribedTemplateJson } from './template-training-json';
import {
  findScheduleView,
  findLatestWeekRequests,
  findOpenWeekRequest,
  findOwnDayActivitySubscription,
  findOwnTemplateSubscription,
  findTemplateSubscriptionPage,
  insertOpenWeekRequest,
  lockOwnTemplateSubscription,
  lockOwnTemplateSubscriptionForProgress,
  type SubscriptionRow,
} from './template-training.repository';

/**
 * A client following their templates (spec part 2, sections 2, 4, 5 and 7): My Templates, the training detail,
 * logging progress, asking for a week to be marked complete and setting the consultation date. Every write
 * locks the subscription's row first, so a client's writes and staff's decisions on one subscription take
 * turns. `now` is the server's clock (tests move JavaScript's Date).
 */

type Conn = Db | Tx;
type WeekCompletion = z.output<typeof weekCompletionSchema>;
type ConsultationRequest = z.output<typeof templateConsultationRequestSchema>;

/** The subscription as My Templates lists it: its template, and the latest request staff have not approved. */
export async function subscriptionJson(db: Conn, sub: SubscriptionRow): Promise<SubscribedTemplate> {
  const templates = await templateSummaries(db, [sub.modelId]);
  const requests = await findLatestWeekRequests(db, [sub.id]);
  return toSubscribedTemplateJson(sub, templates.get(sub.modelId), requests.get(sub.id));
}

/** Outside a transaction: its independent reads run side by side (on PostgreSQL, on the pool's connections). */
async function subscriptionDetailJson(db: Db, sub: SubscriptionRow): Promise<SubscribedTemplateDetail> {
  const [templates, requests, activities] = await Promise.all([
    templateSummaries(db, [sub.modelId]),
    findLatestWeekRequests(db, [sub.id]),
    // Weeks after the one in progress are locked: their activities are not sent, so not read.
    sub.startedOn ? findScheduleView(db, sub.id, sub.weeksCompleted + 1) : [],
  ]);
  return toSubscribedTemplateDetailJson(sub, templates.get(sub.modelId), requests.get(sub.id), activities);
}

export interface SubscribedTemplatesQuery {
  sort: 'latest' | 'oldest';
  page: number;
  resultsPerPage: number;
  /** true: Previously Purchased (Completed, Inactive); false: the others. */
  expired?: boolean;
  status?: SubscriptionStatus;
}

const CURRENT_STATUSES = SUBSCRIPTION_STATUSES.filter((s) => !EXPIRED_SUBSCRIPTION_STATUSES.includes(s));

/**
 * The statuses a list shows: expired=true the Previously Purchased ones, false the others; a status narrows
 * that. Without expired, a status alone decides, and without either the list shows the current ones.
 */
function listedStatuses(q: SubscribedTemplatesQuery): readonly SubscriptionStatus[] {
  if (q.expired === undefined && q.status) return [q.status];
  const set = q.expired ? EXPIRED_SUBSCRIPTION_STATUSES : CURRENT_STATUSES;
  return q.status ? set.filter((s) => s === q.status) : set;
}

/** GET /subscribed/templates: the caller's template subscriptions, paged. */
export async function listSubscribedTemplates(db: Db, userId: string, q: SubscribedTemplatesQuery) {
  const { rows, total } = await findTemplateSubscriptionPage(db, {
    userId,
    statuses: listedStatuses(q),
    sort: q.sort,
    limit: q.resultsPerPage,
    offset: (q.page - 1) * q.resultsPerPage,
  });
  const [templates, requests] = await Promise.all([
    templateSummaries(
      db,
      rows.map((r) => r.modelId),
    ),
    findLatestWeekRequests(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return {
    subscriptions: rows.map((r) => toSubscribedTemplateJson(r, templates.get(r.modelId), requests.get(r.id))),
    ...pageInfo(q.page, q.resultsPerPage, total),
  };
}

/** GET /subscribed/template/{id}: 404 alike for a malformed id, another user's and a non-template subscription. */
export async function getSubscribedTemplate(db: Db, userId: string, id: string) {
  const sub = isId(id) ? await findOwnTemplateSubscription(db, userId, id) : undefined;
  if (!sub) throw notFound(M.subscriptionNotFound);
  return { subscription: await subscriptionDetailJson(db, sub) };
}

const RULES: ProgressRules = { notActive: M.progressNotActive };

/** POST /user/template/progress/{id}: what the client logged on one day activity of their subscription. */
export async function saveDayProgress(
  db: Db,
  userId: string,
  activityId: string,
  progress: DayProgress,
  now = new Date(),
) {
  const subscriptionId = isId(activityId)
    ? await findOwnDayActivitySubscription(db, userId, activityId)
    : undefined;
  if (!subscriptionId) throw notFound(M.dayActivityNotFound);
  return db.transaction(async (tx) => {
    const sub = await lockOwnTemplateSubscriptionForProgress(tx, userId, subscriptionId);
    if (!sub) throw notFound(M.dayActivityNotFound);
    return saveOneProgress(tx, sub, activityId, progress, RULES, M.dayActivityNotFound, now);
  });
}

/**
 * PUT /user/template/progress/bulk: several day activities of one subscription, all saved or none (an id not of
 * that subscription is a 404 and nothing is written). Answers the activities in the order sent.
 */
export async function saveBulkProgress(db: Db, userId: string, body: BulkProgress, now = new Date()) {
  const ids = body.week_progresses.map((p) => p._id);
  // Pipelined (decision 030): BEGIN, the lock and the reads go out together, and run in that order on this
  // connection, the reads once the lock is held (so they see what the lock's holder last wrote); until the lock
  // answers nothing read is used. The UPDATE goes out with the COMMIT.
  return pipelinedTransaction(db, async (tx, send) => {
    const [sub, read] = await Promise.all([
      lockOwnTemplateSubscriptionForProgress(tx, userId, body.subscription),
      readForProgress(tx, body.subscription, ids),
    ]);
    if (!sub) throw notFound(M.subscriptionNotFound);
    return saveBulkProgressOn(tx, sub, read, body, RULES, M.dayActivityNotFound, now, send);
  });
}

/**
 * POST /subscribed/template/week/completion: the client asks staff to mark week weeks_completed + 1 complete.
 * One Open request per subscription (the partial unique index decides between concurrent ones); after staff
 * return a request the client may ask again.
 */
export async function requestWeekCompletion(db: Db, userId: string, body: WeekCompletion) {
  return db.transaction(async (tx) => {
    const sub = await lockOwnTemplateSubscription(tx, userId, body.subscription);
    if (!sub) throw notFound(M.subscriptionNotFound);
    if (sub.status !== 'Active') throw conflict(M.completionNotActive);
    const current = sub.weeksCompleted + 1;
    const open = await findOpenWeekRequest(tx, sub.id);
    if (open) throw conflict(M.completionOpen(open.week));
    if (body.weeks_completed !== current)
      throw invalidField('weeks_completed', M.completionWrongWeek(current));
    const skips = await weekCompletionSkips(tx, sub.id, current, body.skip_reason);
    const inserted = await insertOpenWeekRequest(tx, {
      subscriptionId: sub.id,
      week: current,
      remarks: body.remarks,
      ...skips,
    });
    if (!inserted) throw conflict(M.completionOpen(current));
    return {
      message: TRAINING_TEXTS.congratulations(current),
      subscription: await subscriptionJson(tx, sub),
    };
  });
}

/**
 * POST /subscribed/template/consultation/request: the client sets the consultation date (Pending becomes
 * Consultation Requested) or changes it until staff approve it; a date staff proposed they may still change,
 * which makes it a request again. Never before today in Nepal.
 */
export async function requestTemplateConsultation(
  db: Db,
  userId: string,
  body: ConsultationRequest,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const sub = await lockOwnTemplateSubscription(tx, userId, body.subscription_id);
    if (!sub) throw notFound(M.subscriptionNotFound);
    const date = body.consultation_date;
    const moved = await setConsultationDate(
      tx,
      sub,
      TEMPLATE_SUBSCRIPTION_MACHINE,
      date,
      M.consultationClosed,
      now,
    );
    return { message: TRAINING_TEXTS.dateSet(date), subscription: await subscriptionJson(tx, moved) };
  });
}
