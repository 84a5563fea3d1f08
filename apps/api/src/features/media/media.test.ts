import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { multimedia, testimonials } from '../../db/schema/trainers';
import { clearTrainerData, makeTrainer, makeUser } from '../trainers/trainer-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}` });
  return { statusCode: res.statusCode, body: res.json() };
};
const titles = (media: { title: string }[]) => media.map((m) => m.title);

let trainerId: string;
let otherTrainerId: string;
let clientId: string;

beforeAll(async () => {
  t = await createTestApp();
  await clearTrainerData(t.db);
  trainerId = (await makeTrainer(t.db, { name: 'Anita Tamang' })).id;
  otherTrainerId = (await makeTrainer(t.db, { name: 'Bishal KC' })).id;
  clientId = (await makeUser(t.db)).id;
  await t.db.insert(multimedia).values([
    {
      kind: 'image',
      url: '/images/app/gym-2.jpg',
      title: 'App image 2',
      width: 1200,
      height: 800,
      position: 2,
    },
    {
      kind: 'image',
      url: '/images/app/gym-1.jpg',
      title: 'App image 1',
      width: 800,
      height: 1200,
      position: 1,
    },
    {
      kind: 'video',
      url: '/videos/app/intro.webm',
      thumbnail: '/videos/app/intro.webp',
      title: 'App video',
      position: 0,
    },
    { trainerId, kind: 'image', url: '/images/t/1.jpg', title: 'Trainer image', position: 1 },
    { trainerId, kind: 'video', url: '/videos/t/squat.webm', title: 'Trainer video', position: 0 },
    { trainerId: otherTrainerId, kind: 'image', url: '/images/o/1.jpg', title: 'Other trainer image' },
  ]);
  await t.db.insert(testimonials).values([
    { name: 'Sujata Karki', designation: 'Software engineer', review: 'Lost 8 kg in 12 weeks.', position: 2 },
    {
      name: 'Ramesh Shrestha',
      designation: 'Teacher',
      profilePic: '/images/r.jpg',
      review: 'Great programmes.',
      position: 1,
    },
    { trainerId, name: 'Kiran Joshi', designation: 'Student', review: 'Anita fixed my squat.', position: 1 },
    { trainerId, name: 'Maya Gurung', review: 'Best coach in Pokhara.', position: 0 },
    { trainerId: otherTrainerId, name: 'Elsewhere', review: 'Not about Anita.' },
  ]);
});
afterAll(() => t.close());

describe('GET /multimedias/app', () => {
  it("lists the app's own images and videos by position", async () => {
    const { statusCode, body } = await get('/multimedias/app');
    expect(statusCode).toBe(200);
    expect(titles(body.media)).toEqual(['App video', 'App image 1', 'App image 2']);
    expect(body.media[0]).toEqual({
      _id: expect.any(String),
      kind: 'video',
      url: '/videos/app/intro.webm',
      thumbnail: '/videos/app/intro.webp',
      title: 'App video',
      width: null,
      height: null,
    });
    expect(body.media[1]).toMatchObject({ kind: 'image', thumbnail: null, width: 800, height: 1200 });
  });

  it('filters by kind and rejects other kinds with 400', async () => {
    expect(titles((await get('/multimedias/app?kind=image')).body.media)).toEqual([
      'App image 1',
      'App image 2',
    ]);
    expect(titles((await get('/multimedias/app?kind=video')).body.media)).toEqual(['App video']);
    const bad = await get('/multimedias/app?kind=audio');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatchObject({ status: 'error', message: 'kind must be one of image, video' });
  });
});

describe('GET /multimedias/trainer/{id}', () => {
  it("lists only that trainer's media, by position, optionally of one kind", async () => {
    const all = await get(`/multimedias/trainer/${trainerId}`);
    expect(all.statusCode).toBe(200);
    expect(titles(all.body.media)).toEqual(['Trainer video', 'Trainer image']);
    expect(titles((await get(`/multimedias/trainer/${trainerId}?kind=image`)).body.media)).toEqual([
      'Trainer image',
    ]);
    expect(titles((await get(`/multimedias/trainer/${otherTrainerId}?kind=video`)).body.media)).toEqual([]);
  });

  it('answers 404 for a non-trainer, 400 for a malformed id or kind', async () => {
    for (const id of [randomUUID(), clientId]) {
      const res = await get(`/multimedias/trainer/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).toEqual({ status: 'error', message: 'Trainer not found' });
    }
    expect((await get('/multimedias/trainer/not-an-id')).statusCode).toBe(400);
    expect((await get(`/multimedias/trainer/${trainerId}?kind=gif`)).statusCode).toBe(400);
  });
});

describe('GET /testimonials', () => {
  it('lists the general testimonials (no trainer) by position', async () => {
    const { statusCode, body } = await get('/testimonials');
    expect(statusCode).toBe(200);
    expect(body.testimonials).toEqual([
      {
        _id: expect.any(String),
        profile_pic: '/images/r.jpg',
        review: 'Great programmes.',
        name: 'Ramesh Shrestha',
        designation: 'Teacher',
      },
      {
        _id: expect.any(String),
        profile_pic: null,
        review: 'Lost 8 kg in 12 weeks.',
        name: 'Sujata Karki',
        designation: 'Software engineer',
      },
    ]);
  });
});

describe('GET /trainer/reviews/{id}', () => {
  it('lists the testimonials about a trainer by position', async () => {
    const { statusCode, body } = await get(`/trainer/reviews/${trainerId}`);
    expect(statusCode).toBe(200);
    expect(body.reviews).toEqual([
      {
        _id: expect.any(String),
        profile_pic: null,
        review: 'Best coach in Pokhara.',
        name: 'Maya Gurung',
        designation: '',
      },
      {
        _id: expect.any(String),
        profile_pic: null,
        review: 'Anita fixed my squat.',
        name: 'Kiran Joshi',
        designation: 'Student',
      },
    ]);
  });

  it('answers 404 for a non-trainer and 400 for a malformed id', async () => {
    const res = await get(`/trainer/reviews/${clientId}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({ status: 'error', message: 'Trainer not found' });
    expect((await get('/trainer/reviews/123')).statusCode).toBe(400);
  });
});
