import { describe, expect, it } from 'vitest';
import { coaching, consultation } from '../testing/programme-fixtures';
import { offeredPlans, PROGRAMME_KINDS } from './programme-kind';

describe('offeredPlans', () => {
  it('hides a plan whose discounted rate is zero and keeps the plan order and labels', () => {
    const [first, second] = coaching().rates;
    expect(offeredPlans(PROGRAMME_KINDS.coaching, first)).toEqual([
      { value: 'w4', label: '4 Weeks Plan', price: 5000, discountedPrice: 4500 },
      { value: 'w12', label: '12 Weeks Plan', price: 12000, discountedPrice: 10800 },
    ]);
    expect(offeredPlans(PROGRAMME_KINDS.coaching, second).map((p) => p.label)).toEqual(['24 Weeks Plan']);
  });

  it('labels consultation plans from CONSULTATION_PLANS', () => {
    expect(offeredPlans(PROGRAMME_KINDS.consultation, consultation().rates[0]).map((p) => p.label)).toEqual([
      'Quarter Hour Plan',
      'Half Hour Plan',
      'Hour Plan',
    ]);
  });

  it('hides a plan whose discounted rate is missing', () => {
    const rate = { ...coaching().rates[0], discounted_w12_rate: null as unknown as number };
    expect(offeredPlans(PROGRAMME_KINDS.coaching, rate).map((p) => p.value)).toEqual(['w4']);
  });
});
