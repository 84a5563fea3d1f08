import { z } from 'zod';
import { USER_TYPES } from '@oxstrength/shared/constants';
import type { users } from '../../db/schema/users';

type UserRow = typeof users.$inferSelect;

const addressJson = z.object({
  country: z.string().optional(),
  province: z.string().optional(),
  district: z.string().optional(),
  area: z.string().optional(),
  address_line1: z.string().optional(),
});

/** The signed-in user as every reply names it (`user`). Never the hash, token version or provider ids. */
export const userJson = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile_num: z.string().nullable(),
  profile_pic: z.string().nullable(),
  slug: z.string(),
  address: addressJson.nullable(),
  about: z.string().nullable(),
  user_type: z.enum(USER_TYPES),
  is_active_member: z.boolean(),
});
export type UserJson = z.infer<typeof userJson>;

export const toUserJson = (u: UserRow): UserJson => ({
  _id: u.id,
  id: u.id,
  name: u.name,
  email: u.email,
  mobile_num: u.mobileNum,
  profile_pic: u.profilePic,
  slug: u.slug,
  address: u.address ?? null,
  about: u.about,
  user_type: u.userType,
  is_active_member: u.isActiveMember,
});

/** What anyone may see of a user at /user/profile/{slug}. */
export const publicProfileJson = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  profile_pic: z.string().nullable(),
  about: z.string().nullable(),
  user_type: z.enum(USER_TYPES),
  designation: z.string().nullable(),
});

export const toPublicProfile = (u: UserRow): z.infer<typeof publicProfileJson> => ({
  _id: u.id,
  name: u.name,
  slug: u.slug,
  profile_pic: u.profilePic,
  about: u.about,
  user_type: u.userType,
  designation: u.designation,
});
