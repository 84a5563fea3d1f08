import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { testAppForFile } from '../../test/test-app';

/**
 * Sign-in before the body (issue 30): every route the OpenAPI document marks as needing a token answers a
 * signed-out caller 401 whatever they send (here a body no route accepts), never a 400 or 422 about it.
 */

type Operation = { security?: Record<string, unknown>[]; parameters?: { in: string; name: string }[] };

const t = testAppForFile();

it('answers 401 to a signed-out caller on every signed-in route, before reading the body', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  const secured = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([, op]) => op.security?.some((s) => 'jwt' in s))
      .map(([method, op]) => ({ method, path, op })),
  );
  expect(secured.length).toBeGreaterThan(60);
  for (const { method, path } of secured) {
    const url = path.replace(/\{[^}]+\}/g, () => randomUUID());
    const res = await t.app.inject({
      method: method.toUpperCase() as 'POST',
      url,
      ...(method === 'get' ? {} : { payload: { unexpected: ['not', 'a', 'valid', 'body'] } }),
    });
    expect([method, path, res.statusCode]).toEqual([method, path, 401]);
  }
});

it('answers a signed-out PUT /auth/profile with a bad body 401, not 422', async () => {
  const res = await t.app.inject({ method: 'PUT', url: '/api/v1/auth/profile', payload: { name: '' } });
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ status: 'error', message: 'Please sign in to continue' });
});
