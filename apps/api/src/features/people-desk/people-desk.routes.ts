import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffUserReply, staffUsersPageReply } from '@oxstrength/shared/contracts/staff-users';
import type { StaffAction } from '@oxstrength/shared/policy';
import { staffUserFilters, userRoleSchema } from '@oxstrength/shared/schemas/staff-users';
import { errors, pagingQuery } from '../../lib/reply';
import { requireAction, staffCaller, type StaffCaller } from '../../lib/staff-caller';
import type { AuditActor } from '../audit/audit.service';
import { idParams, security, stepRoute, tags } from '../staff/staff-route-parts';
import { getStaffUser, listStaffUsers } from '../users/users-admin.service';
import { changeUserRole } from '../../workflows/change-user-role';
import { setUserDisabled } from '../../workflows/disable-user';
import { resendVerificationAsStaff } from '../../workflows/resend-verification';

/**
 * The people desk (issue 32): the admins' list of accounts, one account, its role, disabling and enabling it;
 * under /api/v1/staff behind the staff role check and each route's admin-only policy action (trainers 403),
 * both before the body is read (registered by staff.plugin.ts). Writes are audited (record type user).
 */

const ADMINS = 'Admins only (trainers 403).';

/** The caller, once the policy allows `action`, as the audit records who acted. */
function peopleActor(caller: StaffCaller, action: StaffAction): AuditActor {
  requireAction(caller, action);
  return { actor: caller.actor, userId: caller.id };
}

export const peopleDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      schema: {
        tags,
        security,
        summary: 'Policy user.list: every account, searched, filtered and paged',
        description:
          'Newest first. q matches part of the name, email or mobile number; user_type a role; verified and ' +
          `disabled (true or false) the account's state. ${ADMINS}`,
        querystring: z.object({ ...staffUserFilters, ...pagingQuery(20, 100) }),
        response: { 200: staffUsersPageReply, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      peopleActor(staffCaller(request), 'user.list');
      return { status: 'success' as const, ...(await listStaffUsers(app.db, request.query)) };
    },
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Policy user.read: one account',
        description: ADMINS,
        params: idParams,
        response: { 200: staffUserReply, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      peopleActor(staffCaller(request), 'user.read');
      return { status: 'success' as const, user: await getStaffUser(app.db, request.params.id) };
    },
  );

  stepRoute(
    app,
    '/users/:id/role',
    {
      summary: 'Policy user.role: gives an account another role',
      description:
        'user_type Client, Trainer or Admin. 409 for the last admin who may sign in, for the caller’s own ' +
        `account, and for a trainer with Active or Pending clients. ${ADMINS}`,
      body: userRoleSchema,
      response: { 200: staffUserReply, ...errors(400, 401, 403, 404, 409) },
    },
    (caller, id, body) => changeUserRole(app, peopleActor(caller, 'user.role'), id, body.user_type),
  );

  for (const [step, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const)
    stepRoute(
      app,
      `/users/:id/${step}`,
      {
        summary: disabled
          ? 'Policy user.disable: disables an account and ends every session of it'
          : 'Policy user.disable: lets a disabled account sign in again',
        description: disabled
          ? 'Its next request with any token is 401 and signing in answers 403 with a message; nothing it bought ' +
            `is touched. 409 for the last admin who may sign in and for the caller’s own account. ${ADMINS}`
          : ADMINS,
        response: { 200: staffUserReply, ...errors(401, 403, 404, 409) },
      },
      (caller, id) => setUserDisabled(app, peopleActor(caller, 'user.disable'), id, disabled),
    );

  stepRoute(
    app,
    '/users/:id/resend-verification',
    {
      summary: 'Policy user.resendVerification: mails an unverified account a new verification link',
      description: `The account's last link stops working. 409 when the email is already verified. ${ADMINS}`,
      response: { 200: staffUserReply, ...errors(401, 403, 404, 409) },
    },
    (caller, id) => resendVerificationAsStaff(app, peopleActor(caller, 'user.resendVerification'), id),
  );
};
