import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { SubscriptionStatus, WeekRequestStatus } from '@oxstrength/shared/status';
import type { Db, Tx } from '../../db/client';
import {
  subscriptionDayActivities,
  subscriptions,
  weekCompletionRequests,
} from '../../db/schema/subscriptions';
import { col, driverRows, preparedByShape, type DriverRow } from '../../db/prepared-by-shape';

/** The tables of a followed template: the subscription, its own schedule and its week completion requests. */

type Conn = Db | Tx;

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type DayActivityRow = typeof subscriptionDayActivities.$inferSelect;
export type NewDayActivity = typeof subscriptionDayActivities.$inferInsert;
export type WeekRequestRow = typeof weekCompletionRequests.$inferSelect;

const templateOf = (userId: string | ReturnType<typeof sql.placeholder>) =>
  and(eq(subscriptions.userId, userId), eq(subscriptions.onModel, 'Template'));

/*
 * The reads every training request makes are prepared once per connection handle (a transaction's handle gets its
 * own): placeholders for every value, so one statement serves every request (see preparedByShape).
 */

const ownTemplateSubscriptionQuery = (db: Conn) =>
  db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, sql.placeholder('id')), templateOf(sql.placeholder('userId'))));
const ownTemplateSubscriptionStatements =
  preparedByShape<ReturnType<ReturnType<typeof ownTemplateSubscriptionQuery>['prepare']>>('own_template_sub');

/** The user's template subscription, or undefined (another user's, another kind, or none). */
export async function findOwnTemplateSubscription(db: Conn, userId: string, id: string) {
  const statement = ownTemplateSubscriptionStatements(db, '', (name) =>
    ownTemplateSubscriptionQuery(db).prepare(name),
  );
  const [row] = await statement.execute({ id, userId });
  return row as SubscriptionRow | undefined;
}

const progressLockQuery = (tx: Tx) =>
  tx
    .select({
      id: subscriptions.id,
      status: subscriptions.status,
      weeksCompleted: subscriptions.weeksCompleted,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.id, sql.placeholder('id')), templateOf(sql.placeholder('userId'))))
    .for('update');
const progressLockStatements = preparedByShape<ReturnType<ReturnType<typeof progressLockQuery>['prepare']>>(
  'own_template_sub_progress_lock',
);

/** What logging progress checks of the user's template subscription, its row locked until the transaction ends. */
export async function lockOwnTemplateSubscriptionForProgress(tx: Tx, userId: string, id: string) {
  const statement = progressLockStatements(tx, '', (name) => progressLockQuery(tx).prepare(name));
  const [row] = await statement.execute({ id, userId });
  return row as Pick<SubscriptionRow, 'id' | 'status' | 'weeksCompleted'> | undefined;
}

const lockOwnTemplateSubscriptionStatements =
  preparedByShape<ReturnType<ReturnType<typeof ownTemplateSubscriptionQuery>['prepare']>>(
    'own_template_sub_lock',
  );

/** findOwnTemplateSubscription with the row locked until the transaction ends (its writes take turns). */
export async function lockOwnTemplateSubscription(tx: Tx, userId: string, id: string) {
  const statement = lockOwnTemplateSubscriptionStatements(tx, '', (name) =>
    ownTemplateSubscriptionQuery(tx).for('update').prepare(name),
  );
  const [row] = await statement.execute({ id, userId });
  return row as SubscriptionRow | undefined;
}

/** A template subscription, whoever holds it, its row locked until the transaction ends (staff's writes). */
export async function lockTemplateSubscription(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.onModel, 'Template')))
    .for('update');
  return row as SubscriptionRow | undefined;
}

export interface SubscriptionPageRequest {
  userId: string;
  statuses: readonly SubscriptionStatus[];
  sort: 'latest' | 'oldest';
  limit: number;
  offset: number;
}

const subscriptionPageQueries = (db: Db, sort: SubscriptionPageRequest['sort']) => {
  const where = and(
    templateOf(sql.placeholder('userId')),
    sql`${subscriptions.status} = ANY(${sql.placeholder('statuses')}::text[])`,
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
    total: db.select({ total: count() }).from(subscriptions).where(where),
  };
};
const prepareSubscriptionPage = (db: Db, sort: SubscriptionPageRequest['sort'], name: string) => {
  const q = subscriptionPageQueries(db, sort);
  return { rows: q.rows.prepare(`${name}_rows`), total: q.total.prepare(`${name}_total`) };
};
const subscriptionPageStatements =
  preparedByShape<ReturnType<typeof prepareSubscriptionPage>>('template_sub_page');

/** A page of the user's template subscriptions with one of the statuses, newest (or oldest) first. */
export async function findTemplateSubscriptionPage(db: Db, r: SubscriptionPageRequest) {
  if (r.statuses.length === 0) return { rows: [] as SubscriptionRow[], total: 0 };
  const statements = subscriptionPageStatements(db, r.sort, (name) =>
    prepareSubscriptionPage(db, r.sort, name),
  );
  const values = { userId: r.userId, statuses: [...r.statuses], limit: r.limit, offset: r.offset };
  const [rows, [{ total }]] = await Promise.all([
    statements.rows.execute(values),
    statements.total.execute(values),
  ]);
  return { rows, total };
}

/** Updates a subscription still in status `from`; the row as written, or undefined when its status changed. */
export async function updateSubscription(
  tx: Tx,
  id: string,
  from: SubscriptionStatus,
  set: Partial<Omit<SubscriptionRow, 'id' | 'createdAt'>>,
) {
  const [row] = await tx
    .update(subscriptions)
    .set(set)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.status, from)))
    .returning();
  return row as SubscriptionRow | undefined;
}

const dayActivitiesQuery = (db: Conn, throughWeek: boolean) =>
  db
    .select()
    .from(subscriptionDayActivities)
    .where(
      and(
        eq(subscriptionDayActivities.subscriptionId, sql.placeholder('subscriptionId')),
        throughWeek ? lte(subscriptionDayActivities.week, sql.placeholder('throughWeek')) : undefined,
      ),
    )
    .orderBy(
      asc(subscriptionDayActivities.week),
      asc(subscriptionDayActivities.day),
      asc(subscriptionDayActivities.position),
      asc(subscriptionDayActivities.id),
    );
const dayActivitiesStatements =
  preparedByShape<ReturnType<ReturnType<typeof dayActivitiesQuery>['prepare']>>('sub_day_activities');

/** The subscription's own schedule (up to week `throughWeek` when given): week, day, then position. */
export function findDayActivities(
  db: Conn,
  subscriptionId: string,
  throughWeek?: number,
): Promise<DayActivityRow[]> {
  const through = throughWeek !== undefined;
  const statement = dayActivitiesStatements(db, through ? 'through' : '', (name) =>
    dayActivitiesQuery(db, through).prepare(name),
  );
  return statement.execute({ subscriptionId, throughWeek });
}

/** What a client's schedule shows of a day activity (toDayActivityJson), week and day included. */
const a = subscriptionDayActivities;
const dayActivityViewColumns = {
  id: col<string>(a.id, 'id'),
  week: col<number>(a.week, 'week'),
  day: col<number>(a.day, 'day'),
  movement: col<string>(a.movement, 'movement'),
  intensity: col<string>(a.intensity, 'intensity'),
  note: col<string>(a.note, 'note'),
  reps: col<string>(a.reps, 'reps'),
  rest: col<string>(a.rest, 'rest'),
  sets: col<string>(a.sets, 'sets'),
  tempo: col<string>(a.tempo, 'tempo'),
  plannedLoad: col<DayActivityRow['plannedLoad']>(a.plannedLoad, 'plannedLoad'),
  actualRpe: col<DayActivityRow['actualRpe']>(a.actualRpe, 'actualRpe'),
  weightUsed: col<DayActivityRow['weightUsed']>(a.weightUsed, 'weightUsed'),
  feedback: col<DayActivityRow['feedback']>(a.feedback, 'feedback'),
};
export type DayActivityView = DriverRow<typeof dayActivityViewColumns>;
const dayActivityViewQuery = (db: Conn) =>
  db
    .select(dayActivityViewColumns)
    .from(a)
    .where(
      and(
        eq(a.subscriptionId, sql.placeholder('subscriptionId')),
        lte(a.week, sql.placeholder('throughWeek')),
      ),
    )
    .orderBy(asc(a.week), asc(a.day), asc(a.position), asc(a.id));
const dayActivityViewStatements =
  preparedByShape<ReturnType<ReturnType<typeof dayActivityViewQuery>['prepare']>>('sub_day_activity_view');

/**
 * The client's schedule up to week `throughWeek` (the training detail): only the columns it shows, as the driver
 * returns them (no per-field mapping: the detail is the hottest read of a followed template).
 */
export function findScheduleView(db: Conn, subscriptionId: string, throughWeek: number) {
  const statement = dayActivityViewStatements(db, '', (name) => dayActivityViewQuery(db).prepare(name));
  return driverRows<DayActivityView>(statement, { subscriptionId, throughWeek });
}

const dayActivitiesByIdsQuery = (db: Conn) =>
  db
    .select()
    .from(subscriptionDayActivities)
    .where(
      and(
        eq(subscriptionDayActivities.subscriptionId, sql.placeholder('subscriptionId')),
        sql`${subscriptionDayActivities.id} = ANY(${sql.placeholder('ids')}::uuid[])`,
      ),
    );
const dayActivitiesByIdsStatements =
  preparedByShape<ReturnType<ReturnType<typeof dayActivitiesByIdsQuery>['prepare']>>(
    'sub_day_activities_by_ids',
  );

/** These day activities of the subscription (ids of other subscriptions are left out). */
export function findDayActivitiesByIds(
  db: Conn,
  subscriptionId: string,
  ids: string[],
): Promise<DayActivityRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const statement = dayActivitiesByIdsStatements(db, '', (name) => dayActivitiesByIdsQuery(db).prepare(name));
  return statement.execute({ subscriptionId, ids });
}

/** The subscription id of a day activity of the user's template subscriptions, or undefined. */
export async function findOwnDayActivitySubscription(db: Conn, userId: string, activityId: string) {
  const [row] = await db
    .select({ subscriptionId: subscriptionDayActivities.subscriptionId })
    .from(subscriptionDayActivities)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionDayActivities.subscriptionId))
    .where(and(eq(subscriptionDayActivities.id, activityId), templateOf(userId)));
  return row?.subscriptionId;
}

export async function insertDayActivities(tx: Tx, values: NewDayActivity[]) {
  if (values.length === 0) return;
  await tx.insert(subscriptionDayActivities).values(values);
}

/** Writes what the client logged on one day activity; the row as written. */
export async function updateDayActivity(
  tx: Tx,
  id: string,
  set: Pick<DayActivityRow, 'actualRpe' | 'weightUsed' | 'feedback' | 'loggedAt'>,
) {
  const [row] = await tx
    .update(subscriptionDayActivities)
    .set(set)
    .where(eq(subscriptionDayActivities.id, id))
    .returning();
  return row;
}

/** What the client logged on one day activity: the values to write, every field (the unchanged ones as read). */
export type DayActivityProgress = Pick<
  DayActivityRow,
  'id' | 'actualRpe' | 'weightUsed' | 'feedback' | 'loggedAt'
>;

const setDayActivitiesQuery = (tx: Tx) =>
  tx
    .update(subscriptionDayActivities)
    .set({
      actualRpe: sql`v.actual_rpe`,
      weightUsed: sql`v.weight_used`,
      feedback: sql`v.feedback`,
      loggedAt: sql`v.logged_at`,
    })
    .from(
      sql`unnest(
        ${sql.placeholder('ids')}::uuid[],
        ${sql.placeholder('actualRpes')}::float8[],
        ${sql.placeholder('weightsUsed')}::text[],
        ${sql.placeholder('feedbacks')}::text[],
        ${sql.placeholder('loggedAts')}::timestamptz[]
      ) AS v(id, actual_rpe, weight_used, feedback, logged_at)`,
    )
    .where(
      and(
        sql`${subscriptionDayActivities.id} = v.id`,
        eq(subscriptionDayActivities.subscriptionId, sql.placeholder('subscriptionId')),
      ),
    );
const writeDayActivitiesStatements =
  preparedByShape<ReturnType<ReturnType<typeof setDayActivitiesQuery>['prepare']>>('write_day_activities');

const progressValues = (subscriptionId: string, progress: DayActivityProgress[]) => ({
  subscriptionId,
  ids: progress.map((p) => p.id),
  actualRpes: progress.map((p) => p.actualRpe),
  weightsUsed: progress.map((p) => p.weightUsed),
  feedbacks: progress.map((p) => p.feedback),
  loggedAts: progress.map((p) => p.loggedAt?.toISOString() ?? null),
});

/**
 * Writes what the client logged on these day activities of the subscription in one statement (an UPDATE from
 * the arrays of values, unnested; ids of other subscriptions are left out). Returns nothing: the caller holds
 * the rows it read under the subscription's lock, so they are neither sent back nor mapped again.
 */
export async function writeDayActivities(
  tx: Tx,
  subscriptionId: string,
  progress: DayActivityProgress[],
): Promise<void> {
  if (progress.length === 0) return;
  const statement = writeDayActivitiesStatements(tx, '', (name) => setDayActivitiesQuery(tx).prepare(name));
  await statement.execute(progressValues(subscriptionId, progress));
}

const latestWeekRequestsQuery = (db: Conn) =>
  db
    .select()
    .from(weekCompletionRequests)
    .where(sql`${weekCompletionRequests.subscriptionId} = ANY(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(
      desc(sql`${weekCompletionRequests.status} = 'Open'`),
      desc(weekCompletionRequests.createdAt),
      desc(weekCompletionRequests.week),
      desc(weekCompletionRequests.id),
    );
const latestWeekRequestsStatements =
  preparedByShape<ReturnType<ReturnType<typeof latestWeekRequestsQuery>['prepare']>>('latest_week_requests');

/**
 * The latest week completion request of each subscription, by subscription id: an Open one when there is one
 * (a request is made only while none is open, so it is the latest), else the newest.
 */
export async function findLatestWeekRequests(db: Conn, subscriptionIds: string[]) {
  const latest = new Map<string, WeekRequestRow>();
  if (subscriptionIds.length === 0) return latest;
  const statement = latestWeekRequestsStatements(db, '', (name) => latestWeekRequestsQuery(db).prepare(name));
  const rows: WeekRequestRow[] = await statement.execute({ ids: subscriptionIds });
  for (const row of rows) if (!latest.has(row.subscriptionId)) latest.set(row.subscriptionId, row);
  return latest;
}

const openWeekRequestQuery = (db: Conn) =>
  db
    .select()
    .from(weekCompletionRequests)
    .where(
      and(
        eq(weekCompletionRequests.subscriptionId, sql.placeholder('subscriptionId')),
        eq(weekCompletionRequests.status, 'Open'),
      ),
    );
const openWeekRequestStatements =
  preparedByShape<ReturnType<ReturnType<typeof openWeekRequestQuery>['prepare']>>('open_week_request');

/** The subscription's Open request (at most one: the partial unique index), or undefined. */
export async function findOpenWeekRequest(db: Conn, subscriptionId: string) {
  const statement = openWeekRequestStatements(db, '', (name) => openWeekRequestQuery(db).prepare(name));
  const [row] = await statement.execute({ subscriptionId });
  return row as WeekRequestRow | undefined;
}

/**
 * Inserts an Open request; undefined when the subscription already has one (the partial unique index
 * week_completion_requests_open_key refused it: a concurrent request won).
 */
export async function insertOpenWeekRequest(
  tx: Tx,
  values: {
    subscriptionId: string;
    week: number;
    remarks: string;
    skippedActivities: string[];
    skipReason: string | null;
  },
): Promise<WeekRequestRow | undefined> {
  // A savepoint, so a refused insert leaves the caller's transaction usable.
  try {
    return await tx.transaction(async (sp) => {
      const [row] = await sp
        .insert(weekCompletionRequests)
        // The moment of the insert, not of the transaction's start (now()): requests made in one transaction
        // (the demo seed) still follow one another.
        .values({ ...values, status: 'Open', createdAt: sql`clock_timestamp()` })
        .returning();
      return row;
    });
  } catch (err) {
    if (uniqueViolation(err) === 'week_completion_requests_open_key') return undefined;
    throw err;
  }
}

/** A week completion request, or undefined. */
export async function findWeekRequest(db: Conn, id: string) {
  const [row] = await db.select().from(weekCompletionRequests).where(eq(weekCompletionRequests.id, id));
  return row as WeekRequestRow | undefined;
}

/** A week completion request, its row locked until the transaction ends. */
export async function lockWeekRequest(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(weekCompletionRequests)
    .where(eq(weekCompletionRequests.id, id))
    .for('update');
  return row as WeekRequestRow | undefined;
}

/** Updates a request still in status `from`; the row as written, or undefined when its status changed. */
export async function updateWeekRequest(
  tx: Tx,
  id: string,
  from: WeekRequestStatus,
  set: Partial<Pick<WeekRequestRow, 'status' | 'note' | 'decidedBy' | 'decidedAt'>>,
) {
  const [row] = await tx
    .update(weekCompletionRequests)
    .set(set)
    .where(and(eq(weekCompletionRequests.id, id), eq(weekCompletionRequests.status, from)))
    .returning();
  return row as WeekRequestRow | undefined;
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

/** A template subscription, whoever holds it (staff's reads). */
export async function findTemplateSubscription(db: Conn, id: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.onModel, 'Template')));
  return row as SubscriptionRow | undefined;
}

export type StaffInboxState = 'consultation_requests' | 'to_activate' | 'week_requests';

export interface StaffPageRequest {
  state: StaffInboxState;
  /** The templates in the caller's scope; null: every template (admins). */
  templateIds: string[] | null;
  limit: number;
  offset: number;
}

/**
 * A page of the template subscriptions waiting for staff: Consultation Requested (soonest date first),
 * Consultation Completed (held first, first), or with an Open week request (oldest request first).
 */
export async function findStaffTemplateSubscriptionPage(db: Db, r: StaffPageRequest) {
  if (r.templateIds !== null && r.templateIds.length === 0)
    return { rows: [] as SubscriptionRow[], total: 0 };
  const openRequestOf = sql`(SELECT ${weekCompletionRequests.createdAt} FROM ${weekCompletionRequests}
    WHERE ${weekCompletionRequests.subscriptionId} = ${subscriptions.id} AND ${weekCompletionRequests.status} = 'Open')`;
  const byState = {
    consultation_requests: {
      where: eq(subscriptions.status, 'Consultation Requested'),
      order: [asc(subscriptions.consultationDate), asc(subscriptions.createdAt)],
    },
    to_activate: {
      where: eq(subscriptions.status, 'Consultation Completed'),
      order: [asc(subscriptions.consultationHeldAt), asc(subscriptions.createdAt)],
    },
    week_requests: {
      where: and(eq(subscriptions.status, 'Active'), sql`${openRequestOf} IS NOT NULL`),
      order: [asc(openRequestOf), asc(subscriptions.createdAt)],
    },
  }[r.state];
  const where = and(
    eq(subscriptions.onModel, 'Template'),
    r.templateIds === null ? undefined : inArray(subscriptions.modelId, r.templateIds),
    byState.where,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(subscriptions)
      .where(where)
      .orderBy(...byState.order, asc(subscriptions.id))
      .limit(r.limit)
      .offset(r.offset),
    db.select({ total: count() }).from(subscriptions).where(where),
  ]);
  return { rows, total };
}

/** The subscription's week completion requests, newest first. */
export function findWeekRequests(db: Conn, subscriptionId: string) {
  return db
    .select()
    .from(weekCompletionRequests)
    .where(eq(weekCompletionRequests.subscriptionId, subscriptionId))
    .orderBy(desc(weekCompletionRequests.createdAt), desc(weekCompletionRequests.id));
}
