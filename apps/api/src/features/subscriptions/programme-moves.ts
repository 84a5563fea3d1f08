import {
  COACHING_CONSULTATION_MACHINE,
  type Actor,
  type CoachingConsultationStatus,
  type StateMachine,
  type SubscriptionStatus,
} from '@oxstrength/shared/status';
import type { Tx } from '../../db/client';
import { transition, type MoveAudit, type Mover } from '../../lib/transition';
import { updateCoachingConsultation, type CoachingConsultationRow } from './coaching-training.repository';
import { updateSubscription, type SubscriptionRow } from './template-training.repository';

/**
 * Every change of a coaching subscription's, a paid consultation's or a coaching consultation's status goes
 * through here, as `transition` (lib/transition.ts) with its machine (COACHING_SUBSCRIPTION_MACHINE,
 * PAID_CONSULTATION_MACHINE, COACHING_CONSULTATION_MACHINE in packages/shared/src/status/); the row was read
 * under its lock, and the move leaves the `audit` entry (staff steps). A move the table does not allow throws:
 * callers check the rules first and answer the user, so reaching it is a bug.
 */

export async function moveProgrammeSubscription(
  tx: Tx,
  machine: StateMachine<SubscriptionStatus>,
  sub: Pick<SubscriptionRow, 'id' | 'status'>,
  to: SubscriptionStatus,
  by: Actor | Mover,
  set: Partial<Omit<SubscriptionRow, 'id' | 'status' | 'createdAt'>> = {},
  audit: MoveAudit<SubscriptionRow> | null = null,
): Promise<SubscriptionRow> {
  const from = sub.status as SubscriptionStatus;
  return transition(tx, {
    machine,
    row: `subscription ${sub.id}`,
    from,
    to,
    by,
    write: () => updateSubscription(tx, sub.id, from, { ...set, status: to }),
    audit,
  });
}

export async function moveCoachingConsultation(
  tx: Tx,
  consultation: Pick<CoachingConsultationRow, 'id' | 'status'>,
  to: CoachingConsultationStatus,
  by: Actor | Mover,
  set: Partial<Omit<CoachingConsultationRow, 'id' | 'status' | 'subscriptionId' | 'createdAt'>> = {},
  audit: MoveAudit<CoachingConsultationRow> | null = null,
): Promise<CoachingConsultationRow> {
  const from = consultation.status as CoachingConsultationStatus;
  return transition(tx, {
    machine: COACHING_CONSULTATION_MACHINE,
    row: `coaching consultation ${consultation.id}`,
    from,
    to,
    by,
    write: () => updateCoachingConsultation(tx, consultation.id, from, { ...set, status: to }),
    audit,
  });
}
