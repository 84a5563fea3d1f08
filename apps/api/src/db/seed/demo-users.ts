import { eq } from 'drizzle-orm';
import type { UserType } from '@oxstrength/shared/constants';
import type { Db } from '../client';
import { users } from '../schema/users';
import { hashPassword } from '../../lib/password';

export interface DemoAccount {
  role: UserType;
  name: string;
  email: string;
  /** None: the account cannot sign in with a password (the demo trainer's inbox clients). */
  password?: string;
  /** Stored form: +977 and the ten digits (decision 016). */
  mobile: string;
  slug: string;
  /** Profile columns beyond the sign-in (the demo client's profile is complete, so it saves at once). */
  profile?: Partial<Pick<typeof users.$inferInsert, 'gender' | 'birthDate' | 'address' | 'about'>>;
}

export interface DemoSignIn extends DemoAccount {
  password: string;
}

/**
 * Demo accounts, printed at start. Verified so they can sign in straight away.
 * The Admin stays last: seed.ts takes its presence as the mark of a complete seed.
 */
export const DEMO_SIGN_INS: DemoSignIn[] = [
  {
    role: 'Client',
    name: 'Sita Sharma',
    email: 'client@oxstrength.test',
    password: 'Client@123',
    mobile: '+9779841000001',
    slug: 'sita-sharma',
    // Every field the profile form requires, as the demo client's Home address (seedDemoAddress): changing only
    // the phone number saves at once (issue 36).
    profile: {
      gender: 'Female',
      birthDate: '1995-04-21',
      address: {
        country: 'Nepal',
        province: 'Bagmati',
        district: 'Kathmandu',
        area: 'Baneshwor',
        address_line1: 'House 14, Shankhamul Marg',
      },
    },
  },
  {
    role: 'Trainer',
    name: 'Bikash Gurung',
    email: 'trainer@oxstrength.test',
    password: 'Trainer@123',
    mobile: '+9779841000002',
    slug: 'bikash-gurung',
  },
  {
    role: 'Admin',
    name: 'OxStrength Admin',
    email: 'admin@oxstrength.test',
    password: 'Admin@123',
    mobile: '+9779841000003',
    slug: 'oxstrength-admin',
  },
];

export const demoSignIn = (role: UserType) => DEMO_SIGN_INS.find((u) => u.role === role)!;

/**
 * Inserts one demo account (with its password, if it has one) unless its email exists; returns its id either way.
 * `extra` adds profile columns (the catalogue seed gives the demo trainer a full public profile).
 */
export async function insertDemoUser(
  db: Db,
  u: DemoAccount,
  extra: Partial<typeof users.$inferInsert> = {},
): Promise<string> {
  const find = () => db.select({ id: users.id }).from(users).where(eq(users.email, u.email));
  const [existing] = await find();
  if (existing) return existing.id;
  await db
    .insert(users)
    .values({
      name: u.name,
      email: u.email,
      passwordHash: u.password ? await hashPassword(u.password) : null,
      mobileNum: u.mobile,
      slug: u.slug,
      userType: u.role,
      emailVerifiedAt: new Date(),
      address: { country: 'Nepal' },
      ...u.profile,
      ...extra,
    })
    .onConflictDoNothing();
  const [row] = await find();
  return row.id;
}

export async function seedDemoUsers(db: Db) {
  for (const u of DEMO_SIGN_INS) await insertDemoUser(db, u);
}
