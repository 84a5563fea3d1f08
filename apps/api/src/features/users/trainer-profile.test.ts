import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { clearTrainerData, makeTrainer, makeTrainingCategory, makeUser } from '../trainers/trainer-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  await clearTrainerData(t.db);
});
afterAll(() => t.close());

const profile = async (slug: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/user/profile/${slug}` });
  return { statusCode: res.statusCode, body: res.json(), raw: res.body };
};

describe('GET /user/profile/{slug} for a trainer', () => {
  it('adds the trainer profile, with the about HTML sanitised', async () => {
    const category = await makeTrainingCategory(t.db, 'Strongman');
    const trainer = await makeTrainer(t.db, {
      name: 'Anita Tamang',
      designation: 'Head Coach',
      profilePic: '/images/anita.svg',
      about: 'Plain about, replaced by the profile HTML.',
      social: {
        facebook: 'https://facebook.com/anita',
        instagram: 'https://instagram.com/anita',
        website: 'https://x.np',
      },
      profile: {
        trainingCategoryId: category.id,
        isVerified: true,
        address: { area: 'Lakeside', district: 'Kaski', country: 'Nepal' },
        aboutHtml:
          '<h2>Background</h2><p onmouseover="x()">Coaching since <strong>2015</strong>.</p><script>steal()</script>',
      },
    });
    const { statusCode, body, raw } = await profile(trainer.slug);
    expect(statusCode).toBe(200);
    expect(body).toEqual({
      status: 'success',
      user: {
        _id: trainer.id,
        name: 'Anita Tamang',
        slug: trainer.slug,
        profile_pic: '/images/anita.svg',
        about: '<h2>Background</h2><p>Coaching since <strong>2015</strong>.</p>',
        user_type: 'Trainer',
        designation: 'Head Coach',
        training_category: { _id: category.id, name: 'Strongman' },
        is_verified: true,
        address: { area: 'Lakeside', district: 'Kaski', country: 'Nepal' },
        social: {
          facebook: 'https://facebook.com/anita',
          twitter: null,
          instagram: 'https://instagram.com/anita',
          tiktok: null,
        },
      },
    });
    expect(raw).not.toContain(trainer.email);
  });

  it('fills in what a sparse profile lacks, keeping a plain about as escaped HTML', async () => {
    const trainer = await makeTrainer(t.db, { name: 'Bishal KC', about: 'Squats & deadlifts <3' });
    const { body } = await profile(trainer.slug);
    expect(body.user).toMatchObject({
      about: 'Squats &amp; deadlifts &lt;3',
      training_category: null,
      is_verified: false,
      address: { area: null, district: null, country: null },
      social: { facebook: null, twitter: null, instagram: null, tiktok: null },
    });
  });

  it('shows only the common fields, with id and role, for a trainer without a profile', async () => {
    const noProfile = await makeTrainer(t.db, { name: 'New Trainer', about: 'Just joined.', profile: false });
    const { body } = await profile(noProfile.slug);
    expect(Object.keys(body.user).sort()).toEqual([
      '_id',
      'about',
      'designation',
      'name',
      'profile_pic',
      'slug',
      'user_type',
    ]);
    expect(body.user).toMatchObject({ _id: noProfile.id, about: 'Just joined.', user_type: 'Trainer' });
  });

  it('shows a client only the common fields, without id or role', async () => {
    const client = await makeUser(t.db, { name: 'Client Person', about: '<b>not html</b>' });
    const { body, raw } = await profile(client.slug);
    expect(body).toEqual({
      status: 'success',
      user: {
        name: 'Client Person',
        slug: client.slug,
        profile_pic: null,
        about: '<b>not html</b>',
        designation: null,
      },
    });
    expect(raw).not.toContain(client.id);
  });
});
