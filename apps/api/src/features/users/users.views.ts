import { QueryBuilder } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/users';

/**
 * What other areas may read of a user, as views to join in their own queries (docs/decisions/041): each is a
 * subquery of the users table with only the columns named here, which PostgreSQL flattens into the outer query.
 * The users table itself stays private to this area.
 */
const qb = new QueryBuilder();

/** A user as anyone may see them on a page: a template's trainer, a forum post's author, a review's writer. */
export const publicUsers = qb
  .select({
    id: users.id,
    name: users.name,
    slug: users.slug,
    profilePic: users.profilePic,
    designation: users.designation,
    userType: users.userType,
  })
  .from(users)
  .as('public_users');

/** How to reach a user (a buyer, for staff and for mail): name, email and mobile number. */
export const userContacts = qb
  .select({ id: users.id, name: users.name, email: users.email, mobileNum: users.mobileNum })
  .from(users)
  .as('user_contacts');

/**
 * What a signed-in session checks of its user on every request (auth): who they are, their role and membership,
 * and the token version that retires every token issued before a password change.
 */
export const sessionUsers = qb
  .select({
    id: users.id,
    name: users.name,
    email: users.email,
    slug: users.slug,
    userType: users.userType,
    isActiveMember: users.isActiveMember,
    tokenVersion: users.tokenVersion,
  })
  .from(users)
  .as('session_users');
