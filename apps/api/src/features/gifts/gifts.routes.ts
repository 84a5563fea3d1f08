import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GIFT_KINDS,
  GIFT_MESSAGES,
  GIFT_ONE,
  giftClaimedReply,
  giftsReply,
  type GiftKind,
} from '@oxstrength/shared/contracts/gifts';
import { errors } from '../../lib/reply';
import { claimGift } from '../../workflows/claim-gift';
import { listGiftsReceived, listGiftsSent } from './gifts.service';

const KIND_OF_ONE = Object.fromEntries(Object.entries(GIFT_ONE).map(([k, v]) => [v, k])) as Record<
  (typeof GIFT_ONE)[GiftKind],
  GiftKind
>;
const kindParams = z.object({
  kind: z.enum(GIFT_KINDS, { error: 'Gifts are templates, coachings or consultations' }),
});

/** The caller's gifts, sent and received, and claiming one (spec part 2, section 7, Gifts). */
export const giftsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gifted/:kind',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['gifts'],
        summary:
          'The gifts of one kind the caller sent, newest first, with their status (Pending or Claimed)',
        security: [{ jwt: [] }],
        params: kindParams,
        response: { 200: giftsReply, ...errors(400, 401) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      gifts: await listGiftsSent(app.db, request.currentUser!.id, request.params.kind),
    }),
  );

  app.get(
    '/received/gift/:kind',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['gifts'],
        summary: "The gifts of one kind sent to the caller's verified email, newest first",
        description:
          'Gifts sent before the account existed are included. While the email is not verified the list is empty.',
        security: [{ jwt: [] }],
        params: kindParams,
        response: { 200: giftsReply, ...errors(400, 401) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      gifts: await listGiftsReceived(app.db, request.currentUser!.id, request.params.kind),
    }),
  );

  app.patch(
    '/claim/gift/:one/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['gifts'],
        summary: 'Claim a gift sent to the caller: its subscription (Pending) and active membership, once',
        description:
          `Only the account whose verified email the gift was sent to may claim it; anyone else, or another kind's ` +
          `route, answers 404 "${GIFT_MESSAGES.notFound}". A gift already claimed answers its recipient 409 ` +
          `"${GIFT_MESSAGES.alreadyClaimed}". The sender is mailed once.`,
        security: [{ jwt: [] }],
        params: z.object({
          one: z.enum(['template', 'coaching', 'consultation'], {
            error: 'Gifts are a template, coaching or consultation',
          }),
          id: z.string(),
        }),
        response: { 200: giftClaimedReply, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { gift, subscriptionId } = await claimGift(
        app.db,
        { config: app.config, mailer: app.mailer },
        request.currentUser!.id,
        KIND_OF_ONE[request.params.one],
        request.params.id,
      );
      return {
        status: 'success' as const,
        message: GIFT_MESSAGES.claimed,
        gift,
        subscription: { _id: subscriptionId },
      };
    },
  );
};
