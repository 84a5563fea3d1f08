import { describe, expect, it } from 'vitest';
import { formatRs, groupIndian, toPaisa, toRupees } from './money';

describe('money', () => {
  it('groups digits the Indian way', () => {
    expect(groupIndian(123456.5)).toBe('1,23,456.50');
    expect(groupIndian(1234567)).toBe('12,34,567');
    expect(groupIndian(999)).toBe('999');
    expect(groupIndian(1000)).toBe('1,000');
    expect(groupIndian(0.05)).toBe('0.05');
  });
  it('prefixes Rs.', () => {
    expect(formatRs(2500)).toBe('Rs. 2,500');
    expect(formatRs(-150.25)).toBe('Rs. -150.25');
  });
  it('converts between rupees and paisa without float drift', () => {
    expect(toPaisa(19.99)).toBe(1999);
    expect(toPaisa(1.005)).toBe(101);
    expect(toPaisa(0.1 + 0.2)).toBe(30);
    expect(toRupees(1999)).toBe(19.99);
  });
});
