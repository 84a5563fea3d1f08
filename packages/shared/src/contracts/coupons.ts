import { z } from 'zod';
import { success } from './reply';

/** Coupon replies (GET /coupon/check/validity/{code}, GET /coupon/detail/{code}). */

export const couponJson = z.object({
  code: z.string(),
  active: z.boolean(),
  discount_percentage: z.number().int(),
  expiry_date: z.string().describe('ISO-8601'),
});
export type Coupon = z.infer<typeof couponJson>;

export const couponReply = success({ coupon: couponJson });
export type CouponReply = z.infer<typeof couponReply>;
