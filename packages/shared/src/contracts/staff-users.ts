import { z } from 'zod';
import { USER_TYPES } from '../constants';
import { paging, success } from './reply';

/** Replies of the admins' people pages (issue 32): users as admins see them. */

export const staffUserJson = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile_num: z.string().nullable(),
  user_type: z.enum(USER_TYPES),
  verified: z.boolean().describe('The email address was confirmed'),
  disabled_at: z.string().nullable().describe('When an admin disabled the account; null: it may sign in'),
  createdAt: z.string(),
});
export type StaffUser = z.infer<typeof staffUserJson>;

export const staffUsersPageReply = success({ users: z.array(staffUserJson), ...paging });
export type StaffUsersPageReply = z.infer<typeof staffUsersPageReply>;

export const staffUserReply = success({ user: staffUserJson });
export type StaffUserReply = z.infer<typeof staffUserReply>;
