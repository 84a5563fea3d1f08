import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { productCategories } from '../../db/schema/categories';
import { productRates, products } from '../../db/schema/products';
import { clearCatalogue, insertBrand, insertCategory } from '../categories/category-fixtures';
import { insertProduct } from './product-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}` });
  return { statusCode: res.statusCode, body: res.json() };
};
const titles = (body: { products: { title: string }[] }) => body.products.map((x) => x.title);

const UNKNOWN_ID = '3f1c1a9e-8a5b-4c2d-9e7f-1a2b3c4d5e6f';
const ids: Record<string, string> = {};
let whey: { id: string; slug: string };

beforeAll(async () => {
  t = await createTestApp();
  await clearCatalogue(t.db);
  const db = t.db;
  ids.supplements = await insertCategory(db, productCategories, { name: 'Supplements' });
  ids.gear = await insertCategory(db, productCategories, { name: 'Gym Gear' });
  ids.protein = await insertCategory(db, productCategories, { name: 'Protein', parentId: ids.supplements });
  ids.creatine = await insertCategory(db, productCategories, { name: 'Creatine', parentId: ids.supplements });
  ids.belts = await insertCategory(db, productCategories, { name: 'Belts', parentId: ids.gear });
  ids.optimum = await insertBrand(db, 'Optimum Nutrition');
  ids.unused = await insertBrand(db, 'Unused Brand');
  whey = await insertProduct(db, {
    title: 'Whey Protein',
    categoryId: ids.protein,
    parentCategoryId: ids.supplements,
    brandId: ids.optimum,
    discount: { active: true, title: 'Dashain Sale', percentage: 10 },
    shortInfo:
      '<p onclick="x()">24 g <em>protein</em> per scoop.</p><script>alert(1)</script><iframe src="https://evil.example"></iframe>' +
      '<a href="https://oxstrength.com.np/shop" target="_blank">Shop</a>',
    rates: [
      // Stored discounted prices are the truth: not recomputed from the product's percentage.
      { size: '1 kg', servings: '33', price: 500_000, discountedPrice: 425_000, stock: 2 },
      { size: '2 kg', servings: '66', price: 900_000, discountedPrice: 900_000, stock: 0 },
      { size: '5 lb', servings: '74', price: 1_234_555, discountedPrice: 1_111_199, stock: 1 },
    ],
  });
  const p = (title: string, o: Omit<Parameters<typeof insertProduct>[1], 'title'>) =>
    insertProduct(db, { title, ...o });
  const protein = { categoryId: ids.protein, parentCategoryId: ids.supplements };
  await p('Isolate', { ...protein, soldCount: 1 });
  await p('Casein', { ...protein, soldCount: 2 });
  await p('Secret Whey', { ...protein, soldCount: 100, published: false });
  for (let i = 1; i <= 6; i++)
    await p(`Creatine ${i}`, {
      categoryId: ids.creatine,
      parentCategoryId: ids.supplements,
      soldCount: 10 + i,
    });
  await p('Lever Belt', {
    categoryId: ids.belts,
    parentCategoryId: ids.gear,
    brandId: ids.optimum,
    soldCount: 500,
  });
  await p('Uncategorised', {});
});
afterAll(() => t.close());

describe('GET /api/v1/product/{slug}', () => {
  it('serves the card fields, sizes with their stored prices and the sanitised description', async () => {
    const { statusCode, body } = await get(`/product/${whey.slug}`);
    expect(statusCode).toBe(200);
    const { product } = body;
    expect(Object.keys(product).sort()).toEqual(
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
        'short_info',
      ].sort(),
    );
    expect(product).toMatchObject({
      _id: whey.id,
      title: 'Whey Protein',
      product_brand: { _id: ids.optimum, name: 'Optimum Nutrition' },
      product_category: { _id: ids.protein, name: 'Protein' },
      parent_category: { _id: ids.supplements, name: 'Supplements', slug: 'supplements' },
      discount: { active: true, title: 'Dashain Sale', discount_percentage: 10 },
      in_stock: true,
      added_to_cart: false,
    });
    expect(
      product.rates.map((r: { size: string; price: number; discounted_price: number; stock: number }) => [
        r.size,
        r.price,
        r.discounted_price,
        r.stock,
      ]),
    ).toEqual([
      ['1 kg', 5000, 4250, 2],
      ['2 kg', 9000, 9000, 0],
      ['5 lb', 12345.55, 11111.99, 1],
    ]);
    expect(product.short_info).toBe(
      '<p>24 g <em>protein</em> per scoop.</p><a href="https://oxstrength.com.np/shop" rel="noopener noreferrer">Shop</a>',
    );
  });

  it('orders sizes by their position and is out of stock when no size has stock', async () => {
    const [first] = await t.db
      .select({ id: productRates.id })
      .from(productRates)
      .where(and(eq(productRates.productId, whey.id), eq(productRates.size, '1 kg')));
    await t.db.update(productRates).set({ position: 9 }).where(eq(productRates.id, first.id));
    await t.db.update(productRates).set({ stock: 0 }).where(eq(productRates.productId, whey.id));
    const { product } = (await get(`/product/${whey.slug}`)).body;
    expect(product.rates.map((r: { size: string }) => r.size)).toEqual(['2 kg', '5 lb', '1 kg']);
    expect(product.in_stock).toBe(false);
  });

  it('answers 404 for unknown and unpublished slugs', async () => {
    for (const slug of ['no-such-product', 'secret-whey', whey.id]) {
      const { statusCode, body } = await get(`/product/${slug}`);
      expect(statusCode, slug).toBe(404);
      expect(body).toEqual({ status: 'error', message: 'Product not found' });
    }
  });
});

describe('GET /api/v1/similar/products/{id}', () => {
  it('lists up to 8: the same sub-category first, then the same parent, never itself or unpublished ones', async () => {
    const { statusCode, body } = await get(`/similar/products/${whey.id}`);
    expect(statusCode).toBe(200);
    expect(titles(body)).toEqual([
      'Casein',
      'Isolate',
      'Creatine 6',
      'Creatine 5',
      'Creatine 4',
      'Creatine 3',
      'Creatine 2',
      'Creatine 1',
    ]);
    expect(body.products[0]).toMatchObject({ product_category: { name: 'Protein' }, added_to_cart: false });
  });

  it('is empty for a product without categories', async () => {
    const [row] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, 'uncategorised'));
    expect((await get(`/similar/products/${row.id}`)).body).toEqual({ status: 'success', products: [] });
  });

  it('answers 404 for unknown, malformed and unpublished ids', async () => {
    const [secret] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, 'secret-whey'));
    for (const id of [UNKNOWN_ID, 'whey-protein', secret.id]) {
      const { statusCode, body } = await get(`/similar/products/${id}`);
      expect(statusCode, id).toBe(404);
      expect(body).toEqual({ status: 'error', message: 'Product not found' });
    }
  });
});

describe('GET /api/v1/products/brand/{id} and /products/category/{id}', () => {
  it('lists the products of a brand, latest first by default, in the sort asked for', async () => {
    const { statusCode, body } = await get(`/products/brand/${ids.optimum}`);
    expect(statusCode).toBe(200);
    expect(titles(body)).toEqual(['Lever Belt', 'Whey Protein']);
    expect(body).toMatchObject({ currentPage: 1, totalPage: 1, totalDocuments: 2 });
    expect(titles((await get(`/products/brand/${ids.optimum}?sort=cheap`)).body)).toEqual([
      'Lever Belt',
      'Whey Protein',
    ]);
    expect(titles((await get(`/products/brand/${ids.optimum}?sort=expensive`)).body)).toEqual([
      'Whey Protein',
      'Lever Belt',
    ]);
    expect((await get(`/products/brand/${ids.unused}`)).body).toMatchObject({
      products: [],
      totalDocuments: 0,
      totalPage: 1,
    });
  });

  it('lists a category, a parent including its subs, 8 per page by default', async () => {
    const parent = await get(`/products/category/${ids.supplements}?sort=popular`);
    expect(parent.body).toMatchObject({ currentPage: 1, totalPage: 2, totalDocuments: 9 });
    expect(titles(parent.body)).toEqual([
      'Creatine 6',
      'Creatine 5',
      'Creatine 4',
      'Creatine 3',
      'Creatine 2',
      'Creatine 1',
      'Casein',
      'Isolate',
    ]);
    const last = await get(`/products/category/${ids.supplements}?sort=popular&page=2`);
    expect(titles(last.body)).toEqual(['Whey Protein']);
    expect(titles((await get(`/products/category/${ids.protein}?sort=popular`)).body)).toEqual([
      'Casein',
      'Isolate',
      'Whey Protein',
    ]);
    expect(titles((await get(`/products/category/${ids.belts}`)).body)).toEqual(['Lever Belt']);
  });

  it('answers 404 for unknown or malformed brand and category ids', async () => {
    for (const [url, message] of [
      [`/products/brand/${UNKNOWN_ID}`, 'Brand not found'],
      ['/products/brand/optimum', 'Brand not found'],
      [`/products/brand/${ids.protein}`, 'Brand not found'],
      [`/products/category/${UNKNOWN_ID}`, 'Category not found'],
      ['/products/category/protein', 'Category not found'],
      [`/products/category/${ids.optimum}`, 'Category not found'],
    ]) {
      const { statusCode, body } = await get(url);
      expect(statusCode, url).toBe(404);
      expect(body).toEqual({ status: 'error', message });
    }
  });

  it('rejects bad sort and paging values with 400', async () => {
    const sort = await get(`/products/category/${ids.protein}?sort=price`);
    expect(sort.statusCode).toBe(400);
    expect(sort.body.message).toBe('sort must be one of popular, latest, expensive, cheap');
    const page = await get(`/products/brand/${ids.optimum}?page=0`);
    expect(page.statusCode).toBe(400);
    expect(page.body.message).toBe('page must be at least 1');
  });
});
