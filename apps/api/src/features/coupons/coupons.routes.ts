import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { couponReply } from '@oxstrength/shared/contracts/coupons';
import { errors } from '../../lib/reply';
import { checkCoupon, COUPON_MESSAGES, couponDetail } from './coupons.service';

const codeParams = z.object({ code: z.string().describe('The coupon code, any letter case') });

/** Coupons (spec part 1 section 7, Coupons). Signed in only; each route is rate limited per user. */
export const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = {
    onRequest: app.authenticate,
    config: {
      rateLimit: {
        max: app.config.FORM_RATE_LIMIT_MAX,
        timeWindow: 60 * 1000,
        // After authenticate (an onRequest hook), so the caller is known.
        hook: 'preHandler' as const,
        keyGenerator: (request: FastifyRequest) => request.currentUser?.id ?? request.ip,
      },
    },
  };

  app.get(
    '/coupon/check/validity/:code',
    {
      ...route,
      schema: {
        tags: ['coupons'],
        summary: 'Check that a coupon applies now',
        description:
          'A coupon applies while active, with a percentage, and before its expiry. Unknown code 404 ' +
          `"${COUPON_MESSAGES.unknown}"; otherwise 400 "${COUPON_MESSAGES.inactive}", "${COUPON_MESSAGES.expired}" ` +
          `or "${COUPON_MESSAGES.invalid}". Rate limited per user.`,
        security: [{ jwt: [] }],
        params: codeParams,
        response: { 200: couponReply, ...errors(400, 401, 404, 429) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: COUPON_MESSAGES.valid,
      coupon: await checkCoupon(app.db, request.params.code),
    }),
  );

  app.get(
    '/coupon/detail/:code',
    {
      ...route,
      schema: {
        tags: ['coupons'],
        summary: 'A coupon by its code, whether it applies or not',
        description: `Inactive and expired coupons are returned too. Unknown code 404 "${COUPON_MESSAGES.unknown}". Rate limited per user.`,
        security: [{ jwt: [] }],
        params: codeParams,
        response: { 200: couponReply, ...errors(401, 404, 429) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      coupon: await couponDetail(app.db, request.params.code),
    }),
  );
};
