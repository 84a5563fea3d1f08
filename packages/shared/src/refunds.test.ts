import { describe, expect, it } from 'vitest';
import { refundDueBy, UNKEPT_PAYMENT_TEXTS } from './refunds';
import { refundStatus } from './status';

describe('refundDueBy (issue 36)', () => {
  it('is 7 working days after the Nepal day the payment reached us, Saturdays off', () => {
    // Friday 27 Nov in Nepal: Sunday 29 Nov is the first working day after it, Sunday 6 Dec the seventh.
    expect(refundDueBy(new Date('2026-11-27T12:00:00Z'))).toBe('2026-12-06');
    // 20:00 UTC on Saturday 28 Nov is already Sunday 29 Nov in Kathmandu.
    expect(refundDueBy(new Date('2026-11-28T20:00:00Z'))).toBe('2026-12-07');
  });

  it('says which payment, how much and by when', () => {
    expect(UNKEPT_PAYMENT_TEXTS.refund(13320, '2026-12-06')).toBe(
      'This payment of Rs. 13,320 will be refunded to you by 2026-12-06, through the payment method you used.',
    );
  });
});

describe('refundStatus', () => {
  it('Required while flagged; returns below what the order kept are Partly refunded, then Refunded', () => {
    expect(refundStatus({ refundRequired: false, refunds: 0 })).toBeNull();
    expect(refundStatus({ refundRequired: true, refunds: 1, returned: 100, kept: 1000 })).toBe('Required');
    expect(refundStatus({ refundRequired: false, refunds: 1 })).toBe('Refunded');
    expect(refundStatus({ refundRequired: false, refunds: 1, returned: 100, kept: 1000 })).toBe(
      'Partly refunded',
    );
    expect(refundStatus({ refundRequired: false, refunds: 2, returned: 1000, kept: 1000 })).toBe('Refunded');
  });
});
