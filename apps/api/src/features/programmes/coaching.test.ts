import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { makeCoaching, clearProgrammes } from './programme-fixtures';
import { clearTrainerData, makeTrainer, makeTrainingCategory, makeUser } from '../trainers/trainer-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}` });
  return { statusCode: res.statusCode, body: res.json(), raw: res.body };
};
const titlesOf = (body: { coachings: { title: string }[] }) => body.coachings.map((c) => c.title);

const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();
let anita: { id: string; slug: string };
let bishal: { id: string; slug: string };
let category: { id: string };
const slugs: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await clearProgrammes(t.db);
  await clearTrainerData(t.db);
  category = await makeTrainingCategory(t.db, 'Powerlifting');
  anita = await makeTrainer(t.db, {
    name: 'Anita Tamang',
    designation: 'Head Coach',
    profilePic: '/images/anita.svg',
    profile: { position: 1, isVerified: true, trainingCategoryId: category.id },
  });
  bishal = await makeTrainer(t.db, { name: 'Bishal KC', profile: { position: 2 } });
  const client = await makeUser(t.db, { name: 'Not A Trainer' });

  slugs.peak = (
    await makeCoaching(
      t.db,
      {
        title: 'Powerlifting Peak Programme',
        description:
          '<p>Build a <strong>bigger</strong> total.</p><script>alert(1)</script><p onclick="x()">Meet day plan.</p>',
        discountActive: true,
        discountTitle: 'Dashain Offer',
        discountPercentage: 10,
        soldCount: 50,
        averageRating: 4.5,
        ratingCount: 8,
        createdAt: new Date(now - 3 * DAY),
      },
      [
        // Bishal first on purpose: the reply orders trainers by profile position.
        { trainerId: bishal.id, plans: { w4: [500000, 450050], w12: [1200000, 0] } },
        { trainerId: anita.id, plans: { w4: [600000, 550000], w12: [1500000, 1400000] } },
      ],
    )
  ).slug;
  slugs.foundations = (
    await makeCoaching(
      t.db,
      {
        title: 'Strength Foundations',
        description: '<p>Learn to squat, bench and deadlift safely.</p>',
        soldCount: 50,
        averageRating: 4.8,
        createdAt: new Date(now - 2 * DAY),
      },
      [{ trainerId: anita.id, plans: { w4: [300000, 250000] } }],
    )
  ).slug;
  slugs.fatLoss = (
    await makeCoaching(
      t.db,
      {
        title: 'Fat Loss Coaching',
        description: 'Keep your strength while cutting.',
        soldCount: 10,
        createdAt: new Date(now - DAY),
      },
      [{ trainerId: bishal.id, plans: { w24: [2000000, 1800000] } }],
    )
  ).slug;
  // A rate of a user who is not a trainer is never shown, nor priced.
  slugs.mobility = (
    await makeCoaching(t.db, { title: 'Mobility Basics', createdAt: new Date(now) }, [
      { trainerId: client.id, plans: { w4: [100000, 90000] } },
    ])
  ).slug;
  slugs.draft = (
    await makeCoaching(t.db, { title: 'Hidden Draft Coaching', published: false, soldCount: 999 })
  ).slug;
});
afterAll(() => t.close());

describe('GET /coachings', () => {
  it('lists published coaching as cards, most popular first by default', async () => {
    const { statusCode, body } = await get('/coachings');
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({ status: 'success', currentPage: 1, totalPage: 1, totalDocuments: 4 });
    expect(titlesOf(body)).toEqual([
      'Strength Foundations',
      'Powerlifting Peak Programme',
      'Fat Loss Coaching',
      'Mobility Basics',
    ]);
    const peak = body.coachings[1];
    expect(peak).toEqual({
      _id: expect.any(String),
      slug: slugs.peak,
      title: 'Powerlifting Peak Programme',
      cover: '/images/catalogue/coaching/cover.svg',
      discount: { active: true, title: 'Dashain Offer', discount_percentage: 10 },
      average_rating: 4.5,
      rating_count: 8,
      starting_price: 4500.5,
      added_to_cart: false,
      trainers: [
        {
          _id: anita.id,
          slug: anita.slug,
          name: 'Anita Tamang',
          profile_pic: '/images/anita.svg',
          designation: 'Head Coach',
          training_category: { _id: category.id, name: 'Powerlifting' },
          is_verified: true,
        },
        {
          _id: bishal.id,
          slug: bishal.slug,
          name: 'Bishal KC',
          profile_pic: null,
          designation: null,
          training_category: null,
          is_verified: false,
        },
      ],
    });
    expect(body.coachings[3]).toMatchObject({ title: 'Mobility Basics', starting_price: null, trainers: [] });
    expect(body.coachings[2]).toMatchObject({
      starting_price: 18000,
      discount: { active: false, title: null, discount_percentage: 0 },
    });
  });

  it('sorts by latest, expensive and cheap (unpriced last)', async () => {
    expect(titlesOf((await get('/coachings?sort=latest')).body)).toEqual([
      'Mobility Basics',
      'Fat Loss Coaching',
      'Strength Foundations',
      'Powerlifting Peak Programme',
    ]);
    expect(titlesOf((await get('/coachings?sort=cheap')).body)).toEqual([
      'Strength Foundations',
      'Powerlifting Peak Programme',
      'Fat Loss Coaching',
      'Mobility Basics',
    ]);
    expect(titlesOf((await get('/coachings?sort=expensive')).body)).toEqual([
      'Fat Loss Coaching',
      'Powerlifting Peak Programme',
      'Strength Foundations',
      'Mobility Basics',
    ]);
    expect(titlesOf((await get('/coachings?sort=popular')).body)[0]).toBe('Strength Foundations');
  });

  it('searches title and description by word prefixes', async () => {
    expect(titlesOf((await get('/coachings?q=powerl')).body)).toEqual(['Powerlifting Peak Programme']);
    expect(titlesOf((await get('/coachings?q=SQUAT')).body)).toEqual(['Strength Foundations']);
    expect(titlesOf((await get('/coachings?q=str%20foun')).body)).toEqual(['Strength Foundations']);
    // Relevance without a sort (title before description), the chosen sort with one.
    expect(titlesOf((await get('/coachings?q=strength')).body)).toEqual([
      'Strength Foundations',
      'Fat Loss Coaching',
    ]);
    expect(titlesOf((await get('/coachings?q=strength&sort=expensive')).body)).toEqual([
      'Fat Loss Coaching',
      'Strength Foundations',
    ]);
    const none = await get('/coachings?q=zumba');
    expect(none.body).toMatchObject({ coachings: [], currentPage: 1, totalPage: 1, totalDocuments: 0 });
    // Words only: operators and punctuation never break the query; no word means no search.
    expect(
      (await get(`/coachings?q=${encodeURIComponent("peak & | ! ( ) : * ' \\")}`)).body.totalDocuments,
    ).toBe(1);
    expect((await get(`/coachings?q=${encodeURIComponent('&&& !!!')}`)).body.totalDocuments).toBe(4);
    expect((await get('/coachings?q=draft')).body.totalDocuments).toBe(0);
  });

  it('rejects bad query values with 400', async () => {
    const sort = await get('/coachings?sort=rating');
    expect(sort.statusCode).toBe(400);
    expect(sort.body).toMatchObject({
      status: 'error',
      message: 'sort must be one of popular, latest, expensive, cheap',
    });
    expect((await get('/coachings?page=0')).body.message).toBe('page must be at least 1');
    expect((await get('/coachings?resultsPerPage=101')).body.message).toBe(
      'resultsPerPage must be at most 100',
    );
    expect((await get('/coachings?resultsPerPage=abc')).statusCode).toBe(400);
  });

  it('pages by 9 by default, stably, with an empty page beyond the last', async () => {
    for (let i = 1; i <= 8; i++) await makeCoaching(t.db, { title: `Filler Coaching ${i}`, soldCount: 5 });
    const first = await get('/coachings');
    expect(first.body).toMatchObject({ currentPage: 1, totalPage: 2, totalDocuments: 12 });
    expect(first.body.coachings).toHaveLength(9);
    const second = await get('/coachings?page=2');
    expect(second.body.coachings).toHaveLength(3);

    const all = titlesOf((await get('/coachings?resultsPerPage=100')).body);
    const oneByOne: string[] = [];
    for (let page = 1; page <= 12; page++)
      oneByOne.push(...titlesOf((await get(`/coachings?resultsPerPage=1&page=${page}`)).body));
    expect(oneByOne).toEqual(all);
    expect(new Set(all).size).toBe(12);

    const beyond = await get('/coachings?resultsPerPage=5&page=4');
    expect(beyond.statusCode).toBe(200);
    expect(beyond.body).toMatchObject({ coachings: [], currentPage: 4, totalPage: 3, totalDocuments: 12 });
  });
});

describe('GET /coaching/{slug}', () => {
  it("answers the coaching with sanitised HTML and every trainer's rates in rupees", async () => {
    const { statusCode, body } = await get(`/coaching/${slugs.peak}`);
    expect(statusCode).toBe(200);
    const { coaching } = body;
    expect(coaching).toMatchObject({
      slug: slugs.peak,
      title: 'Powerlifting Peak Programme',
      starting_price: 4500.5,
      average_rating: 4.5,
      rating_count: 8,
      added_to_cart: false,
      discount: { active: true, title: 'Dashain Offer', discount_percentage: 10 },
    });
    expect(coaching.description).toBe('<p>Build a <strong>bigger</strong> total.</p><p>Meet day plan.</p>');
    expect(coaching.trainers.map((x: { name: string }) => x.name)).toEqual(['Anita Tamang', 'Bishal KC']);
    expect(coaching.rates).toEqual([
      {
        _id: expect.any(String),
        trainer: { _id: anita.id, name: 'Anita Tamang', slug: anita.slug, profile_pic: '/images/anita.svg' },
        w4_rate: 6000,
        discounted_w4_rate: 5500,
        w12_rate: 15000,
        discounted_w12_rate: 14000,
        w24_rate: 0,
        discounted_w24_rate: 0,
      },
      {
        _id: expect.any(String),
        trainer: { _id: bishal.id, name: 'Bishal KC', slug: bishal.slug, profile_pic: null },
        w4_rate: 5000,
        discounted_w4_rate: 4500.5,
        // Priced but not offered: its discounted rate is 0, so the web hides the plan.
        w12_rate: 12000,
        discounted_w12_rate: 0,
        w24_rate: 0,
        discounted_w24_rate: 0,
      },
    ]);
  });

  it('answers a coaching without trainers with no rates and no starting price', async () => {
    const { body } = await get(`/coaching/${slugs.mobility}`);
    expect(body.coaching).toMatchObject({ rates: [], trainers: [], starting_price: null, description: '' });
    expect(body.coaching.rates).toEqual([]);
  });

  it('answers 404 for an unknown or unpublished slug', async () => {
    for (const slug of ['no-such-coaching', slugs.draft]) {
      const res = await get(`/coaching/${slug}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).toEqual({ status: 'error', message: 'Coaching not found' });
    }
  });
});
