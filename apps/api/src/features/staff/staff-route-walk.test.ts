import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ONLY_ACTIONS, type StaffAction } from '@oxstrength/shared/policy';
import { auth, createTestApp } from '../../../test/test-app';
import { activeCoaching, makePerson, pendingCoaching } from '../training/coaching-training-fixtures';
import { activeSubscription } from '../training/template-training-fixtures';

/**
 * Authorize before validating (issue 30): every /staff route of the OpenAPI document, called with an empty body
 * by each role, answers by who calls it, never by what they sent: a visitor 401, a client 403, a trainer 403 on
 * an admin-only route and 404 on a row that is not theirs (here: none, the ids name nothing). A path parameter
 * that does not parse answers 404, never 400 or 422.
 */

type Operation = {
  summary: string;
  parameters?: { in: string; name: string; required?: boolean; schema: { enum?: string[] } }[];
  requestBody?: { content: { 'application/json'?: { schema: { required?: string[] } } } };
};
type Person = Awaited<ReturnType<typeof makePerson>>;

let t: Awaited<ReturnType<typeof createTestApp>>;
let client: Person;
let trainer: Person;
let otherTrainer: Person;
let admin: Person;
let routes: { method: string; path: string; op: Operation }[];

beforeAll(async () => {
  t = await createTestApp();
  [client, trainer, otherTrainer, admin] = await Promise.all([
    makePerson(t.app, 'Client'),
    makePerson(t.app, 'Trainer'),
    makePerson(t.app, 'Trainer'),
    makePerson(t.app, 'Admin'),
  ]);
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/v1/staff/'))
    .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ method, path, op })));
});
afterAll(() => t.close());

const call = (method: string, url: string, token?: string) =>
  t.app.inject({
    method: method.toUpperCase() as 'GET',
    url,
    headers: token ? auth(token) : {},
    ...(method === 'get' ? {} : { payload: {} }),
  });

/** The path with each parameter filled: ids that name no row, a valid kind, week 1. */
const filled = ({ path, op }: { path: string; op: Operation }) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const param = op.parameters?.find((p) => p.in === 'path' && p.name === name);
    if (param?.schema.enum) return param.schema.enum[0]!;
    return name === 'week' ? '1' : randomUUID();
  });

/** The policy action a route's summary names ("Policy order.cancel: ..."). */
const actionOf = (op: Operation) => /^Policy ([\w.]+)/.exec(op.summary)?.[1] as StaffAction;
const needsBody = (op: Operation) =>
  (op.requestBody?.content['application/json']?.schema.required ?? []).length > 0;
const needsQuery = (op: Operation) => Boolean(op.parameters?.some((p) => p.in === 'query' && p.required));

describe('every /staff route with an empty body', () => {
  it('lists the staff routes, each naming its policy action', () => {
    expect(routes.length).toBeGreaterThanOrEqual(44);
    for (const { op } of routes) expect(op.summary).toMatch(/^Policy [\w.]+/);
  });

  it('answers a visitor 401 and a client 403', async () => {
    for (const route of routes) {
      const url = filled(route);
      expect([route.method, url, (await call(route.method, url)).statusCode]).toEqual([
        route.method,
        url,
        401,
      ]);
      const asClient = await call(route.method, url, client.token);
      expect([route.method, url, asClient.statusCode]).toEqual([route.method, url, 403]);
    }
  });

  it('answers a trainer 403 on admin-only routes and 404 on a row that is not theirs, whatever the body', async () => {
    for (const route of routes) {
      const url = filled(route);
      // Past the policy, a list without its required query (state, from) is a 400 like anyone's.
      const expected = ADMIN_ONLY_ACTIONS.includes(actionOf(route.op))
        ? 403
        : route.path.includes('{id}')
          ? 404
          : needsQuery(route.op)
            ? 400
            : 200;
      const res = await call(route.method, url, trainer.token);
      expect([route.method, url, res.statusCode]).toEqual([route.method, url, expected]);
    }
  });

  it('lets an admin through to validation and the row: 422 for the body, 400 for the query, else 404 or 200', async () => {
    for (const route of routes) {
      const url = filled(route);
      // Fastify validates the body before the query; the service then finds no row.
      const expected = needsBody(route.op)
        ? 422
        : needsQuery(route.op)
          ? 400
          : route.path.includes('{id}')
            ? 404
            : 200;
      const res = await call(route.method, url, admin.token);
      expect([route.method, url, res.statusCode]).toEqual([route.method, url, expected]);
    }
  });
});

describe('a row out of a trainer’s scope, with a body that would not pass', () => {
  it('answers another trainer 404 and the row’s trainer 422', async () => {
    const coaching = await pendingCoaching(t.app, trainer.id);
    const template = await activeSubscription(t.app, 3, trainer.id);
    for (const url of [
      `/api/v1/staff/coaching-subscriptions/${coaching.sub.id}/inactive`,
      `/api/v1/staff/template-subscriptions/${template.sub.id}/inactive`,
    ]) {
      const other = await call('post', url, otherTrainer.token);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ status: 'error', message: 'Subscription not found' });
      expect((await call('post', url, trainer.token)).statusCode).toBe(422);
    }
  });

  it('answers another trainer 404 for their calendar’s capacity, whatever the body', async () => {
    const url = `/api/v1/staff/trainers/${trainer.id}/capacity`;
    expect((await call('put', url, otherTrainer.token)).statusCode).toBe(404);
    expect((await call('put', url, trainer.token)).statusCode).toBe(422);
  });
});

describe('a path parameter that does not parse', () => {
  it('answers 404, never 400 or 422, to the row’s trainer and to an admin', async () => {
    const { sub } = await activeCoaching(t.app, trainer.id);
    const week = `/api/v1/staff/coaching-subscriptions/${sub.id}/weeks/`;
    for (const token of [trainer.token, admin.token]) {
      for (const bad of ['first', '0', '1.5'])
        expect((await call('put', week + bad, token)).statusCode).toBe(404);
    }
    expect((await call('get', '/api/v1/staff/catalogue/spaceships', admin.token)).statusCode).toBe(404);
    const publish = `/api/v1/staff/catalogue/spaceships/${randomUUID()}/publish`;
    expect((await call('post', publish, admin.token)).json()).toEqual({
      status: 'error',
      message: 'Not found',
    });
    expect((await call('get', '/api/v1/staff/orders/not-an-id', admin.token)).statusCode).toBe(404);
  });

  it('still answers a visitor 401 and a trainer 403 on an admin-only route first', async () => {
    expect((await call('get', '/api/v1/staff/catalogue/spaceships')).statusCode).toBe(401);
    expect((await call('get', '/api/v1/staff/catalogue/spaceships', trainer.token)).statusCode).toBe(403);
  });
});
