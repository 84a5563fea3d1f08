import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp } from '../../../test/test-app';
import { reviews } from '../../db/schema/reviews';
import { makeUser } from '../trainers/trainer-fixtures';
import { REVIEW_KINDS, type ReviewKind } from './review-kinds';
import { clearReviews, makeReviewable } from './review-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  await clearReviews(t.db);
});
afterAll(() => t.close());

interface Reviewer {
  id: string;
  name: string;
  email: string;
  token: string;
}

async function reviewer(name: string, profilePic: string | null = null): Promise<Reviewer> {
  const user = await makeUser(t.db, { name, profilePic });
  return { id: user.id, name: user.name, email: user.email, token: t.app.issueToken(user) };
}

const list = async (kind: ReviewKind['path'], id: string, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/${kind}/reviews/${id}${query}` });
  return { statusCode: res.statusCode, body: res.json(), raw: res.body };
};

const post = async (kind: ReviewKind, payload: Record<string, unknown>, who?: Reviewer) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/${kind.path}/review`,
    headers: who ? auth(who.token) : {},
    payload,
  });
  return { statusCode: res.statusCode, body: res.json(), raw: res.body };
};

describe.each(REVIEW_KINDS.map((k) => [k.path, k] as const))('%s reviews', (_path, kind) => {
  let itemId: string;
  let ram: Reviewer;
  let sita: Reviewer;
  const body = (values: Record<string, unknown>) => ({ [kind.idField]: itemId, ...values });

  beforeAll(async () => {
    itemId = await makeReviewable(t.db, kind.path);
    ram = await reviewer('Ram Thapa', '/images/ram.jpg');
    sita = await reviewer('Sita Sharma');
  });

  it('starts with no reviews and no rating', async () => {
    const { statusCode, body } = await list(kind.path, itemId);
    expect(statusCode).toBe(200);
    expect(body).toEqual({
      status: 'success',
      reviews: [],
      currentPage: 1,
      totalPage: 1,
      totalDocuments: 0,
      average_rating: 0,
      rating_count: 0,
    });
  });

  it('answers 401 to a guest', async () => {
    const res = await post(kind, body({ stars: 4, review: 'Nice' }));
    expect(res.statusCode).toBe(401);
    expect(res.body.status).toBe('error');
  });

  it('posts a review (stars as text) with 201, then replaces it with 200', async () => {
    const first = await post(kind, body({ stars: '4.5', review: '  Really helped my deadlift.  ' }), ram);
    expect(first.statusCode).toBe(201);
    expect(first.body).toEqual({
      status: 'success',
      message: 'Your review has been posted.',
      review: {
        _id: expect.any(String),
        user: { _id: ram.id, name: 'Ram Thapa', profile_pic: '/images/ram.jpg' },
        stars: 4.5,
        review: 'Really helped my deadlift.',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    expect(first.raw).not.toContain(ram.email);
    let page = await list(kind.path, itemId);
    expect(page.body).toMatchObject({ totalDocuments: 1, average_rating: 4.5, rating_count: 1 });

    const again = await post(kind, body({ stars: 3, review: 'Changed my mind.' }), ram);
    expect(again.statusCode).toBe(200);
    expect(again.body.message).toBe('Your review has been posted.');
    expect(again.body.review).toMatchObject({
      _id: first.body.review._id,
      stars: 3,
      review: 'Changed my mind.',
    });
    expect(again.body.review.createdAt).toBe(first.body.review.createdAt);
    page = await list(kind.path, itemId);
    expect(page.body).toMatchObject({ totalDocuments: 1, average_rating: 3, rating_count: 1 });
    expect(page.body.reviews[0]).toMatchObject({ stars: 3, review: 'Changed my mind.' });
  });

  it("counts every user's review and averages them to one decimal", async () => {
    const res = await post(kind, body({ stars: 5, review: 'Excellent' }), sita);
    expect(res.statusCode).toBe(201);
    const { body: page, raw } = await list(kind.path, itemId, '?resultsPerPage=10');
    expect(page).toMatchObject({ totalDocuments: 2, average_rating: 4, rating_count: 2 });
    expect(page.reviews.map((r: { user: { name: string } }) => r.user.name).sort()).toEqual([
      'Ram Thapa',
      'Sita Sharma',
    ]);
    expect(raw).not.toContain('@example.test');
    const third = await reviewer('Hari Magar');
    await post(kind, body({ stars: 4.5, review: 'Good' }), third);
    // (3 + 5 + 4.5) / 3 = 4.1666...
    expect((await list(kind.path, itemId)).body).toMatchObject({ average_rating: 4.2, rating_count: 3 });
  });

  it('answers 422 with the form messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ stars: 6, review: 'x' }, 'stars', 'Stars must be between 0.5 and 5 in half steps'],
      [{ stars: '4.3', review: 'x' }, 'stars', 'Stars must be between 0.5 and 5 in half steps'],
      [{ stars: 0, review: 'x' }, 'stars', 'Stars must be between 0.5 and 5 in half steps'],
      [{ review: 'x' }, 'stars', 'Please choose a star rating'],
      [{ stars: 'lots', review: 'x' }, 'stars', 'Please choose a star rating'],
      [{ stars: 4 }, 'review', 'Review is required'],
      [{ stars: 4, review: '   ' }, 'review', 'Review is required'],
    ];
    for (const [values, field, message] of cases) {
      const res = await post(kind, body(values), ram);
      expect(res.statusCode, JSON.stringify(values)).toBe(422);
      expect(res.body).toMatchObject({ status: 'error', message, errors: { [field]: message } });
    }
    const noItem = await post(kind, { stars: 4, review: 'x' }, ram);
    expect(noItem.statusCode).toBe(422);
    expect(noItem.body.errors).toEqual({ [kind.idField]: `${kind.itemType} is required` });
    // Nothing changed.
    expect((await list(kind.path, itemId)).body).toMatchObject({ average_rating: 4.2, rating_count: 3 });
  });

  it('answers 404 for an unknown or unpublished item and 400 for a malformed id in the path', async () => {
    const hidden = await makeReviewable(t.db, kind.path, false);
    for (const id of [randomUUID(), hidden]) {
      const get = await list(kind.path, id);
      expect(get.statusCode).toBe(404);
      expect(get.body).toEqual({ status: 'error', message: kind.notFound });
      const res = await post(kind, { [kind.idField]: id, stars: 4, review: 'x' }, ram);
      expect(res.statusCode).toBe(404);
      expect(res.body).toEqual({ status: 'error', message: kind.notFound });
    }
    const malformedPost = await post(kind, { [kind.idField]: 'abc', stars: 4, review: 'x' }, ram);
    expect(malformedPost.statusCode).toBe(404);
    const malformedGet = await list(kind.path, 'abc');
    expect(malformedGet.statusCode).toBe(400);
    expect(malformedGet.body.message).toBe('id must be a valid id');
  });
});

describe('review lists', () => {
  const template = REVIEW_KINDS.find((k) => k.path === 'template')!;
  let itemId: string;
  const DAY = 24 * 60 * 60 * 1000;

  beforeAll(async () => {
    itemId = await makeReviewable(t.db, 'template');
    // Stars and age: A 5 (4 days ago), B 2 (3 days), C 4 (2 days), D 5 (1 day), E 0.5 (now).
    const spec: [string, number, number][] = [
      ['A', 5, 4],
      ['B', 2, 3],
      ['C', 4, 2],
      ['D', 5, 1],
      ['E', 0.5, 0],
    ];
    for (const [name, stars, daysAgo] of spec) {
      const who = await reviewer(`Reviewer ${name}`);
      const res = await post(template, { template_id: itemId, stars, review: `Review ${name}` }, who);
      expect(res.statusCode).toBe(201);
      await t.db
        .update(reviews)
        .set({ createdAt: new Date(Date.now() - daysAgo * DAY) })
        .where(eq(reviews.id, res.body.review._id));
    }
  });

  const order = async (query: string) =>
    (await list('template', itemId, query)).body.reviews.map((r: { review: string }) =>
      r.review.replace('Review ', ''),
    );

  it('pages by 2, latest first, by default', async () => {
    const { body } = await list('template', itemId);
    expect(body).toMatchObject({
      currentPage: 1,
      totalPage: 3,
      totalDocuments: 5,
      average_rating: 3.3,
      rating_count: 5,
    });
    expect(body.reviews.map((r: { review: string }) => r.review)).toEqual(['Review E', 'Review D']);
    expect(await order('?page=3')).toEqual(['A']);
    const beyond = await list('template', itemId, '?page=4');
    expect(beyond.statusCode).toBe(200);
    expect(beyond.body).toMatchObject({ reviews: [], currentPage: 4, totalPage: 3, totalDocuments: 5 });
  });

  it('sorts by popular, unpopular, latest and oldest', async () => {
    expect(await order('?sort=popular&resultsPerPage=5')).toEqual(['D', 'A', 'C', 'B', 'E']);
    expect(await order('?sort=unpopular&resultsPerPage=5')).toEqual(['E', 'B', 'C', 'D', 'A']);
    expect(await order('?sort=latest&resultsPerPage=5')).toEqual(['E', 'D', 'C', 'B', 'A']);
    expect(await order('?sort=oldest&resultsPerPage=5')).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('rejects bad sorts and paging with 400', async () => {
    const sort = await list('template', itemId, '?sort=best');
    expect(sort.statusCode).toBe(400);
    expect(sort.body.message).toBe('sort must be one of popular, unpopular, latest, oldest');
    expect((await list('template', itemId, '?resultsPerPage=0')).statusCode).toBe(400);
    expect((await list('template', itemId, '?page=-1')).statusCode).toBe(400);
  });
});

describe('concurrent reviews', () => {
  it('count every review when different users post at the same time', async () => {
    const kind = REVIEW_KINDS.find((k) => k.path === 'coaching')!;
    const itemId = await makeReviewable(t.db, 'coaching');
    const [a, b] = [await reviewer('Parallel A'), await reviewer('Parallel B')];
    const results = await Promise.all([
      post(kind, { coaching_id: itemId, stars: 5, review: 'A' }, a),
      post(kind, { coaching_id: itemId, stars: 4, review: 'B' }, b),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
    expect((await list('coaching', itemId)).body).toMatchObject({
      totalDocuments: 2,
      average_rating: 4.5,
      rating_count: 2,
    });

    const many = await Promise.all(Array.from({ length: 6 }, (_, i) => reviewer(`Crowd ${i}`)));
    await Promise.all(
      many.map((who, i) => post(kind, { coaching_id: itemId, stars: i % 2 ? 1 : 2, review: 'crowd' }, who)),
    );
    // 5 + 4 + 3 * 1 + 3 * 2 = 18 over 8 reviews = 2.25 -> 2.3
    expect((await list('coaching', itemId)).body).toMatchObject({
      totalDocuments: 8,
      average_rating: 2.3,
      rating_count: 8,
    });
  });
});
