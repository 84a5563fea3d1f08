import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { productCategories, templateCategories, trainingCategories } from '../../db/schema/categories';
import { insertProduct } from '../products/product-fixtures';
import { clearCatalogue, insertBrand, insertCategory } from './category-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}` });
  return { statusCode: res.statusCode, body: res.json() };
};

interface Category {
  _id: string;
  name: string;
  slug: string;
  icon?: string | null;
  product?: number;
  subCategories: Omit<Category, 'subCategories'>[];
}
const names = (cats: Category[]) => cats.map((c) => [c.name, c.subCategories.map((s) => s.name)]);

const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await clearCatalogue(t.db);
  const db = t.db;
  for (const table of [trainingCategories, templateCategories]) {
    const prefix = table === trainingCategories ? 'Training' : 'Template';
    const b = await insertCategory(db, table, { name: `${prefix} B`, position: 1 });
    await insertCategory(db, table, { name: `${prefix} A`, position: 0 });
    await insertCategory(db, table, { name: `${prefix} B2`, parentId: b, position: 2 });
    await insertCategory(db, table, { name: `${prefix} B1`, parentId: b, position: 1 });
  }
  ids.supplements = await insertCategory(db, productCategories, {
    name: 'Supplements',
    icon: '/images/catalogue/icons/supplements.svg',
  });
  ids.apparel = await insertCategory(db, productCategories, { name: 'Apparel', position: 1 });
  ids.gear = await insertCategory(db, productCategories, { name: 'Gym Gear', position: 2 });
  ids.protein = await insertCategory(db, productCategories, { name: 'Protein', parentId: ids.supplements });
  ids.creatine = await insertCategory(db, productCategories, {
    name: 'Creatine',
    parentId: ids.supplements,
    position: 1,
  });
  ids.tshirts = await insertCategory(db, productCategories, { name: 'T-Shirts', parentId: ids.apparel });
  ids.optimum = await insertBrand(db, 'Optimum Nutrition');
  ids.muscleblaze = await insertBrand(db, 'MuscleBlaze');
  ids.oxwear = await insertBrand(db, 'Ox Wear');
  ids.hidden = await insertBrand(db, 'Hidden Labs');
  ids.empty = await insertBrand(db, 'Aardvark Gear');
  const p = (
    title: string,
    categoryId: string | undefined,
    parentCategoryId: string,
    brandId: string,
    published = true,
  ) => insertProduct(db, { title, categoryId, parentCategoryId, brandId, published });
  await p('Whey Protein', ids.protein, ids.supplements, ids.optimum);
  await p('Isolate Protein', ids.protein, ids.supplements, ids.muscleblaze);
  await p('Creatine Monohydrate', ids.creatine, ids.supplements, ids.optimum);
  await p('Secret Creatine', ids.creatine, ids.supplements, ids.hidden, false);
  await p('Mystery Box', undefined, ids.supplements, ids.muscleblaze);
  await p('Ox Tee', ids.tshirts, ids.apparel, ids.oxwear);
});
afterAll(() => t.close());

describe('GET /api/v1/training/categories and /template/categories', () => {
  it.each([
    ['/training/categories', 'Training'],
    ['/template/categories', 'Template'],
  ])('%s lists parents with their sub-categories, by position', async (url, prefix) => {
    const { statusCode, body } = await get(url);
    expect(statusCode).toBe(200);
    expect(body.status).toBe('success');
    expect(names(body.categories)).toEqual([
      [`${prefix} A`, []],
      [`${prefix} B`, [`${prefix} B1`, `${prefix} B2`]],
    ]);
    const b = body.categories[1];
    expect(Object.keys(b).sort()).toEqual(['_id', 'name', 'slug', 'subCategories']);
    expect(b.slug).toBe(`${prefix.toLowerCase()}-b`);
    expect(Object.keys(b.subCategories[0]).sort()).toEqual(['_id', 'name', 'slug']);
    expect(b.subCategories[0]).toMatchObject({ name: `${prefix} B1`, slug: `${prefix.toLowerCase()}-b1` });
  });
});

describe('GET /api/v1/product/categories', () => {
  it('lists the parents with icons, sub-categories and counts of published products', async () => {
    const { statusCode, body } = await get('/product/categories');
    expect(statusCode).toBe(200);
    expect(names(body.categories)).toEqual([
      ['Supplements', ['Protein', 'Creatine']],
      ['Apparel', ['T-Shirts']],
      ['Gym Gear', []],
    ]);
    const [supplements, apparel, gear] = body.categories as Category[];
    expect(Object.keys(supplements).sort()).toEqual([
      '_id',
      'icon',
      'name',
      'product',
      'slug',
      'subCategories',
    ]);
    expect(supplements).toMatchObject({
      _id: ids.supplements,
      icon: '/images/catalogue/icons/supplements.svg',
      product: 4,
    });
    // The unpublished creatine is not counted; the parent counts its subs and the product filed on it directly.
    expect(supplements.subCategories.map((s) => [s.name, s.product])).toEqual([
      ['Protein', 2],
      ['Creatine', 1],
    ]);
    expect(apparel).toMatchObject({ icon: null, product: 1 });
    expect(apparel.subCategories[0]).toMatchObject({ _id: ids.tshirts, slug: 't-shirts', product: 1 });
    expect(gear).toMatchObject({ product: 0, subCategories: [] });
  });
});

describe('GET /api/v1/product/brands', () => {
  const brandNames = async (query = '') => {
    const { statusCode, body } = await get(`/product/brands${query}`);
    expect(statusCode).toBe(200);
    return body.brands.map((b: { name: string }) => b.name);
  };

  it('lists every brand by name without a category', async () => {
    const { body } = await get('/product/brands');
    expect(body.brands.map((b: { name: string }) => b.name)).toEqual([
      'Aardvark Gear',
      'Hidden Labs',
      'MuscleBlaze',
      'Optimum Nutrition',
      'Ox Wear',
    ]);
    expect(body.brands[2]).toEqual({ _id: ids.muscleblaze, name: 'MuscleBlaze', slug: 'muscleblaze' });
  });

  it('lists the brands with published products in a category, a parent including its subs', async () => {
    expect(await brandNames(`?product_category=${ids.supplements}`)).toEqual([
      'MuscleBlaze',
      'Optimum Nutrition',
    ]);
    expect(await brandNames(`?product_category=${ids.protein}`)).toEqual([
      'MuscleBlaze',
      'Optimum Nutrition',
    ]);
    expect(await brandNames(`?product_category=${ids.creatine}`)).toEqual(['Optimum Nutrition']);
    expect(await brandNames(`?product_category=${ids.apparel}`)).toEqual(['Ox Wear']);
    expect(await brandNames(`?product_category=${ids.gear}`)).toEqual([]);
    expect(await brandNames('?product_category=3f1c1a9e-8a5b-4c2d-9e7f-1a2b3c4d5e6f')).toEqual([]);
  });

  it('rejects a malformed category id with 400', async () => {
    const { statusCode, body } = await get('/product/brands?product_category=supplements');
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({ status: 'error', message: 'product_category must be a valid id' });
  });
});
