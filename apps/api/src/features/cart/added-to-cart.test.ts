import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp } from '../../../test/test-app';
import { products } from '../../db/schema/products';
import { insertProduct } from '../products/product-fixtures';
import { insertTemplate } from '../templates/template-fixtures';
import { makeUser } from '../trainers/trainer-fixtures';
import { makeCartCatalogue, type CartCatalogue } from './cart-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
let c: CartCatalogue;
let buyer: Record<string, string>;
let otherUser: Record<string, string>;
let similarTemplate: { id: string };
let similarProduct: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  c = await makeCartCatalogue(t.db);
  // Neighbours in the same categories, so each item shows up in the other's "similar" list.
  similarTemplate = await insertTemplate(t.db, {
    title: 'Similar Strength Block',
    trainingCategoryId: c.category.id,
  });
  const category = await t.db.query.productCategories.findFirst();
  await t.db.update(products).set({ categoryId: category!.id }).where(eq(products.id, c.product.id));
  similarProduct = await insertProduct(t.db, { title: 'Similar Whey', categoryId: category!.id });
  buyer = auth(t.app.issueToken(await makeUser(t.db)));
  otherUser = auth(t.app.issueToken(await makeUser(t.db)));
  const adds = [
    { model_id: c.template.id, onModel: 'Template' },
    { model_id: c.product.id, onModel: 'Product', product_size: c.sizes.small.id },
    { model_id: c.coaching.id, onModel: 'Coaching', trainer: c.coach.id, coaching_plan: 'w4' },
    {
      model_id: c.consultation.id,
      onModel: 'Consultation',
      trainer: c.coach.id,
      consultation_plan: 'half_hour',
    },
  ];
  for (const payload of adds) {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/user/cart', headers: buyer, payload });
    expect(res.statusCode).toBe(201);
  }
  // A Buy Now line is not "in the cart".
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/cart/buynow',
    headers: buyer,
    payload: { model_id: c.secondTemplate.id, on_model: 'template' },
  });
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  expect(res.statusCode, url).toBe(200);
  return res.json();
};
type Item = { _id: string; added_to_cart: boolean };
const flagOf = (items: Item[], id: string) => items.find((i) => i._id === id)?.added_to_cart;

describe('added_to_cart in catalogue replies', () => {
  it('marks templates in lists, detail and similar lists for the caller only', async () => {
    const list = `/templates?resultsPerPage=100`;
    const byCategory = `/templates/training/category/${c.category.id}?resultsPerPage=100`;
    for (const url of [list, byCategory]) {
      expect(flagOf((await get(url, buyer)).templates, c.template.id), url).toBe(true);
      expect(flagOf((await get(url, otherUser)).templates, c.template.id), url).toBe(false);
      expect(flagOf((await get(url)).templates, c.template.id), url).toBe(false);
    }
    expect(flagOf((await get(list, buyer)).templates, c.secondTemplate.id)).toBe(false);

    expect((await get(`/template/${c.template.slug}`, buyer)).template.added_to_cart).toBe(true);
    expect((await get(`/template/${c.template.slug}`, otherUser)).template.added_to_cart).toBe(false);
    expect((await get(`/template/${c.template.slug}`)).template.added_to_cart).toBe(false);

    const similar = `/similar/templates/${similarTemplate.id}`;
    expect(flagOf((await get(similar, buyer)).templates, c.template.id)).toBe(true);
    expect(flagOf((await get(similar, otherUser)).templates, c.template.id)).toBe(false);
  });

  it('marks products in lists, detail and similar lists for the caller only', async () => {
    const list = `/products?resultsPerPage=100`;
    expect(flagOf((await get(list, buyer)).products, c.product.id)).toBe(true);
    expect(flagOf((await get(list, buyer)).products, c.otherProduct.id)).toBe(false);
    expect(flagOf((await get(list, otherUser)).products, c.product.id)).toBe(false);
    expect(flagOf((await get(list)).products, c.product.id)).toBe(false);

    const { product } = await get(`/product/${c.product.slug}`, buyer);
    expect(product.added_to_cart).toBe(true);
    expect((await get(`/product/${c.product.slug}`, otherUser)).product.added_to_cart).toBe(false);

    const similar = await get(`/similar/products/${similarProduct.id}`, buyer);
    expect(flagOf(similar.products, c.product.id)).toBe(true);
  });

  it('marks coaching and consultation details for the caller only', async () => {
    expect((await get(`/coaching/${c.coaching.slug}`, buyer)).coaching.added_to_cart).toBe(true);
    expect((await get(`/coaching/${c.coaching.slug}`, otherUser)).coaching.added_to_cart).toBe(false);
    expect((await get(`/coaching/${c.coaching.slug}`)).coaching.added_to_cart).toBe(false);
    expect((await get(`/consultation/${c.consultation.slug}`, buyer)).consultation.added_to_cart).toBe(true);
    expect((await get(`/consultation/${c.consultation.slug}`, otherUser)).consultation.added_to_cart).toBe(
      false,
    );
  });

  it('treats an invalid token as anonymous', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/template/${c.template.slug}`,
      headers: { authorization: 'jwt not-a-token' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().template.added_to_cart).toBe(false);
  });

  it('turns false again once the line is removed', async () => {
    await t.app.inject({ method: 'DELETE', url: '/api/v1/user/cart/reset', headers: buyer });
    expect((await get(`/template/${c.template.slug}`, buyer)).template.added_to_cart).toBe(false);
    expect(flagOf((await get('/products?resultsPerPage=100', buyer)).products, c.product.id)).toBe(false);
  });
});
