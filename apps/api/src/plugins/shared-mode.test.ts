import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders } from '../db/schema/orders';
import { productRates } from '../db/schema/products';
import { validRegistration } from '../features/auth/auth-test-utils';
import { insertOrderRow, productLine } from '../features/orders/order-fixtures';
import { insertProduct } from '../features/products/product-fixtures';
import { makeUser } from '../features/trainers/trainer-fixtures';
import { liveSocket, payByQr } from '../features/live/live-fixtures';
import { newBuyer, templateOrder } from '../features/payments/payment-fixtures';
import { insertTemplate } from '../features/templates/template-fixtures';
import { signedIn, staffCall } from '../features/shop-desk/shop-desk-fixtures';
import { fakeBuild } from '../../test/fake-web-build';
import { sharedInstances } from '../../test/shared-instances';
import { startSmtpSink } from '../../test/smtp-sink';
import { createTestApp } from '../../test/test-app';
import { until } from '../../test/until';

/**
 * Two instances in shared mode (REDIS_URL) on one PostgreSQL database and the machine's Redis: what one
 * instance counts or hears, the other knows.
 */
let shared: Awaited<ReturnType<typeof sharedInstances>>;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
/** The stand-in web build: its render numbers its drawings, so a test sees whether a page was drawn again. */
let dist: string;
const RENDERER = `
let drawings = 0;
export async function renderPage(url) {
  drawings += 1;
  return { html: '<p>drawing ' + drawings + ' of ' + url + '</p>', state: {} };
}
`;
beforeAll(async () => {
  sink = await startSmtpSink();
  dist = fakeBuild(RENDERER);
  shared = await sharedInstances(
    2,
    {
      AUTH_ACCOUNT_RATE_LIMIT_MAX: '10',
      // Both instances' jobs sweep every second.
      ORDER_EXPIRY_SWEEP_SECONDS: '1',
      MAIL_SWEEP_SECONDS: '1',
      SMTP_URL: sink.url,
      WEB_DIST_DIR: dist,
      // Drawn pages kept for ten minutes: only a change can explain a new drawing.
      PAGE_CACHE_FRESH_SECONDS: '600',
      PAGE_RENDER_WORKERS: '1',
    },
    { serveWeb: true },
  );
}, 60_000);
afterAll(async () => {
  await shared?.close();
  await sink?.close();
  if (dist) rmSync(path.dirname(dist), { recursive: true, force: true });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('shared mode across two instances', () => {
  it('holds the per-account sign-in limit: the 11th try through the other instance is refused', async () => {
    const [a, b] = shared.apps;
    const user = await makeUser(a!.db);
    const tryOn = (app: typeof a) =>
      app!.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        // Each try from another address, so only the account's limit can stop it.
        remoteAddress: `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        payload: { email: user.email, password: 'not-the-password-1' },
      });
    for (let i = 0; i < 10; i++) expect((await tryOn(a)).statusCode).toBe(401);
    const eleventh = await tryOn(b);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({
      status: 'error',
      message: 'Too many sign-in attempts for this account. Please wait a few minutes and try again.',
    });
  });

  it('tells a buyer whose live socket is on instance A, within 3 s, that the order was paid on B', async () => {
    const [a, b] = shared.apps;
    const template = await insertTemplate(b!.db, {
      title: `Shared ${randomUUID().slice(0, 6)}`,
      price: 90_000,
    });
    const buyer = await newBuyer(b!);
    const orderId = await templateOrder(b!, buyer, template.id);
    const socket = await liveSocket(a!, buyer.token);
    await payByQr(b!, buyer, orderId);
    const paidBy = Date.now() + 3000;
    let event: unknown;
    do event = await socket.next(Math.max(1, paidBy - Date.now()));
    while ((event as { status?: string }).status !== 'Active');
    expect(event).toEqual({ type: 'order', order_id: orderId, status: 'Active' });
    socket.close();
  });

  it('expires an unpaid order once: its stock comes back exactly once with both instances sweeping', async () => {
    const { db } = shared.apps[0]!;
    const product = await insertProduct(db, {
      title: 'Shared Whey',
      rates: [{ size: 'M', price: 100_000, stock: 7 }],
    });
    const [size] = await db.select().from(productRates).where(eq(productRates.productId, product.id));
    const user = await makeUser(db);
    const orderId = await insertOrderRow(db, user.id, 'Pending');
    await db
      .insert(orderLines)
      .values(productLine(orderId, product.id, size!, { title: 'Shared Whey', unit: 3, price: 100_000 }));
    await db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, orderId));

    const status = async () => (await db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status;
    expect(await until(status, (s) => s === 'Cancelled', 10_000)).toBe('Cancelled');
    await pause(2500); // both sweeps ran again since
    const [after] = await db
      .select({ stock: productRates.stock })
      .from(productRates)
      .where(eq(productRates.id, size!.id));
    expect(after!.stock).toBe(10);
  });

  it('sends a verification mail exactly once with both instances delivering', async () => {
    const email = `shared.${randomUUID().slice(0, 8)}@example.com`;
    const res = await shared.apps[0]!.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: validRegistration({ email }),
    });
    expect(res.statusCode).toBe(201);
    const mailsTo = () => sink.received.filter((m) => m.to.includes(email));
    await until(
      async () => mailsTo().length,
      (n) => n > 0,
      10_000,
    );
    await pause(2500); // both mail sweeps ran again since
    expect(mailsTo()).toHaveLength(1);
  });

  it('drops the drawn pages of both instances when an admin restocks an item on one', async () => {
    const [a, b] = shared.apps;
    const product = await insertProduct(a!.db, {
      title: `Cached Whey ${randomUUID().slice(0, 6)}`,
      rates: [{ size: '1 kg', price: 500_000, stock: 2 }],
    });
    const [size] = await a!.db.select().from(productRates).where(eq(productRates.productId, product.id));
    const url = `/shop/product/${product.slug}`;
    const drawing = async (app: typeof a) => /drawing (\d+) of/.exec((await app!.inject({ url })).body)?.[1];
    const [onA, onB] = [await drawing(a), await drawing(b)];
    expect(onA).toBeDefined();
    expect([await drawing(a), await drawing(b)]).toEqual([onA, onB]); // kept
    const admin = await signedIn(a!, 'Admin');
    const res = await staffCall(a!, 'POST', `/product-sizes/${size!.id}/restock`, admin.token, {
      units: 5,
    });
    expect(res.statusCode).toBe(200);
    // B hears it through Redis: its next drawing of the page is a new one.
    const redrawnOnB = await until(
      () => drawing(b),
      (d) => d !== onB,
      3000,
    );
    expect(Number(redrawnOnB)).toBeGreaterThan(Number(onB));
    expect(Number(await drawing(a))).toBeGreaterThan(Number(onA));
  });

  it('answers ready with both the database and Redis', async () => {
    const res = await shared.apps[1]!.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', database: 'ok', redis: 'ok' });
  });

  it('reports the database pool and query times on GET /metrics', async () => {
    const body = (await shared.apps[1]!.inject({ method: 'GET', url: '/metrics' })).body;
    expect(body).toMatch(/^db_pool_connections\{state="idle"\} \d+$/m);
    expect(body).toMatch(/^db_pool_connections\{state="waiting"\} 0$/m);
    expect(body).toMatch(/^db_query_duration_seconds_count\{outcome="ok"\} [1-9]\d*$/m);
    expect(body).toMatch(/^job_runs_total\{job="order expiry sweep",outcome="(done|skipped)"\} [1-9]/m);
  });
});

describe('shared mode while Redis is away', () => {
  it('answers 503 (try again) where a limit cannot be counted, and ready says so', async () => {
    const t = await createTestApp({
      // Nothing listens on port 1: every command fails.
      REDIS_URL: 'redis://127.0.0.1:1',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
      UPLOADS_DIR: tmpdir(),
    });
    try {
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: 'nobody@example.com', password: 'whatever-password-1' },
      });
      expect(signIn.statusCode).toBe(503);
      expect(signIn.json()).toEqual({
        status: 'error',
        message: 'The service is briefly unavailable. Please try again in a moment.',
      });
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'error', message: 'Redis unreachable' });
    } finally {
      await t.close();
    }
  });
});
