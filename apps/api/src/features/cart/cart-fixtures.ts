import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auth, createTestApp } from '../../../test/test-app';
import type { Db } from '../../db/client';
import { cartItems } from '../../db/schema/cart';
import { productRates } from '../../db/schema/products';
import { makeCoaching, makeConsultation } from '../programmes/programme-fixtures';
import { insertProduct } from '../products/product-fixtures';
import { insertTemplate } from '../templates/template-fixtures';
import { makeTrainer, makeTrainingCategory, makeUser } from '../trainers/trainer-fixtures';

/**
 * Test fixtures for the cart: one catalogue of each item type, a test app with it, a signed-in client and a call
 * to the API. Money in paisa, as stored.
 */

/** A test app and a catalogue of each item type in it. */
export async function cartTestApp() {
  const t = await createTestApp();
  return { t, c: await makeCartCatalogue(t.db) };
}

/** A new signed-in client with an empty cart: the user and their request headers. */
export async function signInTo(app: FastifyInstance) {
  const user = await makeUser(app.db);
  return { user, headers: auth(app.issueToken(user)) };
}

export type Headers = Record<string, string>;

/** A request to /api/v1`url` with `headers`: the status and the parsed body. */
export async function callAs(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: object,
) {
  const res = await app.inject({ method, url: `/api/v1${url}`, headers, payload });
  return { statusCode: res.statusCode, body: res.json() };
}

export type CartCatalogue = Awaited<ReturnType<typeof makeCartCatalogue>>;

export async function makeCartCatalogue(db: Db) {
  const key = randomUUID().slice(0, 6);
  const category = await makeTrainingCategory(db, `Powerlifting ${key}`);
  const author = await makeTrainer(db, {
    name: `Author ${key}`,
    profile: { trainingCategoryId: category.id },
  });
  const coach = await makeTrainer(db, { name: `Coach ${key}`, profile: { trainingCategoryId: category.id } });
  const otherTrainer = await makeTrainer(db, { name: `Other Coach ${key}` });

  const template = await insertTemplate(db, {
    title: `Strength Block ${key}`,
    price: 250_000,
    weeks: 12,
    discount: { active: true, title: 'Dashain Offer', percentage: 10 },
    trainingCategoryId: category.id,
    trainerId: author.id,
  });
  const secondTemplate = await insertTemplate(db, { title: `Diet Plan ${key}`, price: 99_900, weeks: 8 });
  const hiddenTemplate = await insertTemplate(db, { title: `Hidden Plan ${key}`, published: false });

  const product = await insertProduct(db, {
    title: `Whey Protein ${key}`,
    images: ['/images/whey-1.svg', '/images/whey-2.svg'],
    rates: [
      { size: '1 kg', servings: '33', price: 550_000, discountedPrice: 500_000, stock: 5 },
      { size: '2 kg', servings: '66', price: 1_000_000, discountedPrice: 950_000, stock: 20 },
      { size: '5 kg', price: 2_000_000, stock: 0 },
    ],
  });
  const productSizes = await db
    .select()
    .from(productRates)
    .where(eq(productRates.productId, product.id))
    .orderBy(productRates.position);
  const otherProduct = await insertProduct(db, {
    title: `Lifting Belt ${key}`,
    rates: [{ size: 'M', price: 300_000 }],
  });
  const [otherProductSize] = await db
    .select()
    .from(productRates)
    .where(eq(productRates.productId, otherProduct.id));

  const coaching = await makeCoaching(db, { title: `Peak Coaching ${key}` }, [
    { trainerId: coach.id, plans: { w4: [600_000, 550_000], w12: [1_500_000, 0] } },
  ]);
  const consultation = await makeConsultation(db, { title: `Form Check ${key}` }, [
    { trainerId: coach.id, plans: { half_hour: [150_000, 120_000] } },
  ]);

  return {
    category,
    author,
    coach,
    otherTrainer,
    template,
    secondTemplate,
    hiddenTemplate,
    product,
    /** 1 kg (stock 5), 2 kg (stock 20), 5 kg (stock 0). */
    sizes: { small: productSizes[0], large: productSizes[1], empty: productSizes[2] },
    otherProduct,
    otherProductSize,
    coaching,
    consultation,
  };
}

/** Main-cart template lines written straight to the database (for the line cap). */
export async function fillCart(db: Db, userId: string, count: number) {
  const lines = Array.from({ length: count }, (_, i) => ({
    userId,
    onModel: 'Template' as const,
    modelId: randomUUID(),
    mergeKey: `filler-${i}-${randomUUID()}`,
  }));
  await db.insert(cartItems).values(lines);
}

export const setStock = (db: Db, sizeId: string, stock: number) =>
  db.update(productRates).set({ stock }).where(eq(productRates.id, sizeId));
