import { describe, expect, it } from 'vitest';
import { ORDER_FILTERS, orderAfterUnpaidAttempt, isPayable } from './status';

describe('isPayable', () => {
  const now = new Date('2026-01-01T10:00:00Z');
  const later = '2026-01-01T10:30:00Z';
  const earlier = '2026-01-01T09:59:59Z';

  it('is true for an Initiated or Pending order until its expires_at', () => {
    expect(isPayable('Initiated', later, now)).toBe(true);
    expect(isPayable('Pending', new Date(later), now.getTime())).toBe(true);
    expect(isPayable('Pending', earlier, now)).toBe(false);
    expect(isPayable('Initiated', now, now)).toBe(false);
  });

  it('is false for paid, failed and cancelled orders', () => {
    for (const status of ['Active', 'Delivered', 'Failed', 'Cancelled'] as const)
      expect(isPayable(status, later, now)).toBe(false);
  });
});

describe('orderAfterUnpaidAttempt', () => {
  it('a cancelled attempt leaves the order payable (Initiated, stock held) before it expires', () => {
    expect(orderAfterUnpaidAttempt('Cancelled', { otherAttemptInProgress: false, expired: false })).toEqual({
      status: 'Initiated',
      releaseStock: false,
    });
  });

  it('a cancelled attempt after expiry cancels the order and releases its stock', () => {
    expect(orderAfterUnpaidAttempt('Cancelled', { otherAttemptInProgress: false, expired: true })).toEqual({
      status: 'Cancelled',
      releaseStock: true,
    });
  });

  it('a failed attempt fails the order and releases its stock', () => {
    expect(orderAfterUnpaidAttempt('Failed', { otherAttemptInProgress: false, expired: false })).toEqual({
      status: 'Failed',
      releaseStock: true,
    });
  });

  it('changes nothing while another attempt is in progress', () => {
    for (const attempt of ['Failed', 'Cancelled'] as const)
      for (const expired of [false, true])
        expect(orderAfterUnpaidAttempt(attempt, { otherAttemptInProgress: true, expired })).toBeNull();
  });
});

describe('ORDER_FILTERS', () => {
  it('has a filter for failed orders', () => {
    expect(ORDER_FILTERS.failed).toEqual(['Failed']);
  });
});
