import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_USER_MESSAGES as M } from '@oxstrength/shared/schemas/staff-users';
import { auth, createTestApp } from '../../../test/test-app';
import { auditEntries } from '../../db/schema/audit';
import { mailOutbox } from '../../db/schema/mail';
import { users } from '../../db/schema/users';
import { hashPassword } from '../../lib/password';
import { activeCoaching, makePerson } from '../training/coaching-training-fixtures';
import { makeUser } from '../trainers/trainer-fixtures';

/**
 * The people desk (issue 32): admins list and read accounts, change their role and disable or enable them;
 * visitors 401, clients 403, trainers 403; each write audited; at least one admin who may sign in is kept.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
type Person = Awaited<ReturnType<typeof makePerson>>;
let admin: Person;
let trainer: Person;
let client: Person;
beforeAll(async () => {
  t = await createTestApp();
  [admin, trainer, client] = [
    await makePerson(t.app, 'Admin'),
    await makePerson(t.app, 'Trainer'),
    await makePerson(t.app, 'Client'),
  ];
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1/staff${url}`,
    headers: token ? auth(token) : {},
    ...(payload ? { payload } : {}),
  });

const PASSWORD = 'people-desk-secret-1';
/** A verified client with a password, signed in through the API: their token. */
async function signedUpClient() {
  const key = randomUUID().slice(0, 8);
  const user = await makeUser(t.db, {
    name: 'Sita Disabled', // the replies' messages name her
    email: `sita-${key}@example.test`,
    passwordHash: await hashPassword(PASSWORD),
    emailVerifiedAt: new Date(),
  });
  return { user, signIn: () => signIn(user.email) };
}
const signIn = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: PASSWORD } });

const entriesOf = (recordId: string) =>
  t.db.select().from(auditEntries).where(eq(auditEntries.recordId, recordId)).orderBy(auditEntries.createdAt);

describe('who may call the people desk', () => {
  it.each([
    ['GET', '/users'],
    ['GET', `/users/${randomUUID()}`],
    ['POST', `/users/${randomUUID()}/role`],
    ['POST', `/users/${randomUUID()}/disable`],
    ['POST', `/users/${randomUUID()}/enable`],
    ['POST', `/users/${randomUUID()}/resend-verification`],
  ] as const)(
    '%s %s: visitor 401, client 403, trainer 403 (before the body is read)',
    async (method, url) => {
      const body = method === 'POST' ? { user_type: 'nonsense' } : undefined;
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
      expect((await call(method, url, client.token, body)).statusCode).toBe(403);
      expect((await call(method, url, trainer.token, body)).statusCode).toBe(403);
    },
  );
});

describe('the list', () => {
  it('finds accounts by part of the name, email or number, and filters by role and state', async () => {
    const key = randomUUID().slice(0, 6);
    const ram = await makeUser(t.db, { name: `Ram ${key}`, mobileNum: `98${key.replace(/\D/g, '7')}11` });
    const coach = await makeUser(t.db, {
      name: `Coach ${key}`,
      userType: 'Trainer',
      emailVerifiedAt: new Date(),
    });
    const list = async (query: string) => {
      const res = await call('GET', `/users?${query}`, admin.token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().users.map((u: { _id: string }) => u._id);
    };
    expect((await list(`q=${key}`)).sort()).toEqual([ram.id, coach.id].sort());
    expect(await list(`q=${key}&user_type=Trainer`)).toEqual([coach.id]);
    expect(await list(`q=${key}&verified=false`)).toEqual([ram.id]);
    expect(await list(`q=${ram.email.slice(0, 12)}`)).toEqual([ram.id]);
    const one = await call('GET', `/users/${coach.id}`, admin.token);
    expect(one.json().user).toMatchObject({
      _id: coach.id,
      name: `Coach ${key}`,
      user_type: 'Trainer',
      verified: true,
      disabled_at: null,
    });
    const bad = await call('GET', '/users?user_type=Owner', admin.token);
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', `/users/${randomUUID()}`, admin.token)).json()).toEqual({
      status: 'error',
      message: M.userNotFound,
    });
  });
});

describe('roles', () => {
  it('makes a client a trainer and back, audited', async () => {
    const person = await makeUser(t.db, { name: 'Hari Role' });
    const res = await call('POST', `/users/${person.id}/role`, admin.token, { user_type: 'Trainer' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Hari Role is now a Trainer',
      user: { user_type: 'Trainer' },
    });
    const back = await call('POST', `/users/${person.id}/role`, admin.token, { user_type: 'Client' });
    expect(back.json().message).toBe('Hari Role is now a Client');
    const entries = await entriesOf(person.id);
    expect(entries.map((e) => [e.action, e.before, e.after, e.userId])).toEqual([
      ['user.role', { user_type: 'Client' }, { user_type: 'Trainer' }, admin.id],
      ['user.role', { user_type: 'Trainer' }, { user_type: 'Client' }, admin.id],
    ]);
  });

  it('keeps the role of a trainer with an active client, refuses a bad role, and never acts on oneself', async () => {
    const { trainerId } = await activeCoaching(t.app);
    const res = await call('POST', `/users/${trainerId}/role`, admin.token, { user_type: 'Client' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This trainer has 1 active or pending client: reassign them first');
    const [row] = await t.db.select().from(users).where(eq(users.id, trainerId));
    expect(row!.userType).toBe('Trainer');
    expect(await entriesOf(trainerId)).toHaveLength(0);

    const bad = await call('POST', `/users/${client.id}/role`, admin.token, { user_type: 'Owner' });
    expect(bad.statusCode).toBe(422);
    const self = await call('POST', `/users/${admin.id}/role`, admin.token, { user_type: 'Client' });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(M.notYourself);
  });

  it('keeps one admin: of two admins demoting each other at once, exactly one succeeds', async () => {
    // This file's database alone: every other admin is made a client first.
    const [a, b] = [await makePerson(t.app, 'Admin'), await makePerson(t.app, 'Admin')];
    await t.db
      .update(users)
      .set({ userType: 'Client' })
      .where(and(eq(users.userType, 'Admin'), ne(users.id, a.id), ne(users.id, b.id)));
    const [one, other] = await Promise.all([
      call('POST', `/users/${b.id}/role`, a.token, { user_type: 'Client' }),
      call('POST', `/users/${a.id}/role`, b.token, { user_type: 'Client' }),
    ]);
    expect([one.statusCode, other.statusCode].sort()).toEqual([200, 409]);
    expect([one, other].find((r) => r.statusCode === 409)!.json().message).toBe(M.lastAdmin);
    const admins = await t.db.select().from(users).where(eq(users.userType, 'Admin'));
    expect(admins).toHaveLength(1);
    // Put the file's own admin back for the other tests.
    await t.db.update(users).set({ userType: 'Admin' }).where(eq(users.id, admin.id));
  });
});

describe('disabling an account', () => {
  it('ends every session at once, refuses sign-in with a message, and enables it again', async () => {
    const { user, signIn: signInAgain } = await signedUpClient();
    const first = await signInAgain();
    expect(first.statusCode).toBe(200);
    const token = first.json().token as string;
    const me = () => t.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: auth(token) });
    expect((await me()).statusCode).toBe(200);

    const off = await call('POST', `/users/${user.id}/disable`, admin.token);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().message).toBe(`${user.name} is disabled and signed out everywhere`);
    expect(off.json().user.disabled_at).toEqual(expect.any(String));
    expect((await me()).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-token',
      payload: { token },
    });
    expect(refresh.statusCode).toBe(401);
    const refused = await signInAgain();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 'error', message: M.accountDisabled });
    // A wrong password still hears only that.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: 'not-the-password-9' },
    });
    expect(wrong.statusCode).toBe(401);

    const on = await call('POST', `/users/${user.id}/enable`, admin.token);
    expect(on.json()).toMatchObject({
      message: `${user.name} can sign in again`,
      user: { disabled_at: null },
    });
    expect((await signInAgain()).statusCode).toBe(200);
    const entries = await entriesOf(user.id);
    expect(entries.map((e) => e.action)).toEqual(['user.disable', 'user.enable']);
  });

  it('never disables the caller', async () => {
    const res = await call('POST', `/users/${admin.id}/disable`, admin.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.notYourself);
  });
});

describe('resending verification', () => {
  it('mails an unverified account a new link, audited; a verified one is refused', async () => {
    // An address of its own in this file's database (the reply's message names it).
    const unverified = await makeUser(t.db, {
      name: 'Gita Unverified',
      email: 'gita.unverified@example.test',
    });
    const res = await call('POST', `/users/${unverified.id}/resend-verification`, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(`A new verification link was sent to ${unverified.email}`);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, unverified.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('/email/verification?email=');
    expect((await entriesOf(unverified.id)).map((e) => e.action)).toEqual(['user.resendVerification']);

    const verified = await makeUser(t.db, { emailVerifiedAt: new Date() });
    const again = await call('POST', `/users/${verified.id}/resend-verification`, admin.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Email is already verified.');
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, verified.email))).toEqual([]);
  });
});
