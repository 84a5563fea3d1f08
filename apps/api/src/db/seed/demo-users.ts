import type { UserType } from '@oxstrength/shared/constants';
import type { Db } from '../client';
import { users } from '../schema/users';
import { hashPassword } from '../../lib/password';

/** Demo accounts, printed at start. Verified so they can sign in straight away. */
export const DEMO_SIGN_INS: { role: UserType; name: string; email: string; password: string; mobile: string; slug: string }[] = [
  { role: 'Client', name: 'Sita Sharma', email: 'client@oxstrength.test', password: 'Client@123', mobile: '9841000001', slug: 'sita-sharma' },
  { role: 'Trainer', name: 'Bikash Gurung', email: 'trainer@oxstrength.test', password: 'Trainer@123', mobile: '9841000002', slug: 'bikash-gurung' },
  { role: 'Admin', name: 'OxStrength Admin', email: 'admin@oxstrength.test', password: 'Admin@123', mobile: '9841000003', slug: 'oxstrength-admin' },
];

export async function seedDemoUsers(db: Db) {
  for (const u of DEMO_SIGN_INS) {
    await db
      .insert(users)
      .values({
        name: u.name,
        email: u.email,
        passwordHash: await hashPassword(u.password),
        mobileNum: u.mobile,
        slug: u.slug,
        userType: u.role,
        emailVerifiedAt: new Date(),
        address: { country: 'Nepal' },
      })
      .onConflictDoNothing();
  }
}
