import { GENDERS } from '@oxstrength/shared/constants';
import type {
  BasicPublicProfile,
  ProfileUser,
  PublicProfile,
  TrainerPublicProfile,
  User,
} from '@oxstrength/shared/contracts/users';
import type { users } from '../../db/schema/users';
import { sanitizeHtml } from '../../lib/sanitize-html';

type UserRow = typeof users.$inferSelect;

/** The signed-in user as every reply names it (its shape: User in packages/shared/src/contracts/users.ts). */
export type UserJson = User;

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

/** The signed-in user with their profile settings (GET and PUT /auth/profile). */
export const toProfileJson = (u: UserRow): ProfileUser => {
  const social = u.social ?? {};
  return {
    ...toUserJson(u),
    gender: GENDERS.find((g) => g === u.gender) ?? null,
    birth_date: u.birthDate,
    social: {
      facebook: social.facebook ?? null,
      twitter: social.twitter ?? null,
      instagram: social.instagram ?? null,
      linkedid: social.linkedid ?? null,
      tiktok: social.tiktok ?? null,
    },
  };
};

/** Public profiles: their shapes are in packages/shared/src/contracts/users.ts. */
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
    address: {
      area: p.address.area ?? null,
      district: p.address.district ?? null,
      country: p.address.country ?? null,
    },
    social: {
      facebook: social.facebook ?? null,
      twitter: social.twitter ?? null,
      instagram: social.instagram ?? null,
      tiktok: social.tiktok ?? null,
    },
  };
}
