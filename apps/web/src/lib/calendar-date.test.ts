import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dayOfMonth,
  longDate,
  monthLabel,
  sameMonth,
  shortDate,
  startOfMonth,
  startOfWeek,
} from './calendar-date';

describe('calendar dates', () => {
  it('moves by days and months across month and year ends', () => {
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-12-15', 1)).toBe('2026-01-15');
    expect(addMonths('2025-03-15', -3)).toBe('2024-12-15');
  });

  it('finds the month and week starts', () => {
    expect(startOfMonth('2025-03-15')).toBe('2025-03-01');
    expect(startOfWeek('2025-03-15')).toBe('2025-03-09'); // a Saturday: back to Sunday
    expect(startOfWeek('2025-03-09')).toBe('2025-03-09');
    expect(sameMonth('2025-03-01', '2025-03-31')).toBe(true);
    expect(sameMonth('2025-03-31', '2025-04-01')).toBe(false);
    expect(dayOfMonth('2025-03-09')).toBe(9);
  });

  it('writes dates for people', () => {
    expect(monthLabel('2025-03-15')).toBe('March 2025');
    expect(longDate('2025-03-05')).toBe('5 March 2025');
    expect(shortDate('2025-09-20')).toBe('20 Sep, 2025');
  });
});
