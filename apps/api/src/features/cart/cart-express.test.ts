import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { makeUser } from '../trainers/trainer-fixtures';
import { lineJson, priceCartLines, type PricedCartLine } from './cart-lines';
import { callAs, cartTestApp, setStock, signInTo, type CartCatalogue, type Headers } from './cart-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
let c: CartCatalogue;

beforeAll(async () => {
  ({ t, c } = await cartTestApp());
});
afterAll(() => t.close());

const signIn = () => signInTo(t.app);
const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  callAs(t.app, method, url, headers, payload);
const buyNow = (h: Headers, payload: object) => call('POST', '/user/cart/buynow', h, payload);
const gift = {
  self_order: 'false',
  name: 'Sita Sharma',
  email: 'sita@example.com',
  mobile_num: '9841234567',
  relation: 'Friend',
};

describe('POST /user/cart/buynow', () => {
  it('answers a one-line cart for a template gift, kept out of the main cart', async () => {
    const { headers } = await signIn();
    await call('POST', '/user/cart', headers, { model_id: c.secondTemplate.id, onModel: 'Template' });

    const { statusCode, body } = await buyNow(headers, {
      model_id: c.template.id,
      on_model: 'template',
      ...gift,
    });
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({
      status: 'success',
      sub_total: 2250,
      total_amount: 2250,
      only_templates: true,
    });
    expect(body.carts).toHaveLength(1);
    expect(body.carts[0]).toMatchObject({
      model_id: c.template.id,
      onModel: 'Template',
      unit: 1,
      self_order: false,
      name: 'Sita Sharma',
      relation: 'Friend',
      discounted_price: 2250,
      available: true,
    });

    const main = await call('GET', '/user/carts', headers);
    expect(main.body.carts.map((l: { model_id: string }) => l.model_id)).toEqual([c.secondTemplate.id]);
  });

  it('replaces the previous express line on the next Buy Now', async () => {
    const { user, headers } = await signIn();
    const first = await buyNow(headers, { model_id: c.template.id, on_model: 'template' });
    const second = await buyNow(headers, {
      model_id: c.product.id,
      on_model: 'product',
      product_size: c.sizes.large.id,
      unit: '3',
    });
    expect(second.statusCode).toBe(200);
    expect(second.body).toMatchObject({ sub_total: 28500, only_templates: false });
    expect(second.body.carts[0]).toMatchObject({
      unit: 3,
      product_size: c.sizes.large.id,
      discounted_price: 9500,
    });

    await expect(priceCartLines(t.db, user.id, [first.body.carts[0]._id])).rejects.toMatchObject({
      statusCode: 404,
      message: 'Cart item not found',
    });
    const [line] = await priceCartLines(t.db, user.id, [second.body.carts[0]._id]);
    expect(line).toMatchObject({ onModel: 'Product', unit: 3, discountedPrice: 950_000, available: true });
    expect((await call('GET', '/user/carts', headers)).body.carts).toEqual([]);
  });

  it('prices coaching and consultations with the plan of the item type', async () => {
    const { headers } = await signIn();
    const coaching = await buyNow(headers, {
      model_id: c.coaching.id,
      on_model: 'coaching',
      trainer: c.coach.id,
      plan: 'w4',
    });
    expect(coaching.statusCode).toBe(200);
    expect(coaching.body.carts[0]).toMatchObject({
      coaching_plan: 'w4',
      discounted_price: 5500,
      coaching_trainer: { _id: c.coach.id },
    });
    const consultation = await buyNow(headers, {
      model_id: c.consultation.id,
      on_model: 'consultation',
      trainer: c.coach.id,
      plan: 'half_hour',
    });
    expect(consultation.body.carts[0]).toMatchObject({
      consultation_plan: 'half_hour',
      discounted_price: 1200,
    });
  });

  it('gives the same errors as adding to the cart', async () => {
    const { headers } = await signIn();
    const cases: [object, number, string, Record<string, string>?][] = [
      [{ model_id: c.hiddenTemplate.id, on_model: 'template' }, 404, 'Template not found'],
      [
        { model_id: c.template.id, on_model: 'template', unit: 2 },
        422,
        'Unit must be 1',
        { unit: 'Unit must be 1' },
      ],
      [
        { model_id: c.product.id, on_model: 'product' },
        422,
        'Size is required',
        { product_size: 'Size is required' },
      ],
      [
        { model_id: c.product.id, on_model: 'product', product_size: c.otherProductSize.id },
        404,
        'Size not found',
      ],
      [
        { model_id: c.product.id, on_model: 'product', product_size: c.sizes.small.id, unit: 6 },
        409,
        'Only 5 left in stock',
      ],
      [{ model_id: c.product.id, on_model: 'product', product_size: c.sizes.empty.id }, 409, 'Out of stock'],
      [
        { model_id: c.coaching.id, on_model: 'coaching', plan: 'w4' },
        422,
        'Trainer is required',
        { trainer: 'Trainer is required' },
      ],
      [
        { model_id: c.coaching.id, on_model: 'coaching', trainer: c.coach.id },
        422,
        'Plan is required',
        { plan: 'Plan is required' },
      ],
      [
        { model_id: c.coaching.id, on_model: 'coaching', trainer: c.coach.id, plan: 'half_hour' },
        422,
        'Plan is not valid',
        { plan: 'Plan is not valid' },
      ],
      [
        { model_id: c.coaching.id, on_model: 'coaching', trainer: c.otherTrainer.id, plan: 'w4' },
        404,
        'Trainer not found',
      ],
      [
        { model_id: c.coaching.id, on_model: 'coaching', trainer: c.coach.id, plan: 'w12' },
        409,
        'This plan is not available',
      ],
      [
        { model_id: c.consultation.id, on_model: 'coaching', trainer: c.coach.id, plan: 'w4' },
        404,
        'Coaching not found',
      ],
      [
        { model_id: c.template.id, on_model: 'template', self_order: false, name: 'Sita' },
        422,
        'Email is required',
        {
          email: 'Email is required',
          mobile_num: 'Mobile number is required',
          relation: 'Relation is required',
        },
      ],
      [
        { model_id: c.template.id, on_model: 'Template' },
        422,
        'on_model must be template, product, coaching or consultation',
      ],
    ];
    for (const [payload, status, message, errors] of cases) {
      const res = await buyNow(headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.body.message, JSON.stringify(payload)).toBe(message);
      if (errors) expect(res.body.errors).toEqual(errors);
    }
  });
});

describe('priceCartLines (for orders)', () => {
  it("prices the caller's lines in paisa with a snapshot, in the order of the ids", async () => {
    const { user, headers } = await signIn();
    const added = await call('POST', '/user/cart', headers, {
      model_id: c.product.id,
      onModel: 'Product',
      product_size: c.sizes.small.id,
      unit: 2,
    });
    await call('POST', '/user/cart', headers, {
      model_id: c.coaching.id,
      onModel: 'Coaching',
      trainer: c.coach.id,
      coaching_plan: 'w4',
      ...gift,
    });
    const express = await buyNow(headers, { model_id: c.template.id, on_model: 'template' });
    const [productLine, coachingLine] = (await call('GET', '/user/carts', headers)).body.carts;
    const ids = [express.body.carts[0]._id, coachingLine._id, productLine._id, productLine._id];

    const priced = await priceCartLines(t.db, user.id, ids);
    expect(priced.map((l) => l.cartItemId)).toEqual(ids.slice(0, 3));
    expect(priced[0]).toEqual({
      cartItemId: express.body.carts[0]._id,
      onModel: 'Template',
      modelId: c.template.id,
      unit: 1,
      productSizeId: null,
      plan: null,
      trainerId: null,
      selfOrder: true,
      recipientName: null,
      recipientEmail: null,
      recipientMobile: null,
      relation: null,
      price: 250_000,
      discountedPrice: 225_000,
      snapshot: {
        title: expect.stringMatching(/^Strength Block/),
        slug: c.template.slug,
        cover: expect.any(String),
        images: [],
        product_brand: null,
        product_category: null,
        training_category: { _id: c.category.id, name: c.category.name },
        trainer: { _id: c.author.id, name: c.author.name },
        size: null,
        weeks: 12,
      },
      available: true,
      message: null,
      title: expect.stringMatching(/^Strength Block/),
    });
    expect(priced[1]).toMatchObject({
      onModel: 'Coaching',
      plan: 'w4',
      trainerId: c.coach.id,
      selfOrder: false,
      recipientName: 'Sita Sharma',
      recipientEmail: 'sita@example.com',
      relation: 'Friend',
      price: 600_000,
      discountedPrice: 550_000,
      snapshot: { trainer: { _id: c.coach.id, name: c.coach.name }, weeks: 4, size: null },
    });
    expect(priced[2]).toMatchObject({
      onModel: 'Product',
      unit: 2,
      productSizeId: c.sizes.small.id,
      price: 550_000,
      discountedPrice: 500_000,
      snapshot: {
        size: { _id: c.sizes.small.id, size: '1 kg', servings: '33' },
        images: ['/images/whey-1.svg', '/images/whey-2.svg'],
      },
    });
    expect(added.statusCode).toBe(201);
  });

  it('reports unavailable lines with their message', async () => {
    const { user, headers } = await signIn();
    const { body } = await call('POST', '/user/cart', headers, {
      model_id: c.product.id,
      onModel: 'Product',
      product_size: c.sizes.large.id,
      unit: 3,
    });
    await setStock(t.db, c.sizes.large.id, 2);
    try {
      const [line] = await priceCartLines(t.db, user.id, [body.cart.carts[0]._id]);
      expect(line).toMatchObject({
        available: false,
        message: 'Only 2 left in stock',
        title: expect.stringMatching(/^Whey/),
      });
    } finally {
      await setStock(t.db, c.sizes.large.id, 20);
    }
  });

  it("throws 404 for another user's, missing or malformed ids", async () => {
    const owner = await signIn();
    const { body } = await call('POST', '/user/cart', owner.headers, {
      model_id: c.template.id,
      onModel: 'Template',
    });
    const other = await makeUser(t.db);
    for (const ids of [[body.cart.carts[0]._id], ['00000000-0000-4000-8000-000000000000'], ['nope']]) {
      await expect(priceCartLines(t.db, other.id, ids)).rejects.toMatchObject({
        statusCode: 404,
        message: 'Cart item not found',
      });
    }
    await expect(priceCartLines(t.db, owner.user.id, [body.cart.carts[0]._id, 'nope'])).rejects.toMatchObject(
      {
        statusCode: 404,
      },
    );
  });
});

describe('lineJson (order lines shaped like cart lines)', () => {
  it('shows what was ordered from the stored prices and snapshot', async () => {
    const { user, headers } = await signIn();
    await call('POST', '/user/cart', headers, {
      model_id: c.consultation.id,
      onModel: 'Consultation',
      trainer: c.coach.id,
      consultation_plan: 'half_hour',
    });
    await call('POST', '/user/cart', headers, { model_id: c.template.id, onModel: 'Template', ...gift });
    const cart = (await call('GET', '/user/carts', headers)).body.carts;
    const priced = await priceCartLines(
      t.db,
      user.id,
      cart.map((l: { _id: string }) => l._id),
    );
    const asOrderLine = (p: PricedCartLine, id: string) => ({ id, ...p });

    const consultation = lineJson(asOrderLine(priced[0], 'order-line-1'));
    const { available: _a, message: _m, ...cartShape } = cart[0];
    expect(consultation).toEqual({
      ...cartShape,
      _id: 'order-line-1',
      ref: { ...cartShape.ref, discount: null, training_category: cartShape.ref.training_category },
    });

    const template = lineJson(asOrderLine(priced[1], 'order-line-2'));
    expect(template).toMatchObject({
      _id: 'order-line-2',
      onModel: 'Template',
      self_order: false,
      name: 'Sita Sharma',
      email: 'sita@example.com',
      relation: 'Friend',
      price: 2500,
      discounted_price: 2250,
      sub_total: 2250,
      ref: {
        price: 2500,
        discounted_price: 2250,
        trainer: { _id: c.author.id, name: c.author.name },
        rates: [],
        stock: null,
      },
    });
  });
});
