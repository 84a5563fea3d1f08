import type { FastifyInstance } from 'fastify';
import type { UserType } from '@oxstrength/shared/constants';
import { STAFF_USER_MESSAGES as M } from '@oxstrength/shared/schemas/staff-users';
import { conflict } from '../lib/errors';
import type { AuditActor } from '../features/audit/audit.service';
import { auditUserStep } from './audit-user-step';
import { countOpenClientsOf } from '../features/training/subscriptions.service';
import { applyUserType, lockForStaffStep } from '../features/users/users-admin.service';

/**
 * POST /staff/users/{id}/role (issue 32): an admin gives an account another role (users: the row, the audit
 * entry, at least one admin kept). A trainer with Active or Pending clients (training: their coaching and
 * consultations, and their templates' subscriptions) keeps the role until those are reassigned: 409.
 */
export async function changeUserRole(
  app: FastifyInstance,
  staff: AuditActor,
  id: string,
  userType: UserType,
) {
  const user = await app.db.transaction(async (tx) => {
    const row = await lockForStaffStep(tx, id, staff.userId);
    if (row.userType === 'Trainer' && userType !== 'Trainer') {
      const open = await countOpenClientsOf(tx, row.id);
      if (open > 0) throw conflict(M.trainerHasClients(open));
    }
    return auditUserStep(tx, staff, row.id, await applyUserType(tx, row, userType));
  });
  return { message: M.roleSet(user.name, user.user_type), user };
}
