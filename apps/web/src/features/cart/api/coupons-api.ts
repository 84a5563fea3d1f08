import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Coupon } from '@oxstrength/shared/contracts/coupons';

const couponPath = (kind: 'check/validity' | 'detail', code: string) =>
  `/coupon/${kind}/${encodeURIComponent(code)}`;

/**
 * Applies a discount code: GET /coupon/check/validity/{code} (404 "Invalid coupon code", 400 not active,
 * expired or not valid), then GET /coupon/detail/{code} for the coupon to price the order with.
 */
export async function applyCoupon(code: string): Promise<Coupon> {
  await api<{ message: string; coupon: Coupon }>(couponPath('check/validity', code));
  const { coupon } = await api<{ coupon: Coupon }>(couponPath('detail', code));
  return coupon;
}

export const useApplyCoupon = () => useMutation({ mutationFn: (code: string) => applyCoupon(code.trim()) });
