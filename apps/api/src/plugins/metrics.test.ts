import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { payByQr } from '../features/live/live-fixtures';
import { newBuyer, templateOrder } from '../features/payments/payment-fixtures';
import { insertTemplate } from '../features/templates/template-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const metrics = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
};

describe('GET /metrics', () => {
  it('counts requests per route pattern and status, with the default process metrics', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health/live' });
    await t.app.inject({ method: 'GET', url: `/api/v1/product/${randomUUID()}` });
    const body = await metrics();
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health\/live",status_code="200"\} 1/,
    );
    // The pattern, never the id.
    expect(body).toMatch(/route="\/api\/v1\/product\/:slug",status_code="404"/);
    expect(body).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(body).toMatch(/^process_cpu_user_seconds_total /m);
  });

  it('counts a settled payment by provider', async () => {
    const template = await insertTemplate(t.db, {
      title: `Metrics ${randomUUID().slice(0, 6)}`,
      price: 50_000,
    });
    const buyer = await newBuyer(t.app);
    await payByQr(t.app, buyer, await templateOrder(t.app, buyer, template.id));
    expect(await metrics()).toMatch(/payments_settled_total\{provider="fonepay_qr",outcome="completed"\} 1/);
  });
});
