import { z } from 'zod';
import { GIFT_STATUSES } from '../status';
import { success } from './reply';

/**
 * Gifts (spec part 2, sections 2, 3 and 7): GET /gifted/{kind}, GET /received/gift/{kind},
 * PATCH /claim/gift/{one}/{id}. Each list is `gifts`, each gift naming its item under `template`, `coaching` or
 * `consultation` (title, cover, _id, slug).
 */

export const GIFT_KINDS = ['templates', 'coachings', 'consultations'] as const;
export type GiftKind = (typeof GIFT_KINDS)[number];
/** The claim route's singular of each kind. */
export const GIFT_ONE = {
  templates: 'template',
  coachings: 'coaching',
  consultations: 'consultation',
} as const;
export type GiftOne = (typeof GIFT_ONE)[GiftKind];

export const GIFT_MESSAGES = {
  claimed: 'Gift claimed successfully',
  alreadyClaimed: 'This gift has already been claimed',
  notFound: 'Gift not found',
  /** Sections 2 and 8: the empty tabs. */
  emptyGifted: 'You do not have any sent gifts. Gift someone today.',
  emptyReceived: 'You have not received any gifts',
  explore: 'Explore Training Templates',
} as const;

export const giftItemJson = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  cover: z.string(),
});
export type GiftItem = z.infer<typeof giftItemJson>;

export const giftJson = z.object({
  _id: z.string(),
  status: z.enum(GIFT_STATUSES),
  receiver_email: z.string(),
  receiver_name: z.string(),
  /** Coaching and consultation plans (4 Weeks Plan ...); null for templates. */
  plan: z.string().nullable(),
  template: giftItemJson.optional(),
  coaching: giftItemJson.optional(),
  consultation: giftItemJson.optional(),
  claimed_at: z.string().nullable(),
  createdAt: z.string(),
});
export type Gift = z.infer<typeof giftJson>;

export const giftsReply = success({ gifts: z.array(giftJson) });
export type GiftsReply = z.infer<typeof giftsReply>;

/** PATCH /claim/gift/{one}/{id}: the claimed gift and the subscription it gave ("Gift claimed successfully"). */
export const giftClaimedReply = success({ gift: giftJson, subscription: z.object({ _id: z.string() }) });
export type GiftClaimedReply = z.infer<typeof giftClaimedReply>;
