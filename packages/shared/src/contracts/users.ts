import { z } from 'zod';
import { GENDERS, LOGIN_SOURCES, USER_TYPES } from '../constants';
import { refJson } from './common';
import { errorReply, success } from './reply';

/** User and auth replies: the signed-in user (`user` of sign-in, registration and profile) and public profiles. */

/** The address a user keeps on their account (every part optional). */
export const userAddressJson = z.object({
  country: z.string().optional(),
  province: z.string().optional(),
  district: z.string().optional(),
  area: z.string().optional(),
  address_line1: z.string().optional(),
});
export type UserAddress = z.infer<typeof userAddressJson>;

/** The signed-in user as every reply names it (`user`). Never the hash, token version or provider ids. */
export const userJson = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile_num: z.string().nullable(),
  profile_pic: z.string().nullable(),
  slug: z.string(),
  address: userAddressJson.nullable(),
  about: z.string().nullable(),
  user_type: z.enum(USER_TYPES),
  is_active_member: z.boolean(),
});
export type User = z.infer<typeof userJson>;

/** The demo's mailbox (`/sandbox/mail`), named only while the sandbox is on: where a new user reads their mail. */
const mailboxField = z
  .string()
  .optional()
  .describe('The demo mailbox (SANDBOX=on only): where the verification mail can be read');

/** POST /auth/login and the social sign-ins. */
export const loginReply = success({ token: z.string(), user: userJson, login_source: z.enum(LOGIN_SOURCES) });
export type LoginReply = z.infer<typeof loginReply>;

/** POST /auth/login's 403: the email is not verified yet. */
export const unverifiedReply = errorReply.extend({
  unverified: z.literal(true).optional(),
  mailbox: mailboxField,
});
export type UnverifiedReply = z.infer<typeof unverifiedReply>;

/** POST /auth/register. */
export const userReply = success({ user: userJson, mailbox: mailboxField });
export type UserReply = z.infer<typeof userReply>;

/** A user's links on other networks (`linkedid` as the spec spells it): a link, or null for none. */
export const socialLinksJson = z.object({
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  instagram: z.string().nullable(),
  linkedid: z.string().nullable(),
  tiktok: z.string().nullable(),
});
export type SocialLinks = z.infer<typeof socialLinksJson>;

/**
 * The signed-in user with their profile settings (spec part 2 section 3): GET and PUT /auth/profile. The
 * address's province and district are names.
 */
export const profileUserJson = userJson.extend({
  gender: z.enum(GENDERS).nullable(),
  birth_date: z.string().nullable().describe('YYYY-MM-DD'),
  social: socialLinksJson,
});
export type ProfileUser = z.infer<typeof profileUserJson>;

/** GET /auth/profile and PUT /auth/profile ("Profile Updated"). */
export const profileReply = success({ user: profileUserJson });
export type ProfileReply = z.infer<typeof profileReply>;

/**
 * PUT /auth/update/password: every other session has ended and the caller's token with them; `token` continues
 * the caller's sign-in (the client stores it in place of the old one).
 */
export const passwordChangedReply = success({ token: z.string() });
export type PasswordChangedReply = z.infer<typeof passwordChangedReply>;

/** POST /auth/refresh-token. */
export const tokenReply = success({ token: z.string() });
export type TokenReply = z.infer<typeof tokenReply>;

/** GET /user/validate/email. */
export const emailAvailabilityReply = success({ available: z.boolean() });
export type EmailAvailabilityReply = z.infer<typeof emailAvailabilityReply>;

/** GET /auth/social/config: client ids and authorization URLs for the sign-in buttons. */
export const socialConfigReply = success({
  google: z.object({ client_id: z.string(), auth_url: z.string() }),
  facebook: z.object({ app_id: z.string(), auth_url: z.string() }),
});
export type SocialConfigReply = z.infer<typeof socialConfigReply>;

const nullableText = z.string().nullable();

/**
 * What anyone may see of a client or an admin at /user/profile/{slug}: no internal id and no role (a visitor
 * learns neither an id to aim at nor who is staff).
 */
export const basicPublicProfileJson = z.object({
  name: z.string(),
  slug: z.string(),
  profile_pic: z.string().nullable(),
  about: z.string().nullable().describe('Plain text'),
  designation: z.string().nullable(),
});
export type BasicPublicProfile = z.infer<typeof basicPublicProfileJson>;

/**
 * A trainer's public profile: the trainer page needs the id (reviews, achievements) and the role. A trainer
 * with a trainer profile also shows the optional fields.
 */
export const trainerPublicProfileJson = basicPublicProfileJson.extend({
  _id: z.string(),
  about: z.string().nullable().describe('Plain text; for a trainer with a profile, sanitised HTML'),
  user_type: z.literal('Trainer'),
  training_category: refJson.nullable().optional(),
  is_verified: z.boolean().optional(),
  address: z.object({ area: nullableText, district: nullableText, country: nullableText }).optional(),
  social: z
    .object({ facebook: nullableText, twitter: nullableText, instagram: nullableText, tiktok: nullableText })
    .optional(),
});
export type TrainerPublicProfile = z.infer<typeof trainerPublicProfileJson>;

/**
 * The reply's `user`: a trainer's profile, or the basic one. The trainer shape is tried first; anything else
 * is sent as the basic shape, which drops every other field, so a client's id or role cannot slip out.
 */
export const publicProfileJson = z.union([trainerPublicProfileJson, basicPublicProfileJson]);
export type PublicProfile = z.infer<typeof publicProfileJson>;

/** GET /user/profile/{slug}. */
export const publicProfileReply = success({ user: publicProfileJson });
export type PublicProfileReply = z.infer<typeof publicProfileReply>;
