import { COACHING_PLANS, CONSULTATION_PLANS } from '@oxstrength/shared/constants';
import { GIFT_MESSAGES, type Gift, type GiftItem, type GiftKind } from '@oxstrength/shared/contracts/gifts';
import { GIFT_MACHINE } from '@oxstrength/shared/status';
import type { Db, Tx } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { transitionIfStill } from '../../lib/transition';
import { coachingKind, consultationKind } from '../programmes/programme-kinds';
import { programmeSummaries } from '../programmes/programmes.service';
import { templateSummaries } from '../templates/templates.service';
import { findUserById } from '../users/users.service';
import {
  claimPendingGift,
  findGift,
  findGiftsSentBy,
  findGiftsSentTo,
  insertGifts,
  type GiftRow,
  type NewGift,
} from './gifts.repository';

export type { GiftRow, NewGift };

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
export async function verifiedEmail(db: Db, userId: string): Promise<string | null> {
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
 * Takes the caller's Pending gift (GIFT_MACHINE: Pending -> Claimed, claimed_by the caller) in the caller's
 * transaction. Only its recipient (by verified email) may: anyone else, another kind or an unknown id answer 404
 * (nothing tells them the gift exists); a gift already Claimed answers its recipient 409.
 */
export async function takePendingGift(
  tx: Tx,
  claim: { id: string; kind: GiftKind; email: string; userId: string },
): Promise<GiftRow> {
  // The update itself finds the gift still Pending (concurrent claims: exactly one does); a client's move, not audited.
  const claimed = await transitionIfStill(tx, {
    machine: GIFT_MACHINE,
    row: `gift ${claim.id}`,
    from: 'Pending',
    to: 'Claimed',
    by: 'client',
    write: () =>
      claimPendingGift(tx, {
        id: claim.id,
        onModel: ON_MODEL[claim.kind],
        email: claim.email,
        userId: claim.userId,
        now: new Date(),
      }),
    audit: null,
  });
  if (claimed) return claimed;
  const gift = await findGift(tx, claim.id);
  if (!gift || gift.onModel !== ON_MODEL[claim.kind] || gift.recipientEmail !== claim.email)
    throw notFound(GIFT_MESSAGES.notFound);
  throw conflict(GIFT_MESSAGES.alreadyClaimed);
}

/** One gift as the API shows it. */
export const giftJson = async (tx: Db | Tx, kind: GiftKind, row: GiftRow) =>
  (await toGiftsJson(tx, kind, [row]))[0];

/** Writes an order's gifts (the training area's delivery of its gift lines): a line that has one is skipped. */
export const addGifts = (tx: Tx, values: NewGift[]) => insertGifts(tx, values);
