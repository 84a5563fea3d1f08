import { z } from 'zod';
import { USER_TYPES } from '@oxstrength/shared/constants';
import type { users } from '../../db/schema/users';
import { sanitizeHtml } from '../../lib/sanitize-html';

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
  training_category: z.object({ _id: z.string(), name: z.string() }).nullable().optional(),
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

export interface TrainerProfileRow {
  isVerified: boolean;
  address: { area?: string; district?: string; country?: string };
  aboutHtml: string;
  categoryId: string | null;
  categoryName: string | null;
}

/** A user's public profile without a trainer profile: the basic fields, plus id and role for a trainer. */
export const toPublicProfile = (u: UserRow): PublicProfile => {
  const basic: BasicPublicProfile = {
    name: u.name,
    slug: u.slug,
    profile_pic: u.profilePic,
    about: u.about,
    designation: u.designation,
  };
  return u.userType === 'Trainer' ? { _id: u.id, ...basic, user_type: 'Trainer' } : basic;
};

/** A trainer's public profile: the user's fields plus their trainer profile, with `about` as sanitised HTML. */
export function toTrainerPublicProfile(u: UserRow, p: TrainerProfileRow): TrainerPublicProfile {
  const social = u.social ?? {};
  // Staff write the trainer's about as HTML; a trainer without one keeps their plain about (escaped as HTML).
  const about = p.aboutHtml.trim() ? p.aboutHtml : u.about;
  return {
    _id: u.id,
    name: u.name,
    slug: u.slug,
    profile_pic: u.profilePic,
    user_type: 'Trainer',
    designation: u.designation,
    about: about == null ? null : sanitizeHtml(about),
    training_category: p.categoryId && p.categoryName ? { _id: p.categoryId, name: p.categoryName } : null,
    is_verified: p.isVerified,
    address: { area: p.address.area ?? null, district: p.address.district ?? null, country: p.address.country ?? null },
    social: {
      facebook: social.facebook ?? null,
      twitter: social.twitter ?? null,
      instagram: social.instagram ?? null,
      tiktok: social.tiktok ?? null,
    },
  };
}
