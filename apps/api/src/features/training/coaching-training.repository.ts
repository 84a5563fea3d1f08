import { and, asc, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { programmeCardsOf } from '../programmes/programmes.views';
import type { CoachingConsultationStatus } from '@oxstrength/shared/status';
import type { Db, Tx } from '../../db/client';
import { coachingConsultations } from '../../db/schema/consultations';
import { coachingWeeks, subscriptionDayActivities, subscriptions } from '../../db/schema/subscriptions';
import { preparedByShape } from '../../db/prepared-by-shape';
import type { ProgrammeKind } from '../programmes/programme-kinds';
import { trainingCategoryNames } from '../categories/categories.views';
import {
  trainerProfileJoin,
  trainerSummaryColumns,
  trainingCategoryJoin,
  type TrainerSummaryRow,
} from '../trainers/trainer-summary';
import { trainerProfileSummaries } from '../trainers/trainers.views';
import { publicUsers } from '../users/users.views';
import type { SubscriptionRow } from './template-training.repository';

/**
 * The tables of a followed coaching and of a paid consultation (issue 16): the subscription (onModel Coaching
 * or Consultation), a coaching's consultations and the weeks its trainer published. A coaching's own schedule
 * and its week completion requests are the template's tables (template-training.repository.ts).
 */

type Conn = Db | Tx;
export type ProgrammeModel = 'Coaching' | 'Consultation';
export type CoachingConsultationRow = typeof coachingConsultations.$inferSelect;
export type CoachingWeekRow = typeof coachingWeeks.$inferSelect;

const ofKind = (onModel: ProgrammeModel) => eq(subscriptions.onModel, onModel);

/*
 * The reads of the client's hot routes (the coaching detail, the paid consultations, the coaching bulk save) are
 * prepared once per connection handle, with placeholders for every value (see preparedByShape), as the
 * template's (template-training.repository.ts).
 */

const ownProgrammeSubscriptionQuery = (db: Conn, onModel: ProgrammeModel) =>
  db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.id, sql.placeholder('id')),
        eq(subscriptions.userId, sql.placeholder('userId')),
        ofKind(onModel),
      ),
    );
type OwnProgrammeSubscriptionStatement = ReturnType<
  ReturnType<typeof ownProgrammeSubscriptionQuery>['prepare']
>;
const ownProgrammeSubscriptionStatements =
  preparedByShape<OwnProgrammeSubscriptionStatement>('own_programme_sub');
const lockOwnProgrammeSubscriptionStatements =
  preparedByShape<OwnProgrammeSubscriptionStatement>('own_programme_sub_lock');

/** The user's subscription of the kind, or undefined (another user's, another kind, or none). */
export async function findOwnProgrammeSubscription(
  db: Conn,
  userId: string,
  id: string,
  onModel: ProgrammeModel,
) {
  const statement = ownProgrammeSubscriptionStatements(db, onModel, (name) =>
    ownProgrammeSubscriptionQuery(db, onModel).prepare(name),
  );
  const [row] = await statement.execute({ id, userId });
  return row as SubscriptionRow | undefined;
}

/** findOwnProgrammeSubscription with the row locked until the transaction ends (its writes take turns). */
export async function lockOwnProgrammeSubscription(
  tx: Tx,
  userId: string,
  id: string,
  onModel: ProgrammeModel,
) {
  const statement = lockOwnProgrammeSubscriptionStatements(tx, onModel, (name) =>
    ownProgrammeSubscriptionQuery(tx, onModel).for('update').prepare(name),
  );
  const [row] = await statement.execute({ id, userId });
  return row as SubscriptionRow | undefined;
}

const programmeSummariesQuery = (db: Conn, kind: ProgrammeKind<string>) => {
  const t = programmeCardsOf(kind.name);
  return db
    .select({ id: t.id, title: t.title, slug: t.slug, cover: t.cover })
    .from(t)
    .where(sql`${t.id} = ANY(${sql.placeholder('ids')}::uuid[])`);
};
const programmeSummariesStatements =
  preparedByShape<ReturnType<ReturnType<typeof programmeSummariesQuery>['prepare']>>('programme_summaries');

/** What a subscription's reply shows of these programmes of the kind, by id (programmes gone are left out). */
export function findProgrammeSummaryRows(db: Conn, kind: ProgrammeKind<string>, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  const statement = programmeSummariesStatements(db, kind.name, (name) =>
    programmeSummariesQuery(db, kind).prepare(name),
  );
  return statement.execute({ ids });
}

const trainerSummariesQuery = (db: Conn) =>
  db
    .select(trainerSummaryColumns)
    .from(publicUsers)
    .leftJoin(trainerProfileSummaries, trainerProfileJoin)
    .leftJoin(trainingCategoryNames, trainingCategoryJoin)
    .where(sql`${publicUsers.id} = ANY(${sql.placeholder('ids')}::uuid[])`);
const trainerSummariesStatements =
  preparedByShape<ReturnType<ReturnType<typeof trainerSummariesQuery>['prepare']>>('sub_trainer_summaries');

/** The summaries of these trainers (as findTrainerSummariesByIds), prepared: every coaching reply reads them. */
export function findTrainerSummaryRows(db: Conn, ids: string[]): Promise<TrainerSummaryRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const statement = trainerSummariesStatements(db, '', (name) => trainerSummariesQuery(db).prepare(name));
  return statement.execute({ ids });
}

/** A subscription of the kind, whoever holds it, its row locked until the transaction ends (staff's writes). */
export async function lockProgrammeSubscription(tx: Tx, id: string, onModel: ProgrammeModel) {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), ofKind(onModel)))
    .for('update');
  return row as SubscriptionRow | undefined;
}

/** A subscription of the kind, whoever holds it (staff's reads). */
export async function findProgrammeSubscription(db: Conn, id: string, onModel: ProgrammeModel) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), ofKind(onModel)));
  return row as SubscriptionRow | undefined;
}

/** Every subscription of the kind the user holds, newest first (a client holds a handful). */
export function findProgrammeSubscriptionsOfUser(
  db: Conn,
  userId: string,
  onModel: ProgrammeModel | 'Template',
): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.onModel, onModel)))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}

export type PaidConsultationState = 'completed' | 'requested' | 'not_requested';

const paidConsultationPageQueries = (
  db: Db,
  state: PaidConsultationState | null,
  sort: 'latest' | 'oldest',
) => {
  const byState = {
    completed: isNotNull(subscriptions.consultationHeldAt),
    requested: and(isNull(subscriptions.consultationHeldAt), isNotNull(subscriptions.consultationDate)),
    not_requested: and(isNull(subscriptions.consultationHeldAt), isNull(subscriptions.consultationDate)),
  };
  const where = and(
    eq(subscriptions.userId, sql.placeholder('userId')),
    ofKind('Consultation'),
    state ? byState[state] : undefined,
  );
  const order =
    sort === 'latest'
      ? [desc(subscriptions.createdAt), desc(subscriptions.id)]
      : [asc(subscriptions.createdAt), asc(subscriptions.id)];
  return {
    rows: db
      .select()
      .from(subscriptions)
      .where(where)
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
    total: db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(subscriptions)
      .where(where),
  };
};
const preparePaidConsultationPage = (
  db: Db,
  state: PaidConsultationState | null,
  sort: 'latest' | 'oldest',
  name: string,
) => {
  const q = paidConsultationPageQueries(db, state, sort);
  return { rows: q.rows.prepare(`${name}_rows`), total: q.total.prepare(`${name}_total`) };
};
const paidConsultationPageStatements =
  preparedByShape<ReturnType<typeof preparePaidConsultationPage>>('paid_consultation_page');

/**
 * A page of the user's paid consultations, newest (or oldest) first; `state` narrows it: completed (held),
 * requested (dated, not held) or not_requested (no date).
 */
export async function findPaidConsultationPage(
  db: Db,
  r: {
    userId: string;
    state: PaidConsultationState | null;
    sort: 'latest' | 'oldest';
    limit: number;
    offset: number;
  },
) {
  const statements = paidConsultationPageStatements(db, `${r.state ?? 'all'}:${r.sort}`, (name) =>
    preparePaidConsultationPage(db, r.state, r.sort, name),
  );
  const values = { userId: r.userId, limit: r.limit, offset: r.offset };
  const [rows, [{ total }]] = await Promise.all([
    statements.rows.execute(values),
    statements.total.execute(values),
  ]);
  return { rows: rows as SubscriptionRow[], total };
}

// A coaching's consultations.

const coachingConsultationsQuery = (db: Conn) =>
  db
    .select()
    .from(coachingConsultations)
    .where(sql`${coachingConsultations.subscriptionId} = ANY(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(desc(coachingConsultations.createdAt), desc(coachingConsultations.id));
const coachingConsultationsStatements =
  preparedByShape<ReturnType<ReturnType<typeof coachingConsultationsQuery>['prepare']>>(
    'coaching_consultations',
  );

/** The consultations of these coaching subscriptions, each subscription's newest first. */
export function findCoachingConsultations(
  db: Conn,
  subscriptionIds: string[],
): Promise<CoachingConsultationRow[]> {
  if (subscriptionIds.length === 0) return Promise.resolve([] as CoachingConsultationRow[]);
  const statement = coachingConsultationsStatements(db, '', (name) =>
    coachingConsultationsQuery(db).prepare(name),
  );
  return statement.execute({ ids: subscriptionIds });
}

/** The subscription's open consultation (Requested or Approved; at most one), its row locked. */
export async function lockOpenCoachingConsultation(tx: Tx, subscriptionId: string) {
  const [row] = await tx
    .select()
    .from(coachingConsultations)
    .where(
      and(
        eq(coachingConsultations.subscriptionId, subscriptionId),
        or(eq(coachingConsultations.status, 'Requested'), eq(coachingConsultations.status, 'Approved')),
      ),
    )
    .for('update');
  return row as CoachingConsultationRow | undefined;
}

/** A coaching consultation, or undefined. */
export async function findCoachingConsultation(db: Conn, id: string) {
  const [row] = await db.select().from(coachingConsultations).where(eq(coachingConsultations.id, id));
  return row as CoachingConsultationRow | undefined;
}

/** A coaching consultation, its row locked until the transaction ends. */
export async function lockCoachingConsultation(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(coachingConsultations)
    .where(eq(coachingConsultations.id, id))
    .for('update');
  return row as CoachingConsultationRow | undefined;
}

/**
 * Inserts a Requested consultation; undefined when the subscription already has an open one (the partial
 * unique index coaching_consultations_open_key refused it: a concurrent request won).
 */
export async function insertCoachingConsultation(
  tx: Tx,
  values: { subscriptionId: string; consultationDate: string },
): Promise<CoachingConsultationRow | undefined> {
  // A savepoint, so a refused insert leaves the caller's transaction usable.
  try {
    return await tx.transaction(async (sp) => {
      const [row] = await sp
        .insert(coachingConsultations)
        .values({ ...values, status: 'Requested', createdAt: sql`clock_timestamp()` })
        .returning();
      return row;
    });
  } catch (err) {
    if (uniqueViolation(err) === 'coaching_consultations_open_key') return undefined;
    throw err;
  }
}

/** Updates a consultation still in status `from`; the row as written, or undefined when its status changed. */
export async function updateCoachingConsultation(
  tx: Tx,
  id: string,
  from: CoachingConsultationStatus,
  set: Partial<Omit<CoachingConsultationRow, 'id' | 'subscriptionId' | 'createdAt'>>,
) {
  const [row] = await tx
    .update(coachingConsultations)
    .set(set)
    .where(and(eq(coachingConsultations.id, id), eq(coachingConsultations.status, from)))
    .returning();
  return row as CoachingConsultationRow | undefined;
}

/** True when the subscription has a consultation staff marked held. */
export async function hasCompletedCoachingConsultation(db: Conn, subscriptionId: string) {
  const [row] = await db
    .select({ id: coachingConsultations.id })
    .from(coachingConsultations)
    .where(
      and(
        eq(coachingConsultations.subscriptionId, subscriptionId),
        eq(coachingConsultations.status, 'Completed'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

// A coaching's weeks.

const coachingWeeksQuery = (db: Conn) =>
  db
    .select()
    .from(coachingWeeks)
    .where(eq(coachingWeeks.subscriptionId, sql.placeholder('subscriptionId')))
    .orderBy(asc(coachingWeeks.week));
const coachingWeeksStatements =
  preparedByShape<ReturnType<ReturnType<typeof coachingWeeksQuery>['prepare']>>('coaching_weeks');

/** The weeks the trainer has written for the subscription, by week. */
export function findCoachingWeeks(db: Conn, subscriptionId: string): Promise<CoachingWeekRow[]> {
  const statement = coachingWeeksStatements(db, '', (name) => coachingWeeksQuery(db).prepare(name));
  return statement.execute({ subscriptionId });
}

/** Writes whether a week is published (its row made when missing); the row as written. */
export async function upsertCoachingWeek(
  tx: Tx,
  values: { subscriptionId: string; week: number; published: boolean; publishedAt: Date | null },
) {
  const [row] = await tx
    .insert(coachingWeeks)
    .values(values)
    .onConflictDoUpdate({
      target: [coachingWeeks.subscriptionId, coachingWeeks.week],
      set: { published: values.published, publishedAt: values.publishedAt, updatedAt: new Date() },
    })
    .returning();
  return row;
}

/** True when the client logged anything on the week's activities. */
export async function weekHasProgress(db: Conn, subscriptionId: string, week: number) {
  const [row] = await db
    .select({ id: subscriptionDayActivities.id })
    .from(subscriptionDayActivities)
    .where(
      and(
        eq(subscriptionDayActivities.subscriptionId, subscriptionId),
        eq(subscriptionDayActivities.week, week),
        isNotNull(subscriptionDayActivities.loggedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Removes the week's activities (before the trainer writes it again). */
export async function deleteWeekActivities(tx: Tx, subscriptionId: string, week: number) {
  await tx
    .delete(subscriptionDayActivities)
    .where(
      and(
        eq(subscriptionDayActivities.subscriptionId, subscriptionId),
        eq(subscriptionDayActivities.week, week),
      ),
    );
}

/** The subscription id of a day activity of the user's coaching subscriptions, or undefined. */
export async function findOwnCoachingDayActivitySubscription(db: Conn, userId: string, activityId: string) {
  const [row] = await db
    .select({ subscriptionId: subscriptionDayActivities.subscriptionId })
    .from(subscriptionDayActivities)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionDayActivities.subscriptionId))
    .where(
      and(eq(subscriptionDayActivities.id, activityId), eq(subscriptions.userId, userId), ofKind('Coaching')),
    );
  return row?.subscriptionId;
}

/** The violated unique constraint's name, from pg or PGlite errors (Drizzle wraps them in `cause`). */
function uniqueViolation(err: unknown): string | undefined {
  for (
    let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') return e.constraint ?? '';
  }
  return undefined;
}

export type StaffProgrammeState = 'consultation_requests' | 'to_activate' | 'week_requests';

/**
 * A page of the coaching subscriptions (or paid consultations) waiting for staff, within one trainer's (null:
 * everyone's). Coaching: an open consultation request (soonest date first), Pending with its first
 * consultation held (to activate), or Active with an Open week request (oldest first). Paid consultations: a
 * date set and not held (soonest first); they have no other list.
 */
export async function findStaffProgrammePage(
  db: Db,
  r: {
    onModel: ProgrammeModel;
    state: StaffProgrammeState;
    trainerId: string | null;
    limit: number;
    offset: number;
  },
) {
  const openConsultationDate = sql`(SELECT min(cc.consultation_date) FROM coaching_consultations cc
    WHERE cc.subscription_id = ${subscriptions.id} AND cc.status <> 'Completed')`;
  const consultationHeld = sql`EXISTS (SELECT 1 FROM coaching_consultations cc
    WHERE cc.subscription_id = ${subscriptions.id} AND cc.status = 'Completed')`;
  const openWeekRequest = sql`(SELECT wr.created_at FROM week_completion_requests wr
    WHERE wr.subscription_id = ${subscriptions.id} AND wr.status = 'Open')`;
  const coaching = {
    consultation_requests: {
      where: sql`${openConsultationDate} IS NOT NULL`,
      order: [asc(openConsultationDate)],
    },
    to_activate: {
      where: and(eq(subscriptions.status, 'Pending'), isNull(subscriptions.startedOn), consultationHeld),
      order: [asc(subscriptions.createdAt)],
    },
    week_requests: {
      where: and(eq(subscriptions.status, 'Active'), sql`${openWeekRequest} IS NOT NULL`),
      order: [asc(openWeekRequest)],
    },
  };
  const paid = {
    where: eq(subscriptions.status, 'Consultation Requested'),
    order: [asc(subscriptions.consultationDate)],
  };
  const byState =
    r.onModel === 'Coaching' ? coaching[r.state] : r.state === 'consultation_requests' ? paid : undefined;
  if (!byState) return { rows: [] as SubscriptionRow[], total: 0 };
  const where = and(
    ofKind(r.onModel),
    r.trainerId === null ? undefined : eq(subscriptions.trainerId, r.trainerId),
    byState.where,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(subscriptions)
      .where(where)
      .orderBy(...byState.order, asc(subscriptions.createdAt), asc(subscriptions.id))
      .limit(r.limit)
      .offset(r.offset),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(subscriptions)
      .where(where),
  ]);
  return { rows: rows as SubscriptionRow[], total };
}
