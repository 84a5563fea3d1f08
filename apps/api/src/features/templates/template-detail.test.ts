import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { templateCategories, trainingCategories } from '../../db/schema/categories';
import { templates } from '../../db/schema/templates';
import { clearCatalogue, insertCategory } from '../categories/category-fixtures';
import { insertSchedule, insertTemplate, insertTrainer } from './template-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}` });
  return { statusCode: res.statusCode, body: res.json() };
};
const titles = (body: { templates: { title: string }[] }) => body.templates.map((x) => x.title);

const UNKNOWN_ID = '3f1c1a9e-8a5b-4c2d-9e7f-1a2b3c4d5e6f';
const UNSAFE_HTML =
  '<h2>Plan</h2><p onclick="steal()">Squat <strong>heavy</strong></p><script>alert(1)</script>' +
  '<a href="javascript:alert(1)">bad</a><img src="x" onerror="alert(2)">';
const ids: Record<string, string> = {};
let main: { id: string; slug: string };
let trainer: { id: string; slug: string };

beforeAll(async () => {
  t = await createTestApp();
  await clearCatalogue(t.db);
  const db = t.db;
  ids.powerlifting = await insertCategory(db, trainingCategories, { name: 'Powerlifting' });
  ids.raw = await insertCategory(db, trainingCategories, { name: 'Raw', parentId: ids.powerlifting });
  ids.bodybuilding = await insertCategory(db, trainingCategories, { name: 'Bodybuilding' });
  ids.yoga = await insertCategory(db, trainingCategories, { name: 'Yoga' });
  ids.workout = await insertCategory(db, templateCategories, { name: 'Workout' });
  ids.strength = await insertCategory(db, templateCategories, { name: 'Strength', parentId: ids.workout });
  ids.diet = await insertCategory(db, templateCategories, { name: 'Diet' });
  ids.mobility = await insertCategory(db, templateCategories, { name: 'Mobility' });
  trainer = await insertTrainer(db, 'Anita Fixture');

  main = await insertTemplate(db, {
    title: 'Odd Price Powerbuilding',
    price: 123_400,
    weeks: 8,
    discount: { active: true, title: 'Tihar Offer', percentage: 15 },
    trainingCategoryId: ids.powerlifting,
    templateCategoryId: ids.workout,
    trainerId: trainer.id,
    averageRating: 4.5,
    ratingCount: 2,
    detail: {
      program_description: UNSAFE_HTML,
      requirement: 'Barbell and rack',
      difficulty: 'Advanced',
      who_is_it_for: 'Competitive lifters',
      lifting_frequency: '5 days a week',
      disclaimer: 'Train at your own risk.',
    },
    whatsInside: ['8 weeks of programming', 'Video demos'],
  });
  await insertSchedule(db, main.id, [
    [1, 1],
    [1, 3],
    [1, 5],
    [2, 1],
    [2, 4],
  ]);
  // Similar to main: both categories, only the template category, only the training category; and not similar.
  const similar = (
    title: string,
    o: Parameters<typeof insertTemplate>[1] extends infer F ? Partial<F> : never,
  ) => insertTemplate(db, { title, ...o });
  await similar('Both Categories Low Sales', {
    trainingCategoryId: ids.powerlifting,
    templateCategoryId: ids.workout,
    soldCount: 1,
  });
  await similar('Same Template Category Top Seller', {
    trainingCategoryId: ids.bodybuilding,
    templateCategoryId: ids.workout,
    soldCount: 90,
  });
  await similar('Same Training Category', {
    trainingCategoryId: ids.powerlifting,
    templateCategoryId: ids.diet,
    soldCount: 40,
  });
  await similar('Sub Category Only', {
    trainingCategoryId: ids.raw,
    templateCategoryId: ids.strength,
    soldCount: 100,
  });
  await similar('Unrelated Yoga', {
    trainingCategoryId: ids.yoga,
    templateCategoryId: ids.mobility,
    soldCount: 500,
  });
  await similar('Unpublished Twin', {
    trainingCategoryId: ids.powerlifting,
    templateCategoryId: ids.workout,
    published: false,
  });
  for (let i = 1; i <= 8; i++)
    await similar(`Diet Filler ${i}`, {
      trainingCategoryId: ids.bodybuilding,
      templateCategoryId: ids.diet,
      soldCount: i + 1,
    });
  await similar('Lonely Template', {});
});
afterAll(() => t.close());

describe('GET /api/v1/template/{slug}', () => {
  it('serves the card fields, details, what is inside and the schedule outline', async () => {
    const { statusCode, body } = await get(`/template/${main.slug}`);
    expect(statusCode).toBe(200);
    expect(body.status).toBe('success');
    const { template } = body;
    expect(Object.keys(template).sort()).toEqual(
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
        'detail',
        'whats_inside',
        'schedule_outline',
      ].sort(),
    );
    expect(template).toMatchObject({
      _id: main.id,
      slug: 'odd-price-powerbuilding',
      title: 'Odd Price Powerbuilding',
      weeks: 8,
      training_category: { _id: ids.powerlifting, name: 'Powerlifting' },
      template_category: { _id: ids.workout, name: 'Workout' },
      trainer: { _id: trainer.id, name: 'Anita Fixture', slug: trainer.slug },
      average_rating: 4.5,
      rating_count: 2,
      added_to_cart: false,
      whats_inside: ['8 weeks of programming', 'Video demos'],
      schedule_outline: [
        { week: 1, days: 3 },
        { week: 2, days: 2 },
      ],
    });
    expect(template.detail).toMatchObject({
      requirement: 'Barbell and rack',
      difficulty: 'Advanced',
      who_is_it_for: 'Competitive lifters',
      lifting_frequency: '5 days a week',
      disclaimer: 'Train at your own risk.',
    });
  });

  it('rounds the discounted price to whole rupees, equal to the stored effective price', async () => {
    const { template } = (await get(`/template/${main.slug}`)).body;
    // Rs. 1,234 less 15% = 1,048.90 -> Rs. 1,049 (decision 035: half up to the rupee, once).
    expect(template).toMatchObject({
      price: 1234,
      discounted_price: 1049,
      discount: { active: true, title: 'Tihar Offer', discount_percentage: 15 },
    });
    const [row] = await t.db
      .select({ effectivePrice: templates.effectivePrice })
      .from(templates)
      .where(eq(templates.id, main.id));
    expect(row.effectivePrice).toBe(104_900);

    await t.db.update(templates).set({ discountActive: false }).where(eq(templates.id, main.id));
    const off = (await get(`/template/${main.slug}`)).body.template;
    expect(off).toMatchObject({
      price: 1234,
      discounted_price: 1234,
      discount: { active: false, discount_percentage: 15 },
    });
    await t.db.update(templates).set({ discountActive: true }).where(eq(templates.id, main.id));
  });

  it('sanitises the programme description on the way out', async () => {
    const html: string = (await get(`/template/${main.slug}`)).body.template.detail.program_description;
    expect(html).toBe('<h2>Plan</h2><p>Squat <strong>heavy</strong></p><a rel="noopener noreferrer">bad</a>');
  });

  it('answers 404 for unknown and unpublished slugs', async () => {
    for (const slug of ['no-such-template', 'unpublished-twin', UNKNOWN_ID]) {
      const { statusCode, body } = await get(`/template/${slug}`);
      expect(statusCode, slug).toBe(404);
      expect(body).toEqual({ status: 'error', message: 'Template not found' });
    }
  });
});

describe('GET /api/v1/similar/templates/{id}', () => {
  it('lists published templates sharing a category, both first, then the most popular, never itself', async () => {
    const { statusCode, body } = await get(`/similar/templates/${main.id}`);
    expect(statusCode).toBe(200);
    // Not the unpublished twin, the unrelated template or the one in sub-categories only.
    expect(titles(body)).toEqual([
      'Both Categories Low Sales',
      'Same Template Category Top Seller',
      'Same Training Category',
    ]);
    expect(body.templates[0]).toMatchObject({
      added_to_cart: false,
      template_category: { _id: ids.workout },
    });
  });

  it('lists at most 8', async () => {
    const [of] = await t.db
      .select({ id: templates.id })
      .from(templates)
      .where(eq(templates.slug, 'same-training-category'));
    const { body } = await get(`/similar/templates/${of.id}`);
    expect(titles(body)).toEqual([8, 7, 6, 5, 4, 3, 2, 1].map((i) => `Diet Filler ${i}`));
  });

  it('is empty for a template without categories', async () => {
    const [lonely] = await t.db
      .select({ id: templates.id })
      .from(templates)
      .where(eq(templates.slug, 'lonely-template'));
    expect((await get(`/similar/templates/${lonely.id}`)).body).toEqual({ status: 'success', templates: [] });
  });

  it('answers 404 for unknown, malformed and unpublished ids', async () => {
    const [hidden] = await t.db
      .select({ id: templates.id })
      .from(templates)
      .where(eq(templates.slug, 'unpublished-twin'));
    for (const id of [UNKNOWN_ID, 'not-an-id', hidden.id]) {
      const { statusCode, body } = await get(`/similar/templates/${id}`);
      expect(statusCode, id).toBe(404);
      expect(body).toEqual({ status: 'error', message: 'Template not found' });
    }
  });
});

describe('GET /api/v1/templates/category/{id} and /templates/training/category/{id}', () => {
  it('lists a template category with its sub-categories, 8 per page by default', async () => {
    const workout = await get(`/templates/category/${ids.workout}`);
    expect(workout.statusCode).toBe(200);
    expect(titles(workout.body)).toEqual([
      'Sub Category Only',
      'Same Template Category Top Seller',
      'Both Categories Low Sales',
      'Odd Price Powerbuilding',
    ]);
    expect(workout.body).toMatchObject({ currentPage: 1, totalPage: 1, totalDocuments: 4 });
    expect(titles((await get(`/templates/category/${ids.strength}`)).body)).toEqual(['Sub Category Only']);

    const diet = await get(`/templates/category/${ids.diet}`);
    expect(diet.body).toMatchObject({ currentPage: 1, totalPage: 2, totalDocuments: 9 });
    expect(diet.body.templates).toHaveLength(8);
    const last = await get(`/templates/category/${ids.diet}?page=2&sort=latest`);
    expect(titles(last.body)).toEqual(['Same Training Category']);
  });

  it('lists a training category with its sub-categories, in the sort asked for', async () => {
    const { statusCode, body } = await get(
      `/templates/training/category/${ids.powerlifting}?sort=cheap&resultsPerPage=3`,
    );
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({ currentPage: 1, totalPage: 2, totalDocuments: 4 });
    // Fixtures cost Rs. 1,000 by default; the discounted main template costs Rs. 1,049.37.
    expect(body.templates.map((x: { discounted_price: number }) => x.discounted_price)).toEqual([
      1000, 1000, 1000,
    ]);
    const next = await get(
      `/templates/training/category/${ids.powerlifting}?sort=cheap&resultsPerPage=3&page=2`,
    );
    expect(titles(next.body)).toEqual(['Odd Price Powerbuilding']);
    expect(titles((await get(`/templates/training/category/${ids.yoga}`)).body)).toEqual(['Unrelated Yoga']);
  });

  it('answers 404 for unknown or malformed category ids, and for the other kind of category', async () => {
    for (const url of [
      `/templates/category/${UNKNOWN_ID}`,
      '/templates/category/workout',
      `/templates/category/${ids.powerlifting}`,
      `/templates/training/category/${UNKNOWN_ID}`,
      `/templates/training/category/${ids.workout}`,
    ]) {
      const { statusCode, body } = await get(url);
      expect(statusCode, url).toBe(404);
      expect(body).toEqual({ status: 'error', message: 'Category not found' });
    }
  });

  it('rejects bad paging and sort values with 400', async () => {
    const sort = await get(`/templates/category/${ids.workout}?sort=oldest`);
    expect(sort.statusCode).toBe(400);
    expect(sort.body.message).toBe('sort must be one of popular, latest, expensive, cheap');
    const size = await get(`/templates/training/category/${ids.powerlifting}?resultsPerPage=500`);
    expect(size.statusCode).toBe(400);
    expect(size.body.message).toBe('resultsPerPage must be at most 100');
  });
});
