import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../test-app';

/**
 * The OpenAPI document (/api/docs/json) is what integrators build against: it must not change by accident.
 * UPDATE_OPENAPI=1 rewrites the committed copy after an intended change.
 */
const recordFile = path.join(import.meta.dirname, 'openapi.json');
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sortKeys = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(sortKeys)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, sortKeys((v as Record<string, unknown>)[k])]),
        )
      : v;

it('serves the recorded OpenAPI document (field order aside)', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const doc = sortKeys(res.json());
  if (process.env.UPDATE_OPENAPI || !existsSync(recordFile))
    writeFileSync(recordFile, JSON.stringify(doc, null, 1) + '\n');
  expect(doc).toEqual(JSON.parse(readFileSync(recordFile, 'utf8')));
});
