import type { SubscribedCoachingDetail } from '@oxstrength/shared/contracts/coaching-training';
import type { CalendarConsultation, StaffPaidConsultation } from '../api/programme-staff-api';
import type { StaffSubscriptionDetail } from '../api/staff-api';

/**
 * The staff decisions a record's state allows, for every kind in one place: a template subscription, a coaching
 * (SUBSCRIPTION_MACHINE, COACHING_SUBSCRIPTION_MACHINE and their consultations' machines in status.ts), a paid
 * consultation, and a consultation of the calendar.
 */

export type DecisionStep = 'approve' | 'propose' | 'held' | 'activate' | 'inactive' | 'reactivate';

export const STEP_LABELS: Record<DecisionStep, string> = {
  approve: 'Approve Date',
  propose: 'Propose Another Date',
  held: 'Mark as Held',
  activate: 'Activate',
  inactive: 'Make Inactive',
  reactivate: 'Make Active Again',
};

export type StepSubject =
  | { kind: 'template'; subscription: StaffSubscriptionDetail }
  | { kind: 'coaching'; subscription: SubscribedCoachingDetail }
  | { kind: 'paid'; consultation: StaffPaidConsultation }
  | { kind: 'calendar'; consultation: CalendarConsultation };

/** Week 1 is written and published: the coaching can be activated (the client has a week to train on). */
export const weekOneReady = (s: SubscribedCoachingDetail) =>
  s.schedule.some((w) => w.week === 1 && w.published);

/** A consultation not held yet: Approve while its date waits for approval, Propose and Held until held. */
const dateSteps = (open: { approvable: boolean } | null): DecisionStep[] =>
  open ? [...(open.approvable ? (['approve'] as const) : []), 'propose', 'held'] : [];

/** Inactive and back: from the states that may go Inactive, and from Inactive. */
const statusSteps = (status: string, mayGoInactive: readonly string[]): DecisionStep[] =>
  mayGoInactive.includes(status) ? ['inactive'] : status === 'Inactive' ? ['reactivate'] : [];

export function decisionSteps(subject: StepSubject, isAdmin = false): DecisionStep[] {
  switch (subject.kind) {
    case 'template': {
      const s = subject.subscription;
      const requested = s.status === 'Consultation Requested';
      // Once activated (started_on set) it is never activated again; an admin may start one before the
      // consultation.
      const activate =
        s.started_on === null &&
        (s.status === 'Consultation Completed' ||
          (isAdmin && (s.status === 'Pending' || s.status === 'Consultation Requested')));
      return [
        ...dateSteps(requested ? { approvable: !s.consultation_approved } : null),
        ...(activate ? (['activate'] as const) : []),
        ...statusSteps(s.status, ['Active', 'Consultation Completed']),
      ];
    }
    case 'coaching': {
      const s = subject.subscription;
      const c = s.latest_consultation;
      const activate =
        s.status === 'Pending' && s.started_on === null && s.first_consultation_completed && weekOneReady(s);
      return [
        ...dateSteps(c && !c.completed ? { approvable: !c.approved || c.proposed } : null),
        ...(activate ? (['activate'] as const) : []),
        ...statusSteps(s.status, ['Pending', 'Active']),
      ];
    }
    case 'paid': {
      const c = subject.consultation;
      return dateSteps({ approvable: !c.consultation_approved || c.consultation_proposed });
    }
    case 'calendar': {
      const { state } = subject.consultation;
      return dateSteps(
        state === 'Held' ? null : { approvable: state === 'Requested' || state === 'Proposed' },
      );
    }
  }
}
