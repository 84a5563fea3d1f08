import type { FastifyInstance } from 'fastify';
import { STAFF_USER_MESSAGES as M } from '@oxstrength/shared/schemas/staff-users';
import { conflict } from '../lib/errors';
import type { AuditActor } from '../features/audit/audit.service';
import { writeVerificationLink } from '../features/auth/auth.service';
import { lockAccount, staffUserJson } from '../features/users/users-admin.service';
import { auditUserStep } from './audit-user-step';

/**
 * POST /staff/users/{id}/resend-verification (issue 32): an admin sends an unverified account a new verification
 * link (auth: the link's token, the last one retired, and its mail in the outbox), audited, in one transaction;
 * 409 when the email is already verified.
 */
export async function resendVerificationAsStaff(app: FastifyInstance, staff: AuditActor, id: string) {
  const user = await app.mailer.transaction(async (tx) => {
    const row = await lockAccount(tx, id);
    if (row.emailVerifiedAt) throw conflict(M.alreadyVerified);
    await writeVerificationLink(app, tx, row);
    return auditUserStep(tx, staff, row.id, {
      user: staffUserJson(row),
      action: 'user.resendVerification',
      before: {},
      after: {},
    });
  });
  return { message: M.verificationSent(user.email), user };
}
