import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { trainerProfiles } from '../../db/schema/trainers';
import { users } from '../../db/schema/users';
import { testAppForFile } from '../../../test/test-app';

const t = testAppForFile();

describe('GET /user/profile/{slug}', () => {
  it("shows a user's public profile and nothing private", async () => {
    // The common fields only, whatever the seed gives this demo trainer; trainer profiles: trainer-profile.test.ts.
    const [bikash] = await t.db.select({ id: users.id }).from(users).where(eq(users.slug, 'bikash-gurung'));
    await t.db.delete(trainerProfiles).where(eq(trainerProfiles.userId, bikash.id));
    await t.db
      .update(users)
      .set({ about: 'Powerlifting coach from Pokhara.', designation: 'Head Coach', profilePic: null })
      .where(eq(users.slug, 'bikash-gurung'));
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/profile/bikash-gurung' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      user: {
        _id: expect.any(String),
        name: 'Bikash Gurung',
        slug: 'bikash-gurung',
        profile_pic: null,
        about: 'Powerlifting coach from Pokhara.',
        user_type: 'Trainer',
        designation: 'Head Coach',
      },
    });
    expect(res.body).not.toContain('trainer@oxstrength.test');
    expect(res.body).not.toContain('9841000002');
  });

  it.each(['client@oxstrength.test', 'admin@oxstrength.test'])(
    'shows neither the internal id nor the role of %s',
    async (email) => {
      const [user] = await t.db.select().from(users).where(eq(users.email, email));
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/user/profile/${user.slug}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'success',
        user: {
          name: user.name,
          slug: user.slug,
          profile_pic: user.profilePic,
          about: user.about,
          designation: user.designation,
        },
      });
      expect(res.body).not.toContain(user.id);
      expect(res.body).not.toContain('user_type');
    },
  );

  it('answers 404 for an unknown slug', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/profile/no-such-person' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: 'User not found' });
  });
});

describe('GET /user/validate/email', () => {
  const check = (email: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/user/validate/email?email=${encodeURIComponent(email)}` });

  it('says a registered email (in any case) is taken', async () => {
    const res = await check('Client@OxStrength.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      available: false,
      message: 'An account with this email already exists',
    });
  });

  it('says a new email is available', async () => {
    const res = await check('new.person@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', available: true, message: 'Email is available' });
  });

  it('answers 400 for a bad or missing email', async () => {
    const bad = await check('not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      status: 'error',
      message: 'Email is invalid',
      errors: { email: 'Email is invalid' },
    });
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/user/validate/email' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ email: 'Email is required' });
  });
});
