import type { FastifyInstance } from 'fastify';
import { auth, createTestApp } from '../../../test/test-app';
import { makeUser } from '../trainers/trainer-fixtures';

/**
 * Test fixtures for the shop desk: a test app with an admin, a trainer and a client signed in, and a call to a
 * /staff route.
 */

export type Person = { id: string; email: string; token: string };

/** A new user of `userType` with a token. */
export async function signedIn(
  app: FastifyInstance,
  userType: 'Admin' | 'Trainer' | 'Client',
): Promise<Person> {
  const user = await makeUser(app.db, { userType });
  return { ...user, token: app.issueToken(user) };
}

/** A request to /api/v1/staff`url` as `token`'s user (none: signed out). */
export const staffCall = (
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  token?: string,
  payload?: unknown,
) =>
  app.inject({
    method,
    url: `/api/v1/staff${url}`,
    headers: token ? auth(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A test app and three signed-in users: an admin, a trainer and a client. */
export async function shopDeskApp() {
  const t = await createTestApp();
  const [admin, trainer, client] = [
    await signedIn(t.app, 'Admin'),
    await signedIn(t.app, 'Trainer'),
    await signedIn(t.app, 'Client'),
  ];
  return { t, admin, trainer, client };
}
