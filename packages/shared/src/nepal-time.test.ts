import { describe, expect, it } from 'vitest';
import { nepalClock, nepalDateOf, nepalToday } from './nepal-time';

describe('Nepal time', () => {
  it('is already the next day at 20:00 UTC, and the day starts at 18:15 UTC the day before', () => {
    expect(nepalToday(new Date('2026-11-27T20:00:00Z'))).toBe('2026-11-28');
    expect(nepalDateOf('2026-11-27T18:14:59Z')).toBe('2026-11-27');
    expect(nepalDateOf('2026-11-27T18:15:00Z')).toBe('2026-11-28');
    expect(nepalClock('2026-11-27T20:00:00Z')).toBe('01:45');
  });
});
