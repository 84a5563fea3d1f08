import { z } from 'zod';
import { USER_TYPES } from '../constants';

/**
 * What admins send when they run the people of OxStrength (issue 32): the list's filters, a new role, and the
 * texts of the refusals.
 */

export const staffUserFilters = {
  q: z.string({ error: 'q must be text' }).trim().max(100, 'q must be at most 100 characters').optional(),
  user_type: z.enum(USER_TYPES, { error: `user_type must be one of ${USER_TYPES.join(', ')}` }).optional(),
  verified: z.enum(['true', 'false'], { error: 'verified must be true or false' }).optional(),
  disabled: z.enum(['true', 'false'], { error: 'disabled must be true or false' }).optional(),
};

export const userRoleSchema = z.object({
  user_type: z.enum(USER_TYPES, { error: `user_type must be one of ${USER_TYPES.join(', ')}` }),
});
export type UserRoleInput = z.input<typeof userRoleSchema>;

export const STAFF_USER_MESSAGES = {
  userNotFound: 'User not found',
  lastAdmin: 'This is the last admin: make another user an admin first',
  notYourself: 'You cannot do this to your own account',
  trainerHasClients: (count: number) =>
    `This trainer has ${count} active or pending ${count === 1 ? 'client' : 'clients'}: reassign them first`,
  roleSet: (name: string, userType: string) =>
    `${name} is now ${userType === 'Admin' ? 'an' : 'a'} ${userType}`,
  disabled: (name: string) => `${name} is disabled and signed out everywhere`,
  enabled: (name: string) => `${name} can sign in again`,
  verificationSent: (email: string) => `A new verification link was sent to ${email}`,
  alreadyVerified: 'Email is already verified.',
  /** What a disabled account hears when it signs in. */
  accountDisabled: 'This account is disabled. Contact us if you think this is a mistake.',
} as const;
