import {
  TEMPLATE_SUBSCRIPTION_MACHINE,
  WEEK_REQUEST_MACHINE,
  type Actor,
  type SubscriptionStatus,
  type WeekRequestStatus,
} from '@oxstrength/shared/status';
import type { Tx } from '../../db/client';
import { transition, type MoveAudit, type Mover } from '../../lib/transition';
import {
  updateSubscription,
  updateWeekRequest,
  type SubscriptionRow,
  type WeekRequestRow,
} from './template-training.repository';

/**
 * Every change of a template subscription's or a week request's status goes through here, as `transition`
 * (lib/transition.ts): `by` moves the row, read under its lock, to `to` with the other columns in `set`, as
 * TEMPLATE_SUBSCRIPTION_MACHINE or WEEK_REQUEST_MACHINE (packages/shared/src/status/) allows, and leaves the
 * `audit` entry (staff steps). A move the table does not allow throws: callers check the rules first and
 * answer the user, so reaching it is a bug.
 */

export async function moveSubscription(
  tx: Tx,
  sub: Pick<SubscriptionRow, 'id' | 'status'>,
  to: SubscriptionStatus,
  by: Actor | Mover,
  set: Partial<Omit<SubscriptionRow, 'id' | 'status' | 'createdAt'>> = {},
  audit: MoveAudit<SubscriptionRow> | null = null,
): Promise<SubscriptionRow> {
  const from = sub.status as SubscriptionStatus;
  return transition(tx, {
    machine: TEMPLATE_SUBSCRIPTION_MACHINE,
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
