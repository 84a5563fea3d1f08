import { canMove, type StateMachine, type SubscriptionStatus } from '@oxstrength/shared/status';
import { nepalToday } from '@oxstrength/shared/training';
import type { Tx } from '../../db/client';
import { conflict, invalidField } from '../../lib/errors';
import { moveSubscription } from './subscription-moves';
import { TRAINING_MESSAGES as M } from './template-training-messages';
import type { SubscriptionRow } from './template-training.repository';

/**
 * The client sets the consultation date of their template or paid consultation (locked by the caller), or
 * changes it until staff approve it: a date staff approved is final; one they proposed the client may still
 * change (a request again). Never before today in Nepal. `closed` is the 409 when the kind's machine no longer
 * lets the client ask. The subscription as moved (Consultation Requested).
 */
export function setConsultationDate(
  tx: Tx,
  sub: SubscriptionRow,
  machine: StateMachine<SubscriptionStatus>,
  date: string,
  closed: string,
  now: Date,
): Promise<SubscriptionRow> {
  if (
    sub.status === 'Consultation Requested' &&
    sub.consultationApprovedAt !== null &&
    !sub.consultationProposed
  )
    throw conflict(M.consultationApproved);
  if (!canMove(machine, sub.status as SubscriptionStatus, 'Consultation Requested', 'client'))
    throw conflict(closed);
  if (date < nepalToday(now)) throw invalidField('consultation_date', M.consultationDatePast);
  return moveSubscription(tx, machine, sub, 'Consultation Requested', 'client', {
    consultationDate: date,
    consultationApprovedAt: null,
    consultationProposed: false,
    consultationProposalReason: null,
  });
}
