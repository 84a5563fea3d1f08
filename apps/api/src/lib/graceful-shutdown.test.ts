import http from 'node:http';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseOnDisk } from '../../test/database-on-disk';
import { childConfig, forkServer } from '../../test/server-child';
import { auth, createTestApp, type TestApp } from '../../test/test-app';
import { makePurchase } from '../features/payments/payment-fixtures';
import { drain } from './graceful-shutdown';
import { selfUrl } from './self-url';

/**
 * Deploys drain an instance: GET /api/health/ready says so, requests in flight finish (or are cut after the
 * grace), websockets hear 1012, and SIGTERM ends the process with exit code 0 (lib/graceful-shutdown.ts).
 */

const closing: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closing.reverse()) await close();
});

/** A GET on a connection of its own (no keep-alive pool): its status and JSON body, or the network error. */
function get(port: number, url: string) {
  return new Promise<{ status: number; body: unknown } | Error>((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: url, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
      res.on('error', resolve);
    });
    req.on('error', resolve);
  });
}

describe('GET /api/health/live and /api/health/ready', () => {
  let t: TestApp;

  it('both answer while the instance serves; while it drains, ready is 503 and live still 200', async () => {
    t = await createTestApp();
    closing.push(() => t.close());
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'success' });
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'success', database: 'ok' });

    t.app.lifecycle.draining = true;
    const draining = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ status: 'error', message: 'Shutting down' });
    expect(draining.headers['retry-after']).toBe('5');
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    t.app.lifecycle.draining = false;
  });
});

interface WsClient {
  on(event: 'open', listener: () => void): void;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): void;
  on(event: 'error', listener: (err: Error) => void): void;
}
const WebSocketClient = createRequire(import.meta.url)('ws') as new (url: string) => WsClient;

describe('drain', () => {
  it("closes a payer's open QR socket with 1012 (reconnect), and closes the app", async () => {
    const t = await createTestApp();
    closing.push(() => t.database.close());
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const purchase = await makePurchase(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/transaction/fonepay/qr/generate',
      headers: auth(purchase.buyer.token),
      payload: { order_id: purchase.orderId },
    });
    expect(res.statusCode).toBe(200);
    const { websocketUrl } = res.json() as { websocketUrl: string };
    const socket = new WebSocketClient(
      selfUrl(t.app).replace(/^http/, 'ws') + new URL(websocketUrl).pathname,
    );
    await new Promise<void>((resolve, reject) => {
      socket.on('open', resolve);
      socket.on('error', reject);
    });
    const closed = new Promise<[number, string]>((resolve) =>
      socket.on('close', (code, reason) => resolve([code, reason.toString()])),
    );

    expect(await drain(t.app, 5000)).toEqual({ cut: false });
    expect(await closed).toEqual([1012, 'Server restarting: reconnect']);
  });
});

describe('SIGTERM', () => {
  /** The draining server child (test/draining-server.ts) on a database of its own, and its port. */
  async function startChild(grace: string) {
    const disk = await databaseOnDisk();
    closing.push(disk.drop);
    const child = forkServer(
      'draining-server.ts',
      disk.options,
      childConfig({ SHUTDOWN_GRACE_SECONDS: grace }),
    );
    closing.push(async () => void child.kill('SIGKILL'));
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      child.once('exit', (code) => resolve({ code, at: Date.now() })),
    );
    const { port } = await new Promise<{ port: number }>((resolve) =>
      child.once('message', (m) => resolve(m as { port: number })),
    );
    const slowStarted = () => new Promise<void>((resolve) => child.once('message', () => resolve()));
    return { child, port, exited, slowStarted };
  }

  it('lets a request in flight finish, accepts no new connection, and exits 0', async () => {
    const { child, port, exited, slowStarted } = await startChild('10');
    const started = slowStarted();
    const inFlight = get(port, '/slow?ms=1500');
    await started;
    child.kill('SIGTERM');
    // From the signal on, a new connection is not served: refused once the listener is closed (reset when it was
    // still taken off the backlog as the listener closed).
    let refused: unknown;
    for (let i = 0; i < 50 && !(refused instanceof Error); i++) {
      refused = await get(port, '/api/health/live');
      if (!(refused instanceof Error)) await new Promise((r) => setTimeout(r, 20));
    }
    expect(refused).toBeInstanceOf(Error);
    expect(['ECONNREFUSED', 'ECONNRESET']).toContain((refused as NodeJS.ErrnoException).code);
    // The request that was running still gets its answer.
    expect(await inFlight).toEqual({ status: 200, body: { status: 'success', waited: 1500 } });
    expect((await exited).code).toBe(0);
  }, 60_000);

  it('cuts a request still running after SHUTDOWN_GRACE_SECONDS and exits 0', async () => {
    const { child, port, exited, slowStarted } = await startChild('1');
    const started = slowStarted();
    const inFlight = get(port, '/slow?ms=30000');
    await started;
    const signalled = Date.now();
    child.kill('SIGTERM');
    const answer = await inFlight;
    expect(answer).toBeInstanceOf(Error);
    expect((answer as NodeJS.ErrnoException).code).toBe('ECONNRESET');
    const { code, at } = await exited;
    expect(code).toBe(0);
    // Cut at the grace (1 s), not at the request's 30 s.
    expect(at - signalled).toBeLessThan(10_000);
  }, 60_000);
});
