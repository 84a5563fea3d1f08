import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { productCategories } from '../../db/schema/categories';
import { clearCatalogue, insertBrand, insertCategory } from '../categories/category-fixtures';
import { insertProduct } from './product-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
const get = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/products${query}` });
  return { statusCode: res.statusCode, body: res.json() };
};
const titles = async (query: string) => {
  const { statusCode, body } = await get(query);
  expect(statusCode, query).toBe(200);
  return body.products.map((x: { title: string }) => x.title);
};

const DAY = 24 * 60 * 60 * 1000;
const ids: Record<string, string> = {};
/** Creatine and the tee both start at Rs. 1,800: ordered by id in both price sorts. */
let tiedAt1800: string[];

beforeAll(async () => {
  t = await createTestApp();
  await clearCatalogue(t.db);
  const db = t.db;
  ids.supplements = await insertCategory(db, productCategories, { name: 'Supplements' });
  ids.apparel = await insertCategory(db, productCategories, { name: 'Apparel', position: 1 });
  ids.protein = await insertCategory(db, productCategories, { name: 'Protein', parentId: ids.supplements });
  ids.creatine = await insertCategory(db, productCategories, { name: 'Creatine', parentId: ids.supplements });
  ids.tshirts = await insertCategory(db, productCategories, { name: 'T-Shirts', parentId: ids.apparel });
  ids.optimum = await insertBrand(db, 'Optimum Nutrition');
  ids.muscleblaze = await insertBrand(db, 'MuscleBlaze');
  ids.oxwear = await insertBrand(db, 'Ox Wear');
  const start = Date.now() - 30 * DAY;
  const at = (day: number) => new Date(start + day * DAY);
  const supplement = (sub: string) => ({ categoryId: ids[sub], parentCategoryId: ids.supplements });

  await insertProduct(db, {
    title: 'Whey Protein',
    ...supplement('protein'),
    brandId: ids.optimum,
    discount: { active: true, title: 'Winter Sale', percentage: 10 },
    images: ['/images/catalogue/products/whey-1.jpg', '/images/catalogue/products/whey-2.jpg'],
    rates: [
      { size: '1 kg', servings: '30 servings', price: 500_000, discountedPrice: 450_000, stock: 0 },
      { size: '2 kg', servings: '60 servings', price: 900_000, discountedPrice: 810_000, stock: 5 },
    ],
    soldCount: 30,
    averageRating: 4.5,
    ratingCount: 4,
    createdAt: at(1),
  });
  await insertProduct(db, {
    title: 'Isolate Protein Powder',
    ...supplement('protein'),
    brandId: ids.muscleblaze,
    rates: [{ size: '1 kg', price: 600_000, stock: 3 }],
    soldCount: 30,
    averageRating: 4.8,
    createdAt: at(2),
  });
  const creatine = await insertProduct(db, {
    title: 'Creatine Monohydrate',
    ...supplement('creatine'),
    brandId: ids.optimum,
    shortInfo: '<p>Pure <strong>micronised</strong> powder</p>',
    rates: [{ size: '250 g', price: 180_000 }],
    soldCount: 50,
    createdAt: at(3),
  });
  const tee = await insertProduct(db, {
    title: 'Ox Tee',
    categoryId: ids.tshirts,
    parentCategoryId: ids.apparel,
    brandId: ids.oxwear,
    rates: [
      { size: 'S', price: 180_000, stock: 0 },
      { size: 'M', price: 180_000, stock: 0 },
    ],
    soldCount: 5,
    createdAt: at(4),
  });
  await insertProduct(db, {
    title: 'Shaker Bottle',
    parentCategoryId: ids.supplements,
    brandId: ids.muscleblaze,
    shortInfo: '<p>Mix your creatine and whey without lumps.</p>',
    rates: [{ size: 'One size', price: 45_050 }],
    createdAt: at(5),
  });
  await insertProduct(db, {
    title: 'Hidden Protein',
    ...supplement('protein'),
    published: false,
    soldCount: 999,
    createdAt: at(6),
  });
  tiedAt1800 = [
    { id: creatine.id, title: 'Creatine Monohydrate' },
    { id: tee.id, title: 'Ox Tee' },
  ]
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .map((x) => x.title);
});
afterAll(() => t.close());

describe('GET /api/v1/products', () => {
  it('lists published products as cards, latest first', async () => {
    const { statusCode, body } = await get();
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({ status: 'success', currentPage: 1, totalPage: 1, totalDocuments: 5 });
    expect(body.products.map((x: { title: string }) => x.title)).toEqual([
      'Shaker Bottle',
      'Ox Tee',
      'Creatine Monohydrate',
      'Isolate Protein Powder',
      'Whey Protein',
    ]);
    const whey = body.products[4];
    expect(Object.keys(whey).sort()).toEqual(
      [
        '_id',
        'slug',
        'title',
        'images',
        'average_rating',
        'rating_count',
        'product_brand',
        'product_category',
        'parent_category',
        'discount',
        'rates',
        'in_stock',
        'added_to_cart',
      ].sort(),
    );
    expect(whey).toMatchObject({
      slug: 'whey-protein',
      images: ['/images/catalogue/products/whey-1.jpg', '/images/catalogue/products/whey-2.jpg'],
      average_rating: 4.5,
      rating_count: 4,
      product_brand: { _id: ids.optimum, name: 'Optimum Nutrition' },
      product_category: { _id: ids.protein, name: 'Protein' },
      parent_category: { _id: ids.supplements, name: 'Supplements', slug: 'supplements' },
      discount: { active: true, title: 'Winter Sale', discount_percentage: 10 },
      in_stock: true,
      added_to_cart: false,
    });
    // Sizes in order, in rupees, each with its own stored discounted price.
    expect(
      whey.rates.map(({ _id, ...r }: { _id: string }) => (expect(_id).toMatch(/^[0-9a-f-]{36}$/), r)),
    ).toEqual([
      { size: '1 kg', servings: '30 servings', price: 5000, discounted_price: 4500, stock: 0 },
      { size: '2 kg', servings: '60 servings', price: 9000, discounted_price: 8100, stock: 5 },
    ]);
    const [shaker, tee] = body.products;
    expect(shaker).toMatchObject({
      product_category: null,
      parent_category: { name: 'Supplements' },
      rates: [{ size: 'One size', servings: null, price: 450.5, discounted_price: 450.5, stock: 10 }],
      discount: { active: false, title: null, discount_percentage: 0 },
    });
    expect(tee.in_stock).toBe(false);
  });

  it('sorts by each of the four sorts, ties broken by id', async () => {
    expect(await titles('?sort=latest')).toEqual(await titles(''));
    expect(await titles('?sort=popular')).toEqual([
      'Creatine Monohydrate',
      'Isolate Protein Powder',
      'Whey Protein',
      'Ox Tee',
      'Shaker Bottle',
    ]);
    // By the lowest size price: 6000, 4500, 1800, 1800, 450.50.
    expect(await titles('?sort=expensive')).toEqual([
      'Isolate Protein Powder',
      'Whey Protein',
      ...tiedAt1800,
      'Shaker Bottle',
    ]);
    expect(await titles('?sort=cheap')).toEqual([
      'Shaker Bottle',
      ...tiedAt1800,
      'Whey Protein',
      'Isolate Protein Powder',
    ]);
  });

  it('filters by parent category, category (a parent including its subs) and brand, and combines them', async () => {
    const supplements = ['Shaker Bottle', 'Creatine Monohydrate', 'Isolate Protein Powder', 'Whey Protein'];
    expect(await titles(`?parentCategory=${ids.supplements}`)).toEqual(supplements);
    expect(await titles(`?category=${ids.supplements}`)).toEqual(supplements);
    expect(await titles(`?parentCategory=${ids.apparel}`)).toEqual(['Ox Tee']);
    expect(await titles(`?category=${ids.protein}`)).toEqual(['Isolate Protein Powder', 'Whey Protein']);
    expect(await titles(`?category=${ids.tshirts}`)).toEqual(['Ox Tee']);
    expect(await titles(`?brand=${ids.optimum}`)).toEqual(['Creatine Monohydrate', 'Whey Protein']);
    expect(await titles(`?parentCategory=${ids.supplements}&brand=${ids.muscleblaze}`)).toEqual([
      'Shaker Bottle',
      'Isolate Protein Powder',
    ]);
    expect(await titles(`?parentCategory=${ids.supplements}&category=${ids.protein}&sort=cheap`)).toEqual([
      'Whey Protein',
      'Isolate Protein Powder',
    ]);
    expect(await titles(`?parentCategory=${ids.apparel}&category=${ids.protein}`)).toEqual([]);
  });

  it('pages, with a short last page and an empty page beyond it', async () => {
    const all = await titles('?sort=popular');
    const seen = [];
    for (const page of [1, 2]) {
      const { body } = await get(`?sort=popular&resultsPerPage=3&page=${page}`);
      expect(body).toMatchObject({ currentPage: page, totalPage: 2, totalDocuments: 5 });
      expect(body.products).toHaveLength(page === 1 ? 3 : 2);
      seen.push(...body.products.map((x: { title: string }) => x.title));
    }
    expect(seen).toEqual(all);
    const beyond = await get('?resultsPerPage=3&page=3');
    expect(beyond.statusCode).toBe(200);
    expect(beyond.body).toMatchObject({ products: [], currentPage: 3, totalPage: 2, totalDocuments: 5 });
    const none = await get('?brand=3f1c1a9e-8a5b-4c2d-9e7f-1a2b3c4d5e6f');
    expect(none.body).toMatchObject({ products: [], currentPage: 1, totalPage: 1, totalDocuments: 0 });
  });

  it('searches titles and descriptions by word prefixes, all words required', async () => {
    expect((await titles('?q=prot')).sort()).toEqual(['Isolate Protein Powder', 'Whey Protein']);
    expect(await titles('?q=whey%20prot')).toEqual(['Whey Protein']);
    expect(await titles('?q=prot%20pow')).toEqual(['Isolate Protein Powder']);
    expect(await titles('?q=microni')).toEqual(['Creatine Monohydrate']);
    // Markup is not searchable text.
    expect(await titles('?q=strong')).toEqual([]);
    expect(await titles(`?q=prot&brand=${ids.muscleblaze}`)).toEqual(['Isolate Protein Powder']);
  });

  it('ranks by relevance without a sort, and uses relevance as the tiebreaker of an explicit sort', async () => {
    expect(await titles('?q=creat')).toEqual(['Creatine Monohydrate', 'Shaker Bottle']);
    expect(await titles('?q=creat&sort=latest')).toEqual(['Shaker Bottle', 'Creatine Monohydrate']);
    expect(await titles('?q=creat&sort=cheap')).toEqual(['Shaker Bottle', 'Creatine Monohydrate']);
  });

  it('treats punctuation and search operators as plain separators', async () => {
    for (const q of ['c++ & |', 'whey!', '(prot)|', ':*', "it's", '<->']) {
      const { statusCode } = await get(`?q=${encodeURIComponent(q)}`);
      expect(statusCode, q).toBe(200);
    }
    expect(await titles(`?q=${encodeURIComponent('whey!')}`)).toEqual(['Whey Protein', 'Shaker Bottle']);
  });

  it.each([
    ['?sort=newest', 'sort must be one of popular, latest, expensive, cheap'],
    ['?parentCategory=supplements', 'parentCategory must be a valid id'],
    ['?category=42', 'category must be a valid id'],
    ['?brand=optimum', 'brand must be a valid id'],
    [`?q=${'x'.repeat(101)}`, 'q must be at most 100 characters'],
    ['?page=-1', 'page must be at least 1'],
    ['?resultsPerPage=0', 'resultsPerPage must be at least 1'],
    ['?resultsPerPage=101', 'resultsPerPage must be at most 100'],
  ])('rejects %s with 400', async (query, message) => {
    const { statusCode, body } = await get(query);
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({ status: 'error', message });
  });
});
