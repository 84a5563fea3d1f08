import {
  loginReply as loginReplyJson,
  userJson,
  type LoginReply,
  type User,
} from '@oxstrength/shared/contracts/users';

/**
 * The signed-in user as the API sends it: the builders parse their output with the reply contract
 * (packages/shared/src/contracts/users.ts), so a fixture the API could never send fails its test.
 */

/** Sita Sharma, a Client. */
export const userFixture = (overrides: Partial<User> = {}): User =>
  userJson.parse({
    _id: 'u1',
    id: 'u1',
    name: 'Sita Sharma',
    email: 'sita@example.com',
    mobile_num: '+9779841234567',
    profile_pic: null,
    slug: 'sita-sharma',
    address: null,
    about: null,
    user_type: 'Client',
    is_active_member: true,
    ...overrides,
  });

/** The body of a successful sign-in (POST /auth/login, the social token checks). */
export const loginReplyFixture = (overrides: Partial<LoginReply> = {}): LoginReply =>
  loginReplyJson.parse({
    status: 'success',
    token: 'jwt-1',
    user: userFixture(),
    login_source: 'email',
    ...overrides,
  });
