import type { FastifyInstance } from 'fastify';
import { STAFF_USER_MESSAGES as M } from '@oxstrength/shared/schemas/staff-users';
import type { AuditActor } from '../features/audit/audit.service';
import { auditUserStep } from './audit-user-step';
import { endEverySession } from '../features/auth/sessions.service';
import { applyDisabled, lockForStaffStep } from '../features/users/users-admin.service';

/**
 * POST /staff/users/{id}/disable and /enable (issue 32): an admin disables an account (users: the row, its
 * token version moved on, the audit entry, at least one admin kept; auth: every session ended, so the next
 * request with any of its tokens is 401) or enables it again, in one transaction. Nothing the user bought is
 * touched.
 */
export async function setUserDisabled(
  app: FastifyInstance,
  staff: AuditActor,
  id: string,
  disabled: boolean,
) {
  const user = await app.db.transaction(async (tx) => {
    const row = await lockForStaffStep(tx, id, staff.userId);
    const step = await applyDisabled(tx, row, disabled ? new Date() : null);
    if (disabled) await endEverySession(tx, row.id);
    return auditUserStep(tx, staff, row.id, step);
  });
  return { message: disabled ? M.disabled(user.name) : M.enabled(user.name), user };
}
