import { describe, expect, it } from 'vitest';
import {
  isCalendarDate,
  nepalToday,
  templateConsultationDisplay,
  trainingProgressText,
  weekState,
} from './training';

describe('weeks', () => {
  it('with 2 weeks completed: weeks 1 and 2 are Completed, 3 In Progress, 4 on locked', () => {
    expect([1, 2, 3, 4, 8].map((w) => weekState(w, 2))).toEqual([
      'Completed',
      'Completed',
      'In Progress',
      'Locked',
      'Locked',
    ]);
  });

  it('a new subscription is on week 1', () => {
    expect(weekState(1, 0)).toBe('In Progress');
    expect(trainingProgressText(0, 8)).toBe('Currently on: Week 1');
  });

  it('says Training Completed once every week is', () => {
    expect(trainingProgressText(2, 8)).toBe('Currently on: Week 3');
    expect(trainingProgressText(8, 8)).toBe('Training Completed');
  });
});

describe('a template consultation as My Consultations shows it', () => {
  it('is Pending without a date, Upcoming while requested, Previous once held', () => {
    expect(templateConsultationDisplay('Pending', null)).toBe('Pending');
    expect(templateConsultationDisplay('Consultation Requested', '2026-12-01')).toBe('Upcoming');
    for (const status of ['Consultation Completed', 'Active', 'Inactive', 'Completed'] as const)
      expect(templateConsultationDisplay(status, '2026-12-01'), status).toBe('Previous');
  });
});

describe('the Nepal date', () => {
  it('is already the next day at 20:00 UTC (UTC+5:45)', () => {
    expect(nepalToday(Date.parse('2026-11-25T18:14:59Z'))).toBe('2026-11-25');
    expect(nepalToday(Date.parse('2026-11-25T18:15:00Z'))).toBe('2026-11-26');
    expect(nepalToday(Date.parse('2026-11-25T20:00:00Z'))).toBe('2026-11-26');
  });

  it('knows a calendar date from a malformed or impossible one', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('26-02-01')).toBe(false);
    expect(isCalendarDate('2026-2-1')).toBe(false);
  });
});
