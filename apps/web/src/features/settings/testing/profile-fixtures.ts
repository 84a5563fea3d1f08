import { profileReply, profileUserJson, type ProfileUser } from '@oxstrength/shared/contracts/users';
import { userFixture } from '../../auth/testing/user-fixtures';

/**
 * The signed-in user with their profile settings, as GET and PUT /auth/profile send it: parsed with the reply
 * contract (packages/shared/src/contracts/users.ts), so a fixture the API could never send fails its test.
 */

/** Sita Sharma of Pokhara, with her settings filled in. */
export const profileUserFixture = (overrides: Partial<ProfileUser> = {}): ProfileUser =>
  profileUserJson.parse({
    ...userFixture(),
    about: 'Lifting since 2019.',
    address: {
      country: 'Nepal',
      province: 'Gandaki',
      district: 'Kaski',
      area: 'Lakeside',
      address_line1: 'Street 6',
    },
    gender: 'Female',
    birth_date: '1995-04-21',
    social: {
      facebook: 'https://facebook.com/sita',
      twitter: null,
      instagram: null,
      linkedid: null,
      tiktok: null,
    },
    ...overrides,
  });

/** The body of GET /auth/profile and PUT /auth/profile. */
export const profileReplyOf = (user: ProfileUser, message?: string) =>
  profileReply.parse({ status: 'success', ...(message && { message }), user });
