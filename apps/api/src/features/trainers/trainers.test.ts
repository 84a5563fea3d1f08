import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { coachingAchievements, personalAchievements, trainerProfiles } from '../../db/schema/trainers';
import { clearTrainerData, makeTrainer, makeTrainingCategory, makeUser } from './trainer-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}` });
  return { statusCode: res.statusCode, body: res.json(), raw: res.body };
};

let powerlifting: { id: string; name: string };
let bench: { id: string; name: string };
let yoga: { id: string; name: string };
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await clearTrainerData(t.db);
  powerlifting = await makeTrainingCategory(t.db, 'Powerlifting');
  bench = await makeTrainingCategory(t.db, 'Bench Press', powerlifting.id);
  yoga = await makeTrainingCategory(t.db, 'Yoga');
  // Positions decide first; equal positions go by name.
  ids.sanjay = (
    await makeTrainer(t.db, {
      name: 'Sanjay Rai',
      designation: 'Coach',
      profile: { position: 2, trainingCategoryId: yoga.id },
    })
  ).id;
  ids.anita = (
    await makeTrainer(t.db, {
      name: 'Anita Tamang',
      designation: 'Head Coach',
      profilePic: '/images/catalogue/trainers/anita.svg',
      profile: { position: 1, trainingCategoryId: bench.id, isVerified: true },
    })
  ).id;
  ids.bishal = (
    await makeTrainer(t.db, {
      name: 'Bishal KC',
      profile: { position: 1, trainingCategoryId: powerlifting.id },
    })
  ).id;
  ids.noCategory = (await makeTrainer(t.db, { name: 'Roshan Lama', profile: { position: 3 } })).id;
  ids.noProfile = (await makeTrainer(t.db, { name: 'Aakash No Profile', profile: false })).id;
  const client = await makeUser(t.db, { name: 'Client With Profile Row' });
  await t.db.insert(trainerProfiles).values({ userId: client.id, position: 0 });
  ids.client = client.id;
});
afterAll(() => t.close());

describe('GET /user/trainers', () => {
  it('lists trainers with a profile by position, then name, as TrainerSummary', async () => {
    const { statusCode, body } = await get('/user/trainers');
    expect(statusCode).toBe(200);
    expect(body.status).toBe('success');
    expect(body.trainers.map((x: { name: string }) => x.name)).toEqual([
      'Anita Tamang',
      'Bishal KC',
      'Sanjay Rai',
      'Roshan Lama',
    ]);
    const anita = body.trainers[0];
    expect(anita).toEqual({
      _id: ids.anita,
      slug: expect.any(String),
      name: 'Anita Tamang',
      profile_pic: '/images/catalogue/trainers/anita.svg',
      designation: 'Head Coach',
      training_category: { _id: bench.id, name: 'Bench Press' },
      is_verified: true,
    });
    expect(body.trainers[3]).toMatchObject({
      name: 'Roshan Lama',
      training_category: null,
      is_verified: false,
      designation: null,
    });
  });

  it('never lists a trainer without a profile nor a non-trainer with one', async () => {
    const { raw } = await get('/user/trainers');
    expect(raw).not.toContain('Aakash No Profile');
    expect(raw).not.toContain('Client With Profile Row');
    expect(raw).not.toContain('@example.test');
  });
});

describe('GET /user/trainers/category/{id}', () => {
  it('lists the trainers of a category, a parent including its sub-categories', async () => {
    const parent = await get(`/user/trainers/category/${powerlifting.id}`);
    expect(parent.statusCode).toBe(200);
    expect(parent.body.trainers.map((x: { name: string }) => x.name)).toEqual(['Anita Tamang', 'Bishal KC']);
    const sub = await get(`/user/trainers/category/${bench.id}`);
    expect(sub.body.trainers.map((x: { name: string }) => x.name)).toEqual(['Anita Tamang']);
    const other = await get(`/user/trainers/category/${yoga.id}`);
    expect(other.body.trainers.map((x: { name: string }) => x.name)).toEqual(['Sanjay Rai']);
  });

  it('answers an empty list for a category without trainers', async () => {
    const empty = await makeTrainingCategory(t.db, 'Calisthenics');
    const { statusCode, body } = await get(`/user/trainers/category/${empty.id}`);
    expect(statusCode).toBe(200);
    expect(body).toEqual({ status: 'success', trainers: [] });
  });

  it('answers 404 for an unknown category and 400 for a malformed id', async () => {
    const unknown = await get(`/user/trainers/category/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toEqual({ status: 'error', message: 'Category not found' });
    const bad = await get('/user/trainers/category/powerlifting');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatchObject({ status: 'error', message: 'id must be a valid id' });
  });
});

describe('GET /trainer/achievements/*/{id}', () => {
  beforeAll(async () => {
    await t.db.insert(coachingAchievements).values([
      {
        trainerId: ids.anita,
        name: 'Pramila Thapa',
        designation: 'National champion',
        achievements: ['Gold, 63 kg', 'Best lifter'],
        position: 2,
      },
      {
        trainerId: ids.anita,
        name: 'Hari Magar',
        profilePic: '/images/h.svg',
        designation: 'Student',
        achievements: ['First meet'],
        position: 1,
      },
      { trainerId: ids.bishal, name: 'Someone Else', achievements: [] },
    ]);
    await t.db.insert(personalAchievements).values([
      {
        trainerId: ids.anita,
        achievement: 'South Asian Powerlifting',
        year: 2019,
        venue: 'Kathmandu',
        subAchievements: ['Silver, squat'],
      },
      { trainerId: ids.anita, achievement: 'Nationals', year: 2023, venue: 'Pokhara', subAchievements: [] },
    ]);
  });

  it("lists a trainer's coaching achievements by position", async () => {
    const { statusCode, body } = await get(`/trainer/achievements/coaching/${ids.anita}`);
    expect(statusCode).toBe(200);
    expect(body.achievements).toEqual([
      {
        _id: expect.any(String),
        name: 'Hari Magar',
        profile_pic: '/images/h.svg',
        designation: 'Student',
        achievements: ['First meet'],
      },
      {
        _id: expect.any(String),
        name: 'Pramila Thapa',
        profile_pic: null,
        designation: 'National champion',
        achievements: ['Gold, 63 kg', 'Best lifter'],
      },
    ]);
  });

  it("lists a trainer's personal achievements, most recent first", async () => {
    const { statusCode, body } = await get(`/trainer/achievements/personal/${ids.anita}`);
    expect(statusCode).toBe(200);
    expect(body.achievements).toEqual([
      {
        _id: expect.any(String),
        achievement: 'Nationals',
        year: 2023,
        venue: 'Pokhara',
        sub_achievements: [],
      },
      {
        _id: expect.any(String),
        achievement: 'South Asian Powerlifting',
        year: 2019,
        venue: 'Kathmandu',
        sub_achievements: ['Silver, squat'],
      },
    ]);
    const none = await get(`/trainer/achievements/personal/${ids.sanjay}`);
    expect(none.body).toEqual({ status: 'success', achievements: [] });
  });

  it('answers 404 when the id is not a trainer and 400 when it is malformed', async () => {
    for (const kind of ['coaching', 'personal']) {
      for (const id of [randomUUID(), ids.client]) {
        const res = await get(`/trainer/achievements/${kind}/${id}`);
        expect(res.statusCode).toBe(404);
        expect(res.body).toEqual({ status: 'error', message: 'Trainer not found' });
      }
      const bad = await get(`/trainer/achievements/${kind}/anita`);
      expect(bad.statusCode).toBe(400);
    }
    // A trainer without a public profile still has a profile page: the id is a trainer's.
    expect((await get(`/trainer/achievements/coaching/${ids.noProfile}`)).statusCode).toBe(200);
  });
});
