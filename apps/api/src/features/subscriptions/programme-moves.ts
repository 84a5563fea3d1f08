import {
  canMove,
  COACHING_CONSULTATION_MACHINE,
  type Actor,
  type CoachingConsultationStatus,
  type StateMachine,
  type SubscriptionStatus,
} from '@oxstrength/shared/status';
import type { Tx } from '../../db/client';
import { updateCoachingConsultation, type CoachingConsultationRow } from './coaching-training.repository';
import { updateSubscription, type SubscriptionRow } from './template-training.repository';

/**
 * Every change of a coaching subscription's, a paid consultation's or a coaching consultation's status goes
 * through here, as its machine (COACHING_SUBSCRIPTION_MACHINE, PAID_CONSULTATION_MACHINE,
 * COACHING_CONSULTATION_MACHINE in packages/shared/src/status.ts) allows; the row was read under its lock. A move
 * the table does not allow throws: callers check the rules first and answer the user, so reaching it is a bug.
 */

export async function moveProgrammeSubscription(
  tx: Tx,
  machine: StateMachine<SubscriptionStatus>,
  sub: Pick<SubscriptionRow, 'id' | 'status'>,
  to: SubscriptionStatus,
  actor: Actor,
  set: Partial<Omit<SubscriptionRow, 'id' | 'status' | 'createdAt'>> = {},
): Promise<SubscriptionRow> {
  const from = sub.status as SubscriptionStatus;
  if (!canMove(machine, from, to, actor))
    throw new Error(`subscription ${sub.id}: ${actor} may not move it from ${from} to ${to}`);
  const moved = await updateSubscription(tx, sub.id, from, { ...set, status: to });
  if (!moved) throw new Error(`subscription ${sub.id} changed status while locked`);
  return moved;
}

export async function moveCoachingConsultation(
  tx: Tx,
  consultation: Pick<CoachingConsultationRow, 'id' | 'status'>,
  to: CoachingConsultationStatus,
  actor: Actor,
  set: Partial<Omit<CoachingConsultationRow, 'id' | 'status' | 'subscriptionId' | 'createdAt'>> = {},
): Promise<CoachingConsultationRow> {
  const from = consultation.status as CoachingConsultationStatus;
  if (!canMove(COACHING_CONSULTATION_MACHINE, from, to, actor))
    throw new Error(
      `coaching consultation ${consultation.id}: ${actor} may not move it from ${from} to ${to}`,
    );
  const moved = await updateCoachingConsultation(tx, consultation.id, from, { ...set, status: to });
  if (!moved) throw new Error(`coaching consultation ${consultation.id} changed status while locked`);
  return moved;
}
