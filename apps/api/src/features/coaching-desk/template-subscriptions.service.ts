import type { FastifyInstance } from 'fastify';
import type { StaffInboxState } from '@oxstrength/shared/schemas/staff';
import { getStaffSubscription, listStaffTemplateSubscriptions } from '../training/template-staff.service';
import { TRAINING_MESSAGES as M } from '../training/template-training-messages';
import { subscriptionPolicy, templateScope } from '../staff/policy';
import { type StaffCaller, requireAction } from '../../lib/staff-caller';

/**
 * The staff workspace's reads of template subscriptions (issue 17), under the action's policy. Its decisions
 * are workflows (workflows/decide-template-subscription.ts).
 */

/** GET /staff/template-subscriptions: one inbox list, within the caller's templates. */
export async function listInbox(
  app: FastifyInstance,
  caller: StaffCaller,
  q: { state: StaffInboxState; page: number; resultsPerPage: number },
) {
  requireAction(caller, 'subscription.list');
  return listStaffTemplateSubscriptions(app.db, await templateScope(app.db, caller), q);
}

/** GET /staff/template-subscriptions/{id}: 404 out of the caller's scope. */
export function getSubscriptionDetail(app: FastifyInstance, caller: StaffCaller, id: string) {
  requireAction(caller, 'subscription.read');
  return getStaffSubscription(
    app.db,
    id,
    subscriptionPolicy(caller, 'subscription.read', M.subscriptionNotFound),
  );
}
