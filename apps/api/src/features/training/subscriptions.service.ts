import { COACHING_PLANS, CONSULTATION_PLANS } from '@oxstrength/shared/constants';
import { GIFT_MACHINE, TEMPLATE_SUBSCRIPTION_MACHINE } from '@oxstrength/shared/status';
import type { Tx } from '../../db/client';
import type { OrderLineRow } from '../orders/orders.service';
import { templateIdsOfTrainer, templateWeeks } from '../templates/templates.service';
import { addGifts, type GiftRow } from '../gifts/gifts.service';
import { countOpenSubscriptionsOfTrainer, insertSubscriptions } from './subscriptions.repository';

/**
 * Subscriptions and gifts: what a paid order's template, coaching and consultation lines give. A line bought
 * for oneself becomes the buyer's subscription; a gift line becomes a gift waiting for its recipient (by email)
 * to claim it. Both start Pending (TEMPLATE_SUBSCRIPTION_MACHINE and GIFT_MACHINE in packages/shared/src/status.ts) and
 * are written in the payment's transaction, at most one per order line.
 */

const COACHING_WEEKS = new Map<string, number>(COACHING_PLANS.map((p) => [p.value, p.weeks]));
const CONSULTATION_MINUTES = new Map<string, number>(CONSULTATION_PLANS.map((p) => [p.value, p.minutes]));

/** What this area reads of a paid order line. */
export type PaidLine = Pick<
  OrderLineRow,
  | 'id'
  | 'onModel'
  | 'modelId'
  | 'plan'
  | 'trainerId'
  | 'selfOrder'
  | 'recipientName'
  | 'recipientEmail'
  | 'recipientMobile'
  | 'relation'
  | 'snapshot'
>;

/** The paid order: its id and its buyer. */
export interface PaidOrder {
  id: string;
  userId: string;
}

/** The lines that give training (templates, coaching, consultations; never products), own or gifted. */
const trainingLines = <L extends PaidLine>(lines: L[], self: boolean) =>
  lines.filter((l) => l.onModel !== 'Product' && l.selfOrder === self);

/**
 * What a line gives, as stored on its subscription or gift: the item, plan and trainer, and its length (weeks of
 * a template, as ordered or else the template's own; weeks of a coaching plan; minutes of a consultation plan).
 */
async function terms(tx: Tx, order: PaidOrder, lines: PaidLine[]) {
  const weeksOfTemplates = await templateWeeks(
    tx,
    lines.filter((l) => l.onModel === 'Template' && l.snapshot.weeks == null).map((l) => l.modelId),
  );
  return lines.map((l) => ({
    orderId: order.id,
    orderLineId: l.id,
    onModel: l.onModel,
    modelId: l.modelId,
    plan: l.plan,
    trainerId: l.trainerId,
    weeks:
      l.onModel === 'Template'
        ? (l.snapshot.weeks ?? weeksOfTemplates.get(l.modelId) ?? null)
        : l.onModel === 'Coaching'
          ? (COACHING_WEEKS.get(l.plan ?? '') ?? l.snapshot.weeks ?? null)
          : null,
    minutes: l.onModel === 'Consultation' ? (CONSULTATION_MINUTES.get(l.plan ?? '') ?? null) : null,
  }));
}

/**
 * Gives the buyer a subscription (Pending) for each of the paid order's template, coaching and consultation
 * lines bought for themselves. Idempotent: a line that already has its subscription is skipped.
 */
export async function grantForOrder(tx: Tx, order: PaidOrder, lines: PaidLine[]): Promise<void> {
  const own = trainingLines(lines, true);
  if (own.length === 0) return;
  const values = await terms(tx, order, own);
  await insertSubscriptions(
    tx,
    values.map((v) => ({ ...v, userId: order.userId, status: TEMPLATE_SUBSCRIPTION_MACHINE.initial })),
  );
}

/**
 * Makes a gift (Pending, from the buyer, for the recipient the line names; email lower-cased) of each of the
 * paid order's template, coaching and consultation gift lines. Idempotent: a line that already has its gift is
 * skipped. Returns the gift lines (for the recipients' mails), whether or not this call wrote them.
 */
export async function createGiftsForOrder<L extends PaidLine>(
  tx: Tx,
  order: PaidOrder,
  lines: L[],
): Promise<L[]> {
  const gifted = trainingLines(lines, false);
  if (gifted.length === 0) return [];
  const values = await terms(tx, order, gifted);
  await addGifts(
    tx,
    values.map((v, i) => {
      const line = gifted[i];
      return {
        ...v,
        senderId: order.userId,
        recipientName: line.recipientName ?? '',
        recipientEmail: (line.recipientEmail ?? '').toLowerCase(),
        recipientMobile: line.recipientMobile ?? '',
        relation: line.relation ?? '',
        status: GIFT_MACHINE.initial,
      };
    }),
  );
  return gifted;
}

/**
 * Gives a claimed gift's recipient its subscription (Pending, as a purchase does), with the gift's item, plan,
 * trainer and length, on the gift's order line: the unique order_line_id makes it exactly one.
 */
export async function grantGift(tx: Tx, gift: GiftRow, userId: string): Promise<string | undefined> {
  const [row] = await insertSubscriptions(tx, [
    {
      userId,
      orderId: gift.orderId,
      orderLineId: gift.orderLineId,
      onModel: gift.onModel,
      modelId: gift.modelId,
      plan: gift.plan,
      trainerId: gift.trainerId,
      weeks: gift.weeks,
      minutes: gift.minutes,
      status: TEMPLATE_SUBSCRIPTION_MACHINE.initial,
    },
  ]);
  return row?.id;
}

/** How many clients' subscriptions a trainer has Active or Pending (a trainer with any keeps the role). */
export async function countOpenClientsOf(tx: Tx, trainerId: string) {
  return countOpenSubscriptionsOfTrainer(tx, trainerId, await templateIdsOfTrainer(tx, trainerId));
}
