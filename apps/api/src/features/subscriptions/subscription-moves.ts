import {
  canMove,
  TEMPLATE_SUBSCRIPTION_MACHINE,
  WEEK_REQUEST_MACHINE,
  type Actor,
  type SubscriptionStatus,
  type WeekRequestStatus,
} from '@oxstrength/shared/status';
import type { Tx } from '../../db/client';
import {
  updateSubscription,
  updateWeekRequest,
  type SubscriptionRow,
  type WeekRequestRow,
} from './template-training.repository';

/**
 * Every change of a template subscription's or a week request's status goes through here: `actor` moves the
 * row, read under its lock, to `to` with the other columns in `set`, as TEMPLATE_SUBSCRIPTION_MACHINE or
 * WEEK_REQUEST_MACHINE (packages/shared/src/status.ts) allows. A move the table does not allow throws: callers
 * check the rules first and answer the user, so reaching it is a bug.
 */

export async function moveSubscription(
  tx: Tx,
  sub: Pick<SubscriptionRow, 'id' | 'status'>,
  to: SubscriptionStatus,
  actor: Actor,
  set: Partial<Omit<SubscriptionRow, 'id' | 'status' | 'createdAt'>> = {},
): Promise<SubscriptionRow> {
  const from = sub.status as SubscriptionStatus;
  if (!canMove(TEMPLATE_SUBSCRIPTION_MACHINE, from, to, actor))
    throw new Error(`subscription ${sub.id}: ${actor} may not move a subscription from ${from} to ${to}`);
  const moved = await updateSubscription(tx, sub.id, from, { ...set, status: to });
  if (!moved) throw new Error(`subscription ${sub.id} changed status while locked`);
  return moved;
}

export async function moveWeekRequest(
  tx: Tx,
  request: Pick<WeekRequestRow, 'id' | 'status'>,
  to: WeekRequestStatus,
  actor: Actor,
  set: Partial<Pick<WeekRequestRow, 'note' | 'decidedBy' | 'decidedAt'>> = {},
): Promise<WeekRequestRow> {
  const from = request.status as WeekRequestStatus;
  if (!canMove(WEEK_REQUEST_MACHINE, from, to, actor))
    throw new Error(`week request ${request.id}: ${actor} may not move a request from ${from} to ${to}`);
  const moved = await updateWeekRequest(tx, request.id, from, { ...set, status: to });
  if (!moved) throw new Error(`week request ${request.id} changed status while locked`);
  return moved;
}
