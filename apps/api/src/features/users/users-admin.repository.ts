import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { UserType } from '@oxstrength/shared/constants';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/users';
import { columns } from '../../db/views';
import { containing } from '../../lib/publishable-items';

/** The admins' queries of accounts (issue 32): the people list, a role, disabling. */

type Conn = Db | Tx;

const staffColumns = columns(
  users,
  'id',
  'name',
  'email',
  'mobileNum',
  'userType',
  'emailVerifiedAt',
  'disabledAt',
  'createdAt',
);
export type StaffUserRow = {
  id: string;
  name: string;
  email: string;
  mobileNum: string | null;
  userType: UserType;
  emailVerifiedAt: Date | null;
  disabledAt: Date | null;
  createdAt: Date;
};

export interface StaffUserFilter {
  q?: string;
  userType?: UserType;
  verified?: boolean;
  disabled?: boolean;
  limit: number;
  offset: number;
}

/** Accounts matching part of the name, email or mobile number, and the filters; newest first. */
export async function findStaffUsers(db: Conn, f: StaffUserFilter) {
  const flag = (on: boolean | undefined, column: typeof users.emailVerifiedAt | typeof users.disabledAt) =>
    on === undefined ? undefined : on ? isNotNull(column) : isNull(column);
  const where: SQL | undefined = and(
    f.q
      ? or(
          ilike(users.name, containing(f.q)),
          ilike(users.email, containing(f.q)),
          ilike(users.mobileNum, containing(f.q)),
        )
      : undefined,
    f.userType ? eq(users.userType, f.userType) : undefined,
    flag(f.verified, users.emailVerifiedAt),
    flag(f.disabled, users.disabledAt),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(staffColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), asc(users.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows: rows as StaffUserRow[], total };
}

export async function findStaffUser(db: Conn, id: string): Promise<StaffUserRow | undefined> {
  const [row] = await db.select(staffColumns).from(users).where(eq(users.id, id));
  return row as StaffUserRow | undefined;
}

/** The account, its row locked until the transaction ends. */
export async function lockStaffUser(tx: Tx, id: string): Promise<StaffUserRow | undefined> {
  const [row] = await tx.select(staffColumns).from(users).where(eq(users.id, id)).for('update');
  return row as StaffUserRow | undefined;
}

/**
 * The ids of the admins who may sign in, their rows locked: two admins demoting or disabling each other at
 * the same moment take turns, and the second sees the first's change.
 */
export async function lockActiveAdmins(tx: Tx): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userType, 'Admin'), isNull(users.disabledAt)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((r) => r.id);
}

export async function setUserType(tx: Tx, id: string, userType: UserType) {
  await tx.update(users).set({ userType, updatedAt: new Date() }).where(eq(users.id, id));
}

/** Disables (every token of the account stops working: its version moves on) or enables an account. */
export async function setDisabled(tx: Tx, id: string, disabledAt: Date | null) {
  await tx
    .update(users)
    .set({
      disabledAt,
      ...(disabledAt ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
    })
    .where(eq(users.id, id));
}
