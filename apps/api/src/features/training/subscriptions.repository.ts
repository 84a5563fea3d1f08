import { and, asc, count, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { subscriptions } from '../../db/schema/subscriptions';
import { preparedByShape } from '../../db/prepared-by-shape';

type Conn = Db | Tx;

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;

/**
 * Inserts subscriptions, skipping any order line that already has one (the unique order_line_id): a payment
 * delivered again writes nothing twice.
 */
export async function insertSubscriptions(tx: Tx, values: NewSubscription[]): Promise<{ id: string }[]> {
  if (values.length === 0) return [];
  return tx
    .insert(subscriptions)
    .values(values)
    .onConflictDoNothing({ target: subscriptions.orderLineId })
    .returning({ id: subscriptions.id });
}

/** The subscriptions an order gave, oldest first. */
export function findSubscriptionsOfOrder(db: Conn, orderId: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.orderId, orderId))
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));
}

const dashboardCountQuery = (db: Conn) => {
  const upcoming = and(
    gte(subscriptions.consultationDate, sql.placeholder('today')),
    isNull(subscriptions.consultationHeldAt),
  );
  return db
    .select({
      templates: sql<number>`count(*) filter (where ${subscriptions.onModel} = 'Template')`.mapWith(Number),
      coachings: sql<number>`count(*) filter (where ${subscriptions.onModel} = 'Coaching')`.mapWith(Number),
      // A coaching's consultations are rows of their own (issue 16): its open ones dated today or later.
      upcoming:
        sql<number>`count(*) filter (where ${upcoming}) + (select count(*) from coaching_consultations cc
        join subscriptions s2 on s2.id = cc.subscription_id
        where s2.user_id = ${sql.placeholder('userId')} and cc.status <> 'Completed'
        and cc.consultation_date >= ${sql.placeholder('today')})`.mapWith(Number),
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, sql.placeholder('userId')));
};
const dashboardCountStatements =
  preparedByShape<ReturnType<ReturnType<typeof dashboardCountQuery>['prepare']>>('dashboard_sub_counts');

/**
 * The dashboard's counts of the user's subscriptions: templates, coachings, and consultations of every kind dated
 * `today` (YYYY-MM-DD) or later and not yet held.
 */
export async function countDashboardSubscriptions(db: Conn, userId: string, today: string) {
  const statement = dashboardCountStatements(db, '', (name) => dashboardCountQuery(db).prepare(name));
  const [row] = await statement.execute({ userId, today });
  return row;
}

/**
 * How many Active or Pending subscriptions a trainer has: coaching and consultations bought with them, and
 * subscriptions of the templates they train (`templateIds`).
 */
export async function countOpenSubscriptionsOfTrainer(db: Conn, trainerId: string, templateIds: string[]) {
  const [{ total }] = await db
    .select({ total: count() })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, ['Active', 'Pending']),
        or(
          eq(subscriptions.trainerId, trainerId),
          templateIds.length
            ? and(eq(subscriptions.onModel, 'Template'), inArray(subscriptions.modelId, templateIds))
            : undefined,
        ),
      ),
    );
  return total;
}
