import { COACHING_PLANS, CONSULTATION_PLANS } from '@oxstrength/shared/constants';
import { COACHING_TEXTS, TRAINING_TEXTS, trainingProgressText } from '@oxstrength/shared/training';
import type { PaidConsultation, SubscribedCoaching } from '../api/programme-training-api';
import { shownDate } from '../api/training-api';

/**
 * What a coaching card and a paid consultation row tell the client and let them do (spec part 2, Coaching
 * subscription status and User (paid) consultation).
 */

export type ProgrammeAction = 'set-date' | 'change-date' | 'open' | 'view-coaching' | 'purchase-again' | null;

export interface ProgrammeLine {
  message: string | null;
  action: ProgrammeAction;
  /** An Active coaching without an open request may book a check-in consultation. */
  bookCheckIn?: boolean;
  /** An Active coaching's check-in request not yet approved: its date may be changed. */
  changeCheckIn?: boolean;
}

/** The open request's text and whether its date may still be changed. */
function requestLine(sub: SubscribedCoaching): ProgrammeLine | null {
  const latest = sub.latest_consultation;
  if (!latest || latest.completed) return null;
  const date = shownDate(latest.consultation_date);
  if (latest.approved) return { message: COACHING_TEXTS.approvedHover(date), action: null };
  if (latest.proposed)
    return { message: TRAINING_TEXTS.proposedHover(date, latest.proposal_reason), action: 'change-date' };
  return { message: COACHING_TEXTS.requestedHover(date), action: 'change-date' };
}

export function coachingLine(sub: SubscribedCoaching): ProgrammeLine {
  switch (sub.status) {
    case 'Pending':
      return (
        requestLine(sub) ??
        (sub.first_consultation_completed
          ? { message: COACHING_TEXTS.waitActivation, action: null }
          : { message: COACHING_TEXTS.setDate, action: 'set-date' })
      );
    case 'Active': {
      const request = requestLine(sub);
      return {
        message: request?.message ?? trainingProgressText(sub.weeks_completed, sub.subscribed_weeks),
        action: 'open',
        bookCheckIn: request === null,
        changeCheckIn: request?.action === 'change-date',
      };
    }
    case 'Inactive':
      return { message: null, action: 'view-coaching' };
    case 'Completed':
      return { message: null, action: 'purchase-again' };
  }
}

export function paidConsultationLine(sub: PaidConsultation): ProgrammeLine {
  if (sub.completed) return { message: null, action: 'purchase-again' };
  if (!sub.consultation_date) return { message: COACHING_TEXTS.consultationSetDate, action: 'set-date' };
  const date = shownDate(sub.consultation_date);
  if (sub.consultation_approved) return { message: COACHING_TEXTS.approvedHover(date), action: null };
  if (sub.consultation_proposed)
    return {
      message: TRAINING_TEXTS.proposedHover(date, sub.consultation_proposal_reason),
      action: 'change-date',
    };
  return { message: COACHING_TEXTS.requestedHover(date), action: 'change-date' };
}

const PLAN_LABELS = new Map<string, string>(
  [...COACHING_PLANS, ...CONSULTATION_PLANS].map((p) => [p.value, p.label]),
);

/** "4 Weeks Plan", "Half Hour Plan"… (the plan's value when unknown). */
export const planLabel = (plan: string | null) => (plan ? (PLAN_LABELS.get(plan) ?? plan) : '');
