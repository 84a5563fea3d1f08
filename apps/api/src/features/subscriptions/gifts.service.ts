import { COACHING_PLANS, CONSULTATION_PLANS } from '@oxstrength/shared/constants';
import { GIFT_MESSAGES, type Gift, type GiftItem, type GiftKind } from '@oxstrength/shared/contracts/gifts';
import type { Config } from '../../config/env';
import type { Db, Tx } from '../../db/client';
import { renderMail } from '../../lib/mail-layout';
import { conflict, notFound } from '../../lib/errors';
import type { Mailer } from '../../plugins/mail';
import { coachingKind, consultationKind } from '../programmes/programme-kinds';
import { programmeSummaries } from '../programmes/programmes.service';
import { templateSummaries } from '../templates/templates.service';
import { findUserById, markActiveMember, userContact } from '../users/users.service';
import { claimPendingGift, findGift, findGiftsSentBy, findGiftsSentTo } from './gifts.repository';
import type { GiftRow } from './subscriptions.repository';
import { grantGift } from './subscriptions.service';

/**
 * Gifts (issue 20): a paid gift line waits (Pending) for the account whose VERIFIED email is its receiver email,
 * whenever that account was made. Claiming it gives the claimer the subscription (Pending, as a purchase does),
 * makes them an active member and tells the sender, exactly once (GIFT_MACHINE: Pending -> Claimed).
 */

const ON_MODEL = { templates: 'Template', coachings: 'Coaching', consultations: 'Consultation' } as const;
const ITEM_KEY = { Template: 'template', Coaching: 'coaching', Consultation: 'consultation' } as const;
const PLAN_LABELS = new Map<string, string>(
  [...COACHING_PLANS, ...CONSULTATION_PLANS].map((p) => [p.value, p.label]),
);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The items of these gifts (one kind), by id; an item deleted since shows its id with an empty title. */
async function itemsOf(db: Db | Tx, kind: GiftKind, rows: GiftRow[]): Promise<Map<string, GiftItem>> {
  const ids = rows.map((r) => r.modelId);
  if (ids.length === 0) return new Map();
  if (kind === 'templates') return templateSummaries(db, ids);
  return programmeSummaries(db, kind === 'coachings' ? coachingKind : consultationKind, ids);
}

function toGiftJson(row: GiftRow, item: GiftItem | undefined): Gift {
  return {
    _id: row.id,
    status: row.status as Gift['status'],
    receiver_email: row.recipientEmail,
    receiver_name: row.recipientName,
    plan: row.plan ? (PLAN_LABELS.get(row.plan) ?? row.plan) : null,
    [ITEM_KEY[row.onModel as keyof typeof ITEM_KEY]]: item
      ? { _id: item._id, title: item.title, slug: item.slug, cover: item.cover }
      : { _id: row.modelId, title: '', slug: '', cover: '' },
    claimed_at: row.claimedAt ? row.claimedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function toGiftsJson(db: Db | Tx, kind: GiftKind, rows: GiftRow[]): Promise<Gift[]> {
  const items = await itemsOf(db, kind, rows);
  return rows.map((r) => toGiftJson(r, items.get(r.modelId)));
}

/** The gifts of one kind the caller sent, with their status. */
export async function listGiftsSent(db: Db, userId: string, kind: GiftKind): Promise<Gift[]> {
  return toGiftsJson(db, kind, await findGiftsSentBy(db, userId, ON_MODEL[kind]));
}

/** The caller's verified email, or null (an unverified address receives nothing: anyone could type it). */
async function verifiedEmail(db: Db, userId: string): Promise<string | null> {
  const user = await findUserById(db, userId);
  return user?.emailVerifiedAt ? user.email.toLowerCase() : null;
}

/** The gifts of one kind sent to the caller's verified email (none while it is not verified). */
export async function listGiftsReceived(db: Db, userId: string, kind: GiftKind): Promise<Gift[]> {
  const email = await verifiedEmail(db, userId);
  if (!email) return [];
  return toGiftsJson(db, kind, await findGiftsSentTo(db, email, ON_MODEL[kind]));
}

/**
 * Claims a gift for the caller. Only its recipient (by verified email) may: anyone else, an unverified account,
 * another kind's route or an unknown id answer 404 (nothing tells them the gift exists). A gift already Claimed
 * answers its recipient 409. In one transaction: the gift Claimed with claimed_by, the subscription, active
 * membership and the sender's mail (through the outbox, so it exists exactly when the claim committed).
 */
export async function claimGift(
  db: Db,
  deps: { config: Config; mailer: Mailer },
  userId: string,
  kind: GiftKind,
  id: string,
): Promise<{ gift: Gift; subscriptionId: string }> {
  if (!UUID.test(id)) throw notFound(GIFT_MESSAGES.notFound);
  const email = await verifiedEmail(db, userId);
  if (!email) throw notFound(GIFT_MESSAGES.notFound);
  const result = await db.transaction(async (tx) => {
    const claimed = await claimPendingGift(tx, {
      id,
      onModel: ON_MODEL[kind],
      email,
      userId,
      now: new Date(),
    });
    if (!claimed) {
      const gift = await findGift(tx, id);
      if (!gift || gift.onModel !== ON_MODEL[kind] || gift.recipientEmail !== email)
        throw notFound(GIFT_MESSAGES.notFound);
      throw conflict(GIFT_MESSAGES.alreadyClaimed);
    }
    const subscriptionId = await grantGift(tx, claimed, userId);
    // The order line's subscription exists only through this claim: if it is already there, nothing more is given.
    if (!subscriptionId) throw conflict(GIFT_MESSAGES.alreadyClaimed);
    await markActiveMember(tx, userId);
    const [sender, recipient] = await Promise.all([
      userContact(tx, claimed.senderId),
      userContact(tx, userId),
    ]);
    const gift = (await toGiftsJson(tx, kind, [claimed]))[0];
    if (sender)
      await deps.mailer.enqueue(
        tx,
        claimedMail(deps.config, gift, sender, recipient?.name ?? claimed.recipientName),
      );
    return { gift, subscriptionId };
  });
  deps.mailer.kick();
  return result;
}

function claimedMail(
  config: Config,
  gift: Gift,
  sender: { name: string; email: string },
  recipientName: string,
) {
  const title = (gift.template ?? gift.coaching ?? gift.consultation)?.title ?? 'your gift';
  const content = renderMail({
    heading: 'Your gift was claimed',
    paragraphs: [
      `Hi ${sender.name},`,
      `${recipientName} (${gift.receiver_email}) claimed ${title}${gift.plan ? ` (${gift.plan})` : ''}.`,
    ],
    action: { label: 'See your gifts', url: `${config.APP_URL}/dashboard/gifts` },
  });
  return {
    to: sender.email,
    subject: `${recipientName} claimed your gift on OxStrength`,
    kind: 'gift-claimed',
    ...content,
  };
}
