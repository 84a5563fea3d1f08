import type { UserType } from './constants';

/*
 * Who may do which staff action (DESIGN.md, Roles): one function, `can(user, action, resource)`. An Admin acts on
 * everything; a Trainer only on what they train (a template subscription: the template's trainer; a template
 * without a trainer is for admins only; a coaching or paid consultation: the trainer the client bought it
 * with) and never on admin-only actions; a Client on no staff action.
 */

export const STAFF_ACTIONS = [
  'subscription.list',
  'subscription.read',
  'subscription.approveDate',
  'subscription.proposeDate',
  'subscription.markHeld',
  'subscription.activate',
  'subscription.setInactive',
  'subscription.reactivate',
  'subscription.publishWeek',
  'weekRequest.approve',
  'weekRequest.return',
  'audit.read',
  // Issue 17: a trainer's daily capacity and consultation calendar (their own; admins: any trainer's).
  'capacity.read',
  'capacity.update',
  // Issue 19: the shop's orders and catalogue (admins only).
  'order.list',
  'order.read',
  'order.deliver',
  'order.cancel',
  'order.refund',
  'order.export',
  'product.restock',
  'product.price',
  'catalogue.publish',
  'catalogue.read',
  // Issue 21: the forum (admins only; an author deletes their own discussion without a staff action).
  'forum.delete',
  'forum.feature',
  'forumComment.hide',
  // Issue 32: the people (admins only).
  'user.list',
  'user.read',
  'user.role',
  'user.disable',
  'user.resendVerification',
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** Actions only an Admin may take, whatever the record. */
export const ADMIN_ONLY_ACTIONS: readonly StaffAction[] = [
  'audit.read',
  'order.list',
  'order.read',
  'order.deliver',
  'order.cancel',
  'order.refund',
  'order.export',
  'product.restock',
  'product.price',
  'catalogue.publish',
  'catalogue.read',
  'forum.delete',
  'forum.feature',
  'forumComment.hide',
  'user.list',
  'user.read',
  'user.role',
  'user.disable',
  'user.resendVerification',
];

export interface PolicyUser {
  id: string;
  userType: UserType;
}

/** The record acted on: for a template subscription, the trainer of its template (null: none). */
export interface PolicyResource {
  trainerId: string | null;
}

/**
 * True when `user` may take `action`; with `resource`, on that record. Without one it answers whether the user
 * may take the action at all (the route's check before a record is read).
 */
export function can(user: PolicyUser, action: StaffAction, resource?: PolicyResource): boolean {
  if (user.userType === 'Admin') return true;
  if (user.userType !== 'Trainer') return false;
  if (ADMIN_ONLY_ACTIONS.includes(action)) return false;
  if (!resource) return true;
  return resource.trainerId !== null && resource.trainerId === user.id;
}

/**
 * Who may take part in the forum (spec part 2, section 6): a client with an active membership (a template,
 * coaching or consultation subscription, bought or claimed); trainers and admins always. Posting and uploading
 * a discussion's cover both ask this.
 */
export function mayTakePartInForum(user: { userType: UserType; isActiveMember: boolean }): boolean {
  return user.userType !== 'Client' || user.isActiveMember;
}
