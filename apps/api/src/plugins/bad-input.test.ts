import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp } from '../../test/test-app';
import { deliveryAddresses } from '../db/schema/addresses';
import { cartItems } from '../db/schema/cart';
import { contactMessages } from '../db/schema/contact';
import { newsletterSubscribers } from '../db/schema/newsletter';
import { reviews } from '../db/schema/reviews';
import { users } from '../db/schema/users';
import { makeReviewable } from '../features/reviews/review-fixtures';
import { makeUser } from '../features/trainers/trainer-fixtures';

const INVALID_CHARACTERS = 'Contains characters that are not allowed.';
const NUL = '\u0000';
const LONE_HIGH = '\ud800';
const LONE_LOW = '\udc00';

let t: Awaited<ReturnType<typeof createTestApp>>;
let headers: Record<string, string>;
let templateId: string;

beforeAll(async () => {
  t = await createTestApp();
  const user = await makeUser(t.db);
  headers = auth(t.app.issueToken(user));
  templateId = await makeReviewable(t.db, 'template');
});
afterAll(() => t.close());

/** Rows in a table: unchanged when a refused request wrote nothing. */
const count = (table: PgTable) => t.db.$count(table);

interface Reply {
  statusCode: number;
  body: { status: string; message: string; errors?: Record<string, string> };
  raw: string;
}

async function send(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  signedIn = false,
): Promise<Reply> {
  const res = await t.app.inject({
    method,
    url,
    headers: {
      ...(signedIn ? headers : {}),
      ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
    },
    payload: payload as string | object | undefined,
  });
  return { statusCode: res.statusCode, body: res.json(), raw: res.body };
}

/** The reply a client gets for refused characters in `field` (or without `errors` when no field is known). */
const refused = (field?: string) => ({
  status: 'error',
  message: INVALID_CHARACTERS,
  ...(field ? { errors: { [field]: INVALID_CHARACTERS } } : {}),
});

/** No zod default English, no Fastify error codes, no echo of what was sent. */
function expectReadable(reply: Reply, echoed: string[] = []) {
  expect(reply.body.status).toBe('error');
  expect(typeof reply.body.message).toBe('string');
  expect(Object.keys(reply.body).sort()).toEqual(
    reply.body.errors ? ['errors', 'message', 'status'] : ['message', 'status'],
  );
  expect(reply.raw).not.toMatch(
    /Invalid input|expected \w+, received|Too (big|small)|FST_ERR|Route \w+:|statusCode/,
  );
  for (const text of echoed) expect(reply.raw).not.toContain(text);
}

describe('NUL and lone surrogates are refused with 400 before anything is stored', () => {
  const bad = [
    ['a NUL', `Ram${NUL}Thapa`],
    ['a lone high surrogate', `Ram${LONE_HIGH}Thapa`],
    ['a lone low surrogate', `Ram${LONE_LOW}`],
  ] as const;

  it.each(bad)('contact form with %s', async (_label, text) => {
    const before = await count(contactMessages);
    const res = await send('POST', '/api/v1/contact/query', {
      name: 'Ram Thapa',
      email: 'ram@example.com',
      subject: 'Delivery',
      message: text,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual(refused('message'));
    expect(await count(contactMessages)).toBe(before);
  });

  it('contact form with a lone surrogate written as a JSON escape', async () => {
    const before = await count(contactMessages);
    const res = await send(
      'POST',
      '/api/v1/contact/query',
      '{"name":"Ram \\ud800","email":"ram@example.com","subject":"Delivery","message":"Hello"}',
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual(refused('name'));
    expect(await count(contactMessages)).toBe(before);
  });

  it.each(bad)('newsletter with %s', async (_label, text) => {
    const before = await count(newsletterSubscribers);
    const res = await send('POST', '/api/v1/newsfeed/subscribe', {
      email: 'sita@example.com',
      first_name: text,
      last_name: 'Sharma',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual(refused('first_name'));
    expect(await count(newsletterSubscribers)).toBe(before);
  });

  it.each(bad)('a review with %s', async (_label, text) => {
    const before = await count(reviews);
    const res = await send(
      'POST',
      '/api/v1/template/review',
      { template_id: templateId, stars: 4, review: text },
      true,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual(refused('review'));
    expect(await count(reviews)).toBe(before);
  });

  it.each(bad)('an address with %s in a nested field', async (_label, text) => {
    const before = await count(deliveryAddresses);
    const res = await send(
      'POST',
      '/api/v1/user/delivery/address',
      {
        label: 'home',
        name: 'Sita Sharma',
        email: 'sita@example.com',
        mobile_num: '9841234567',
        address: { province: 'Bagmati', district: 'Kathmandu', area: text, address_line1: 'Thamel 12' },
      },
      true,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual(refused('address.area'));
    expect(await count(deliveryAddresses)).toBe(before);
  });

  it.each(bad)('social sign-in token with %s', async (_label, text) => {
    const before = await count(users);
    for (const provider of ['google', 'fb']) {
      const res = await send('POST', `/api/v1/auth/social/${provider}/check/token`, {
        accessToken: `ya29.${text}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toEqual(refused('accessToken'));
    }
    expect(await count(users)).toBe(before);
  });

  it('an element of an array is named by its index; a bad key gives no field', async () => {
    const line = await send('POST', '/api/v1/order/initiate', { carts: [randomUUID(), `x${NUL}`] }, true);
    expect(line.statusCode).toBe(400);
    expect(line.body).toEqual(refused('carts.1'));

    const key = await send('POST', '/api/v1/contact/query', { [`na${NUL}me`]: 'Ram' });
    expect(key.statusCode).toBe(400);
    expect(key.body).toEqual(refused());
  });

  it('a NUL in a query value', async () => {
    const res = await send('GET', '/api/v1/templates?q=dead%00lift');
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual(refused('q'));
  });

  it('a NUL in a path slug or id', async () => {
    const slug = await send('GET', '/api/v1/template/12-week-beginner-powerlifting%00');
    expect(slug.statusCode).toBe(400);
    expect(slug.body).toEqual(refused('slug'));

    const order = await send('GET', `/api/v1/user/order/${randomUUID()}%00`, undefined, true);
    expect(order.statusCode).toBe(400);
    expect(order.body).toEqual(refused('id'));

    const subscriber = await send('GET', '/api/v1/newsfeed/subscriber/%00');
    expect(subscriber.statusCode).toBe(400);
    expect(subscriber.body).toEqual(refused('id'));
  });

  it('a lone surrogate or a malformed percent-encoding in the path', async () => {
    for (const url of [
      '/api/v1/template/abc%ED%A0%80',
      '/api/v1/template/abc%E0%',
      '/api/v1/template/abc%zz',
      '/api/v1/user/order/%C0%80',
    ]) {
      const res = await send('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.body, url).toEqual({ status: 'error', message: 'This address is not valid.' });
      expectReadable(res, ['%E0', '%ED', 'abc']);
    }
  });

  it('a malformed percent-encoding in the query is literal text, searched for and not found', async () => {
    for (const url of [
      '/api/v1/templates?q=%ED%A0%80',
      '/api/v1/templates?q=dead%E0%',
      '/api/v1/templates?q%E0=1',
    ]) {
      const res = await send('GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toMatchObject({ status: 'success' });
    }
    const literal = await send('GET', '/api/v1/templates?q=dead%E0%');
    expect(literal.body).toMatchObject({ templates: [], totalDocuments: 0 });
  });

  it('still serves well-formed text: emoji (surrogate pairs), Devanagari, percent signs', async () => {
    const res = await send('POST', '/api/v1/contact/query', {
      name: 'राम थापा 💪',
      email: 'ram.emoji@example.com',
      subject: '100% whey',
      message: 'Namaste 🙏',
    });
    expect(res.statusCode).toBe(201);
    const list = await send('GET', '/api/v1/templates?q=100%25%20%F0%9F%92%AA');
    expect(list.statusCode).toBe(200);
  });
});

describe('numbers in a JSON body are numbers, never booleans', () => {
  it('stars: true is refused with the field message and nothing is stored', async () => {
    const before = await count(reviews);
    for (const stars of [true, false, null, [4], '']) {
      const res = await send(
        'POST',
        '/api/v1/template/review',
        { template_id: templateId, stars, review: 'Great' },
        true,
      );
      expect(res.statusCode, JSON.stringify(stars)).toBe(422);
      expect(res.body).toEqual({
        status: 'error',
        message: 'Please choose a star rating',
        errors: { stars: 'Please choose a star rating' },
      });
    }
    expect(await count(reviews)).toBe(before);
    // A number, or its text, is still a rating.
    const text = await send(
      'POST',
      '/api/v1/template/review',
      { template_id: templateId, stars: '4.5', review: 'Great' },
      true,
    );
    expect(text.statusCode).toBe(201);
  });

  it('unit: true is refused with the field message on adding, changing and buying now', async () => {
    const before = await count(cartItems);
    const calls = [
      send('POST', '/api/v1/user/cart', { model_id: templateId, onModel: 'Template', unit: true }, true),
      send(
        'POST',
        '/api/v1/user/cart/buynow',
        { model_id: templateId, on_model: 'template', unit: true },
        true,
      ),
      send('PUT', `/api/v1/user/cart/${randomUUID()}`, { unit: true }, true),
      send('POST', '/api/v1/user/cart', { model_id: templateId, onModel: 'Template', unit: false }, true),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(422);
      expect(res.body).toEqual({
        status: 'error',
        message: 'Unit must be a whole number',
        errors: { unit: 'Unit must be a whole number' },
      });
    }
    expect(await count(cartItems)).toBe(before);
  });

  it('a field without a spec message gets a readable one, not zod English', async () => {
    const res = await send(
      'POST',
      '/api/v1/order/initiate',
      { carts: [true], coupon_code: 'X'.repeat(51) },
      true,
    );
    expect(res.statusCode).toBe(422);
    expect(res.body).toEqual({
      status: 'error',
      message: 'Please enter a valid value.',
      errors: { 'carts.0': 'Please enter a valid value.', coupon_code: 'Must be at most 50 characters' },
    });
    expectReadable(res);
  });
});

describe('every framework error has the error shape, readable and without echo', () => {
  it('404 on an unknown /api route', async () => {
    const res = await send('GET', '/api/v1/no-such-thing/secret-path');
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({ status: 'error', message: 'Not found' });
    expectReadable(res, ['no-such-thing', 'secret-path']);
  });

  it('400 on malformed or empty JSON', async () => {
    const malformed = await send('POST', '/api/v1/contact/query', '{"name": "Ram", oops');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toEqual({ status: 'error', message: 'The request body is not valid JSON.' });
    expectReadable(malformed, ['oops']);

    const empty = await send('POST', '/api/v1/contact/query', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toEqual({ status: 'error', message: 'The request body is empty.' });
  });

  it('a deeply nested body is answered, not a crash', async () => {
    const depth = 100_000;
    const res = await send('POST', '/api/v1/contact/query', '['.repeat(depth) + ']'.repeat(depth));
    expect(res.statusCode).toBe(422);
    expectReadable(res);
  });

  it('413 on a body over the limit', async () => {
    const res = await send(
      'POST',
      '/api/v1/contact/query',
      JSON.stringify({ message: 'x'.repeat(1024 * 1024) }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.body).toEqual({ status: 'error', message: 'The request is too large.' });
  });

  it('415 on an unsupported content type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact/query',
      headers: { 'content-type': 'application/x-secret-type' },
      payload: '<name>Ram</name>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      status: 'error',
      message: 'This content type is not supported. Send JSON.',
    });
    expect(res.body).not.toContain('secret-type');
  });

  it('414 on a path parameter over the router limit', async () => {
    const slug = 'a'.repeat(500);
    const res = await send('GET', `/api/v1/template/${slug}`);
    expect(res.statusCode).toBe(414);
    expect(res.body).toEqual({ status: 'error', message: 'This address is too long.' });
    expectReadable(res, [slug]);
  });

  describe('on a listening server', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });

    const get = (path: string, extra: Record<string, string> = {}) =>
      new Promise<{ statusCode: number; type: string | undefined; body: string }>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, path, headers: extra }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () =>
            resolve({ statusCode: res.statusCode!, type: res.headers['content-type'], body }),
          );
        });
        req.on('error', reject);
        req.end();
      });

    it('414 on a URL longer than the header limit', async () => {
      const res = await get(`/api/v1/templates?q=${'a'.repeat(20_000)}`);
      expect(res.statusCode).toBe(414);
      expect(res.type).toMatch(/^application\/json/);
      expect(JSON.parse(res.body)).toEqual({ status: 'error', message: 'This address is too long.' });
    });

    it('431 on headers over the limit', async () => {
      const res = await get('/api/v1/templates', { 'x-padding': 'b'.repeat(20_000) });
      expect(res.statusCode).toBe(431);
      expect(res.type).toMatch(/^application\/json/);
      expect(JSON.parse(res.body)).toEqual({
        status: 'error',
        message: 'The request headers are too large.',
      });
    });

    it('400 on a malformed path and on a NUL, as over inject', async () => {
      const bad = await get('/api/v1/template/abc%E0%');
      expect(bad.statusCode).toBe(400);
      expect(JSON.parse(bad.body)).toEqual({ status: 'error', message: 'This address is not valid.' });
      const nul = await get('/api/v1/template/abc%00');
      expect(nul.statusCode).toBe(400);
      expect(JSON.parse(nul.body)).toEqual(refused('slug'));
    });

    it('the server still answers after those', async () => {
      const res = await get('/api/v1/templates');
      expect(res.statusCode).toBe(200);
    });
  });
});
