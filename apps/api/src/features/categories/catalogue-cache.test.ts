import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp } from '../../../test/test-app';
import { insertProduct } from '../products/product-fixtures';
import { insertTemplate } from '../templates/template-fixtures';
import { signedIn, staffCall, type Person } from '../shop-desk/shop-desk-fixtures';

/**
 * The catalogue's card lists kept briefly per query (CATALOGUE_CACHE_SECONDS; decision 044): a row written
 * behind the API's back shows once the time is up; a staff change to an item shows at once; the caller's own
 * added_to_cart mark is never kept for another.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Person;
beforeAll(async () => {
  t = await createTestApp({ CATALOGUE_CACHE_SECONDS: '2' });
  admin = await signedIn(t.app, 'Admin');
});
afterAll(() => t.close());

/** The titles of the newest products matching `word`. */
const titles = async (word: string) => {
  const res = await t.app.inject({ url: `/api/v1/products?q=${word}&resultsPerPage=50` });
  expect(res.statusCode).toBe(200);
  return res.json().products as { _id: string; title: string }[];
};
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('catalogue list cache', () => {
  it('keeps a page for a moment, then reads again', async () => {
    const word = `kept${randomUUID().slice(0, 6)}`;
    await insertProduct(t.db, { title: `${word} Whey` });
    expect((await titles(word)).map((p) => p.title)).toEqual([`${word} Whey`]);
    await insertProduct(t.db, { title: `${word} Creatine` });
    // Written straight into the database: the page is the kept one...
    expect((await titles(word)).map((p) => p.title)).toEqual([`${word} Whey`]);
    // ...until its two seconds and two more of grace are up.
    await pause(4100);
    await titles(word); // served stale while it reloads
    await pause(200);
    expect((await titles(word)).map((p) => p.title).sort()).toEqual([`${word} Creatine`, `${word} Whey`]);
  });

  it('shows a staff change to an item at once', async () => {
    // A title of its own in this file's database (the reply's message names it).
    const word = 'Staffchange';
    const product = await insertProduct(t.db, { title: `${word} Gloves` });
    expect(await titles(word)).toHaveLength(1);
    const res = await staffCall(t.app, 'POST', `/catalogue/product/${product.id}/publish`, admin.token, {
      published: false,
    });
    expect(res.statusCode).toBe(200);
    expect(await titles(word)).toEqual([]);
  });

  it("sets each caller's added_to_cart on their own copy", async () => {
    const word = `cart${randomUUID().slice(0, 6)}`;
    const template = await insertTemplate(t.db, { title: `${word} Block` });
    const cards = async (token?: string) => {
      const res = await t.app.inject({
        url: `/api/v1/templates?q=${word}`,
        headers: token ? auth(token) : {},
      });
      return res.json().templates as { _id: string; added_to_cart: boolean }[];
    };
    const buyer = await signedIn(t.app, 'Client');
    expect((await cards())[0]!.added_to_cart).toBe(false);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/cart',
      headers: auth(buyer.token),
      payload: { model_id: template.id, onModel: 'Template' },
    });
    expect(added.statusCode).toBe(201);
    expect((await cards(buyer.token))[0]!.added_to_cart).toBe(true);
    expect((await cards())[0]!.added_to_cart).toBe(false);
  });
});
