import type { ProfileValues } from '@oxstrength/shared/schemas/profile';
import type { Db, Tx } from '../../db/client';
import { invalidField, notFound, unauthorized } from '../../lib/errors';
import { slugify, uniqueSlug } from '../../lib/slug';
import { PLACE_MESSAGES, resolvePlace } from '../locations/locations.service';
import { trainerProfileOf } from '../trainers/trainers.service';
import { toProfileJson, toPublicProfile, toTrainerPublicProfile } from './user-json';
import {
  findUserByEmail,
  findUserBySlug,
  findUserContact,
  insertUser,
  lockUserRow,
  markActiveMember as markMember,
  replaceProfilePic,
  slugExists,
  updateUser,
  type NewUser,
  type UserRow,
} from './users.repository';

/** The reads and writes of a user account that auth's rules (sign-in, verification, passwords, social) use. */
export {
  findUserByEmail,
  findUserById,
  findUserByProviderId,
  linkProvider,
  markEmailVerified,
  replacePassword,
  swapPasswordHash,
  type UserRow,
} from './users.repository';

export const EMAIL_TAKEN = 'An account with this email already exists';
export const EMAIL_AVAILABLE = 'Email is available';

export type CreateUserResult = { ok: true; user: UserRow } | { ok: false; clash: 'email' | 'provider' };

/**
 * Creates a user with a unique slug: the plain slug of the name when free, else the name plus a short
 * random suffix. A slug taken by a concurrent insert is retried; an email or provider id clash is returned.
 */
export async function createUser(db: Db, values: Omit<NewUser, 'slug'>): Promise<CreateUserResult> {
  const base = slugify(values.name);
  for (let attempt = 0; attempt < 5; attempt++) {
    const slug = attempt === 0 && !(await slugExists(db, base)) ? base : uniqueSlug(values.name);
    const result = await insertUser(db, { ...values, slug });
    if (result.ok) return result;
    if (result.clash !== 'slug') return { ok: false, clash: result.clash };
  }
  throw new Error('createUser: could not find a free slug');
}

export async function getPublicProfile(db: Db, slug: string) {
  const user = await findUserBySlug(db, slug);
  if (!user) throw notFound('User not found');
  const profile = user.userType === 'Trainer' ? await trainerProfileOf(db, user.id) : undefined;
  return profile ? toTrainerPublicProfile(user, profile) : toPublicProfile(user);
}

export async function emailAvailability(db: Db, email: string) {
  const taken = Boolean(await findUserByEmail(db, email));
  return { available: !taken, message: taken ? EMAIL_TAKEN : EMAIL_AVAILABLE };
}

/** The user's id, name and email, to write to them; undefined when there is no such user. */
export const userContact = (db: Db | Tx, id: string) => findUserContact(db, id);

/** Locks the user's row until the transaction ends: one user's writes of another area (addresses, cart) take turns. */
export const lockUser = (tx: Tx, id: string, strength: 'update' | 'no key update' = 'update') =>
  lockUserRow(tx, id, strength);

/** A buyer whose order was paid is an active member from then on. */
export const markActiveMember = (tx: Tx, userId: string) => markMember(tx, userId);

/**
 * Rewrites the caller's profile settings (PUT /auth/profile). The province (a name or _id) and the district
 * (a name or _id of that province) are stored by name; an unknown one is a field error on Region or City saying so.
 * Email, slug and picture are not changed here.
 */
export async function updateProfile(db: Db, userId: string, input: ProfileValues) {
  const place = await resolvePlace(db, input.address.province, input.address.district);
  if (place.error !== undefined)
    throw place.error === 'province'
      ? invalidField('address.province', PLACE_MESSAGES.unknownProvince)
      : invalidField('address.district', PLACE_MESSAGES.districtNotInProvince);
  const social = Object.fromEntries(
    Object.entries(input.social ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const row: UserRow | undefined = await updateUser(db, userId, {
    name: input.name,
    mobileNum: input.mobile_num,
    gender: input.gender,
    birthDate: input.birth_date,
    about: input.about ?? null,
    address: {
      country: input.address.country,
      province: place.province,
      district: place.district,
      area: input.address.area,
      address_line1: input.address.address_line1,
    },
    social,
  });
  if (!row) throw unauthorized();
  return toProfileJson(row);
}

/**
 * Sets the caller's profile picture to a URL the upload storage issued (the uploads area checks that). Returns
 * the picture it replaced (for the uploads area to let go) and the profile as GET /auth/profile answers it.
 */
export async function setProfilePicture(tx: Tx, userId: string, url: string) {
  const result = await replaceProfilePic(tx, userId, url);
  if (!result) throw unauthorized();
  return { previous: result.previous, user: toProfileJson(result.row) };
}
