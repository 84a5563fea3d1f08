import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createAdmin } from './create-admin';

describe('creating the first admin (npm run create-admin)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('makes a verified Admin who can sign in with the password', async () => {
    const made = await createAdmin(t.db, {
      email: 'Owner@OxStrength.com.np',
      name: 'Owner',
      password: 'a-long-secret-123',
    });
    expect(made.ok).toBe(true);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'owner@oxstrength.com.np', password: 'a-long-secret-123' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.user_type).toBe('Admin');
  });

  it('refuses a short password, a bad email and an address already taken', async () => {
    expect(await createAdmin(t.db, { email: 'a@b.np', name: 'A', password: 'short' })).toEqual({
      ok: false,
      message: 'An admin password must be at least 12 characters long',
    });
    expect(await createAdmin(t.db, { email: 'nope', name: 'A', password: 'a-long-secret-123' })).toEqual({
      ok: false,
      message: 'Email is invalid',
    });
    expect(
      await createAdmin(t.db, { email: 'client@oxstrength.test', name: 'A', password: 'a-long-secret-123' }),
    ).toEqual({ ok: false, message: 'An account with this email already exists' });
  });
});
