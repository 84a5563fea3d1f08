import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { clearProgrammes, makeConsultation } from './programme-fixtures';
import { clearTrainerData, makeTrainer } from '../trainers/trainer-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}` });
  return { statusCode: res.statusCode, body: res.json() };
};
const titlesOf = (body: { consultations: { title: string }[] }) => body.consultations.map((c) => c.title);

let sanjay: { id: string; slug: string };
let maya: { id: string; slug: string };
const slugs: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await clearProgrammes(t.db);
  await clearTrainerData(t.db);
  sanjay = await makeTrainer(t.db, { name: 'Sanjay Rai', profile: { position: 1 } });
  maya = await makeTrainer(t.db, { name: 'Maya Gurung', profile: { position: 1 } });
  slugs.diet = (
    await makeConsultation(
      t.db,
      {
        title: 'Diet Consultation',
        description: '<h2>Plan</h2><p>Dal bhat, <em>balanced</em>.</p><img src=x onerror=alert(1)>',
        soldCount: 3,
      },
      [
        {
          trainerId: sanjay.id,
          plans: { quarter_hour: [50000, 45000], half_hour: [90000, 80000], hour: [160000, 0] },
        },
        { trainerId: maya.id, plans: { hour: [150000, 140050] } },
      ],
    )
  ).slug;
  slugs.form = (
    await makeConsultation(t.db, { title: 'Form Check Call', soldCount: 7 }, [
      { trainerId: maya.id, plans: { half_hour: [70000, 65000] } },
    ])
  ).slug;
  slugs.hidden = (await makeConsultation(t.db, { title: 'Unpublished Call', published: false })).slug;
});
afterAll(() => t.close());

describe('GET /consultations', () => {
  it('lists published consultations as cards with a starting price and their trainers', async () => {
    const { statusCode, body } = await get('/consultations');
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({ status: 'success', currentPage: 1, totalPage: 1, totalDocuments: 2 });
    expect(titlesOf(body)).toEqual(['Form Check Call', 'Diet Consultation']);
    expect(body.consultations[1]).toMatchObject({
      slug: slugs.diet,
      starting_price: 450,
      trainers: [
        { _id: maya.id, name: 'Maya Gurung' },
        { _id: sanjay.id, name: 'Sanjay Rai' },
      ],
    });
    expect(body.consultations[0]).toMatchObject({ starting_price: 650 });
    expect(Object.keys(body.consultations[0]).sort()).toEqual(
      [
        '_id',
        'added_to_cart',
        'average_rating',
        'cover',
        'discount',
        'rating_count',
        'slug',
        'starting_price',
        'title',
        'trainers',
      ].sort(),
    );
  });

  it('sorts and searches like coaching', async () => {
    expect(titlesOf((await get('/consultations?sort=cheap')).body)).toEqual([
      'Diet Consultation',
      'Form Check Call',
    ]);
    expect(titlesOf((await get('/consultations?sort=expensive')).body)).toEqual([
      'Form Check Call',
      'Diet Consultation',
    ]);
    expect(titlesOf((await get('/consultations?q=dal')).body)).toEqual(['Diet Consultation']);
    expect(titlesOf((await get('/consultations?q=che%20fo')).body)).toEqual(['Form Check Call']);
    expect((await get('/consultations?q=unpublished')).body.totalDocuments).toBe(0);
    expect((await get('/consultations?sort=name')).statusCode).toBe(400);
  });

  it('pages with resultsPerPage', async () => {
    const page = await get('/consultations?resultsPerPage=1&page=2');
    expect(page.body).toMatchObject({ currentPage: 2, totalPage: 2, totalDocuments: 2 });
    expect(titlesOf(page.body)).toEqual(['Diet Consultation']);
  });
});

describe('GET /consultation/{slug}', () => {
  it('answers the consultation with its rates per trainer in rupees', async () => {
    const { statusCode, body } = await get(`/consultation/${slugs.diet}`);
    expect(statusCode).toBe(200);
    expect(body.consultation.description).toBe('<h2>Plan</h2><p>Dal bhat, <em>balanced</em>.</p>');
    expect(body.consultation.added_to_cart).toBe(false);
    expect(body.consultation.rates).toEqual([
      {
        _id: expect.any(String),
        trainer: { _id: maya.id, name: 'Maya Gurung', slug: maya.slug, profile_pic: null },
        quarter_hour_rate: 0,
        discounted_quarter_hour_rate: 0,
        half_hour_rate: 0,
        discounted_half_hour_rate: 0,
        hour_rate: 1500,
        discounted_hour_rate: 1400.5,
      },
      {
        _id: expect.any(String),
        trainer: { _id: sanjay.id, name: 'Sanjay Rai', slug: sanjay.slug, profile_pic: null },
        quarter_hour_rate: 500,
        discounted_quarter_hour_rate: 450,
        half_hour_rate: 900,
        discounted_half_hour_rate: 800,
        hour_rate: 1600,
        discounted_hour_rate: 0,
      },
    ]);
  });

  it('answers 404 for an unknown or unpublished slug', async () => {
    for (const slug of ['nothing-here', slugs.hidden]) {
      const res = await get(`/consultation/${slug}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).toEqual({ status: 'error', message: 'Consultation not found' });
    }
  });
});
