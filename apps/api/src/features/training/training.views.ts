import { coachingConsultations } from '../../db/schema/consultations';
import { subscriptions } from '../../db/schema/subscriptions';
import { columns, view } from '../../db/views';

/**
 * What other areas may read of training, as views to join in their own queries (docs/decisions/041): the
 * consultation dates a trainer's calendar and daily capacity count. The tables stay private to this area.
 */

/** The consultation a subscription carries itself (a template's, a paid consultation's): its date and state. */
export const subscriptionConsultations = view('subscription_consultations', subscriptions, {
  ...columns(subscriptions, 'id', 'onModel', 'modelId', 'userId', 'trainerId', 'plan'),
  date: subscriptions.consultationDate,
  approvedAt: subscriptions.consultationApprovedAt,
  proposed: subscriptions.consultationProposed,
  heldAt: subscriptions.consultationHeldAt,
  remarks: subscriptions.remarks,
});

/** A coaching's consultations: their dates and states, by the subscription they belong to. */
export const coachingConsultationDates = view('coaching_consultation_dates', coachingConsultations, {
  ...columns(coachingConsultations, 'id', 'subscriptionId'),
  date: coachingConsultations.consultationDate,
  status: coachingConsultations.status,
  proposed: coachingConsultations.proposed,
  remarks: coachingConsultations.remarks,
});
