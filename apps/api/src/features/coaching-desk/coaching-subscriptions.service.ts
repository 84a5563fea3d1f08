import type { FastifyInstance } from 'fastify';
import {
  getStaffCoaching,
  listStaffCoachings,
  listStaffPaidConsultations,
  type StaffProgrammeQuery,
} from '../training/coaching-staff.service';
import { COACHING_MESSAGES as M } from '../training/coaching-training-messages';
import { programmePolicy } from '../staff/policy';
import { requireAction, type StaffCaller } from '../../lib/staff-caller';

/**
 * The staff workspace's reads of coaching and paid consultations (issue 16), under the action's policy (a
 * trainer sees the coaching and consultations clients bought with them). Their decisions are workflows
 * (workflows/decide-coaching-subscription.ts, decide-paid-consultation.ts, publish-coaching-week.ts).
 */

/** GET /staff/coaching-subscriptions/{id}: 404 out of the caller's scope. */
export function getCoachingDetail(app: FastifyInstance, caller: StaffCaller, id: string) {
  requireAction(caller, 'subscription.read');
  return getStaffCoaching(app.db, id, programmePolicy(caller, 'subscription.read', M.subscriptionNotFound));
}

/** The trainer whose coaching and consultations the caller sees: null (every one) for an admin. */
const scopeOf = (caller: StaffCaller) => (caller.userType === 'Admin' ? null : caller.id);

/** GET /staff/coaching-subscriptions: one list, within the caller's coaching. */
export function listCoachingInbox(app: FastifyInstance, caller: StaffCaller, q: StaffProgrammeQuery) {
  requireAction(caller, 'subscription.list');
  return listStaffCoachings(app.db, scopeOf(caller), q);
}

/** GET /staff/consultation-subscriptions: paid consultations with a date to approve or hold. */
export function listPaidConsultationInbox(app: FastifyInstance, caller: StaffCaller, q: StaffProgrammeQuery) {
  requireAction(caller, 'subscription.list');
  return listStaffPaidConsultations(app.db, scopeOf(caller), q);
}
