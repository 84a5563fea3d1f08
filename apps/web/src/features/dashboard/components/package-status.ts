import type { SubscriptionStatus } from '@oxstrength/shared/status';
import { TRAINING_TEXTS } from '@oxstrength/shared/training';
import { shownDate, type SubscribedTemplate } from '../api/training-api';

/**
 * What a package card shows over its cover (spec part 2, Template subscription status): the message (the
 * spec's hover message, here always visible so touch and keyboard users read it too) and what the client can
 * do. Active and Completed show nothing over the cover.
 */
export interface PackageOverlay {
  message: string;
  /** set-date: the card opens the date dialog; change-date: a Change Date button (until staff approve). */
  action: 'set-date' | 'change-date' | null;
}

export function packageOverlay(sub: SubscribedTemplate): PackageOverlay | null {
  switch (sub.status) {
    case 'Pending':
      return { message: TRAINING_TEXTS.pendingHover, action: 'set-date' };
    case 'Consultation Requested': {
      if (!sub.consultation_date) return { message: TRAINING_TEXTS.pendingHover, action: 'set-date' };
      const date = shownDate(sub.consultation_date);
      if (sub.consultation_proposed)
        return {
          message: TRAINING_TEXTS.proposedHover(date, sub.consultation_proposal_reason),
          action: 'change-date',
        };
      return sub.consultation_approved
        ? { message: TRAINING_TEXTS.approvedHover(date), action: null }
        : { message: TRAINING_TEXTS.requestedHover(date), action: 'change-date' };
    }
    case 'Consultation Completed':
      return { message: TRAINING_TEXTS.completedConsultationHover, action: null };
    case 'Inactive':
      return { message: TRAINING_TEXTS.inactiveHover, action: null };
    case 'Active':
    case 'Completed':
      return null;
  }
}

/** The status ribbon's colour. */
export const STATUS_COLOURS: Record<SubscriptionStatus, string> = {
  Pending: 'orange',
  'Consultation Requested': 'blue',
  'Consultation Completed': 'teal',
  Active: 'green',
  Inactive: 'gray',
  Completed: 'grape',
};

/** Where Purchase Again leads: the express checkout of the template. */
export const purchaseAgainHref = (templateId: string) =>
  `/express/checkout/cart?model_id=${encodeURIComponent(templateId)}&on_model=template`;
