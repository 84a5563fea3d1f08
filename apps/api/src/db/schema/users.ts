import { boolean, date, index, integer, jsonb, pgEnum, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { USER_TYPES } from '@oxstrength/shared/constants';
import { createdAt, keyedTable, moment, updatedAt } from './columns';

export const userTypeEnum = pgEnum('user_type', USER_TYPES);

export interface UserAddress {
  country?: string;
  province?: string;
  district?: string;
  area?: string;
  address_line1?: string;
}

export const users = keyedTable(
  'users',
  {
    name: text('name').notNull(),
    /** Always stored lower-case. */
    email: text('email').notNull(),
    /** argon2id; null for accounts created by social sign-in until a password is set. */
    passwordHash: text('password_hash'),
    mobileNum: text('mobile_num'),
    profilePic: text('profile_pic'),
    slug: text('slug').notNull(),
    about: text('about'),
    designation: text('designation'),
    userType: userTypeEnum('user_type').notNull().default('Client'),
    isActiveMember: boolean('is_active_member').notNull().default(false),
    emailVerifiedAt: moment('email_verified_at'),
    /** Raised on password reset or change: every token carrying an older version stops working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Set by an admin (issue 32): the account may not sign in, and its sessions were ended; null: it may. */
    disabledAt: moment('disabled_at'),
    googleId: text('google_id'),
    facebookId: text('facebook_id'),
    gender: text('gender'),
    birthDate: date('birth_date'),
    address: jsonb('address').$type<UserAddress>(),
    social: jsonb('social').$type<Record<string, string>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_slug_key').on(t.slug),
    uniqueIndex('users_google_id_key').on(t.googleId),
    uniqueIndex('users_facebook_id_key').on(t.facebookId),
    index('users_user_type_idx').on(t.userType),
  ],
);
