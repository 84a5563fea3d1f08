import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { auditEntries } from '../../db/schema/audit';
import { productRates, products } from '../../db/schema/products';
import { insertProduct } from '../products/product-fixtures';
import { makeCoaching, makeConsultation } from '../programmes/programme-fixtures';
import { insertTemplate } from '../templates/template-fixtures';
import { shopDeskApp, staffCall, type Person } from './shop-desk-fixtures';

/**
 * The admins' catalogue (issue 19): restocking a size, its prices, the low-stock list, publishing templates,
 * products, coaching and consultations; admins only (visitor 401, client 403, trainer 403), each write audited.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Person;
let trainer: Person;
let client: Person;
beforeAll(async () => {
  ({ t, admin, trainer, client } = await shopDeskApp());
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) =>
  staffCall(t.app, method, url, token, payload);

/** A product with a 1 kg size (stock 2) and a 2 kg size (stock 30). */
async function whey() {
  const key = randomUUID().slice(0, 6);
  const product = await insertProduct(t.db, {
    title: `Restock Whey ${key}`,
    rates: [
      { size: '1 kg', price: 500_000, discountedPrice: 450_000, stock: 2 },
      { size: '2 kg', price: 900_000, stock: 30 },
    ],
  });
  const sizes = await t.db
    .select()
    .from(productRates)
    .where(eq(productRates.productId, product.id))
    .orderBy(productRates.position);
  return { ...product, key, small: sizes[0], large: sizes[1] };
}

const publicProduct = (slug: string) => t.app.inject({ method: 'GET', url: `/api/v1/product/${slug}` });

describe('who may call each route', () => {
  it.each([
    { name: 'sizes', method: 'GET' as const, url: () => '/product-sizes' },
    { name: 'low stock', method: 'GET' as const, url: () => '/product-sizes?low=true' },
    {
      name: 'restock',
      method: 'POST' as const,
      url: (id: string) => `/product-sizes/${id}/restock`,
      body: { units: 1 },
    },
    {
      name: 'price',
      method: 'POST' as const,
      url: (id: string) => `/product-sizes/${id}/price`,
      body: { price: 5000, discounted_price: 4500 },
    },
    { name: 'catalogue list', method: 'GET' as const, url: () => '/catalogue/template' },
  ])('$name: visitor 401, client 403, trainer 403, admin 200', async (c) => {
    const w = await whey();
    const url = c.url(w.small.id);
    expect((await call(c.method, url, undefined, c.body)).statusCode).toBe(401);
    expect((await call(c.method, url, client.token, c.body)).statusCode).toBe(403);
    const byTrainer = await call(c.method, url, trainer.token, c.body);
    expect(byTrainer.statusCode).toBe(403);
    expect(byTrainer.json()).toEqual({ status: 'error', message: 'You are not allowed to do that' });
    const byAdmin = await call(c.method, url, admin.token, c.body);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });

  it('publish: visitor 401, client 403, trainer 403, admin 200', async () => {
    const w = await whey();
    const url = `/catalogue/product/${w.id}/publish`;
    const body = { published: false };
    expect((await call('POST', url, undefined, body)).statusCode).toBe(401);
    expect((await call('POST', url, client.token, body)).statusCode).toBe(403);
    expect((await call('POST', url, trainer.token, body)).statusCode).toBe(403);
    expect((await call('POST', url, admin.token, body)).statusCode).toBe(200);
  });
});

describe('stock and prices', () => {
  it('restock adds units: the product page shows them; audited; bad units refused', async () => {
    const w = await whey();
    const url = `/product-sizes/${w.small.id}/restock`;
    for (const [units, message] of [
      [0, 'Units must be at least 1'],
      [1.5, 'Units must be a whole number'],
      ['many', 'Units is required'],
    ] as const) {
      const bad = await call('POST', url, admin.token, { units });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({ units: message });
    }
    const res = await call('POST', url, admin.token, { units: 10 });
    expect(res.json()).toMatchObject({
      status: 'success',
      message: `Added 10 to ${`Restock Whey ${w.key}`} (1 kg): 12 in stock`,
      size: { _id: w.small.id, stock: 12, price: 5000, discounted_price: 4500, product: { _id: w.id } },
    });
    const page = (await publicProduct(w.slug)).json().product;
    expect(page.rates.find((r: { _id: string }) => r._id === w.small.id).stock).toBe(12);
    const [entry] = await t.db.select().from(auditEntries).where(eq(auditEntries.recordId, w.id));
    expect(entry).toMatchObject({
      userId: admin.id,
      action: 'product.restock',
      recordType: 'product',
      before: { size: expect.objectContaining({ stock: 2 }) },
      after: { size: expect.objectContaining({ stock: 12 }) },
    });
    const missing = await call('POST', '/product-sizes/nope/restock', admin.token, { units: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Product size not found');
  });

  it('sets the price and discounted price (rupees); the shop sorts by the new lowest price', async () => {
    const w = await whey();
    const url = `/product-sizes/${w.large.id}/price`;
    const higher = await call('POST', url, admin.token, { price: 100, discounted_price: 120 });
    expect(higher.statusCode).toBe(422);
    expect(higher.json().errors).toEqual({
      discounted_price: 'Discounted price cannot be more than the price',
    });
    // Prices a buyer pays are whole rupees (decision 035).
    const paisa = await call('POST', url, admin.token, { price: 3999.5, discounted_price: 3279.2 });
    expect(paisa.statusCode).toBe(422);
    expect(paisa.json().errors).toEqual({
      price: 'Price must be in whole rupees',
      discounted_price: 'Discounted price must be in whole rupees',
    });
    const res = await call('POST', url, admin.token, { price: 3999, discounted_price: '3500' });
    expect(res.json()).toMatchObject({ size: { price: 3999, discounted_price: 3500 } });
    const [row] = await t.db
      .select({ minPrice: products.minPrice })
      .from(products)
      .where(eq(products.id, w.id));
    expect(row.minPrice).toBe(350_000);
    const page = (await publicProduct(w.slug)).json().product;
    expect(page.rates.find((r: { _id: string }) => r._id === w.large.id)).toMatchObject({
      price: 3999,
      discounted_price: 3500,
    });
  });

  it('the low-stock list: sizes at 5 or fewer, fewest first, searchable', async () => {
    const w = await whey();
    const res = await call('GET', `/product-sizes?low=true&q=${w.key}`, admin.token);
    expect(res.json()).toMatchObject({ totalDocuments: 1, sizes: [{ _id: w.small.id, stock: 2 }] });
    const all = await call('GET', `/product-sizes?q=${w.key}`, admin.token);
    expect(all.json().sizes.map((s: { size: string }) => s.size)).toEqual(['1 kg', '2 kg']);
    const low = await call('GET', '/product-sizes?low=true&resultsPerPage=100', admin.token);
    const stocks = low.json().sizes.map((s: { stock: number }) => s.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    expect(stocks.every((n: number) => n <= 5)).toBe(true);
  });
});

describe('publishing', () => {
  it('unpublishes and publishes again each kind: its public page goes and comes back', async () => {
    const key = randomUUID().slice(0, 6);
    const w = await whey();
    const template = await insertTemplate(t.db, { title: `Publish Block ${key}` });
    const coaching = await makeCoaching(t.db, { title: `Publish Coaching ${key}` });
    const consultation = await makeConsultation(t.db, { title: `Publish Consultation ${key}` });
    const cases = [
      { kind: 'product', id: w.id, page: `/api/v1/product/${w.slug}`, q: w.key },
      { kind: 'template', id: template.id, page: `/api/v1/template/${template.slug}`, q: key },
      { kind: 'coaching', id: coaching.id, page: `/api/v1/coaching/${coaching.slug}`, q: key },
      {
        kind: 'consultation',
        id: consultation.id,
        page: `/api/v1/consultation/${consultation.slug}`,
        q: key,
      },
    ];
    for (const c of cases) {
      const off = await call('POST', `/catalogue/${c.kind}/${c.id}/publish`, admin.token, {
        published: false,
      });
      expect(off.json(), c.kind).toMatchObject({
        message: expect.stringMatching(/ is no longer published$/),
        item: { _id: c.id, kind: c.kind, published: false },
      });
      expect((await t.app.inject({ method: 'GET', url: c.page })).statusCode, c.kind).toBe(404);
      const listed = await call('GET', `/catalogue/${c.kind}?q=${c.q}`, admin.token);
      expect(listed.json().items, c.kind).toContainEqual(
        expect.objectContaining({ _id: c.id, published: false }),
      );
      const on = await call('POST', `/catalogue/${c.kind}/${c.id}/publish`, admin.token, { published: true });
      expect(on.json().item.published, c.kind).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: c.page })).statusCode, c.kind).toBe(200);
      const entries = await t.db
        .select()
        .from(auditEntries)
        .where(eq(auditEntries.recordId, c.id))
        .orderBy(auditEntries.createdAt);
      expect(entries.map((e) => [e.action, e.recordType, e.after])).toEqual([
        ['catalogue.publish', c.kind, { published: false }],
        ['catalogue.publish', c.kind, { published: true }],
      ]);
    }
    const unknown = await call('POST', `/catalogue/bundle/${w.id}/publish`, admin.token, { published: true });
    // A kind that does not parse names nothing (issue 30).
    expect(unknown.statusCode).toBe(404);
    const missing = await call('POST', `/catalogue/template/${w.id}/publish`, admin.token, {
      published: true,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Template not found');
    const notBoolean = await call('POST', `/catalogue/product/${w.id}/publish`, admin.token, {
      published: 'no',
    });
    expect(notBoolean.statusCode).toBe(422);
  });
});
