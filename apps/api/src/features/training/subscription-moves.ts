import {
  COACHING_CONSULTATION_MACHINE,
  WEEK_REQUEST_MACHINE,
  type Actor,
  type CoachingConsultationStatus,
  type StateMachine,
  type SubscriptionStatus,
  type WeekRequestStatus,
} from '@oxstrength/shared/status';
import type { Tx } from '../../db/client';
import { transition, type MoveAudit, type Mover } from '../../lib/transition';
import { updateCoachingConsultation, type CoachingConsultationRow } from './coaching-training.repository';
import {
  updateSubscription,
  updateWeekRequest,
  type SubscriptionRow,
  type WeekRequestRow,
} from './template-training.repository';

/**
 * Every change of a subscription's (template, coaching or paid consultation), a week request's or a coaching
 * consultation's status goes through here, as `transition` (lib/transition.ts): `by` moves the row, read under
 * its lock, to `to` with the other columns in `set`, as its machine (packages/shared/src/status/) allows, and
 * leaves the `audit` entry (staff steps). A move the table does not allow throws: callers check the rules first
 * and answer the user, so reaching it is a bug.
 */

/** A subscription of any kind, moved as `machine` (its kind's: TEMPLATE_, COACHING_ or PAID_CONSULTATION_MACHINE). */
export async function moveSubscription(
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

export async function moveWeekRequest(
  tx: Tx,
  request: Pick<WeekRequestRow, 'id' | 'status'>,
  to: WeekRequestStatus,
  by: Actor | Mover,
  set: Partial<Pick<WeekRequestRow, 'note' | 'decidedBy' | 'decidedAt'>> = {},
  audit: MoveAudit<WeekRequestRow> | null = null,
): Promise<WeekRequestRow> {
  const from = request.status as WeekRequestStatus;
  return transition(tx, {
    machine: WEEK_REQUEST_MACHINE,
    row: `week request ${request.id}`,
    from,
    to,
    by,
    write: () => updateWeekRequest(tx, request.id, from, { ...set, status: to }),
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
