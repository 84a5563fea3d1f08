import { QueryBuilder } from 'drizzle-orm/pg-core';
import { coachingConsultations } from '../../db/schema/consultations';
import { subscriptions } from '../../db/schema/subscriptions';

/**
 * What other areas may read of training, as views to join in their own queries (docs/decisions/041): the
 * consultation dates a trainer's calendar and daily capacity count. The tables stay private to this area.
 */
const qb = new QueryBuilder();

/** The consultation a subscription carries itself (a template's, a paid consultation's): its date and state. */
export const subscriptionConsultations = qb
  .select({
    id: subscriptions.id,
    onModel: subscriptions.onModel,
    modelId: subscriptions.modelId,
    userId: subscriptions.userId,
    trainerId: subscriptions.trainerId,
    plan: subscriptions.plan,
    date: subscriptions.consultationDate,
    approvedAt: subscriptions.consultationApprovedAt,
    proposed: subscriptions.consultationProposed,
    heldAt: subscriptions.consultationHeldAt,
    remarks: subscriptions.remarks,
  })
  .from(subscriptions)
  .as('subscription_consultations');

/** A coaching's consultations: their dates and states, by the subscription they belong to. */
export const coachingConsultationDates = qb
  .select({
    id: coachingConsultations.id,
    subscriptionId: coachingConsultations.subscriptionId,
    date: coachingConsultations.consultationDate,
    status: coachingConsultations.status,
    proposed: coachingConsultations.proposed,
    remarks: coachingConsultations.remarks,
  })
  .from(coachingConsultations)
  .as('coaching_consultation_dates');
