import { describe, expect, it } from 'vitest';
import {
  canMove,
  COACHING_CONSULTATION_MACHINE,
  COACHING_SUBSCRIPTION_MACHINE,
  PAID_CONSULTATION_MACHINE,
  type StateMachine,
} from './status';
import { coachingConsultationDisplay, CONSULTATION_FILTERS, paidConsultationDisplay } from './training';

/** Issue 16: the coaching, coaching consultation and paid consultation machines, and how consultations show. */

describe('the coaching and consultation machines', () => {
  const machines = {
    COACHING_SUBSCRIPTION_MACHINE,
    COACHING_CONSULTATION_MACHINE,
    PAID_CONSULTATION_MACHINE,
  } as Record<string, StateMachine<string>>;

  it('name only their own statuses, start in one of them and say who moves each transition', () => {
    for (const [name, m] of Object.entries(machines)) {
      expect(m.statuses, name).toContain(m.initial);
      for (const t of m.transitions) {
        expect(m.statuses, `${name} ${t.when}`).toContain(t.to);
        for (const from of t.from) expect(m.statuses, `${name} ${t.when}`).toContain(from);
        expect(t.by.length, `${name} ${t.when}`).toBeGreaterThan(0);
      }
    }
  });

  it('a coaching is activated by staff from Pending only, completed only from Active; a client moves none', () => {
    const m = COACHING_SUBSCRIPTION_MACHINE;
    expect(m.initial).toBe('Pending');
    expect(canMove(m, 'Pending', 'Active', 'trainer')).toBe(true);
    expect(canMove(m, 'Pending', 'Active', 'client')).toBe(false);
    expect(canMove(m, 'Pending', 'Completed', 'admin')).toBe(false);
    expect(canMove(m, 'Active', 'Completed', 'admin')).toBe(true);
    expect(canMove(m, 'Active', 'Inactive', 'trainer')).toBe(true);
    expect(canMove(m, 'Inactive', 'Pending', 'admin')).toBe(true);
    expect(m.transitions.some((t) => t.by.includes('client'))).toBe(false);
  });

  it('a coaching consultation: the client changes a requested or proposed date, staff approve and hold it', () => {
    const m = COACHING_CONSULTATION_MACHINE;
    expect(canMove(m, 'Requested', 'Requested', 'client')).toBe(true);
    expect(canMove(m, 'Approved', 'Requested', 'client')).toBe(true);
    expect(canMove(m, 'Requested', 'Approved', 'client')).toBe(false);
    expect(canMove(m, 'Requested', 'Approved', 'trainer')).toBe(true);
    expect(canMove(m, 'Approved', 'Completed', 'admin')).toBe(true);
    expect(canMove(m, 'Completed', 'Requested', 'client')).toBe(false);
    expect(canMove(m, 'Completed', 'Approved', 'admin')).toBe(false);
  });

  it('a paid consultation: no date, a date set (changeable), held by staff', () => {
    const m = PAID_CONSULTATION_MACHINE;
    expect(canMove(m, 'Pending', 'Consultation Requested', 'client')).toBe(true);
    expect(canMove(m, 'Consultation Requested', 'Consultation Requested', 'client')).toBe(true);
    expect(canMove(m, 'Consultation Requested', 'Consultation Completed', 'trainer')).toBe(true);
    expect(canMove(m, 'Pending', 'Consultation Completed', 'admin')).toBe(false);
    expect(canMove(m, 'Consultation Completed', 'Consultation Requested', 'client')).toBe(false);
  });
});

describe('consultation display (spec part 2, section 4)', () => {
  it('a paid consultation: Previous if completed, Upcoming with a date, else Pending', () => {
    expect(paidConsultationDisplay(true, '2031-01-01')).toBe('Previous');
    expect(paidConsultationDisplay(false, '2031-01-01')).toBe('Upcoming');
    expect(paidConsultationDisplay(false, null)).toBe('Pending');
  });

  it('a coaching: Previous once the first or the latest consultation is completed, Upcoming with a date', () => {
    expect(coachingConsultationDisplay(true, { completed: false, consultation_date: '2031-01-01' })).toBe(
      'Previous',
    );
    expect(coachingConsultationDisplay(false, { completed: true, consultation_date: '2031-01-01' })).toBe(
      'Previous',
    );
    expect(coachingConsultationDisplay(false, { completed: false, consultation_date: '2031-01-01' })).toBe(
      'Upcoming',
    );
    expect(coachingConsultationDisplay(false, null)).toBe('Pending');
  });

  it('filters: Upcoming = requested, Previous = completed, Pending = not_requested, All = all', () => {
    expect(CONSULTATION_FILTERS).toEqual({
      all: null,
      requested: 'Upcoming',
      completed: 'Previous',
      not_requested: 'Pending',
    });
  });
});
