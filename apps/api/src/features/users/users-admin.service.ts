import type { UserType } from '@oxstrength/shared/constants';
import type { StaffUser } from '@oxstrength/shared/contracts/staff-users';
import { STAFF_USER_MESSAGES as M } from '@oxstrength/shared/schemas/staff-users';
import type { Db, Tx } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { isId } from '../../lib/path-id';
import { iso, pageInfo } from '../../lib/reply';
import {
  findStaffUser,
  findStaffUsers,
  lockActiveAdmins,
  lockStaffUser,
  setDisabled,
  setUserType,
  type StaffUserFilter,
  type StaffUserRow,
} from './users-admin.repository';

/**
 * The admins' side of accounts (issue 32; routes in the people desk, which checks the policy): the people list,
 * one account, its role, disabling and enabling it. Each write locks the row and keeps at least one admin who
 * may sign in, and answers the audited fields before and after; the workflows (workflows/change-user-role.ts,
 * workflows/disable-user.ts) write the audit entry (record type user) and do what other areas must (a
 * trainer's clients, the account's sessions) in the same transaction.
 */

/** The account as admins read it. */
export const staffUserJson = (r: StaffUserRow): StaffUser => ({
  _id: r.id,
  name: r.name,
  email: r.email,
  mobile_num: r.mobileNum,
  user_type: r.userType,
  verified: r.emailVerifiedAt !== null,
  disabled_at: iso(r.disabledAt),
  createdAt: iso(r.createdAt)!,
});

const flag = (v: 'true' | 'false' | undefined) => (v === undefined ? undefined : v === 'true');

/** GET /staff/users: a page of accounts, newest first. */
export async function listStaffUsers(
  db: Db,
  q: {
    q?: string;
    user_type?: UserType;
    verified?: 'true' | 'false';
    disabled?: 'true' | 'false';
    page: number;
    resultsPerPage: number;
  },
) {
  const filter: StaffUserFilter = {
    q: q.q || undefined,
    userType: q.user_type,
    verified: flag(q.verified),
    disabled: flag(q.disabled),
    limit: q.resultsPerPage,
    offset: (q.page - 1) * q.resultsPerPage,
  };
  const { rows, total } = await findStaffUsers(db, filter);
  return { users: rows.map(staffUserJson), ...pageInfo(q.page, q.resultsPerPage, total) };
}

/** GET /staff/users/{id}. */
export async function getStaffUser(db: Db, id: string): Promise<StaffUser> {
  const row = isId(id) ? await findStaffUser(db, id) : undefined;
  if (!row) throw notFound(M.userNotFound);
  return staffUserJson(row);
}

/**
 * The account locked for a staff step (404 when there is none; 409 on the admin's own account). The admins who
 * may sign in are locked first, always in the same order: two admins demoting or disabling each other at once
 * then take turns instead of deadlocking, and the second sees that the first left only themselves.
 */
export async function lockForStaffStep(tx: Tx, id: string, callerId: string | null): Promise<LockedAccount> {
  if (!isId(id)) throw notFound(M.userNotFound);
  const admins = await lockActiveAdmins(tx);
  const row = await lockStaffUser(tx, id);
  if (!row) throw notFound(M.userNotFound);
  if (row.id === callerId) throw conflict(M.notYourself);
  return { ...row, activeAdmins: admins.length };
}

/** An account locked for a staff step, with how many admins who may sign in there are (also locked). */
export type LockedAccount = StaffUserRow & { activeAdmins: number };

/** The account locked for a step that may be the caller's own (404 when there is none). */
export async function lockAccount(tx: Tx, id: string) {
  const row = isId(id) ? await lockStaffUser(tx, id) : undefined;
  if (!row) throw notFound(M.userNotFound);
  return row;
}

/** 409 when `row` is the last admin who may sign in (they may be neither demoted nor disabled). */
function keepAnAdmin(row: LockedAccount) {
  if (row.userType !== 'Admin' || row.disabledAt) return;
  if (row.activeAdmins <= 1) throw conflict(M.lastAdmin);
}

/** A staff step's outcome: the account as it is now, and the audited fields before and after. */
export interface StaffUserStep {
  user: StaffUser;
  action: 'user.role' | 'user.disable' | 'user.enable' | 'user.resendVerification';
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** Gives the locked account `userType`. */
export async function applyUserType(tx: Tx, row: LockedAccount, userType: UserType): Promise<StaffUserStep> {
  if (userType !== 'Admin') keepAnAdmin(row);
  await setUserType(tx, row.id, userType);
  return {
    user: staffUserJson({ ...row, userType }),
    action: 'user.role',
    before: { user_type: row.userType },
    after: { user_type: userType },
  };
}

/** Disables (at `now`) or enables the locked account. */
export async function applyDisabled(
  tx: Tx,
  row: LockedAccount,
  disabledAt: Date | null,
): Promise<StaffUserStep> {
  if (disabledAt) keepAnAdmin(row);
  // Disabling a disabled account keeps its first date.
  const next = disabledAt && row.disabledAt ? row.disabledAt : disabledAt;
  await setDisabled(tx, row.id, next);
  return {
    user: staffUserJson({ ...row, disabledAt: next }),
    action: next ? 'user.disable' : 'user.enable',
    before: { disabled_at: iso(row.disabledAt) },
    after: { disabled_at: iso(next) },
  };
}
