import { users } from '../../db/schema/users';
import { columns, view } from '../../db/views';

/**
 * What other areas may read of a user, as views to join in their own queries (docs/decisions/041): each is a
 * subquery of the users table with only the columns named here, which PostgreSQL flattens into the outer query.
 * The users table itself stays private to this area.
 */

/** A user as anyone may see them on a page: a template's trainer, a forum post's author, a review's writer. */
export const publicUsers = view(
  'public_users',
  users,
  columns(users, 'id', 'name', 'slug', 'profilePic', 'designation', 'userType'),
);

/** How to reach a user (a buyer, for staff and for mail): name, email and mobile number. */
export const userContacts = view('user_contacts', users, columns(users, 'id', 'name', 'email', 'mobileNum'));

/**
 * What a signed-in session checks of its user on every request (auth): who they are, their role and membership,
 * and the token version that retires every token issued before a password change.
 */
export const sessionUsers = view(
  'session_users',
  users,
  columns(users, 'id', 'name', 'email', 'slug', 'userType', 'isActiveMember', 'tokenVersion'),
);
