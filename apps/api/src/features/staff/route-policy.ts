import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StaffAction } from '@oxstrength/shared/policy';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { COACHING_MESSAGES as C } from '../training/coaching-training-messages';
import {
  coachingSubject,
  coachingSubjectOfConsultation,
  coachingSubjectOfWeekRequest,
  paidConsultationSubject,
  templateSubject,
  templateSubjectOfWeekRequest,
} from '../training/staff-subjects';
import { TRAINING_MESSAGES as T } from '../training/template-training-messages';
import { requireAction, staffCaller, type StaffCaller } from '../../lib/staff-caller';
import { trainerInScope } from '../consultations/capacity.service';
import { programmePolicy, subscriptionPolicy } from './policy';

/**
 * Every /staff route's policy, checked in an onRequest hook (staff.plugin.ts), after the role hook and before
 * the body is read or the params are parsed (issue 30): 403 for an action the caller may not take at all (a
 * trainer on an admin-only route), then for a trainer's per-row routes 404 when the row is not theirs or does
 * not exist, whatever the body. An admin may act on any row, so theirs is looked up by the route's service.
 * The services check again on the row they lock.
 */

type RowCheck = (db: Db, caller: StaffCaller, action: StaffAction, id: string) => Promise<void>;
interface RoutePolicy {
  action: StaffAction;
  /** How a trainer's `{id}` is checked: the row's trainer must be them. */
  row?: RowCheck;
}

const templateRow =
  (find: (db: Db, id: string) => Promise<{ modelId: string } | undefined>, message: string): RowCheck =>
  async (db, caller, action, id) => {
    const sub = await find(db, id);
    if (!sub) throw notFound(message);
    await subscriptionPolicy(caller, action, message)(db, sub);
  };

const programmeRow =
  (
    find: (db: Db, id: string) => Promise<{ trainerId: string | null } | undefined>,
    message: string,
  ): RowCheck =>
  async (db, caller, action, id) => {
    const sub = await find(db, id);
    if (!sub) throw notFound(message);
    await programmePolicy(caller, action, message)(db, sub);
  };

const templateSub = templateRow(templateSubject, T.subscriptionNotFound);
const templateWeekRequest = templateRow(templateSubjectOfWeekRequest, T.weekRequestNotFound);
const coaching = programmeRow(coachingSubject, C.subscriptionNotFound);
const coachingConsultation = programmeRow(coachingSubjectOfConsultation, C.consultationNotFound);
const coachingWeekRequest = programmeRow(coachingSubjectOfWeekRequest, C.weekRequestNotFound);
const paidConsultation = programmeRow(paidConsultationSubject, C.subscriptionNotFound);
const trainer: RowCheck = async (db, caller, action, id) => {
  await trainerInScope(db, caller, action as 'capacity.read' | 'capacity.update', id);
};

const a = (action: StaffAction, row?: RowCheck): RoutePolicy => ({ action, row });

/** By `METHOD /path` under /staff, as the routes declare them. */
export const STAFF_ROUTE_POLICIES: Record<string, RoutePolicy> = {
  // Template subscriptions (staff.routes.ts).
  'GET /template-subscriptions': a('subscription.list'),
  'GET /template-subscriptions/:id': a('subscription.read', templateSub),
  'POST /template-subscriptions/:id/consultation/approve': a('subscription.approveDate', templateSub),
  'POST /template-subscriptions/:id/consultation/propose': a('subscription.proposeDate', templateSub),
  'POST /template-subscriptions/:id/consultation/held': a('subscription.markHeld', templateSub),
  'POST /template-subscriptions/:id/activate': a('subscription.activate', templateSub),
  'POST /template-subscriptions/:id/inactive': a('subscription.setInactive', templateSub),
  'POST /template-subscriptions/:id/reactivate': a('subscription.reactivate', templateSub),
  'POST /week-requests/:id/approve': a('weekRequest.approve', templateWeekRequest),
  'POST /week-requests/:id/return': a('weekRequest.return', templateWeekRequest),
  'GET /audit': a('audit.read'),
  // Coaching and paid consultations (features/coaching-desk: coaching-subscriptions.routes.ts, coaching-weeks.routes.ts).
  'GET /coaching-subscriptions': a('subscription.list'),
  'GET /consultation-subscriptions': a('subscription.list'),
  'GET /coaching-subscriptions/:id': a('subscription.read', coaching),
  'POST /coaching-consultations/:id/approve': a('subscription.approveDate', coachingConsultation),
  'POST /coaching-consultations/:id/propose': a('subscription.proposeDate', coachingConsultation),
  'POST /coaching-consultations/:id/held': a('subscription.markHeld', coachingConsultation),
  'POST /coaching-subscriptions/:id/activate': a('subscription.activate', coaching),
  'POST /coaching-subscriptions/:id/inactive': a('subscription.setInactive', coaching),
  'POST /coaching-subscriptions/:id/reactivate': a('subscription.reactivate', coaching),
  'PUT /coaching-subscriptions/:id/weeks/:week': a('subscription.publishWeek', coaching),
  'POST /coaching-week-requests/:id/approve': a('weekRequest.approve', coachingWeekRequest),
  'POST /coaching-week-requests/:id/return': a('weekRequest.return', coachingWeekRequest),
  'POST /consultation-subscriptions/:id/consultation/approve': a(
    'subscription.approveDate',
    paidConsultation,
  ),
  'POST /consultation-subscriptions/:id/consultation/propose': a(
    'subscription.proposeDate',
    paidConsultation,
  ),
  'POST /consultation-subscriptions/:id/consultation/held': a('subscription.markHeld', paidConsultation),
  'GET /coaching-weeks-to-write': a('subscription.list'),
  'GET /coaching-subscriptions/:id/week-sources': a('subscription.publishWeek', coaching),
  'POST /coaching-subscriptions/:id/activities/:activityId/accept-load': a(
    'subscription.publishWeek',
    coaching,
  ),
  // A trainer's calendar (features/coaching-desk/calendar.routes.ts).
  'GET /trainers': a('capacity.read'),
  'GET /trainers/:id/consultations': a('capacity.read', trainer),
  'PUT /trainers/:id/capacity': a('capacity.update', trainer),
  // The shop, admins only (shop-desk/shop-desk.routes.ts).
  'GET /orders': a('order.list'),
  'GET /orders/export': a('order.export'),
  'GET /orders/counts': a('order.list'),
  'GET /orders/:id': a('order.read'),
  'POST /orders/:id/deliver': a('order.deliver'),
  'POST /orders/:id/cancel': a('order.cancel'),
  'POST /orders/:id/refund': a('order.refund'),
  'GET /product-sizes': a('catalogue.read'),
  'POST /product-sizes/:id/restock': a('product.restock'),
  'POST /product-sizes/:id/price': a('product.price'),
  'GET /catalogue/:kind': a('catalogue.read'),
  'POST /catalogue/:kind/:id/publish': a('catalogue.publish'),
  // The people, admins only (people-desk/people-desk.routes.ts).
  'GET /users': a('user.list'),
  'GET /users/:id': a('user.read'),
  'POST /users/:id/role': a('user.role'),
  'POST /users/:id/disable': a('user.disable'),
  'POST /users/:id/enable': a('user.disable'),
  'POST /users/:id/resend-verification': a('user.resendVerification'),
};

/** `METHOD /path` of a route under /staff (HEAD as its GET), from its full URL. */
export function staffRouteKey(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url.slice(url.indexOf('/staff') + '/staff'.length)}`;
}

/** onRoute: a /staff route without a policy is a mistake caught at start-up, not a route open to every trainer. */
export function requireRoutePolicy(route: { method: string | string[]; url: string }) {
  for (const method of [route.method].flat()) {
    const key = staffRouteKey(method, route.url);
    if (!STAFF_ROUTE_POLICIES[key]) throw new Error(`No policy for the staff route ${key} (route-policy.ts)`);
  }
}

/** onRequest, after the role hook: the route's action, then a trainer's row. */
export function checkRoutePolicy(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    const url = request.routeOptions.url;
    if (request.is404 || !url) return;
    const policy = STAFF_ROUTE_POLICIES[staffRouteKey(request.method, url)]!;
    const caller = staffCaller(request);
    requireAction(caller, policy.action);
    if (policy.row && caller.userType !== 'Admin') {
      const { id } = request.params as { id: string };
      await policy.row(app.db, caller, policy.action, id);
    }
  };
}
