import { and, count, eq, inArray } from 'drizzle-orm';
import type { CartLine } from '@oxstrength/shared/schemas/cart';
import { nepalToday } from '@oxstrength/shared/training';
import type { Db, Tx } from '../client';
import { orders } from '../schema/orders';
import { payments } from '../schema/payments';
import { subscriptionDayActivities, subscriptions } from '../schema/subscriptions';
import { templates } from '../schema/templates';
import { addToCart } from '../../features/cart/cart.service';
import { findOrderLines, initiateOrder, lockOrder, moveOrder } from '../../features/orders/orders.service';
import { fulfilOrder } from '../../workflows/fulfil-order';
import {
  activate,
  approveConsultationDate,
  approveWeek,
  markConsultationHeld,
  type StaffActor,
} from '../../features/training/template-staff.service';
import {
  requestTemplateConsultation,
  requestWeekCompletion,
  saveBulkProgress,
} from '../../features/training/template-training.service';
import { demoSignIn, insertDemoUser } from './demo-users';

export const DAY = 24 * 60 * 60 * 1000;

/** The demo client's templates: followed (Active, on week 3) and waiting for a consultation date (Pending). */
export const DEMO_TRAINING = {
  active: '12-week-beginner-powerlifting',
  pending: 'strength-foundations-for-beginners',
} as const;

export const dayOf = (now: Date, days: number) => new Date(now.getTime() + days * DAY);
/** The Nepal day of an instant (at 20:00 UTC it is already the next day there). */
export const dateOf = (d: Date) => nepalToday(d);

/**
 * Idempotent (after the catalogue and the demo client's address): unless the demo client already has a
 * template subscription, they buy the two DEMO_TRAINING templates in one order, paid by eSewa 24 days ago, and
 * follow the first one: consultation held, activated 20 days ago, weeks 1 and 2 logged and approved by its
 * trainer, week 3 partly logged. The second stays Pending. Everything goes through the areas' services, as a
 * client, a payment and staff would; one transaction, so a failure leaves nothing half-written.
 */
export async function seedDemoTraining(db: Db, now = new Date()) {
  const clientId = await insertDemoUser(db, demoSignIn('Client'));
  const [{ n }] = await db
    .select({ n: count() })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, clientId), eq(subscriptions.onModel, 'Template')));
  if (n > 0) return;
  const rows = await db
    .select({ id: templates.id, slug: templates.slug, trainerId: templates.trainerId })
    .from(templates)
    .where(inArray(templates.slug, Object.values(DEMO_TRAINING)));
  const active = rows.find((r) => r.slug === DEMO_TRAINING.active);
  const pending = rows.find((r) => r.slug === DEMO_TRAINING.pending);
  if (!active || !pending) return;

  await db.transaction(async (tx) => {
    const placedAt = dayOf(now, -24);
    const orderId = await payDemoOrder(tx, clientId, [active.id, pending.id], placedAt);
    const subs = await tx.select().from(subscriptions).where(eq(subscriptions.orderId, orderId));
    const followed = subs.find((s) => s.modelId === active.id)!;
    const staff: StaffActor = { actor: 'trainer', userId: active.trainerId };

    await holdFirstConsultation(
      tx,
      clientId,
      followed.id,
      staff,
      placedAt,
      'Good squat depth and a steady bench. Keep the first weeks light and film your top sets.',
    );
    await activate(tx, followed.id, staff, dateOf(dayOf(placedAt, 4)));

    for (const week of [1, 2]) {
      await logWeek(tx, clientId, followed.id, week, dayOf(placedAt, 4 + week * 7 - 1));
      const asked = await requestWeekCompletion(tx, clientId, {
        subscription: followed.id,
        weeks_completed: week,
        remarks: `Week ${week} done: every session, all sets. Squats felt heavier on day 3.`,
      });
      await approveWeek(tx, asked.subscription.week_completed_req!._id, staff, dayOf(placedAt, 4 + week * 7));
    }
    await logWeek(tx, clientId, followed.id, 3, dayOf(now, -1), 1);
  });
}

/**
 * A demo client's order of these templates, placed at `placedAt` through the cart and orders services, paid by
 * an eSewa payment and delivered as a verified payment is (workflows/fulfil-order.ts): the subscriptions are Pending.
 */
/**
 * A template subscription's first consultation, bought at `placedAt`: the client asks the next day for the day
 * after, staff approve it that day and hold it on the date with `remarks`.
 */
export async function holdFirstConsultation(
  tx: Tx,
  clientId: string,
  subscriptionId: string,
  staff: StaffActor,
  placedAt: Date,
  remarks: string,
) {
  await requestTemplateConsultation(
    tx,
    clientId,
    { subscription_id: subscriptionId, consultation_date: dateOf(dayOf(placedAt, 2)) },
    dayOf(placedAt, 1),
  );
  await approveConsultationDate(tx, subscriptionId, staff, dayOf(placedAt, 1));
  await markConsultationHeld(tx, subscriptionId, staff, remarks, dayOf(placedAt, 2));
}

export const payDemoOrder = (tx: Tx, clientId: string, templateIds: string[], placedAt: Date) =>
  payDemoLines(
    tx,
    clientId,
    templateIds.map((id) => ({ model_id: id, onModel: 'Template' as const, unit: 1, self_order: true })),
    placedAt,
  );

/** payDemoOrder for any cart lines bought for oneself (coaching and consultations name their plan and trainer). */
export async function payDemoLines(
  tx: Tx,
  clientId: string,
  lines: CartLine[],
  placedAt: Date,
  /** Needed unless every line is a template. */
  deliveryAddressId?: string,
) {
  const carts: string[] = [];
  for (const line of lines) {
    const { cart } = await addToCart(tx, clientId, line);
    carts.push(cart.carts.find((c) => c.model_id === line.model_id)!._id);
  }
  const placed = await initiateOrder(
    tx,
    clientId,
    { carts, ...(deliveryAddressId ? { delivery_address: deliveryAddressId } : {}) },
    {
      expiryMinutes: 30,
      fonepay: { merchantCode: 'DEMO', secretKey: 'demo' },
      holdCaps: { units: 1000, value: Number.MAX_SAFE_INTEGER },
      now: placedAt,
    },
  );
  const paidAt = new Date(placedAt.getTime() + 5 * 60 * 1000);
  const order = (await lockOrder(tx, placed._id))!;
  await tx.insert(payments).values({
    orderId: order.id,
    userId: clientId,
    provider: 'esewa',
    status: 'Completed',
    reference: `${order.identifier}-1`,
    providerRef: `DEMO-${order.identifier.slice(4)}`,
    amount: order.totalAmount,
    completedAt: paidAt,
    lastCheckedAt: paidAt,
    createdAt: placedAt,
    updatedAt: paidAt,
  });
  await fulfilOrder(tx, order, await findOrderLines(tx, order.id));
  await moveOrder(tx, order, 'Active', 'system', { paidAt });
  // Placed and delivered in the past (the services stamp their rows with the database's clock).
  await tx.update(orders).set({ createdAt: placedAt }).where(eq(orders.id, order.id));
  await tx.update(subscriptions).set({ createdAt: paidAt }).where(eq(subscriptions.orderId, order.id));
  return order.id;
}

/**
 * What a demo client logged on a week: actual RPE on every activity, the weight on the first of each day and a
 * word of feedback on it; only the first `days` days when given (a week still in progress).
 */
export async function logWeek(
  tx: Tx,
  clientId: string,
  subscriptionId: string,
  week: number,
  at: Date,
  days?: number,
) {
  const activities = await tx
    .select()
    .from(subscriptionDayActivities)
    .where(
      and(
        eq(subscriptionDayActivities.subscriptionId, subscriptionId),
        eq(subscriptionDayActivities.week, week),
      ),
    )
    .orderBy(subscriptionDayActivities.day, subscriptionDayActivities.position);
  const logged = activities.filter((a) => days === undefined || a.day <= days);
  await saveBulkProgress(
    tx,
    clientId,
    {
      subscription: subscriptionId,
      week_progresses: logged.map((a, i) => ({
        _id: a.id,
        actual_rpe: Math.min(6 + week + (i % 2), 9),
        ...(a.position === 0
          ? {
              weight_used: `${40 + week * 5 + a.day * 2.5} kg`,
              feedback: a.day === 1 ? 'Felt solid; the last set slowed down.' : 'Good session, form held up.',
            }
          : {}),
      })),
    },
    at,
  );
}
