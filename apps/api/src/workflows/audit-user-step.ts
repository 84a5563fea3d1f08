import type { Tx } from '../db/client';
import { recordAudit, type AuditActor } from '../features/audit/audit.service';
import type { StaffUserStep } from '../features/users/users-admin.service';

/** Writes a people-desk step's audit entry (record type user) in its transaction; answers the account. */
export async function auditUserStep(tx: Tx, staff: AuditActor, userId: string, step: StaffUserStep) {
  await recordAudit(tx, {
    userId: staff.userId,
    role: staff.actor,
    action: step.action,
    recordType: 'user',
    recordId: userId,
    before: step.before,
    after: step.after,
  });
  return step.user;
}
