import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { addDays, nepalToday } from '@oxstrength/shared/training';
import type { Db } from '../../db/client';
import { orderLines } from '../../db/schema/orders';
import { subscriptionDayActivities } from '../../db/schema/subscriptions';
import { templateDayActivities } from '../../db/schema/templates';
import { insertOrderRow } from '../orders/order-fixtures';
import { insertTemplate } from '../templates/template-fixtures';
import { makeTrainingCategory, makeUser } from '../trainers/trainer-fixtures';
import { findSubscriptionsOfOrder } from './subscriptions.repository';
import { grantForOrder } from './subscriptions.service';
import {
  activate,
  approveConsultationDate,
  markConsultationHeld,
  type StaffActor,
} from './template-staff.service';
import { requestTemplateConsultation } from './template-training.service';
import { titleOnlySnapshot } from '../../../test/order-fixtures';
import { and, eq } from 'drizzle-orm';

/** Test fixtures for followed templates: a scheduled template, a paid line's subscription, staff's steps. */

export const STAFF: StaffActor = { actor: 'admin', userId: null };

/** Days a week and activities a day of makeScheduledTemplate's schedule. */
export const DAYS = 2;
export const PER_DAY = 2;

/** A template of `weeks` weeks (trained by `trainerId`, or by no one), each with DAYS days of PER_DAY activities ("Squat W1D2", "Row W1D2"...). */
export async function makeScheduledTemplate(db: Db, weeks = 3, trainerId: string | null = null) {
  const key = randomUUID().slice(0, 6);
  const category = await makeTrainingCategory(db, `Strength ${key}`);
  const title = `Training Block ${key}`;
  const template = await insertTemplate(db, {
    title,
    weeks,
    trainingCategoryId: category.id,
    trainerId: trainerId ?? undefined,
    detail: { difficulty: 'Beginner', requirement: 'A barbell and a rack' },
  });
  const rows = [];
  for (let week = 1; week <= weeks; week++)
    for (let day = 1; day <= DAYS; day++)
      for (const [position, movement] of ['Squat', 'Row'].entries())
        rows.push({
          templateId: template.id,
          week,
          day,
          position,
          movement: `${movement} W${week}D${day}`,
          intensity: 'RPE 7',
          sets: '3',
          reps: '5',
          tempo: '3-1-1',
          rest: '2 min',
          note: position === 0 ? 'Brace hard' : '',
        });
  await db.insert(templateDayActivities).values(rows);
  return { ...template, title, weeks, category };
}

/** A signed-in client: the user and their token. */
export async function makeClient(app: FastifyInstance) {
  const user = await makeUser(app.db);
  return { ...user, token: app.issueToken(user) };
}

/**
 * A paid order (Active) of one line for the user, priced `price`, and the Pending subscription grantForOrder gives
 * it (as a paid payment does).
 */
export async function grantOrderLine(
  db: Db,
  userId: string,
  line: {
    onModel: 'Template' | 'Coaching' | 'Consultation';
    modelId: string;
    plan: string | null;
    trainerId?: string;
    price: number;
  },
) {
  const orderId = await insertOrderRow(db, userId, 'Active');
  const [row] = await db
    .insert(orderLines)
    .values({
      orderId,
      ...line,
      unit: 1,
      selfOrder: true,
      discountedPrice: line.price,
      snapshot: titleOnlySnapshot(`${line.onModel} ${line.modelId.slice(0, 6)}`),
    })
    .returning();
  await db.transaction((tx) => grantForOrder(tx, { id: orderId, userId }, [row]));
  const [sub] = await findSubscriptionsOfOrder(db, orderId);
  return sub;
}

/** grantOrderLine of one line of `modelId`; coaching lines take the w4 plan, consultations half an hour. */
export const grantLine = (
  db: Db,
  userId: string,
  modelId: string,
  onModel: 'Template' | 'Coaching' | 'Consultation' = 'Template',
) =>
  grantOrderLine(db, userId, {
    onModel,
    modelId,
    plan: onModel === 'Coaching' ? 'w4' : onModel === 'Consultation' ? 'half_hour' : null,
    price: 100_000,
  });

/** Today's date plus `days` (UTC), as YYYY-MM-DD. */
/** The Nepal day `days` from today's (at 20:00 UTC today in Nepal is already tomorrow's UTC date). */
export const dateIn = (days: number, from = new Date()) => addDays(nepalToday(from), days);

/** A moment after every consultation day the tests ask for: a consultation may be marked held then. */
export const HELD_LATER = new Date('2100-01-01T06:00:00Z');

/** An instant on the Nepal day `days` from today (noon there): a step due on that day may be taken then. */
export const onNepalDay = (days: number, from = new Date()) =>
  new Date(Date.parse(`${dateIn(days, from)}T12:00:00+05:45`));

/** Consultation Completed: the client set a date, staff approved it and held the consultation. */
export async function consultationHeld(db: Db, userId: string, subscriptionId: string) {
  await requestTemplateConsultation(db, userId, {
    subscription_id: subscriptionId,
    consultation_date: dateIn(3),
  });
  await approveConsultationDate(db, subscriptionId, STAFF);
  await markConsultationHeld(db, subscriptionId, STAFF, 'Good mobility; start light.', onNepalDay(3));
}

/** A client with an Active subscription of a fresh `weeks`-week template (on week 1). */
export async function activeSubscription(app: FastifyInstance, weeks = 3, trainerId: string | null = null) {
  const client = await makeClient(app);
  const template = await makeScheduledTemplate(app.db, weeks, trainerId);
  const sub = await grantLine(app.db, client.id, template.id);
  await consultationHeld(app.db, client.id, sub.id);
  await activate(app.db, sub.id, STAFF, dateIn(0));
  return { client, template, sub };
}

/** The ids of a week's activities in schedule order, straight from the table (a locked or unpublished week's too). */
export const weekActivityIds = async (db: Db, subscriptionId: string, week: number) =>
  (
    await db
      .select({ id: subscriptionDayActivities.id })
      .from(subscriptionDayActivities)
      .where(
        and(
          eq(subscriptionDayActivities.subscriptionId, subscriptionId),
          eq(subscriptionDayActivities.week, week),
        ),
      )
      .orderBy(subscriptionDayActivities.day, subscriptionDayActivities.position)
  ).map((r) => r.id);
