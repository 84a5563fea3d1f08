import { z } from 'zod';
import { emailField, requiredText } from '@oxstrength/shared/fields';
import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/password';
import { createUser } from './users.service';

/** An admin's password guards every order and account: longer than a client's minimum. */
const adminInput = z.object({
  email: emailField(),
  name: requiredText('Name is required', 100),
  password: z.string().min(12, 'An admin password must be at least 12 characters long').max(128),
});

export type CreateAdminResult = { ok: true; id: string } | { ok: false; message: string };

/**
 * The first admin of a production database (which gets no demo accounts): a verified Admin account with a
 * password, made from the command line (`npm run create-admin`).
 */
export async function createAdmin(db: Db, input: { email: string; name: string; password: string }) {
  const parsed = adminInput.safeParse(input);
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]!.message } satisfies CreateAdminResult;
  const { email, name, password } = parsed.data;
  const created = await createUser(db, {
    email,
    name,
    userType: 'Admin',
    emailVerifiedAt: new Date(),
    passwordHash: await hashPassword(password),
  });
  return (
    created.ok
      ? { ok: true, id: created.user.id }
      : { ok: false, message: 'An account with this email already exists' }
  ) satisfies CreateAdminResult;
}
