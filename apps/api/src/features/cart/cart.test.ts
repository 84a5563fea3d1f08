import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { cartItems } from '../../db/schema/cart';
import { templates } from '../../db/schema/templates';
import {
  callAs,
  cartTestApp,
  fillCart,
  setStock,
  signInTo,
  type CartCatalogue,
  type Headers,
} from './cart-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
let c: CartCatalogue;

beforeAll(async () => {
  ({ t, c } = await cartTestApp());
});
afterAll(() => t.close());

/** A new signed-in client with an empty cart. */
const signIn = () => signInTo(t.app);
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  callAs(t.app, method, url, headers, payload);
const getCart = (h: Headers) => call('GET', '/user/carts', h);
const add = (h: Headers, payload: object) => call('POST', '/user/cart', h, payload);
const addTemplate = (h: Headers, extra: object = {}) =>
  add(h, { model_id: c.template.id, onModel: 'Template', ...extra });
const addProduct = (h: Headers, unit: number, size = c.sizes.small.id) =>
  add(h, { model_id: c.product.id, onModel: 'Product', product_size: size, unit });
const gift = {
  self_order: false,
  name: 'Sita Sharma',
  email: 'Sita@Example.com',
  mobile_num: '9841234567',
  relation: 'Family',
};

describe('authentication', () => {
  it('answers 401 on every cart route without a token', async () => {
    const routes: [Parameters<typeof call>[0], string][] = [
      ['GET', '/user/carts'],
      ['POST', '/user/cart'],
      ['POST', '/user/cart/buynow'],
      ['PUT', `/user/cart/${c.template.id}`],
      ['DELETE', `/user/cart/${c.template.id}`],
      ['DELETE', '/user/cart/reset'],
    ];
    for (const [method, url] of routes) {
      const res = await call(method, url, {}, method === 'POST' || method === 'PUT' ? {} : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.body).toEqual({ status: 'error', message: 'Please sign in to continue' });
    }
  });
});

describe('GET /user/carts', () => {
  it('answers an empty cart', async () => {
    const { headers } = await signIn();
    const { statusCode, body } = await getCart(headers);
    expect(statusCode).toBe(200);
    expect(body).toEqual({
      status: 'success',
      carts: [],
      sub_total: 0,
      total_amount: 0,
      only_templates: false,
    });
  });

  it('lists lines oldest first, priced from the catalogue, with totals', async () => {
    const { headers } = await signIn();
    await addTemplate(headers);
    await addProduct(headers, 2);
    const { body } = await getCart(headers);
    expect(body.carts.map((l: { onModel: string }) => l.onModel)).toEqual(['Template', 'Product']);
    // 2,250 (10 % off 2,500) + 2 x 5,000
    expect(body).toMatchObject({ sub_total: 12250, total_amount: 12250, only_templates: false });
  });
});

describe('POST /user/cart: templates', () => {
  it('adds a template priced by the server, ignoring any price sent', async () => {
    const { headers } = await signIn();
    const { statusCode, body } = await addTemplate(headers, { price: 1, discounted_price: 1 });
    expect(statusCode).toBe(201);
    expect(body.message).toBe('Template added to cart');
    expect(body.cart).toMatchObject({ sub_total: 2250, total_amount: 2250, only_templates: true });
    expect(body.cart.carts).toHaveLength(1);
    expect(body.cart.carts[0]).toEqual({
      _id: expect.any(String),
      model_id: c.template.id,
      onModel: 'Template',
      ref: {
        _id: c.template.id,
        slug: c.template.slug,
        title: expect.stringMatching(/^Strength Block/),
        cover: expect.any(String),
        images: [],
        price: 2500,
        discounted_price: 2250,
        weeks: 12,
        discount: { active: true, title: 'Dashain Offer', discount_percentage: 10 },
        rates: [],
        stock: null,
        product_brand: null,
        product_category: null,
        training_category: { _id: c.category.id, name: c.category.name },
        trainer: { _id: c.author.id, name: c.author.name, slug: c.author.slug },
      },
      unit: 1,
      product_size: null,
      size: null,
      self_order: true,
      coaching_plan: null,
      consultation_plan: null,
      coaching_trainer: null,
      consultation_trainer: null,
      relation: null,
      name: null,
      email: null,
      mobile_num: null,
      price: 2500,
      discounted_price: 2250,
      sub_total: 2250,
      available: true,
      message: null,
    });
  });

  it('merges the same template into one line of unit 1', async () => {
    const { headers } = await signIn();
    const first = await addTemplate(headers);
    const again = await addTemplate(headers);
    expect(again.statusCode).toBe(201);
    expect(again.body.message).toBe('Template added to cart');
    expect(again.body.cart.carts).toEqual(first.body.cart.carts);
  });

  it("keeps a gift apart from the buyer's own copy, and merges gifts to the same person whatever the case", async () => {
    const { headers } = await signIn();
    await addTemplate(headers);
    const giftReply = await addTemplate(headers, gift);
    expect(giftReply.statusCode).toBe(201);
    const line = giftReply.body.cart.carts[1];
    expect(line).toMatchObject({
      self_order: false,
      name: 'Sita Sharma',
      email: 'sita@example.com',
      mobile_num: '+9779841234567',
      relation: 'Family',
    });
    const same = await addTemplate(headers, { ...gift, email: 'SITA@example.com', name: 'sita sharma' });
    expect(same.body.cart.carts).toHaveLength(2);
    const otherFriend = await addTemplate(headers, { ...gift, name: 'Ram Thapa', relation: 'Friend' });
    expect(otherFriend.body.cart.carts).toHaveLength(3);
  });

  it("takes the recipient's mobile the way Nepalis write it and keeps +977 and the ten digits", async () => {
    const { headers } = await signIn();
    const added = await addTemplate(headers, { ...gift, mobile_num: '+977-9841234567' });
    expect(added.statusCode).toBe(201);
    expect(added.body.cart.carts[0]).toMatchObject({ self_order: false, mobile_num: '+9779841234567' });
    // The same person written another way is the same gift: one line.
    for (const written of ['98412 34567', '977 9841234567', '9841234567']) {
      const again = await addTemplate(headers, { ...gift, mobile_num: written });
      expect(again.body.cart.carts, written).toHaveLength(1);
    }
    const id = added.body.cart.carts[0]._id;
    const changed = await call('PUT', `/user/cart/${id}`, headers, { mobile_num: '(+977) 980-1234567' });
    expect(changed.statusCode).toBe(200);
    expect(changed.body.cart.carts[0].mobile_num).toBe('+9779801234567');
    expect((await getCart(headers)).body.carts.map((l: { mobile_num: string }) => l.mobile_num)).toEqual([
      '+9779801234567',
    ]);
    const landline = await call('PUT', `/user/cart/${id}`, headers, { mobile_num: '01-4412345' });
    expect(landline.statusCode).toBe(422);
    expect(landline.body.errors).toEqual({ mobile_num: 'Phone number is not valid' });
  });

  it("checks the gift recipient with the gift form's messages", async () => {
    const { headers } = await signIn();
    const cases: [object, string, string][] = [
      [{ ...gift, name: '' }, 'name', 'Name is required'],
      [{ ...gift, email: undefined }, 'email', 'Email is required'],
      [{ ...gift, email: 'not-an-email' }, 'email', 'Email is invalid'],
      [{ ...gift, mobile_num: '' }, 'mobile_num', 'Mobile number is required'],
      [{ ...gift, mobile_num: '12' }, 'mobile_num', 'Phone number is not valid'],
      [{ ...gift, relation: 'Neighbour' }, 'relation', 'Relation is required'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await addTemplate(headers, payload);
      expect(res.statusCode, field).toBe(422);
      expect(res.body.errors[field]).toBe(message);
    }
    expect((await getCart(headers)).body.carts).toEqual([]);
  });

  it('refuses a unit other than 1, and unknown, unpublished or malformed templates', async () => {
    const { headers } = await signIn();
    const two = await addTemplate(headers, { unit: 2 });
    expect(two.statusCode).toBe(422);
    expect(two.body.errors).toEqual({ unit: 'Unit must be 1' });
    for (const id of [c.hiddenTemplate.id, c.product.id, 'not-a-uuid']) {
      const res = await add(headers, { model_id: id, onModel: 'Template' });
      expect(res.statusCode).toBe(404);
      expect(res.body).toEqual({ status: 'error', message: 'Template not found' });
    }
  });

  it('answers 422 for a body the schema refuses', async () => {
    const { headers } = await signIn();
    const res = await add(headers, { model_id: c.template.id, onModel: 'Gift' });
    expect(res.statusCode).toBe(422);
    expect(res.body.errors.onModel).toBe('onModel must be Template, Product, Consultation or Coaching');
    const noId = await add(headers, { onModel: 'Template' });
    expect(noId.body.errors.model_id).toBe('model_id is required');
  });
});

describe('POST /user/cart: products', () => {
  it('adds a size with its own price and every size of the product', async () => {
    const { headers } = await signIn();
    const { statusCode, body } = await addProduct(headers, 2);
    expect(statusCode).toBe(201);
    expect(body.message).toBe('Product added to cart');
    const [line] = body.cart.carts;
    expect(line).toMatchObject({
      onModel: 'Product',
      unit: 2,
      product_size: c.sizes.small.id,
      size: { _id: c.sizes.small.id, size: '1 kg', servings: '33' },
      price: 5500,
      discounted_price: 5000,
      sub_total: 10000,
      available: true,
      message: null,
    });
    expect(line.ref).toMatchObject({
      cover: '/images/whey-1.svg',
      images: ['/images/whey-1.svg', '/images/whey-2.svg'],
      price: null,
      discounted_price: null,
      stock: 5,
    });
    expect(line.ref.rates).toEqual([
      { _id: c.sizes.small.id, size: '1 kg', servings: '33', price: 5500, discounted_price: 5000, stock: 5 },
      {
        _id: c.sizes.large.id,
        size: '2 kg',
        servings: '66',
        price: 10000,
        discounted_price: 9500,
        stock: 20,
      },
      {
        _id: c.sizes.empty.id,
        size: '5 kg',
        servings: null,
        price: 20000,
        discounted_price: 20000,
        stock: 0,
      },
    ]);
    expect(body.cart).toMatchObject({ sub_total: 10000, only_templates: false });
  });

  it('merges the same size by adding units, never beyond the stock', async () => {
    const { headers } = await signIn();
    await addProduct(headers, 2);
    const merged = await addProduct(headers, 3);
    expect(merged.statusCode).toBe(201);
    expect(merged.body.cart.carts).toHaveLength(1);
    expect(merged.body.cart.carts[0].unit).toBe(5);
    const over = await addProduct(headers, 1);
    expect(over.statusCode).toBe(409);
    expect(over.body).toEqual({ status: 'error', message: 'Only 5 left in stock' });
    expect((await getCart(headers)).body.carts[0].unit).toBe(5);
    // Another size is another line.
    const other = await addProduct(headers, 1, c.sizes.large.id);
    expect(other.body.cart.carts).toHaveLength(2);
  });

  it('answers the size, self_order and stock errors', async () => {
    const { headers } = await signIn();
    const noSize = await add(headers, { model_id: c.product.id, onModel: 'Product' });
    expect(noSize.statusCode).toBe(422);
    expect(noSize.body).toEqual({
      status: 'error',
      message: 'Size is required',
      errors: { product_size: 'Size is required' },
    });

    for (const size of [c.otherProductSize.id, 'not-a-uuid']) {
      const res = await addProduct(headers, 1, size);
      expect(res.statusCode).toBe(404);
      expect(res.body.message).toBe('Size not found');
    }

    const forFriend = await add(headers, {
      model_id: c.product.id,
      onModel: 'Product',
      product_size: c.sizes.small.id,
      ...gift,
    });
    expect(forFriend.statusCode).toBe(422);
    expect(forFriend.body.errors).toEqual({ self_order: 'Products can only be bought for yourself' });

    const empty = await addProduct(headers, 1, c.sizes.empty.id);
    expect(empty.statusCode).toBe(409);
    expect(empty.body.message).toBe('Out of stock');

    const tooMany = await addProduct(headers, 6);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.body.message).toBe('Only 5 left in stock');

    const missing = await add(headers, {
      model_id: c.template.id,
      onModel: 'Product',
      product_size: c.sizes.small.id,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe('Product not found');

    expect((await getCart(headers)).body.carts).toEqual([]);
  });

  it('turns concurrent adds of the same size into one line', async () => {
    const { headers } = await signIn();
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => addProduct(headers, 1, c.sizes.large.id)),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const { body } = await getCart(headers);
    expect(body.carts).toHaveLength(1);
    expect(body.carts[0].unit).toBe(8);
  });
});

describe('POST /user/cart: coaching and consultations', () => {
  it("adds a coaching plan with the trainer's rate", async () => {
    const { headers } = await signIn();
    const { statusCode, body } = await add(headers, {
      model_id: c.coaching.id,
      onModel: 'Coaching',
      trainer: c.coach.id,
      coaching_plan: 'w4',
      ...gift,
    });
    expect(statusCode).toBe(201);
    expect(body.message).toBe('Coaching added to cart');
    expect(body.cart.carts[0]).toMatchObject({
      onModel: 'Coaching',
      coaching_plan: 'w4',
      consultation_plan: null,
      coaching_trainer: { _id: c.coach.id, name: c.coach.name },
      consultation_trainer: null,
      price: 6000,
      discounted_price: 5500,
      sub_total: 5500,
      self_order: false,
      name: 'Sita Sharma',
      ref: { _id: c.coaching.id, title: c.coaching.title, weeks: 4, trainer: null },
    });
  });

  it("adds a consultation plan with the trainer's rate", async () => {
    const { headers } = await signIn();
    const { statusCode, body } = await add(headers, {
      model_id: c.consultation.id,
      onModel: 'Consultation',
      trainer: c.coach.id,
      consultation_plan: 'half_hour',
    });
    expect(statusCode).toBe(201);
    expect(body.message).toBe('Consultation added to cart');
    expect(body.cart.carts[0]).toMatchObject({
      consultation_plan: 'half_hour',
      consultation_trainer: { _id: c.coach.id, name: c.coach.name },
      coaching_trainer: null,
      price: 1500,
      discounted_price: 1200,
    });
    const again = await add(headers, {
      model_id: c.consultation.id,
      onModel: 'Consultation',
      trainer: c.coach.id,
      consultation_plan: 'half_hour',
    });
    expect(again.statusCode).toBe(201);
    expect(again.body.cart.carts).toHaveLength(1);
    expect(again.body.cart.carts[0].unit).toBe(1);
  });

  it('answers the trainer and plan errors', async () => {
    const { headers } = await signIn();
    const coaching = (extra: object) =>
      add(headers, { model_id: c.coaching.id, onModel: 'Coaching', ...extra });
    const consultation = (extra: object) =>
      add(headers, { model_id: c.consultation.id, onModel: 'Consultation', ...extra });

    const noTrainer = await coaching({ coaching_plan: 'w4' });
    expect(noTrainer.statusCode).toBe(422);
    expect(noTrainer.body.errors).toEqual({ trainer: 'Trainer is required' });

    const noPlan = await coaching({ trainer: c.coach.id });
    expect(noPlan.statusCode).toBe(422);
    expect(noPlan.body.errors).toEqual({ coaching_plan: 'Plan is required' });
    const noConsultationPlan = await consultation({ trainer: c.coach.id });
    expect(noConsultationPlan.body.errors).toEqual({ consultation_plan: 'Plan is required' });

    for (const trainer of [c.otherTrainer.id, 'nobody']) {
      const res = await coaching({ trainer, coaching_plan: 'w4' });
      expect(res.statusCode).toBe(404);
      expect(res.body.message).toBe('Trainer not found');
    }

    // w12 is priced but its discounted rate is 0; w24 has no rate at all.
    for (const plan of ['w12', 'w24']) {
      const res = await coaching({ trainer: c.coach.id, coaching_plan: plan });
      expect(res.statusCode).toBe(409);
      expect(res.body.message).toBe('This plan is not available');
    }
    const hour = await consultation({ trainer: c.coach.id, consultation_plan: 'hour' });
    expect(hour.statusCode).toBe(409);
    expect(hour.body.message).toBe('This plan is not available');

    const two = await coaching({ trainer: c.coach.id, coaching_plan: 'w4', unit: 2 });
    expect(two.statusCode).toBe(422);
    expect(two.body.errors).toEqual({ unit: 'Unit must be 1' });

    const missing = await add(headers, {
      model_id: c.template.id,
      onModel: 'Coaching',
      trainer: c.coach.id,
      coaching_plan: 'w4',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe('Coaching not found');
    const missingConsultation = await add(headers, {
      model_id: c.coaching.id,
      onModel: 'Consultation',
      trainer: c.coach.id,
      consultation_plan: 'half_hour',
    });
    expect(missingConsultation.body.message).toBe('Consultation not found');

    expect((await getCart(headers)).body.carts).toEqual([]);
  });
});

describe('the line cap', () => {
  it('refuses a 51st line but still merges into an existing one', async () => {
    const { user, headers } = await signIn();
    await addTemplate(headers);
    await fillCart(t.db, user.id, 49);
    const full = await add(headers, { model_id: c.secondTemplate.id, onModel: 'Template' });
    expect(full.statusCode).toBe(409);
    expect(full.body).toEqual({ status: 'error', message: 'Your cart is full' });
    const merge = await addTemplate(headers);
    expect(merge.statusCode).toBe(201);
  });
});

describe('availability of lines already in the cart', () => {
  it('flags lines whose stock fell or whose item was withdrawn', async () => {
    const { headers } = await signIn();
    const kit = await addProduct(headers, 4, c.sizes.large.id);
    expect(kit.statusCode).toBe(201);
    await add(headers, { model_id: c.secondTemplate.id, onModel: 'Template' });

    await setStock(t.db, c.sizes.large.id, 1);
    await t.db.update(templates).set({ published: false }).where(eq(templates.id, c.secondTemplate.id));
    try {
      const { body } = await getCart(headers);
      expect(
        body.carts.map((l: { available: boolean; message: string | null }) => [l.available, l.message]),
      ).toEqual([
        [false, 'Only 1 left in stock'],
        [false, 'This item is no longer available'],
      ]);
      await setStock(t.db, c.sizes.large.id, 0);
      expect((await getCart(headers)).body.carts[0].message).toBe('Out of stock');
    } finally {
      await setStock(t.db, c.sizes.large.id, 20);
      await t.db.update(templates).set({ published: true }).where(eq(templates.id, c.secondTemplate.id));
    }
  });
});

describe('PUT /user/cart/{id}', () => {
  it("changes a product line's unit and size within stock", async () => {
    const { headers } = await signIn();
    const id = (await addProduct(headers, 1)).body.cart.carts[0]._id;
    const put = (payload: object) => call('PUT', `/user/cart/${id}`, headers, payload);

    const more = await put({ unit: 3 });
    expect(more.statusCode).toBe(200);
    expect(more.body.message).toBe('Cart updated');
    expect(more.body.cart.carts[0]).toMatchObject({ _id: id, unit: 3, sub_total: 15000 });

    const over = await put({ unit: 6 });
    expect(over.statusCode).toBe(409);
    expect(over.body.message).toBe('Only 5 left in stock');

    const bigger = await put({ product_size: c.sizes.large.id, unit: 10 });
    expect(bigger.statusCode).toBe(200);
    expect(bigger.body.cart.carts[0]).toMatchObject({
      product_size: c.sizes.large.id,
      unit: 10,
      discounted_price: 9500,
    });

    const foreign = await put({ product_size: c.otherProductSize.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body.message).toBe('Size not found');

    const empty = await put({ product_size: c.sizes.empty.id, unit: 1 });
    expect(empty.statusCode).toBe(409);
    expect(empty.body.message).toBe('Out of stock');

    const gifted = await put({ ...gift });
    expect(gifted.statusCode).toBe(422);
    expect(gifted.body.errors).toEqual({ self_order: 'Products can only be bought for yourself' });

    const zero = await put({ unit: 0 });
    expect(zero.statusCode).toBe(422);
    expect(zero.body.errors.unit).toBe('Unit must be at least 1');
  });

  it('merges a line into the same item with the same options', async () => {
    const { headers } = await signIn();
    await addProduct(headers, 2, c.sizes.large.id);
    const { body } = await addProduct(headers, 3, c.sizes.small.id);
    const smallId = body.cart.carts[1]._id;
    const merged = await call('PUT', `/user/cart/${smallId}`, headers, { product_size: c.sizes.large.id });
    expect(merged.statusCode).toBe(200);
    expect(merged.body.cart.carts).toHaveLength(1);
    expect(merged.body.cart.carts[0]).toMatchObject({ product_size: c.sizes.large.id, unit: 5 });
  });

  it("switches a template between self and gift, with the gift form's rules", async () => {
    const { headers } = await signIn();
    const id = (await addTemplate(headers)).body.cart.carts[0]._id;
    const put = (payload: object) => call('PUT', `/user/cart/${id}`, headers, payload);

    const bare = await put({ self_order: false });
    expect(bare.statusCode).toBe(422);
    expect(bare.body.errors).toMatchObject({ name: 'Name is required', email: 'Email is required' });

    const toGift = await put(gift);
    expect(toGift.statusCode).toBe(200);
    expect(toGift.body.cart.carts[0]).toMatchObject({
      self_order: false,
      name: 'Sita Sharma',
      email: 'sita@example.com',
    });

    const renamed = await put({ name: 'Gita Sharma' });
    expect(renamed.body.cart.carts[0]).toMatchObject({
      self_order: false,
      name: 'Gita Sharma',
      relation: 'Family',
    });

    const back = await put({ self_order: true });
    expect(back.statusCode).toBe(200);
    expect(back.body.cart.carts[0]).toMatchObject({
      self_order: true,
      name: null,
      email: null,
      relation: null,
    });

    const two = await put({ unit: 2 });
    expect(two.statusCode).toBe(422);
    expect(two.body.errors).toEqual({ unit: 'Unit must be 1' });

    const size = await put({ product_size: c.sizes.small.id });
    expect(size.statusCode).toBe(404);
    expect(size.body.message).toBe('Size not found');
  });

  it("answers 404 for another user's, missing or malformed lines, and leaves them alone", async () => {
    const owner = await signIn();
    const id = (await addProduct(owner.headers, 1)).body.cart.carts[0]._id;
    const intruder = await signIn();
    for (const target of [id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await call('PUT', `/user/cart/${target}`, intruder.headers, { unit: 2 });
      expect(res.statusCode).toBe(404);
      expect(res.body).toEqual({ status: 'error', message: 'Cart item not found' });
    }
    expect((await getCart(owner.headers)).body.carts[0].unit).toBe(1);
  });
});

describe('DELETE /user/cart/{id} and /user/cart/reset', () => {
  it('removes one line', async () => {
    const { headers } = await signIn();
    await addTemplate(headers);
    const id = (await addProduct(headers, 1)).body.cart.carts[1]._id;
    const res = await call('DELETE', `/user/cart/${id}`, headers);
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Item removed from cart');
    expect(res.body.cart.carts.map((l: { onModel: string }) => l.onModel)).toEqual(['Template']);
    const again = await call('DELETE', `/user/cart/${id}`, headers);
    expect(again.statusCode).toBe(404);
    expect(again.body.message).toBe('Cart item not found');
  });

  it("answers 404 for another user's line and keeps it", async () => {
    const owner = await signIn();
    const id = (await addTemplate(owner.headers)).body.cart.carts[0]._id;
    const intruder = await signIn();
    const res = await call('DELETE', `/user/cart/${id}`, intruder.headers);
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe('Cart item not found');
    expect((await call('DELETE', '/user/cart/not-an-id', intruder.headers)).statusCode).toBe(404);
    expect((await getCart(owner.headers)).body.carts).toHaveLength(1);
  });

  it("clears only the caller's main cart", async () => {
    const owner = await signIn();
    await addTemplate(owner.headers);
    await addProduct(owner.headers, 1);
    const other = await signIn();
    await addTemplate(other.headers);

    const res = await call('DELETE', '/user/cart/reset', owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      status: 'success',
      message: 'Cart cleared',
      cart: { carts: [], sub_total: 0, total_amount: 0, only_templates: false },
    });
    expect((await getCart(other.headers)).body.carts).toHaveLength(1);
    const rows = await t.db.select().from(cartItems).where(eq(cartItems.userId, owner.user.id));
    expect(rows).toEqual([]);
  });
});
