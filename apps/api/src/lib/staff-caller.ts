import type { FastifyRequest } from 'fastify';
import { can, type PolicyUser, type StaffAction } from '@oxstrength/shared/policy';
import type { Actor } from '@oxstrength/shared/status';
import { forbidden } from './errors';

/**
 * The staff caller as a policy user (`can` in packages/shared/src/policy.ts), and the route's check before any
 * record is read (admin-only actions: 403 for a trainer). Here, not in the staff area, because areas below staff
 * (capacity) check it too; the checks that read an area's records are features/staff/policy.ts.
 */

export interface StaffCaller extends PolicyUser {
  actor: Actor;
}

/** The signed-in staff member (the prefix's hook has checked the role). */
export function staffCaller(request: FastifyRequest): StaffCaller {
  const user = request.currentUser!;
  return { id: user.id, userType: user.userType, actor: user.userType === 'Admin' ? 'admin' : 'trainer' };
}

/** 403 unless the caller may take the action at all. */
export function requireAction(caller: StaffCaller, action: StaffAction) {
  if (!can(caller, action)) throw forbidden();
}
