import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { subscriptionDayActivities, subscriptions } from '../../db/schema/subscriptions';
import type { DayActivityRow, SubscriptionRow } from './template-training.repository';

/**
 * The coaching week editor's own reads and writes (issue 18) on the training area's tables: one activity of
 * a coaching, the planned load of a week's activities, and the coaching clients whose next week is unpublished.
 */

type Conn = Db | Tx;

/** One day activity of the subscription, or undefined. */
export async function findSubscriptionActivity(db: Conn, subscriptionId: string, activityId: string) {
  const [row] = await db
    .select()
    .from(subscriptionDayActivities)
    .where(
      and(
        eq(subscriptionDayActivities.id, activityId),
        eq(subscriptionDayActivities.subscriptionId, subscriptionId),
      ),
    );
  return row as DayActivityRow | undefined;
}

/** Sets the planned load of these activities. */
export async function setPlannedLoad(tx: Tx, ids: string[], plannedLoad: string) {
  if (ids.length === 0) return;
  await tx
    .update(subscriptionDayActivities)
    .set({ plannedLoad })
    .where(inArray(subscriptionDayActivities.id, ids));
}

/**
 * A page of the Active coaching subscriptions (within one trainer's; null: everyone's) whose week in progress, or
 * else the week after it, is not published; each with that week. The week in progress first, then the oldest.
 */
export async function findCoachingWeeksToWritePage(
  db: Db,
  r: { trainerId: string | null; limit: number; offset: number },
) {
  const unpublished = (week: ReturnType<typeof sql>) => sql`NOT EXISTS (SELECT 1 FROM coaching_weeks cw
    WHERE cw.subscription_id = ${subscriptions.id} AND cw.week = ${week} AND cw.published)`;
  const current = sql`(${subscriptions.weeksCompleted} + 1)`;
  const following = sql`(${subscriptions.weeksCompleted} + 2)`;
  const nextWeek = sql<number | null>`CASE
    WHEN ${current} <= ${subscriptions.weeks} AND ${unpublished(current)} THEN ${current}
    WHEN ${following} <= ${subscriptions.weeks} AND ${unpublished(following)} THEN ${following}
    END`;
  const where = and(
    eq(subscriptions.onModel, 'Coaching'),
    eq(subscriptions.status, 'Active'),
    r.trainerId === null ? undefined : eq(subscriptions.trainerId, r.trainerId),
    sql`${nextWeek} IS NOT NULL`,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ sub: subscriptions, nextWeek: nextWeek.mapWith(Number) })
      .from(subscriptions)
      .where(where)
      .orderBy(
        sql`${nextWeek} - ${subscriptions.weeksCompleted}`,
        asc(subscriptions.createdAt),
        asc(subscriptions.id),
      )
      .limit(r.limit)
      .offset(r.offset),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(subscriptions)
      .where(where),
  ]);
  return { rows: rows as { sub: SubscriptionRow; nextWeek: number }[], total };
}
