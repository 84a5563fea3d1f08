import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { prefixTerms } from '../../lib/full-text-search';
import { templateCategories, trainingCategories } from '../../db/schema/categories';
import { clearCatalogue, insertCategory } from '../categories/category-fixtures';
import { insertTemplate, insertTrainer } from './template-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
const get = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/templates${query}` });
  return { statusCode: res.statusCode, body: res.json() };
};
const titles = async (query: string) => {
  const { statusCode, body } = await get(query);
  expect(statusCode, query).toBe(200);
  return body.templates.map((x: { title: string }) => x.title);
};

const DAY = 24 * 60 * 60 * 1000;
const ids: Record<string, string> = {};
let trainer: { id: string; slug: string };
/** The two templates whose price after discount is the same (Rs. 1,500): ordered by id in both price sorts. */
let tiedAt1500: string[];

beforeAll(async () => {
  t = await createTestApp();
  await clearCatalogue(t.db);
  const db = t.db;
  ids.powerlifting = await insertCategory(db, trainingCategories, { name: 'Powerlifting' });
  ids.rawPowerlifting = await insertCategory(db, trainingCategories, {
    name: 'Raw Powerlifting',
    parentId: ids.powerlifting,
  });
  ids.bodybuilding = await insertCategory(db, trainingCategories, { name: 'Bodybuilding', position: 1 });
  ids.workout = await insertCategory(db, templateCategories, { name: 'Workout' });
  ids.strengthWorkout = await insertCategory(db, templateCategories, {
    name: 'Strength Workout',
    parentId: ids.workout,
  });
  ids.diet = await insertCategory(db, templateCategories, { name: 'Diet', position: 1 });
  trainer = await insertTrainer(db, 'Bikash Fixture');
  const start = Date.now() - 30 * DAY;
  const at = (day: number) => new Date(start + day * DAY);

  const strength = await insertTemplate(db, {
    title: 'Strength Protein Builder',
    price: 200_000,
    discount: { active: true, title: 'Dashain Sale', percentage: 25 },
    soldCount: 50,
    averageRating: 4.5,
    ratingCount: 12,
    trainingCategoryId: ids.powerlifting,
    templateCategoryId: ids.workout,
    trainerId: trainer.id,
    featured: true,
    createdAt: at(1),
  });
  await insertTemplate(db, {
    title: 'Raw Power 12 Weeks',
    price: 180_000,
    soldCount: 50,
    averageRating: 4.8,
    trainingCategoryId: ids.rawPowerlifting,
    templateCategoryId: ids.strengthWorkout,
    createdAt: at(2),
  });
  await insertTemplate(db, {
    title: 'Lean Diet Plan',
    price: 90_000,
    discount: { active: false, title: 'Old sale', percentage: 50 },
    soldCount: 10,
    averageRating: 5,
    trainingCategoryId: ids.bodybuilding,
    templateCategoryId: ids.diet,
    trainerId: trainer.id,
    featured: true,
    createdAt: at(3),
  });
  await insertTemplate(db, {
    title: 'Hypertrophy Blueprint',
    price: 160_000,
    discount: { active: true, percentage: 10 },
    soldCount: 80,
    averageRating: 3,
    trainingCategoryId: ids.bodybuilding,
    templateCategoryId: ids.workout,
    detail: { who_is_it_for: 'Lifters chasing strength and size' },
    createdAt: at(4),
  });
  const kitchen = await insertTemplate(db, {
    title: 'Protein Kitchen',
    price: 150_000,
    templateCategoryId: ids.diet,
    createdAt: at(5),
  });
  await insertTemplate(db, {
    title: 'Hidden Draft',
    price: 100,
    soldCount: 1000,
    published: false,
    createdAt: at(6),
  });
  tiedAt1500 = [
    { id: strength.id, title: 'Strength Protein Builder' },
    { id: kitchen.id, title: 'Protein Kitchen' },
  ]
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .map((x) => x.title);
});
afterAll(() => t.close());

describe('GET /api/v1/templates', () => {
  it('lists published templates as cards, most popular first', async () => {
    const { statusCode, body } = await get();
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({ status: 'success', currentPage: 1, totalPage: 1, totalDocuments: 5 });
    expect(body.templates.map((x: { title: string }) => x.title)).toEqual([
      'Hypertrophy Blueprint',
      'Raw Power 12 Weeks',
      'Strength Protein Builder',
      'Lean Diet Plan',
      'Protein Kitchen',
    ]);
    const card = body.templates[2];
    expect(Object.keys(card).sort()).toEqual(
      [
        '_id',
        'slug',
        'title',
        'cover',
        'price',
        'discounted_price',
        'weeks',
        'discount',
        'training_category',
        'template_category',
        'trainer',
        'average_rating',
        'rating_count',
        'featured',
        'added_to_cart',
      ].sort(),
    );
    expect(card).toMatchObject({
      slug: 'strength-protein-builder',
      cover: '/images/catalogue/templates/strength-protein-builder.svg',
      weeks: 12,
      training_category: { _id: ids.powerlifting, name: 'Powerlifting' },
      template_category: { _id: ids.workout, name: 'Workout' },
      trainer: { _id: trainer.id, name: 'Bikash Fixture', slug: trainer.slug },
      average_rating: 4.5,
      rating_count: 12,
      featured: true,
      added_to_cart: false,
    });
    const kitchen = body.templates[4];
    expect(kitchen).toMatchObject({
      training_category: null,
      trainer: null,
      average_rating: 0,
      rating_count: 0,
      featured: false,
    });
  });

  it('prices in rupees, with the discount applied only while it is active', async () => {
    const { body } = await get();
    const byTitle = Object.fromEntries(body.templates.map((x: { title: string }) => [x.title, x]));
    expect(byTitle['Strength Protein Builder']).toMatchObject({
      price: 2000,
      discounted_price: 1500,
      discount: { active: true, title: 'Dashain Sale', discount_percentage: 25 },
    });
    expect(byTitle['Lean Diet Plan']).toMatchObject({
      price: 900,
      discounted_price: 900,
      discount: { active: false, title: 'Old sale', discount_percentage: 50 },
    });
    expect(byTitle['Hypertrophy Blueprint']).toMatchObject({
      price: 1600,
      discounted_price: 1440,
      discount: { active: true, title: null, discount_percentage: 10 },
    });
  });

  it('sorts by each of the four sorts, ties broken by id', async () => {
    expect(await titles('?sort=popular')).toEqual([
      'Hypertrophy Blueprint',
      'Raw Power 12 Weeks',
      'Strength Protein Builder',
      'Lean Diet Plan',
      'Protein Kitchen',
    ]);
    expect(await titles('?sort=latest')).toEqual([
      'Protein Kitchen',
      'Hypertrophy Blueprint',
      'Lean Diet Plan',
      'Raw Power 12 Weeks',
      'Strength Protein Builder',
    ]);
    // By the price after discount: 1800, 1500, 1500, 1440, 900.
    expect(await titles('?sort=expensive')).toEqual([
      'Raw Power 12 Weeks',
      ...tiedAt1500,
      'Hypertrophy Blueprint',
      'Lean Diet Plan',
    ]);
    expect(await titles('?sort=cheap')).toEqual([
      'Lean Diet Plan',
      'Hypertrophy Blueprint',
      ...tiedAt1500,
      'Raw Power 12 Weeks',
    ]);
  });

  it('filters by template category, a parent including its sub-categories', async () => {
    expect(await titles(`?template_category=${ids.workout}`)).toEqual([
      'Hypertrophy Blueprint',
      'Raw Power 12 Weeks',
      'Strength Protein Builder',
    ]);
    expect(await titles(`?template_category=${ids.strengthWorkout}`)).toEqual(['Raw Power 12 Weeks']);
    expect(await titles(`?template_category=${ids.diet}&sort=latest`)).toEqual([
      'Protein Kitchen',
      'Lean Diet Plan',
    ]);
  });

  it('filters by training category (with its subs), trainer and featured, and combines filters', async () => {
    expect(await titles(`?training_category=${ids.powerlifting}`)).toEqual([
      'Raw Power 12 Weeks',
      'Strength Protein Builder',
    ]);
    expect(await titles(`?training_category=${ids.rawPowerlifting}`)).toEqual(['Raw Power 12 Weeks']);
    expect(await titles(`?trainer=${trainer.id}`)).toEqual(['Strength Protein Builder', 'Lean Diet Plan']);
    expect(await titles('?featured=true')).toEqual(['Strength Protein Builder', 'Lean Diet Plan']);
    expect(await titles('?featured=false')).toEqual([
      'Hypertrophy Blueprint',
      'Raw Power 12 Weeks',
      'Protein Kitchen',
    ]);
    expect(await titles(`?template_category=${ids.workout}&featured=true`)).toEqual([
      'Strength Protein Builder',
    ]);
    expect(await titles(`?training_category=${ids.bodybuilding}&template_category=${ids.diet}`)).toEqual([
      'Lean Diet Plan',
    ]);
  });

  it('answers an empty page with correct totals for a filter that matches nothing', async () => {
    const { statusCode, body } = await get('?trainer=3f1c1a9e-8a5b-4c2d-9e7f-1a2b3c4d5e6f');
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({ templates: [], currentPage: 1, totalPage: 1, totalDocuments: 0 });
  });

  it('pages, with a short last page and an empty page beyond it', async () => {
    const pages = [];
    for (const page of [1, 2, 3]) {
      const { body } = await get(`?resultsPerPage=2&page=${page}&sort=latest`);
      expect(body).toMatchObject({ currentPage: page, totalPage: 3, totalDocuments: 5 });
      pages.push(...body.templates.map((x: { title: string }) => x.title));
      expect(body.templates).toHaveLength(page === 3 ? 1 : 2);
    }
    expect(pages).toEqual(await titles('?sort=latest'));
    const beyond = await get('?resultsPerPage=2&page=4');
    expect(beyond.statusCode).toBe(200);
    expect(beyond.body).toMatchObject({ templates: [], currentPage: 4, totalPage: 3, totalDocuments: 5 });
    expect((await get('?resultsPerPage=1')).body).toMatchObject({ totalPage: 5, totalDocuments: 5 });
    expect((await get('?resultsPerPage=100')).body.templates).toHaveLength(5);
  });

  it('searches by word prefixes, all words required', async () => {
    expect((await titles('?q=prot')).sort()).toEqual(['Protein Kitchen', 'Strength Protein Builder']);
    expect((await titles('?q=PROT')).sort()).toEqual(['Protein Kitchen', 'Strength Protein Builder']);
    expect(await titles('?q=prot%20kit')).toEqual(['Protein Kitchen']);
    expect(await titles('?q=protein%20raw')).toEqual([]);
    expect(await titles('?q=raw-power')).toEqual(['Raw Power 12 Weeks']);
    // Who it is for and the difficulty are searched too.
    expect((await get('?q=intermed')).body.totalDocuments).toBe(5);
    const filtered = await get(`?q=prot&template_category=${ids.diet}`);
    expect(filtered.body).toMatchObject({ totalDocuments: 1, templates: [{ title: 'Protein Kitchen' }] });
  });

  it('ranks by relevance without a sort, and uses relevance as the tiebreaker of an explicit sort', async () => {
    // The title match outranks a match in "who it is for", though the latter sells more.
    expect(await titles('?q=strength')).toEqual(['Strength Protein Builder', 'Hypertrophy Blueprint']);
    expect(await titles('?q=strength&sort=popular')).toEqual([
      'Hypertrophy Blueprint',
      'Strength Protein Builder',
    ]);
    expect(await titles('?q=strength&sort=latest')).toEqual([
      'Hypertrophy Blueprint',
      'Strength Protein Builder',
    ]);
    expect(await titles('?q=strength&sort=expensive')).toEqual([
      'Strength Protein Builder',
      'Hypertrophy Blueprint',
    ]);
  });

  it('treats punctuation and search operators as plain separators', async () => {
    for (const q of ['c++ & |', "o'brien", '!(raw)', 'raw:*', '\\', '&&&', '   ', '"quoted" <-> text']) {
      const { statusCode, body } = await get(`?q=${encodeURIComponent(q)}`);
      expect(statusCode, q).toBe(200);
      expect(body.status).toBe('success');
    }
    expect(await titles(`?q=${encodeURIComponent('!(raw)')}`)).toEqual(['Raw Power 12 Weeks']);
    // Nothing left to search for: the plain list.
    expect((await get(`?q=${encodeURIComponent('&&&')}`)).body.totalDocuments).toBe(5);
  });

  it.each([
    ['?sort=random', 'sort must be one of popular, latest, expensive, cheap'],
    ['?sort=', 'sort must be one of popular, latest, expensive, cheap'],
    ['?template_category=workout', 'template_category must be a valid id'],
    ['?training_category=1', 'training_category must be a valid id'],
    ['?trainer=bikash', 'trainer must be a valid id'],
    ['?featured=yes', 'featured must be true or false'],
    [`?q=${'a'.repeat(101)}`, 'q must be at most 100 characters'],
    ['?page=0', 'page must be at least 1'],
    ['?page=two', 'page must be a whole number'],
    ['?resultsPerPage=0', 'resultsPerPage must be at least 1'],
    ['?resultsPerPage=101', 'resultsPerPage must be at most 100'],
    ['?resultsPerPage=2.5', 'resultsPerPage must be a whole number'],
  ])('rejects %s with 400', async (query, message) => {
    const { statusCode, body } = await get(query);
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({ status: 'error', message });
  });
});

describe('prefixTerms', () => {
  it('turns words into AND-ed prefix terms and drops everything else', () => {
    expect(prefixTerms('Whey prot')).toBe('whey:* & prot:*');
    expect(prefixTerms('  c++ & | ')).toBe('c:*');
    expect(prefixTerms("O'Brien's raw:* !(bench) <-> 5x5")).toBe(
      'o:* & brien:* & s:* & raw:* & bench:* & 5x5:*',
    );
    expect(prefixTerms('प्रोटीन powder')).toBe('प्रोटीन:* & powder:*');
    expect(prefixTerms('prot PROT Prot')).toBe('prot:*');
    expect(prefixTerms('a b c d e f g h i j')).toBe('a:* & b:* & c:* & d:* & e:* & f:* & g:* & h:*');
    for (const empty of ['', '   ', '&|!()', undefined, null]) expect(prefixTerms(empty)).toBeNull();
  });
});
